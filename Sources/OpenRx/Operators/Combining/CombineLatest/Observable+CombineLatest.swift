// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Combines the latest element of every source with `resultSelector`, each time any source sends an
    /// element once all have sent one. Completes when every source completed, or when a source sends an
    /// element while another has no value yet and every other source is done (as RxSwift; a source that
    /// completes without a value does not end the result by itself). Fails with the first error (of a
    /// source or of `resultSelector`).
    ///
    ///     Observable.combineLatest(name, age) { "\($0) is \($1)" }
    ///     // name:   -a-------b---|
    ///     // age:    ----1--2-----|
    ///     // result: ----a1-a2-b2-|
    ///
    /// Takes any number of sources through a parameter pack. RxSwift's arities, 2 to 8, have overloads of
    /// their own that Swift chooses first and that run faster (Documentation/Contracts.md, "Combining").
    ///
    /// ![The marble diagram of `combineLatest`, drawn from a run on TestScheduler.](marble-combineLatest)
    @inlinable
    public static func combineLatest<each Source: ObservableType>(
        _ source: repeat each Source, resultSelector: @escaping RxClosure<repeat (each Source).Element, Element>
    ) -> Observable<Element> {
        let sources = erasedSources(repeat each source)
        let selector = PackSelector<repeat (each Source).Element, Element>(resultSelector)
        return combineLatestOfSources(sources, form: .fixedArity, resultSelector: selector.apply)
    }

    /// Combines the latest elements of the sources of the collection, as an array, with
    /// `resultSelector`. An empty collection sends `resultSelector([])` and completes, as RxSwift.
    ///
    /// ![The marble diagram of `combineLatest`, drawn from a run on TestScheduler.](marble-combineLatest)
    @inlinable
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection, resultSelector: @escaping RxClosure<[Collection.Element.Element], Element>
    ) -> Observable<Element> where Collection.Element: ObservableType {
        combineLatestOfSources(collection, form: .collection, resultSelector: resultSelector)
    }

    /// Combines the latest elements of the sources of the collection into arrays.
    ///
    ///     Observable.combineLatest([a, b, c])   // [a, b, c] each time one of them changes
    ///
    /// ![The marble diagram of `combineLatest`, drawn from a run on TestScheduler.](marble-combineLatest)
    @inlinable
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]>
    where Collection.Element: ObservableType, Collection.Element.Element == Element {
        combineLatestOfSources(collection, form: .collection, resultSelector: { $0 })
    }
}

extension ObservableType where Element == Any {
    /// Combines the latest element of every source into a tuple.
    ///
    ///     Observable.combineLatest(name, age)   // Observable<(String, Int)>
    ///
    /// ![The marble diagram of `combineLatest`, drawn from a run on TestScheduler.](marble-combineLatest)
    @inlinable
    public static func combineLatest<each Source: ObservableType>(
        _ source: repeat each Source
    )
        -> Observable<(repeat (each Source).Element)>
    {
        let sources = erasedSources(repeat each source)
        let builder = PackTupleBuilder<repeat (each Source).Element>()
        return combineLatestOfSources(sources, form: .fixedArity, resultSelector: builder.apply)
    }
}

/// combineLatest of a collection of sources of one element type: the collection forms, and the parameter-pack
/// forms over type-erased values. The rule is the same for both; the `form` decides the stop order (a pack is
/// RxSwift's fixed arity: the source that stopped is disposed first, see `CombiningLogic`).
///
/// As RxSwift's `CombineLatestCollectionType`, the collection is counted once and walked at each subscription:
/// a source it makes on the fly (a lazy map) is made anew for each subscriber, just before it is subscribed.
@inlinable
func combineLatestOfSources<Sources: Collection, Value, Result>(
    _ sources: Sources, form: CombiningForm, resultSelector: @escaping ([Value]) throws -> Result
) -> Observable<Result> where Sources.Element: ObservableConvertibleType, Sources.Element.Element == Value {
    let count = sources.count
    let each = CombiningSources<CombineLatestRule, LatestRow<Value>, [Value], Result>(count: count) { sink in
        for (index, source) in sources.enumerated() {
            sink.subscribe(source.asObservable(), at: index) { $0.put($2, at: $1) }
        }
    }
    return Producer(
        CombiningLogic(
            sources: each, form: form,
            emptyValues: LatestRow(count: count), takeRow: { $0.take() }, resultSelector: resultSelector))
}

/// The sources of a pack, with their elements boxed as `Any` (elements of up to three words are stored
/// inline, without allocating).
@inlinable
func erasedSources<each Source: ObservableType>(_ source: repeat each Source) -> [Observable<Any>] {
    var sources: [Observable<Any>] = []
    for next in repeat each source {
        sources.append(eraseElements(next))
    }
    return sources
}

@inlinable
func eraseElements<Source: ObservableType>(_ source: Source) -> Observable<Any> {
    source.map { $0 as Any }
}

/// A pack-typed selector applied to type-erased values, in order.
@usableFromInline
final class PackSelector<each Value, Result> {
    @usableFromInline let selector: (repeat each Value) throws -> Result

    @inlinable
    init(_ selector: @escaping (repeat each Value) throws -> Result) {
        self.selector = selector
    }

    /// Calls the selector with `values`, which hold one value of each type of the pack, in order.
    @inlinable
    func apply(_ values: [Any]) throws -> Result {
        var reader = ValueReader(values: values)
        return try selector(repeat reader.next((each Value).self))
    }
}

/// Builds a tuple of a pack's types from type-erased values.
///
/// A class with a method, not a closure or a generic function passed as a value: those pack spellings
/// crash the Swift 6.3.1 compiler.
@usableFromInline
final class PackTupleBuilder<each Value> {
    @inlinable
    init() {}

    /// The tuple of `values`, which hold one value of each type of the pack, in order.
    @inlinable
    func apply(_ values: [Any]) throws -> (repeat each Value) {
        var reader = ValueReader(values: values)
        return (repeat reader.next((each Value).self))
    }
}

/// Reads type-erased values one after the other.
@usableFromInline
struct ValueReader {
    @usableFromInline let values: [Any]
    @usableFromInline var index = 0

    @inlinable
    init(values: [Any]) {
        self.values = values
    }

    @inlinable
    mutating func next<Value>(_: Value.Type) -> Value {
        defer { index += 1 }
        // The values were stored from sources of exactly these types, in this order.
        return values[index] as! Value
    }
}

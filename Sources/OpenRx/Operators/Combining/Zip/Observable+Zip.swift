// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Combines the sources' elements pairwise by index: the first of each, then the second of each, …,
    /// with `resultSelector`. Completes when every source is done (RxSwift's fixed-arity rule; the
    /// collection form differs); fails at once with the first error (of a source or of `resultSelector`).
    ///
    ///     Observable.zip(letters, numbers) { "\($0)\($1)" }
    ///     // letters: -a---b---c-|
    ///     // numbers: ---1---2----|
    ///     // result:  ---a1--b2---|
    ///
    /// Takes any number of sources through a parameter pack. RxSwift's arities, 2 to 8, have overloads of
    /// their own that Swift chooses first and that run faster (Documentation/Contracts.md, "Combining").
    ///
    /// ![The marble diagram of `zip`, drawn from a run on TestScheduler.](marble-zip)
    public static func zip<each Source: ObservableType>(
        _ source: repeat each Source, resultSelector: @escaping RxClosure<repeat (each Source).Element, Element>
    ) -> Observable<Element> {
        let sources = erasedSources(repeat each source)
        let selector = PackSelector<repeat (each Source).Element, Element>(resultSelector)
        return zipOfSources(sources, form: .fixedArity, resultSelector: selector.apply)
    }

    /// Combines the elements of the collection's sources pairwise by index, as arrays, with
    /// `resultSelector`. As RxSwift's collection form, it also completes when an element arrives that cannot
    /// be paired at once while all sources but one are done (even if those still hold queued elements).
    ///
    /// ![The marble diagram of `zip`, drawn from a run on TestScheduler.](marble-zip)
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection, resultSelector: @escaping RxClosure<[Collection.Element.Element], Element>
    ) -> Observable<Element> where Collection.Element: ObservableType {
        zipOfSources(collection, form: .collection, resultSelector: resultSelector)
    }

    /// Combines the elements of the collection's sources pairwise by index into arrays.
    ///
    ///     Observable.zip([a, b, c])   // [a1, b1, c1], [a2, b2, c2], …
    ///
    /// ![The marble diagram of `zip`, drawn from a run on TestScheduler.](marble-zip)
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]>
    where Collection.Element: ObservableType, Collection.Element.Element == Element {
        zipOfSources(collection, form: .collection, resultSelector: { $0 })
    }
}

extension ObservableType where Element == Any {
    /// Combines the sources' elements pairwise by index into tuples.
    ///
    ///     Observable.zip(requests, responses)   // Observable<(Request, Response)>
    ///
    /// ![The marble diagram of `zip`, drawn from a run on TestScheduler.](marble-zip)
    public static func zip<each Source: ObservableType>(
        _ source: repeat each Source
    )
        -> Observable<(repeat (each Source).Element)>
    {
        let sources = erasedSources(repeat each source)
        let builder = PackTupleBuilder<repeat (each Source).Element>()
        return zipOfSources(sources, form: .fixedArity, resultSelector: builder.apply)
    }
}

/// zip of a collection of sources of one element type: the collection forms, and the parameter-pack form over
/// type-erased values (which follows the fixed-arity completion rule).
///
/// As RxSwift's `ZipCollectionType`, the collection is counted once and walked at each subscription: a source
/// it makes on the fly (a lazy map) is made anew for each subscriber, just before it is subscribed.
func zipOfSources<Sources: Collection, Value, Result>(
    _ sources: Sources, form: CombiningForm, resultSelector: @escaping ([Value]) throws -> Result
) -> Observable<Result> where Sources.Element: ObservableConvertibleType, Sources.Element.Element == Value {
    let count = sources.count
    let each = CombiningSources<ZipRule, [Queue<Value>], [Value], Result>(count: count) { sink in
        for (index, source) in sources.enumerated() {
            sink.subscribe(source.asObservable(), at: index) { queues, index, value -> Value? in
                queues[index].enqueue(value)
                return nil
            }
        }
    }
    return Producer(
        CombiningLogic(
            sources: each, form: form, emptyValues: Array(filledWith: Queue(), count: count),
            takeRow: { queues in queues.indices.map { queues[$0].dequeue()! } }, resultSelector: resultSelector))
}

// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Maps each element to a sequence and merges the events of all of them.
    ///
    ///     userIDs.flatMap { api.fetchUser(id: $0) }
    ///     // ids:    -1---2----|
    ///     // result: ---u1---u2-|
    public func flatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    )
        -> Observable<Source.Element>
    {
        Producer(MergeLogic(source: asObservable(), selector: selector, maxConcurrent: .max))
    }

    /// Maps each element to a sequence and subscribes to one at a time, in order.
    ///
    ///     Observable.of(1, 2).concatMap { Observable.of($0, $0 * 10) }   // -1-10-2-20-|
    public func concatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    )
        -> Observable<Source.Element>
    {
        Producer(MergeLogic(source: asObservable(), selector: selector, maxConcurrent: 1))
    }

    /// Merges the events of the sequences, subscribing to all of them at once.
    ///
    ///     Observable.merge(taps, swipes)
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Observable<Element>
    where Collection.Element == Observable<Element> {
        Producer(MergeSourcesLogic(sources: Array(sources)))
    }

    /// Merges the events of the sequences, subscribing to all of them at once.
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        Producer(MergeSourcesLogic(sources: sources))
    }

    /// Merges the events of the sequences, subscribing to all of them at once.
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        Producer(MergeSourcesLogic(sources: sources))
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Merges the events of the inner sequences as they arrive.
    public func merge() -> Observable<Element.Element> {
        Producer(MergeLogic(source: asObservable(), selector: { $0 }, maxConcurrent: .max))
    }

    /// Merges the inner sequences, at most `maxConcurrent` at a time; the others wait their turn in
    /// order. A `maxConcurrent` below 1 fails with `RxError.argumentOutOfRange`.
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        if maxConcurrent < 1 { return .error(RxError.argumentOutOfRange) }
        return Producer(MergeLogic(source: asObservable(), selector: { $0 }, maxConcurrent: maxConcurrent))
    }

    /// Subscribes to the inner sequences one at a time, in order.
    public func concat() -> Observable<Element.Element> {
        merge(maxConcurrent: 1)
    }
}

struct MergeLogic<SourceElement, Inner: ObservableConvertibleType>: ProducerLogic {
    typealias Element = Inner.Element

    let source: Observable<SourceElement>
    let selector: (SourceElement) throws -> Inner
    let maxConcurrent: Int

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = MergeSink(observer: observer, cancel: cancel, selector: selector, maxConcurrent: maxConcurrent)
        return (sink, sink.run(source))
    }
}

/// `merge` of a fixed list of sources: every source is subscribed at once, in order.
struct MergeSourcesLogic<Element>: ProducerLogic {
    let sources: [Observable<Element>]

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = MergeSink<Observable<Element>, Observable<Element>, Observer>(
            observer: observer, cancel: cancel, selector: { $0 }, maxConcurrent: .max)
        return (sink, sink.run(sources: sources))
    }
}

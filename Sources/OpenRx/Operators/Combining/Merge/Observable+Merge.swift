// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Maps each element to a sequence and merges the events of all of them.
    ///
    ///     userIDs.flatMap { api.fetchUser(id: $0) }
    ///     // ids:    -1---2----|
    ///     // result: ---u1---u2-|
    ///
    /// ![The marble diagram of `flatMap`, drawn from a run on TestScheduler.](marble-flatMap)
    @inlinable
    public func flatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping RxClosure<Element, Source>
    )
        -> Observable<Source.Element>
    {
        Producer(MergeLogic(source: asObservable(), selector: selector, maxConcurrent: .max))
    }

    /// Maps each element to a sequence and subscribes to one at a time, in order.
    ///
    ///     Observable.of(1, 2).concatMap { Observable.of($0, $0 * 10) }   // -1-10-2-20-|
    ///
    /// ![The marble diagram of `concatMap`, drawn from a run on TestScheduler.](marble-concatMap)
    @inlinable
    public func concatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping RxClosure<Element, Source>
    )
        -> Observable<Source.Element>
    {
        Producer(MergeLogic(source: asObservable(), selector: selector, maxConcurrent: 1, isLimited: true))
    }

    /// Merges the events of the sequences, subscribing to all of them at once.
    ///
    ///     Observable.merge(taps, swipes)
    ///
    /// ![The marble diagram of `merge`, drawn from a run on TestScheduler.](marble-merge)
    @inlinable
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Observable<Element>
    where Collection.Element == Observable<Element> {
        Producer(MergeSourcesLogic(sources: Array(sources)))
    }

    /// Merges the events of the sequences, subscribing to all of them at once.
    ///
    /// ![The marble diagram of `merge`, drawn from a run on TestScheduler.](marble-merge)
    @inlinable
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        Producer(MergeSourcesLogic(sources: sources))
    }

    /// Merges the events of the sequences, subscribing to all of them at once.
    ///
    /// ![The marble diagram of `merge`, drawn from a run on TestScheduler.](marble-merge)
    @inlinable
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        Producer(MergeSourcesLogic(sources: sources))
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Merges the events of the inner sequences as they arrive.
    ///
    /// ![The marble diagram of `merge`, drawn from a run on TestScheduler.](marble-merge)
    @inlinable
    public func merge() -> Observable<Element.Element> {
        Producer(MergeLogic(source: asObservable(), selector: { $0 }, maxConcurrent: .max))
    }

    /// Merges the inner sequences, at most `maxConcurrent` at a time; the others wait their turn in
    /// order. With a `maxConcurrent` below 1, as in RxSwift, every inner sequence waits and none is
    /// subscribed: the result completes when the source does.
    ///
    /// ![The marble diagram of `merge`, drawn from a run on TestScheduler.](marble-merge)
    @inlinable
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        Producer(
            MergeLogic(source: asObservable(), selector: { $0 }, maxConcurrent: maxConcurrent, isLimited: true))
    }

    /// Subscribes to the inner sequences one at a time, in order.
    ///
    /// ![The marble diagram of `concat`, drawn from a run on TestScheduler.](marble-concat)
    @inlinable
    public func concat() -> Observable<Element.Element> {
        merge(maxConcurrent: 1)
    }
}

@usableFromInline
struct MergeLogic<SourceElement, Inner: ObservableConvertibleType>: ProducerLogic {
    @usableFromInline typealias Element = Inner.Element

    @usableFromInline let source: Observable<SourceElement>
    @usableFromInline let selector: (SourceElement) throws -> Inner
    @usableFromInline let maxConcurrent: Int
    @usableFromInline let dropsWhenBusy: Bool
    /// `concatMap` and `merge(maxConcurrent:)`, RxSwift's `MergeLimitedSink`: a completion of the source that
    /// finds nothing running is forwarded before the source is disposed.
    @usableFromInline let isLimited: Bool

    @inlinable
    init(
        source: Observable<SourceElement>, selector: @escaping (SourceElement) throws -> Inner, maxConcurrent: Int,
        dropsWhenBusy: Bool = false, isLimited: Bool = false
    ) {
        self.dropsWhenBusy = dropsWhenBusy
        self.isLimited = isLimited
        self.source = source
        self.selector = selector
        self.maxConcurrent = maxConcurrent
    }

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = MergeSink(
            observer: observer, cancel: cancel, selector: selector, maxConcurrent: maxConcurrent,
            dropsWhenBusy: dropsWhenBusy, completesBeforeDisposingSource: isLimited)
        return (sink, sink.run(source))
    }
}

/// `merge` of a fixed list of sources: every source is subscribed at once, in order.
@usableFromInline
struct MergeSourcesLogic<Element>: ProducerLogic {
    @usableFromInline let sources: [Observable<Element>]

    @inlinable
    init(sources: [Observable<Element>]) {
        self.sources = sources
    }

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = MergeSink<Observable<Element>, Observable<Element>, Observer>(
            observer: observer, cancel: cancel, selector: { $0 }, maxConcurrent: .max, hasSource: false)
        return (sink, sink.run(sources: sources))
    }
}

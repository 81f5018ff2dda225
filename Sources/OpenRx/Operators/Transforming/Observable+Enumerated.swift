// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Pairs each element with its index, from 0. Past `Int.max` elements, fails with `RxError.overflow`.
    ///
    ///     Observable.of("a", "b").enumerated()   // -(0, a)-(1, b)-|
    ///
    /// ![The marble diagram of `enumerated`, drawn from a run on TestScheduler.](marble-enumerated)
    @inlinable
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        Producer(EnumeratedLogic(source: asObservable()))
    }
}

@usableFromInline
struct EnumeratedLogic<SourceElement>: ProducerLogic {
    @usableFromInline typealias Element = (index: Int, element: SourceElement)

    @usableFromInline let source: Observable<SourceElement>

    @inlinable
    init(source: Observable<SourceElement>) {
        self.source = source
    }

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = EnumeratedSink<SourceElement, Observer>(observer: observer, cancel: cancel)
        return (sink, source.subscribeSink(sink))
    }
}

/// Counts the elements, as RxSwift's `EnumeratedSink`: it keeps the next index only, not the last element.
@usableFromInline
final class EnumeratedSink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == (index: Int, element: SourceElement) {
    /// The index of the next element. Only the source's events, one at a time, reach it; unchecked: the
    /// runtime's exclusivity check cost about 76 instructions an access (Documentation/Contracts.md).
    @exclusivity(unchecked) @usableFromInline var index = 0

    @inlinable
    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            guard index < Int.max else { return forwardStop(.error(RxError.overflow)) }
            let current = index
            index = current + 1
            forwardOn(.next((index: current, element: element)))
        case .error(let error):
            forwardStop(.error(error))
        case .completed:
            forwardStop(.completed)
        }
    }
}

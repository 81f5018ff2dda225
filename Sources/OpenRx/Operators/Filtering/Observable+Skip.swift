// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Drops the first `count` elements and sends the rest. A negative `count` drops nothing, as in
    /// RxSwift.
    ///
    ///     Observable.of(1, 2, 3).skip(2)   // -----3-|
    ///
    /// ![The marble diagram of `skip`, drawn from a run on TestScheduler.](marble-skip)
    @inlinable
    public func skip(_ count: Int) -> Observable<Element> {
        Producer(SkipCountLogic(source: asObservable(), count: count))
    }
}

@usableFromInline
struct SkipCountLogic<Element>: ProducerLogic {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let count: Int

    @inlinable
    init(source: Observable<Element>, count: Int) {
        self.source = source
        self.count = count
    }

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = SkipCountSink(observer: observer, cancel: cancel, count: count)
        return (sink, source.subscribeSink(sink))
    }
}

@usableFromInline
final class SkipCountSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    @usableFromInline var remaining: Int

    @inlinable
    init(observer: Observer, cancel: SinkDisposer?, count: Int) {
        self.remaining = count
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next:
            if remaining > 0 {
                remaining -= 1
            } else {
                forwardOn(event)
            }
        case .error, .completed:
            forwardStop(event)
        }
    }
}

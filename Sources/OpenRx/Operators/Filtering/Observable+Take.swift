// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Sends the first `count` elements, then completes. A negative `count` fails with
    /// `RxError.argumentOutOfRange` (RxSwift traps instead).
    ///
    ///     Observable.of(1, 2, 3).take(2)   // -1-2|
    ///
    /// ![The marble diagram of `take`, drawn from a run on TestScheduler.](marble-take)
    @inlinable
    public func take(_ count: Int) -> Observable<Element> {
        if count < 0 { return .error(RxError.argumentOutOfRange) }
        if count == 0 { return .empty() }
        return Producer(TakeCountLogic(source: asObservable(), count: count))
    }
}

@usableFromInline
struct TakeCountLogic<Element>: ProducerLogic {
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
        let sink = TakeCountSink(observer: observer, cancel: cancel, count: count)
        return (sink, source.subscribeSink(sink))
    }
}

@usableFromInline
final class TakeCountSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
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
            guard remaining > 0 else { return }
            remaining -= 1
            forwardOn(event)
            if remaining == 0 { forwardStop(.completed) }
        case .error, .completed:
            forwardStop(event)
        }
    }
}

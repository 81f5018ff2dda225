// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Sends the source's events until `other` sends an element, then completes. An error from `other`
    /// ends the sequence with that error; `other` completing changes nothing.
    ///
    ///     ticks.take(until: stopButtonTaps)
    @inlinable
    public func take(until other: some ObservableType) -> Observable<Element> {
        Producer(TakeUntilLogic(source: asObservable(), other: other.asObservable()))
    }

    /// The former name of ``take(until:)``.
    @available(*, deprecated, renamed: "take(until:)")
    public func takeUntil(_ other: some ObservableType) -> Observable<Element> {
        take(until: other)
    }
}

@usableFromInline
struct TakeUntilLogic<Element, Other>: ProducerLogic {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let other: Observable<Other>

    @inlinable
    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
    }

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = TakeUntilSink(observer: observer, cancel: cancel)
        sink.state.subscribe(in: \.trigger) { _ in
            other.subscribeErased(
                AnyObserver<Other> { event in
                    switch event {
                    case .next: sink.on(.completed)
                    case .error(let error): sink.on(.error(error))
                    // As in RxSwift, a trigger that completes is let go; the source goes on.
                    case .completed: sink.state.withLock { $0.trigger.dispose() }?.dispose()
                    }
                })
        }
        // As in RxSwift, the source is subscribed even when `other` already ended the sequence (its
        // subscription is then disposed at once).
        return (sink, source.subscribeSink(sink))
    }
}

/// Serializes the source's events with the completion or error that `other` triggers, and owns the
/// trigger's subscription.
@usableFromInline
final class TakeUntilSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    @usableFromInline
    struct State: SerialDeliveryHolder {
        @usableFromInline var serial = SerialDeliveryState<Event<Observer.Element>>()
        @usableFromInline var trigger = SubscriptionSlot()

        @inlinable
        init() {
        }
    }

    @usableFromInline let state = LockedState.make(State())

    @inlinable
    func on(_ event: Event<Observer.Element>) {
        state.offerAndDeliver(event) { event in
            if event.isStopEvent { forwardStop(event) } else { forwardOn(event) }
        }
    }

    /// Disposes the trigger's subscription; the producer's disposer disposes the source's.
    @usableFromInline
    override func dispose() {
        state.withLock { $0.trigger.dispose() }?.dispose()
        super.dispose()
    }
}

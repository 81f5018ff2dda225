// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Sends the source's events until `other` sends an element, then completes. An error from `other`
    /// ends the sequence with that error; `other` completing changes nothing.
    ///
    ///     ticks.take(until: stopButtonTaps)
    ///
    /// ![The marble diagram of `takeUntil`, drawn from a run on TestScheduler.](marble-takeUntil)
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
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = TakeUntilSink(observer: observer, cancel: cancel)
        // As in RxSwift: the trigger first, then the source — even when the trigger already ended the
        // sequence, whose subscriptions are then disposed when both are in: the source, then the trigger.
        let triggerID = sink.state.withLock { $0.trigger.reserve()?.id } ?? 0
        let triggerSubscription = other.subscribeOwned(
            AnyObserver<Other> { event in
                switch event {
                case .next: sink.on(.completed)
                case .error(let error): sink.on(.error(error))
                // As in RxSwift, a trigger that completes is let go at once; the source goes on.
                case .completed: sink.state.withLock { $0.trigger.release(triggerID) }?.dispose()
                }
            })
        let (completedTrigger, disposedTrigger) = sink.state.withLock {
            $0.fillTrigger(triggerID, with: triggerSubscription)
        }
        // Unlocked: disposing and subscribing call out.
        completedTrigger?.dispose()
        let sourceSubscription = source.subscribeSink(sink)
        sink.state.withLock { $0.source.fillCurrent(with: sourceSubscription) }?.dispose()
        disposedTrigger?.dispose()
        return (sink, nil)
    }
}

/// Serializes the source's events with the completion or error that `other` triggers, and owns both
/// subscriptions (so that it disposes them in RxSwift's order).
@usableFromInline
final class TakeUntilSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    @usableFromInline
    struct State: SerialDeliveryHolder {
        @usableFromInline var serial = SerialDeliveryState<Event<Observer.Element>>()
        @usableFromInline var source = SubscriptionSlot()
        @usableFromInline var trigger = SubscriptionSlot()

        @inlinable
        init() {
        }

        /// Keeps the trigger's subscription, or hands it back: to dispose at once when the trigger completed
        /// while being subscribed, or after the source when the sequence ended meanwhile (RxSwift's order).
        @inlinable
        mutating func fillTrigger(
            _ id: SubscriptionID, with subscription: DisposableObject?
        ) -> (completed: DisposableObject?, disposed: DisposableObject?) {
            guard let late = trigger.fill(id, with: subscription) else { return (nil, nil) }
            return trigger.isDisposed ? (nil, late) : (late, nil)
        }

        /// Ends both subscriptions: returns them to dispose, the source first, as RxSwift does.
        @inlinable
        mutating func dispose() -> (source: DisposableObject?, trigger: DisposableObject?) {
            (source.dispose(), trigger.dispose())
        }
    }

    @usableFromInline let state = LockedState.make(State())

    @inlinable
    func on(_ event: Event<Observer.Element>) {
        state.offerAndDeliver(event) { event in
            if event.isStopEvent { forwardStop(event) } else { forwardOn(event) }
        }
    }

    /// Disposes the source's subscription, then the trigger's, as RxSwift does — once the producer's `run`
    /// returned: a stop while `run` subscribes leaves both to the disposer's second call (see
    /// `Sink.defersDisposal`), so the trigger is not disposed before the source is even subscribed.
    @usableFromInline
    override func dispose() {
        if waitsForRunToDispose() { return }
        let (source, trigger) = state.withLock { $0.dispose() }
        // Unlocked: disposing calls out.
        source?.dispose()
        trigger?.dispose()
        super.dispose()
    }
}

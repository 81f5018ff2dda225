// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Drops the source's elements until `other` sends an element; then sends the rest. An error from
    /// `other` ends the sequence with that error.
    ///
    ///     sensorReadings.skip(until: calibrationDone)
    ///
    /// ![The marble diagram of `skipUntil`, drawn from a run on TestScheduler.](marble-skipUntil)
    public func skip(until other: some ObservableType) -> Observable<Element> {
        Producer(SkipUntilLogic(source: asObservable(), other: other.asObservable()))
    }

    /// The former name of ``skip(until:)``.
    @available(*, deprecated, renamed: "skip(until:)")
    public func skipUntil(_ other: some ObservableType) -> Observable<Element> {
        skip(until: other)
    }
}

struct SkipUntilLogic<Element, Other>: ProducerLogic {
    let source: Observable<Element>
    let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
    }

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = SkipUntilSink(observer: observer, cancel: cancel)
        // As in RxSwift: the source first, then the trigger — subscribed even when the source already
        // stopped during its own subscribe; what the sequence no longer needs is disposed when both are in,
        // the source first.
        let sourceSubscription = source.subscribeSink(sink)
        let triggerSubscription = other.subscribeSink(SkipUntilTriggerObserver(sink: sink))
        let (source, trigger) = sink.state.withLock {
            ($0.source.fillCurrent(with: sourceSubscription), $0.trigger.fillCurrent(with: triggerSubscription))
        }
        // Unlocked: disposing calls out.
        source?.dispose()
        trigger?.dispose()
        return (sink, nil)
    }
}

/// The locked state of skip(until:): the phase, the serializer, and the source's and trigger's subscriptions.
struct SkipUntilState<Element>: SerialDeliveryHolder {
    enum Phase {
        /// Elements are dropped until the trigger sends one.
        case skipping
        /// Elements are forwarded.
        case forwarding
        /// A stop event was forwarded, or the source completed while skipping (then nothing is forwarded
        /// and the sequence never ends, as in RxSwift).
        case stopped
    }

    enum Action {
        case none
        /// Deliver through the serializer (the caller became the deliverer).
        case deliver(Event<Element>)
        /// Dispose the trigger's subscription.
        case disposeTrigger(DisposableObject?)
        /// Dispose everything without forwarding.
        case disposeSilently
    }

    var serial = SerialDeliveryState<Event<Element>>()
    var phase = Phase.skipping
    var source = SubscriptionSlot()
    var trigger = SubscriptionSlot()

    init() {}

    /// Ends both subscriptions: returns them to dispose, the source first, as RxSwift does.
    mutating func dispose() -> (source: DisposableObject?, trigger: DisposableObject?) {
        (source.dispose(), trigger.dispose())
    }

    mutating func source(_ event: Event<Element>) -> Action {
        switch (phase, event) {
        case (.stopped, _), (.skipping, .next):
            return .none
        case (.skipping, .completed):
            phase = .stopped
            return .disposeSilently
        case (_, .error), (.forwarding, .completed):
            phase = .stopped
            return serial.offer(event).map(Action.deliver) ?? .none
        case (.forwarding, .next):
            return serial.offer(event).map(Action.deliver) ?? .none
        }
    }

    mutating func triggerNext() -> Action {
        guard case .skipping = phase else { return .none }
        phase = .forwarding
        return .disposeTrigger(trigger.dispose())
    }

    mutating func triggerError(_ error: Swift.Error) -> Action {
        if case .stopped = phase { return .none }
        phase = .stopped
        return serial.offer(.error(error)).map(Action.deliver) ?? .none
    }

    mutating func triggerCompleted() -> Action {
        .disposeTrigger(trigger.dispose())
    }
}

final class SkipUntilSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    let state = LockedState.make(SkipUntilState<Observer.Element>())

    func on(_ event: Event<Observer.Element>) {
        perform(state.withLock { $0.source(event) })
    }

    func perform(_ action: SkipUntilState<Observer.Element>.Action) {
        switch action {
        case .none: return
        case .deliver(let event): state.deliverSerially(event) { forwardEvent($0) }
        case .disposeTrigger(let trigger): trigger?.dispose()
        case .disposeSilently: dispose()
        }
    }

    /// Disposes the source's subscription, then the trigger's, as RxSwift does — once the producer's `run`
    /// returned: a stop while `run` subscribes leaves both to the disposer's second call (see
    /// `Sink.defersDisposal`).
    override func dispose() {
        if waitsForRunToDispose() { return }
        let (source, trigger) = state.withLock { $0.dispose() }
        // Unlocked: disposing calls out.
        source?.dispose()
        trigger?.dispose()
        super.dispose()
    }
}

struct SkipUntilTriggerObserver<Observer: ObserverType, Other>: ObserverType {
    let sink: SkipUntilSink<Observer>

    init(sink: SkipUntilSink<Observer>) {
        self.sink = sink
    }

    func on(_ event: Event<Other>) {
        switch event {
        case .next: sink.perform(sink.state.withLock { $0.triggerNext() })
        case .error(let error): sink.perform(sink.state.withLock { $0.triggerError(error) })
        case .completed: sink.perform(sink.state.withLock { $0.triggerCompleted() })
        }
    }
}

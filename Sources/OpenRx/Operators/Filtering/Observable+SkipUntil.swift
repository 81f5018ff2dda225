// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Drops the source's elements until `other` sends an element; then sends the rest. An error from
    /// `other` ends the sequence with that error.
    ///
    ///     sensorReadings.skip(until: calibrationDone)
    @inlinable
    public func skip(until other: some ObservableType) -> Observable<Element> {
        Producer(SkipUntilLogic(source: asObservable(), other: other.asObservable()))
    }

    /// The former name of ``skip(until:)``.
    @available(*, deprecated, renamed: "skip(until:)")
    public func skipUntil(_ other: some ObservableType) -> Observable<Element> {
        skip(until: other)
    }
}

@usableFromInline
struct SkipUntilLogic<Element, Other>: ProducerLogic {
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
        let sink = SkipUntilSink(observer: observer, cancel: cancel)
        // As in RxSwift: the source first, then the trigger.
        let sourceSubscription = source.subscribeSink(sink)
        sink.state.subscribe(in: \.trigger) { _ in other.subscribeSink(SkipUntilTriggerObserver(sink: sink)) }
        return (sink, sourceSubscription)
    }
}

/// The locked state of skip(until:): the phase, the serializer, and the trigger's subscription.
@usableFromInline
struct SkipUntilState<Element>: SerialDeliveryHolder {
    @usableFromInline
    enum Phase {
        /// Elements are dropped until the trigger sends one.
        case skipping
        /// Elements are forwarded.
        case forwarding
        /// A stop event was forwarded, or the source completed while skipping (then nothing is forwarded
        /// and the sequence never ends, as in RxSwift).
        case stopped
    }

    @usableFromInline
    enum Action {
        case none
        /// Deliver through the serializer (the caller became the deliverer).
        case deliver(Event<Element>)
        /// Dispose the trigger's subscription.
        case disposeTrigger(Disposable?)
        /// Dispose everything without forwarding.
        case disposeSilently
    }

    @usableFromInline var serial = SerialDeliveryState<Event<Element>>()
    @usableFromInline var phase = Phase.skipping
    @usableFromInline var trigger = SubscriptionSlot()

    @inlinable
    init() {}

    @inlinable
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

    @inlinable
    mutating func triggerNext() -> Action {
        guard case .skipping = phase else { return .none }
        phase = .forwarding
        return .disposeTrigger(trigger.dispose())
    }

    @inlinable
    mutating func triggerError(_ error: Swift.Error) -> Action {
        if case .stopped = phase { return .none }
        phase = .stopped
        return serial.offer(.error(error)).map(Action.deliver) ?? .none
    }

    @inlinable
    mutating func triggerCompleted() -> Action {
        .disposeTrigger(trigger.dispose())
    }
}

@usableFromInline
final class SkipUntilSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    @usableFromInline let state = LockedState.make(SkipUntilState<Observer.Element>())

    @inlinable
    func on(_ event: Event<Observer.Element>) {
        perform(state.withLock { $0.source(event) })
    }

    @inlinable
    func perform(_ action: SkipUntilState<Observer.Element>.Action) {
        switch action {
        case .none: return
        case .deliver(let event): state.deliverSerially(event) { forwardEvent($0) }
        case .disposeTrigger(let trigger): trigger?.dispose()
        case .disposeSilently: dispose()
        }
    }

    /// Disposes the trigger's subscription; the producer's disposer disposes the source's.
    @usableFromInline
    override func dispose() {
        state.withLock { $0.trigger.dispose() }?.dispose()
        super.dispose()
    }
}

@usableFromInline
struct SkipUntilTriggerObserver<Observer: ObserverType, Other>: ObserverType {
    @usableFromInline let sink: SkipUntilSink<Observer>

    @inlinable
    init(sink: SkipUntilSink<Observer>) {
        self.sink = sink
    }

    @inlinable
    func on(_ event: Event<Other>) {
        switch event {
        case .next: sink.perform(sink.state.withLock { $0.triggerNext() })
        case .error(let error): sink.perform(sink.state.withLock { $0.triggerError(error) })
        case .completed: sink.perform(sink.state.withLock { $0.triggerCompleted() })
        }
    }
}

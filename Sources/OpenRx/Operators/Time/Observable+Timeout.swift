// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Fails with `RxError.timeout` if the source sends nothing for `dueTime` (from subscription, or from
    /// its last element).
    ///
    ///     request.timeout(.seconds(10), scheduler: MainScheduler.instance)
    ///
    /// ![The marble diagram of `timeout`, drawn from a run on TestScheduler.](marble-timeout)
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Producer(TimeoutLogic(source: asObservable(), dueTime: dueTime, other: nil, scheduler: scheduler))
    }

    /// Switches to `other` if the source sends nothing for `dueTime` (from subscription, or from its last
    /// element).
    ///
    ///     liveData.timeout(.seconds(5), other: cachedData, scheduler: scheduler)
    ///
    /// ![The marble diagram of `timeoutOther`, drawn from a run on TestScheduler.](marble-timeoutOther)
    public func timeout<Source: ObservableConvertibleType>(
        _ dueTime: RxTimeInterval, other: Source, scheduler: SchedulerType
    ) -> Observable<Element> where Element == Source.Element {
        Producer(
            TimeoutLogic(source: asObservable(), dueTime: dueTime, other: other.asObservable(), scheduler: scheduler))
    }
}

private struct TimeoutLogic<Element>: ProducerLogic {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let other: Observable<Element>?
    let scheduler: SchedulerType

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = TimeoutSink(observer: observer, cancel: cancel, logic: self)
        sink.run()
        return (sink, nil)
    }
}

/// The locked state of `timeout`: the timer, the source's subscription and the fallback's.
struct TimeoutState<Element>: SerialDeliveryHolder, TimerOwningState {
    enum Phase {
        /// The source's events are forwarded; the timer runs.
        case running
        /// The timer fired: the fallback's events are forwarded.
        case switched
        /// A stop event was sent, or the subscription was disposed.
        case finished
    }

    /// What the sink does after unlocking, in this order: cancel, deliver, then start the timer or subscribe
    /// the fallback (and then dispose the source it replaces, see `switched()`).
    struct Action {
        var deliver: Event<Element>?
        var start: TimerStart?
        var cancel: [Disposable] = []
        /// Subscribe the fallback.
        var switchToFallback = false
    }

    var serial = SerialDeliveryState<Event<Element>>()
    var timer = OwnedTimer()
    var phase = Phase.running
    var source = SubscriptionSlot()
    var fallback = SubscriptionSlot()

    /// The subscription starts: the first timer.
    mutating func started(dueTime: RxTimeInterval) -> Action {
        guard phase == .running, let (id, cancel) = timer.start() else { return Action() }
        return Action(start: TimerStart(id: id, dueTime: dueTime), cancel: cancel.map { [$0] } ?? [])
    }

    /// The source's subscription arrived; it is disposed if the timer already switched or all ended.
    mutating func sourceSubscribed(_ subscription: DisposableObject?) -> DisposableObject? {
        if phase != .running { return subscription }
        return source.fillCurrent(with: subscription)
    }

    /// The fallback's subscription arrived.
    mutating func fallbackSubscribed(_ subscription: DisposableObject?) -> DisposableObject? {
        if phase != .switched { return subscription }
        return fallback.fillCurrent(with: subscription)
    }

    /// An event of the source: forwarded unless the timer won; an element restarts the timer. A stop is
    /// forwarded first; the sink's disposal then disposes the source and the timer, as in RxSwift.
    mutating func sourceEvent(_ event: Event<Element>, dueTime: RxTimeInterval) -> Action {
        guard phase == .running else { return Action() }
        if event.isStopEvent {
            phase = .finished
            return Action(deliver: serial.offer(event))
        }
        var action = Action(deliver: serial.offer(event))
        if let (id, cancel) = timer.start() {
            action.start = TimerStart(id: id, dueTime: dueTime)
            action.cancel = cancel.map { [$0] } ?? []
        }
        return action
    }

    /// Timer `id` fired: unless an event restarted it, the source is dropped for the fallback — subscribed
    /// first, as RxSwift does. Without a fallback the error is forwarded, then the sink's disposal disposes
    /// the source (RxSwift's fallback there is `error(RxError.timeout)`, which stops before it replaces it).
    mutating func timerFired(_ id: UInt64, hasFallback: Bool) -> Action {
        guard phase == .running, timer.fire(id) else { return Action() }
        guard hasFallback else {
            phase = .finished
            return Action(deliver: serial.offer(.error(RxError.timeout)))
        }
        phase = .switched
        // The source stays in its slot while the fallback is subscribed: a fallback that stops at once
        // disposes it with the rest.
        return Action(switchToFallback: true)
    }

    /// The fallback's subscription call returned: returns the timed-out source and the fired timer, to
    /// dispose now (after the fallback, as RxSwift does).
    mutating func switched() -> [Disposable] {
        [source.dispose(), timer.close()].compactMap { $0 }
    }

    /// An event of the fallback: a stop is forwarded first, then the sink's disposal disposes it.
    mutating func fallbackEvent(_ event: Event<Element>) -> Action {
        guard phase == .switched else { return Action() }
        if event.isStopEvent { phase = .finished }
        return Action(deliver: serial.offer(event))
    }

    /// The subscription was disposed: the source's or the fallback's subscription, then the timer (RxSwift's
    /// `Disposables.create(subscription, timer)`).
    mutating func disposed() -> Action {
        phase = .finished
        return Action(cancel: [source.dispose(), fallback.dispose(), timer.close()].compactMap { $0 })
    }
}

private final class TimeoutSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    let logic: TimeoutLogic<Element>
    let state = LockedState.make(TimeoutState<Element>())

    init(observer: Observer, cancel: SinkDisposer?, logic: TimeoutLogic<Element>) {
        self.logic = logic
        super.init(observer: observer, cancel: cancel)
    }

    /// Starts the timer, then subscribes the source (as RxSwift does).
    func run() {
        perform(state.withLock { $0.started(dueTime: logic.dueTime) })
        let subscription = logic.source.subscribeSink(self)
        state.withLock { $0.sourceSubscribed(subscription) }?.dispose()
    }

    func on(_ event: Event<Element>) {
        perform(state.withLock { $0.sourceEvent(event, dueTime: logic.dueTime) })
    }

    func fallbackEvent(_ event: Event<Element>) {
        perform(state.withLock { $0.fallbackEvent(event) })
    }

    override func dispose() {
        perform(state.withLock { $0.disposed() })
        super.dispose()
    }

    private func timerFired(_ id: UInt64) {
        perform(state.withLock { $0.timerFired(id, hasFallback: logic.other != nil) })
    }

    /// Runs an action after unlocking: cancel, deliver, then start the timer or subscribe the fallback and
    /// dispose the source it replaces.
    private func perform(_ action: TimeoutState<Element>.Action) {
        for disposable in action.cancel { disposable.dispose() }
        state.deliverSerially(action.deliver) { forwardEvent($0) }
        if let start = action.start {
            state.startTimer(start, on: logic.scheduler) { [weak self] id in self?.timerFired(id) }
        }
        if action.switchToFallback, let other = logic.other {
            let subscription = other.subscribeSink(TimeoutFallbackObserver(sink: self))
            let (late, replaced) = state.withLock { ($0.fallbackSubscribed(subscription), $0.switched()) }
            for disposable in replaced { disposable.dispose() }
            late?.dispose()
        }
    }
}

private struct TimeoutFallbackObserver<Observer: ObserverType>: ObserverType {
    let sink: TimeoutSink<Observer>

    func on(_ event: Event<Observer.Element>) {
        sink.fallbackEvent(event)
    }
}

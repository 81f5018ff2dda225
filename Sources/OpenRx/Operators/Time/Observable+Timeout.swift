// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Fails with `RxError.timeout` if the source sends nothing for `dueTime` (from subscription, or from
    /// its last element).
    ///
    ///     request.timeout(.seconds(10), scheduler: MainScheduler.instance)
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Producer(TimeoutLogic(source: asObservable(), dueTime: dueTime, other: nil, scheduler: scheduler))
    }

    /// Switches to `other` if the source sends nothing for `dueTime` (from subscription, or from its last
    /// element).
    ///
    ///     liveData.timeout(.seconds(5), other: cachedData, scheduler: scheduler)
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

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> SinkAndSubscription
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

    /// What the sink does after unlocking.
    struct Action {
        var deliver: Event<Element>?
        var start: TimerStart?
        var cancel: [Disposable] = []
        /// Subscribe the fallback (or, without one, fail with `RxError.timeout`).
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

    /// An event of the source: forwarded unless the timer won; an element restarts the timer.
    mutating func sourceEvent(_ event: Event<Element>, dueTime: RxTimeInterval) -> Action {
        guard phase == .running else { return Action() }
        if event.isStopEvent {
            phase = .finished
            return Action(deliver: serial.offer(event), cancel: [source.dispose(), timer.close()].compactMap { $0 })
        }
        var action = Action(deliver: serial.offer(event))
        if let (id, cancel) = timer.start() {
            action.start = TimerStart(id: id, dueTime: dueTime)
            action.cancel = cancel.map { [$0] } ?? []
        }
        return action
    }

    /// Timer `id` fired: unless an event restarted it, the source is dropped for the fallback.
    mutating func timerFired(_ id: UInt64, hasFallback: Bool) -> Action {
        guard phase == .running, timer.fire(id) else { return Action() }
        let cancel = [source.dispose(), timer.close()].compactMap { $0 }
        guard hasFallback else {
            phase = .finished
            return Action(deliver: serial.offer(.error(RxError.timeout)), cancel: cancel)
        }
        phase = .switched
        return Action(cancel: cancel, switchToFallback: true)
    }

    /// An event of the fallback.
    mutating func fallbackEvent(_ event: Event<Element>) -> Action {
        guard phase == .switched else { return Action() }
        if event.isStopEvent {
            phase = .finished
            return Action(deliver: serial.offer(event), cancel: fallback.dispose().map { [$0] } ?? [])
        }
        return Action(deliver: serial.offer(event))
    }

    /// The subscription was disposed.
    mutating func disposed() -> Action {
        phase = .finished
        return Action(cancel: [source.dispose(), fallback.dispose(), timer.close()].compactMap { $0 })
    }
}

private final class TimeoutSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    let logic: TimeoutLogic<Element>
    let state = LockedState.make(TimeoutState<Element>())

    init(observer: Observer, cancel: SinkDisposer, logic: TimeoutLogic<Element>) {
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

    /// Runs an action after unlocking: cancel, deliver, then start the timer or subscribe the fallback.
    /// Runs an action after unlocking, in RxSwift's order: deliver (a stop event before the subscriptions it
    /// ends are disposed), subscribe the fallback (before the timed-out source is disposed), dispose, then
    /// start the next timer.
    private func perform(_ action: TimeoutState<Element>.Action) {
        state.deliverSerially(action.deliver) { forwardEvent($0) }
        if action.switchToFallback, let other = logic.other {
            let subscription = other.subscribeSink(TimeoutFallbackObserver(sink: self))
            state.withLock { $0.fallbackSubscribed(subscription) }?.dispose()
        }
        for disposable in action.cancel { disposable.dispose() }
        if let start = action.start {
            state.startTimer(start, on: logic.scheduler) { [weak self] id in self?.timerFired(id) }
        }
    }
}

private struct TimeoutFallbackObserver<Observer: ObserverType>: ObserverType {
    let sink: TimeoutSink<Observer>

    func on(_ event: Event<Observer.Element>) {
        sink.fallbackEvent(event)
    }
}

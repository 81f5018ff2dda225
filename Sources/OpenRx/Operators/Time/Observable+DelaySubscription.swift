// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Subscribes to the source only after `dueTime`.
    ///
    ///     source.delaySubscription(.seconds(2), scheduler: scheduler)
    ///
    /// ![The marble diagram of `delaySubscription`, drawn from a run on TestScheduler.](marble-delaySubscription)
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Producer(DelaySubscriptionLogic(source: asObservable(), dueTime: dueTime, scheduler: scheduler))
    }
}

private struct DelaySubscriptionLogic<Element>: ProducerLogic {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let scheduler: SchedulerType

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = DelaySubscriptionSink(observer: observer, cancel: cancel, logic: self)
        sink.start()
        return (sink, nil)
    }
}

/// The locked state of `delaySubscription`: the timer, then the source's subscription. Neither relies on
/// the scheduler keeping what the timer's action returns.
struct DelaySubscriptionState: TimerOwningState {
    var timer = OwnedTimer()
    var source = SubscriptionSlot()

    /// The subscription starts: reserve the timer.
    mutating func started(dueTime: RxTimeInterval) -> (start: TimerStart?, cancel: Disposable?) {
        guard let (id, cancel) = timer.start() else { return (nil, nil) }
        return (TimerStart(id: id, dueTime: dueTime), cancel)
    }

    /// Timer `id` fired: whether to subscribe the source now.
    mutating func timerFired(_ id: UInt64) -> Bool {
        timer.fire(id) && !source.isDisposed
    }

    /// The source's subscription arrived; it is disposed if the subscription ended meanwhile.
    mutating func sourceSubscribed(_ subscription: DisposableObject?) -> DisposableObject? {
        source.fillCurrent(with: subscription)
    }

    /// The subscription was disposed: what to dispose.
    mutating func disposed() -> [Disposable] {
        [timer.close(), source.dispose()].compactMap { $0 }
    }
}

private final class DelaySubscriptionSink<Observer: ObserverType>: Sink<Observer> {
    typealias Element = Observer.Element

    let logic: DelaySubscriptionLogic<Element>
    let state = LockedState.make(DelaySubscriptionState())

    init(observer: Observer, cancel: SinkDisposer?, logic: DelaySubscriptionLogic<Element>) {
        self.logic = logic
        super.init(observer: observer, cancel: cancel)
    }

    func start() {
        let (start, cancel) = state.withLock { $0.started(dueTime: logic.dueTime) }
        cancel?.dispose()
        if let start {
            state.startTimer(start, on: logic.scheduler) { [weak self] id in self?.timerFired(id) }
        }
    }

    override func dispose() {
        // Outside the lock.
        for disposable in state.withLock({ $0.disposed() }) { disposable.dispose() }
        super.dispose()
    }

    private func timerFired(_ id: UInt64) {
        guard state.withLock({ $0.timerFired(id) }) else { return }
        let subscription = logic.source.subscribeOwned(erasedForwarder)
        state.withLock { $0.sourceSubscribed(subscription) }?.dispose()
    }
}

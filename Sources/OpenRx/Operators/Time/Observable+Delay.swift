// OpenRx — reactive programming for Swift. MIT licence.

import Foundation

extension ObservableType {
    /// Shifts elements and completion later by `dueTime`. Errors are not delayed: an error is sent at once
    /// and drops the elements still waiting.
    ///
    /// As in RxSwift, each run of the timer sends one event; when more wait, the timer is scheduled again
    /// for the next one (at once if it is already due, which on a `TestScheduler` is one tick later).
    ///
    ///     -1-2---|   delay(3)   ----1-2---|
    ///
    /// ![The marble diagram of `delay`, drawn from a run on TestScheduler.](marble-delay)
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Producer(DelayLogic(source: asObservable(), dueTime: dueTime, scheduler: scheduler))
    }
}

private struct DelayLogic<Element>: ProducerLogic {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let scheduler: SchedulerType

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = DelaySink(observer: observer, cancel: cancel, dueTime: dueTime, scheduler: scheduler)
        let subscription = source.subscribeSink(sink)
        // Kept in the state: a stop event disposes it before anything else, as in RxSwift.
        sink.state.withLock { $0.source.fillCurrent(with: subscription) }?.dispose()
        return (sink, nil)
    }
}

/// The locked state of `delay`: the events waiting with the time they arrived, and the one timer.
struct DelayState<Element>: SerialDeliveryHolder, TimerOwningState {
    enum Phase {
        /// No event waits and no timer runs.
        case idle
        /// Events wait; the timer will send the first.
        case waiting
        /// The source completed; its completion waits behind the elements.
        case completing
        /// An error was sent, or the completion, or the subscription was disposed.
        case finished
    }

    /// What the sink does after unlocking.
    struct Action {
        /// The event to deliver now (if the caller became the deliverer).
        var deliver: Event<Element>?
        /// A timer to start with the full due time.
        var start: TimerStart?
        /// After delivering, start the timer for the event that arrived at this time.
        var startForEventAt: (id: UInt64, time: RxTime)?
        /// After delivering the event of a timer, ask the state what comes next (``DelayState/timerEventDelivered()``).
        var continuesAfterDelivery = false
        /// The source's subscription, disposed first (RxSwift disposes it at the source's stop event).
        var source: DisposableObject?
        /// A timer to dispose.
        var cancel: Disposable?
        /// Events dropped, released after unlocking (their deinit may call back).
        var release: Queue<(time: RxTime, event: Event<Element>)>?
    }

    var serial = SerialDeliveryState<Event<Element>>()
    var timer = OwnedTimer()
    var phase = Phase.idle
    var queue = Queue<(time: RxTime, event: Event<Element>)>()
    /// The subscription to the source.
    var source = SubscriptionSlot()

    /// An element or the completion arrived at `now`.
    mutating func received(_ event: Event<Element>, at now: RxTime, dueTime: RxTimeInterval) -> Action {
        switch phase {
        case .completing, .finished:
            return Action()
        case .idle, .waiting:
            queue.enqueue((now, event))
            let wasIdle = phase == .idle
            phase = event.isCompleted ? .completing : .waiting
            let source = event.isCompleted ? self.source.dispose() : nil
            guard wasIdle, let (id, cancel) = timer.start() else { return Action(source: source) }
            return Action(start: TimerStart(id: id, dueTime: dueTime), source: source, cancel: cancel)
        }
    }

    /// An error: sent at once (after an event being delivered), dropping what waits.
    mutating func failed(_ error: Swift.Error) -> Action {
        let source = self.source.dispose()
        if phase == .finished { return Action(source: source) }
        phase = .finished
        return Action(
            deliver: serial.offer(.error(error)), source: source, cancel: timer.close(), release: drainQueue())
    }

    /// Timer `id` fired: send the first waiting event. What comes next is decided once its delivery returned
    /// (``timerEventDelivered()``); meanwhile the operator is not idle, so an event the observer sends back
    /// into the source waits in the queue, as in RxSwift's drain.
    mutating func timerFired(_ id: UInt64) -> Action {
        guard phase != .finished, timer.fire(id), let (_, event) = queue.dequeue() else { return Action() }
        var action = Action(deliver: serial.offer(event))
        if event.isCompleted {
            phase = .finished
            action.cancel = timer.close()
        } else {
            action.continuesAfterDelivery = true
        }
        return action
    }

    /// The element a timer sent was delivered: the timer starts for the next waiting event (its due time
    /// reduced by what passed since it arrived), or, with none waiting, the operator is idle. As RxSwift's
    /// drain, which looks at its queue after forwarding, so the timer of an event sent during the delivery is
    /// scheduled after what the observer scheduled.
    mutating func timerEventDelivered() -> Action {
        guard phase != .finished else { return Action() }
        guard let next = queue.peek() else {
            phase = .idle
            return Action()
        }
        guard let (id, cancel) = timer.start() else { return Action() }
        return Action(startForEventAt: (id, next.time), cancel: cancel)
    }

    /// The subscription was disposed.
    mutating func disposed() -> Action {
        phase = .finished
        return Action(source: source.dispose(), cancel: timer.close(), release: drainQueue())
    }

    private mutating func drainQueue() -> Queue<(time: RxTime, event: Event<Element>)> {
        defer { queue = Queue() }
        return queue
    }
}

/// Queues events with the time they arrived; one timer at a time sends the first of them, as RxSwift does.
private final class DelaySink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    let dueTime: RxTimeInterval
    let scheduler: SchedulerType
    let state = LockedState.make(DelayState<Element>())

    init(observer: Observer, cancel: SinkDisposer?, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next, .completed:
            let now = scheduler.now
            perform(state.withLock { $0.received(event, at: now, dueTime: dueTime) })
        case .error(let error):
            perform(state.withLock { $0.failed(error) })
        }
    }

    override func dispose() {
        perform(state.withLock { $0.disposed() })
        super.dispose()
    }

    private func timerFired(_ id: UInt64) {
        perform(state.withLock { $0.timerFired(id) })
    }

    /// Runs an action after unlocking: dispose the source, cancel, release, deliver, then schedule (RxSwift
    /// schedules the next event after sending the current one, reducing the due time by what passed
    /// meanwhile); after a timer's element, what the state decides once its delivery returned.
    private func perform(_ action: DelayState<Element>.Action) {
        action.source?.dispose()
        action.cancel?.dispose()
        state.deliverSerially(action.deliver) { forwardEvent($0) }
        if action.continuesAfterDelivery { return perform(state.withLock { $0.timerEventDelivered() }) }
        var start = action.start
        if let (id, time) = action.startForEventAt {
            start = TimerStart(id: id, dueTime: dueTime.remaining(after: time, until: scheduler.now))
        }
        if let start {
            state.startTimer(start, on: scheduler) { [weak self] id in self?.timerFired(id) }
        }
    }
}

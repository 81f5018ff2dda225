// OpenRx — reactive programming for Swift. MIT licence.

import Foundation

extension ObservableType {
    /// Sends an element, then ignores elements for `dueTime`; with `latest` (the default), the last element
    /// ignored during that window is sent when it ends. Completion waits for that element. An element that
    /// arrives once the window has passed is sent at once and drops the one held.
    ///
    ///     taps.throttle(.seconds(1), scheduler: MainScheduler.instance)
    ///     // -a-b-c-------d-|   throttle(4)   -a---c-------d-|
    ///
    /// ![The marble diagram of `throttle`, drawn from a run on TestScheduler.](marble-throttle)
    ///
    /// ![The marble diagram of `throttleNotLatest`, drawn from a run on TestScheduler.](marble-throttleNotLatest)
    public func throttle(
        _ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType
    )
        -> Observable<Element>
    {
        Producer(ThrottleLogic(source: asObservable(), dueTime: dueTime, latest: latest, scheduler: scheduler))
    }
}

private struct ThrottleLogic<Element>: ProducerLogic {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let latest: Bool
    let scheduler: SchedulerType

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = ThrottleSink(observer: observer, cancel: cancel, logic: self)
        return (sink, source.subscribeSink(sink))
    }
}

/// The locked state of `throttle`.
///
/// It delivers as RxSwift's recursive lock does: an event the subscriber sends into the source while it
/// handles one, on the delivering thread, is delivered at once, nested inside that call; another thread's
/// waits for the delivery in progress (``SerialDeliveryState/offerNesting(_:)``). The window has two starts:
/// `lastReturned`, what RxSwift's `lastSentTime` holds (the time the observer's call for the last element
/// returned), decides for those nested calls, which RxSwift lets in before the window moved; `lastSent`, read
/// when an element is let through and again when the outermost call for it returned, decides for every other
/// call: so another thread's element that arrives during a delivery is throttled (RxSwift's lock makes it wait
/// until the window has started), and once the delivery returned the window counts from its return, as
/// RxSwift's does.
struct ThrottleState<Element>: SerialDeliveryHolder, TimerOwningState {
    enum Phase {
        /// Nothing is held.
        case open
        /// An element is held until the timer fires. `isDue`: the timer fired while another thread was
        /// delivering, and the element goes when that delivery returns (RxSwift's timer waits for its lock
        /// there, and an element sent from inside that delivery replaces it).
        case holding(Element, isDue: Bool)
        /// The source completed while an element was held: both are sent when the timer fires (`isDue` as
        /// above).
        case completing(Element, isDue: Bool)
        /// A stop event was sent, or the subscription was disposed.
        case finished
    }

    /// What the sink does after unlocking; `release` is a held element that was dropped.
    typealias Action = TimerAction<Event<Element>, Element>

    var serial = SerialDeliveryState<Event<Element>>()
    var timer = OwnedTimer()
    var phase = Phase.open
    /// When the last element was let through, then when its delivery returned: the window start for calls from
    /// outside a delivery.
    var lastSent: RxTime?
    /// When the observer's call for the last element sent returned: the window start for an element sent
    /// into the source from inside the observer's call.
    var lastReturned: RxTime?

    /// An element arrived at `now` on `thread`.
    mutating func next(
        _ element: Element, at now: RxTime, on thread: UInt, dueTime: RxTimeInterval, latest: Bool
    ) -> Action {
        let isNested = serial.isDelivering && serial.deliveringThread == thread
        let windowStart = isNested ? lastReturned : lastSent
        let wait = windowStart.map { dueTime.remaining(after: $0, until: now) } ?? .nanoseconds(0)
        switch phase {
        case .completing, .finished:
            return Action()
        case .holding(let held, let isDue) where wait.isZero:
            // The window has passed before the held element was sent: send now and forget the held one.
            phase = .open
            lastSent = now
            return Action(
                deliver: serial.offerNesting(.next(element)), cancel: isDue ? nil : timer.cancel(), release: held)
        case .open where wait.isZero:
            lastSent = now
            return Action(deliver: serial.offerNesting(.next(element)))
        case .holding(let held, let isDue):
            phase = .holding(element, isDue: isDue)
            return Action(release: held)
        case .open:
            guard latest, let (id, cancel) = timer.start() else { return Action() }
            phase = .holding(element, isDue: false)
            return Action(start: TimerStart(id: id, dueTime: wait), cancel: cancel)
        }
    }

    /// The observer's call for a delivery returned (`returnedAt`: the time, if it was an element's): sends the
    /// held element whose timer fired meanwhile, and returns the next delivery, if any (a nested delivery
    /// takes none: ``SerialDeliveryState/nextNesting()``).
    mutating func delivered(returnedAt: RxTime?) -> Event<Element>? {
        if let returnedAt { lastReturned = returnedAt }
        guard serial.nestedDepth == 0 else { return serial.nextNesting() }
        // The outermost call returned: RxSwift's window starts now (it reads its clock after delivering).
        if let returnedAt { lastSent = returnedAt }
        switch phase {
        case .holding(let held, isDue: true):
            phase = .open
            lastSent = returnedAt ?? lastSent
            serial.pending.enqueue(.next(held))
        case .completing(let held, isDue: true):
            phase = .finished
            lastSent = returnedAt ?? lastSent
            serial.pending.enqueue(.next(held))
            serial.pending.enqueue(.completed)
        case .open, .holding, .completing, .finished:
            break
        }
        return serial.next()
    }

    /// The source completed: at once, or after the held element.
    mutating func completed() -> Action {
        switch phase {
        case .completing, .finished:
            return Action()
        case .holding(let held, let isDue):
            phase = .completing(held, isDue: isDue)
            // A due timer has fired: nothing of it is needed any more.
            return Action(cancel: isDue ? timer.close() : nil)
        case .open:
            phase = .finished
            return Action(deliver: serial.offerNesting(.completed), cancel: timer.close())
        }
    }

    /// An error: at once, dropping the held element.
    mutating func failed(_ error: Swift.Error) -> Action {
        switch phase {
        case .finished:
            return Action()
        case .holding(let held, _), .completing(let held, _):
            phase = .finished
            return Action(deliver: serial.offerNesting(.error(error)), cancel: timer.close(), release: held)
        case .open:
            phase = .finished
            return Action(deliver: serial.offerNesting(.error(error)), cancel: timer.close())
        }
    }

    /// Timer `id` fired at `now` on `thread`: send the held element (and the completion that waited for it),
    /// or, while another thread delivers, mark it due for the end of that delivery.
    mutating func timerFired(_ id: UInt64, at now: RxTime, on thread: UInt) -> Action {
        guard timer.fire(id) else { return Action() }
        let waitsForDelivery = serial.isDelivering && serial.deliveringThread != thread
        switch phase {
        case .open, .finished, .holding(_, isDue: true), .completing(_, isDue: true):
            return Action()
        case .holding(let held, isDue: false):
            if waitsForDelivery {
                phase = .holding(held, isDue: true)
                return Action()
            }
            phase = .open
            lastSent = now
            return Action(deliver: serial.offerNesting(.next(held)))
        case .completing(let held, isDue: false):
            if waitsForDelivery {
                phase = .completing(held, isDue: true)
                return Action(cancel: timer.close())
            }
            phase = .finished
            lastSent = now
            let first = serial.offerNesting(.next(held))
            serial.pending.enqueue(.completed)
            return Action(deliver: first, cancel: timer.close())
        }
    }

    /// The subscription was disposed.
    mutating func disposed() -> Action {
        defer { phase = .finished }
        switch phase {
        case .holding(let held, _), .completing(let held, _):
            return Action(cancel: timer.close(), release: held)
        case .open, .finished:
            return Action(cancel: timer.close())
        }
    }
}

private final class ThrottleSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    let logic: ThrottleLogic<Element>
    let state = LockedState.make(ThrottleState<Element>())

    init(observer: Observer, cancel: SinkDisposer?, logic: ThrottleLogic<Element>) {
        self.logic = logic
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let now = logic.scheduler.now
            let thread = ThreadIdentity.current
            perform(
                state.withLock {
                    $0.next(element, at: now, on: thread, dueTime: logic.dueTime, latest: logic.latest)
                })
        case .error(let error):
            perform(state.withLock { $0.failed(error) })
        case .completed:
            perform(state.withLock { $0.completed() })
        }
    }

    override func dispose() {
        perform(state.withLock { $0.disposed() })
        super.dispose()
    }

    private func timerFired(_ id: UInt64) {
        let now = logic.scheduler.now
        let thread = ThreadIdentity.current
        perform(state.withLock { $0.timerFired(id, at: now, on: thread) })
    }

    /// Runs an action after unlocking: disposes its timer, delivers serially (telling the state when each
    /// observer call returned), starts its timer, and lets go of its released element last.
    private func perform(_ action: ThrottleState<Element>.Action) {
        action.cancel?.dispose()
        var returnedAt: RxTime?
        state.deliverSerially(action.deliver, next: { $0.delivered(returnedAt: returnedAt) }) { event in
            forwardEvent(event)
            // RxSwift reads the clock for its window after the observer's call.
            returnedAt = event.isStopEvent ? nil : logic.scheduler.now
        }
        if let start = action.start {
            state.startTimer(start, on: logic.scheduler) { [weak self] id in self?.timerFired(id) }
        }
    }
}

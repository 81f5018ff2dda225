// OpenRx — reactive programming for Swift. MIT licence.

import Foundation

extension ObservableType {
    /// Shifts elements and completion later by `dueTime`. Errors are not delayed: an error is sent at once
    /// and drops the elements still waiting.
    ///
    ///     -1-2---|   delay(3)   ----1-2---|
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Producer(DelayLogic(source: asObservable(), dueTime: dueTime, scheduler: scheduler))
    }
}

struct DelayLogic<Element>: ProducerLogic {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let scheduler: SchedulerType

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = DelaySink(observer: observer, cancel: cancel, dueTime: dueTime, scheduler: scheduler)
        sink.sourceSubscription.setDisposable(source.subscribe(sink))
        return (sink, Disposables.create(sink.sourceSubscription, sink.timer))
    }
}

/// Queues events with their due dates; one timer at a time sends those that are due, in order.
final class DelaySink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    private struct State: SerialDeliveryHolder {
        var serial = SerialDeliveryState<Event<Observer.Element>>()
        var waiting = Queue<(due: RxTime, event: Event<Observer.Element>)>()
        var isTimerRunning = false
        var isStopped = false
    }

    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    private let state = LockedState.make(State())
    let timer = SerialDisposable()
    let sourceSubscription = SingleAssignmentDisposable()

    init(observer: Observer, cancel: SinkDisposer, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        if case .error = event {
            let first = state.withLock { state -> Event<Observer.Element>? in
                if state.isStopped { return nil }
                state.isStopped = true
                state.waiting.removeAll()
                return state.serial.offer(event)
            }
            state.deliverSerially(first) { forwardEvent($0) }
            return
        }
        let due = scheduler.now.adding(dueTime)
        let startTimer: Bool = state.withLock { state in
            if state.isStopped { return false }
            if event.isStopEvent { state.isStopped = true }
            state.waiting.enqueue((due, event))
            if state.isTimerRunning { return false }
            state.isTimerRunning = true
            return true
        }
        if event.isCompleted { sourceSubscription.dispose() }
        if startTimer { schedule(after: dueTime) }
    }

    private func schedule(after interval: RxTimeInterval) {
        timer.disposable = scheduler.scheduleRelative((), dueTime: interval) { [weak self] _ in
            self?.sendDue()
            return Disposables.create()
        }
    }

    private func sendDue() {
        let now = scheduler.now
        let (first, next) = state.withLock { state -> (Event<Observer.Element>?, RxTimeInterval?) in
            var due: [Event<Observer.Element>] = []
            while let waiting = state.waiting.peek(), waiting.due <= now {
                _ = state.waiting.dequeue()
                due.append(waiting.event)
            }
            let first = state.serial.offer(due)
            guard let waiting = state.waiting.peek() else {
                state.isTimerRunning = false
                return (first, nil)
            }
            return (first, .fromSeconds(Swift.max(0, waiting.due.timeIntervalSince(now))))
        }
        state.deliverSerially(first) { forwardEvent($0) }
        if let next { schedule(after: next) }
    }
}

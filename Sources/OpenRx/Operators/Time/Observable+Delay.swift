// OpenRx — reactive programming for Swift. MIT licence.

import Foundation

extension ObservableType {
    /// Shifts elements and completion later by `dueTime`. Errors are not delayed: an error is sent at once
    /// and drops the elements still waiting.
    ///
    ///     -1-2---|   delay(3)   ----1-2---|
    @inlinable
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Producer(DelayLogic(source: asObservable(), dueTime: dueTime, scheduler: scheduler))
    }
}

@usableFromInline
struct DelayLogic<Element>: ProducerLogic {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let dueTime: RxTimeInterval
    @usableFromInline let scheduler: SchedulerType

    @inlinable
    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = DelaySink(observer: observer, cancel: cancel, dueTime: dueTime, scheduler: scheduler)
        sink.sourceSubscription.setDisposable(source.subscribeSink(sink))
        return (sink, Disposables.create(sink.sourceSubscription, sink.timer))
    }
}

/// Queues events with their due dates; one timer at a time sends those that are due, in order.
@usableFromInline
final class DelaySink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    @usableFromInline
    struct State: SerialDeliveryHolder {
        @usableFromInline var serial = SerialDeliveryState<Event<Observer.Element>>()
        @usableFromInline var waiting = Queue<(due: RxTime, event: Event<Observer.Element>)>()
        @usableFromInline var isTimerRunning = false
        @usableFromInline var isStopped = false

        @inlinable
        init() {}
    }

    @usableFromInline let dueTime: RxTimeInterval
    @usableFromInline let scheduler: SchedulerType
    @usableFromInline let state = LockedState.make(State())
    @usableFromInline let timer = SerialDisposable()
    @usableFromInline let sourceSubscription = SingleAssignmentDisposable()

    @inlinable
    init(observer: Observer, cancel: SinkDisposer, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
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

    @inlinable
    func schedule(after interval: RxTimeInterval) {
        timer.disposable = scheduler.scheduleRelative((), dueTime: interval) { [weak self] _ in
            self?.sendDue()
            return Disposables.create()
        }
    }

    @inlinable
    func sendDue() {
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

// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Sends the source's events on `scheduler`, in order.
    ///
    /// On a serial dispatch-queue scheduler (including `MainScheduler`), each event is enqueued on the queue
    /// directly, which keeps their order without extra bookkeeping; on other schedulers, events are queued
    /// and drained by one scheduled action at a time.
    ///
    ///     networkResults.observe(on: MainScheduler.instance).subscribe(onNext: updateUI)
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        if let serial = scheduler as? SerialDispatchQueueScheduler, !(serial is MainScheduler) {
            return Producer(ObserveOnSerialQueueLogic(source: asObservable(), scheduler: serial))
        }
        return Producer(ObserveOnLogic(source: asObservable(), scheduler: scheduler))
    }

    /// The former name of ``observe(on:)``.
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        observe(on: scheduler)
    }
}

struct ObserveOnSerialQueueLogic<Element>: ProducerLogic {
    let source: Observable<Element>
    let scheduler: SerialDispatchQueueScheduler

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = ObserveOnSerialQueueSink(observer: observer, cancel: cancel, scheduler: scheduler)
        return (sink, source.subscribe(sink))
    }
}

/// Something a dispatch block can drain without capturing generic type information.
protocol QueueDrainable: AnyObject {
    func drain()
}

/// Queues events and drains them on the serial queue in batches: one block is dispatched when the
/// queue of events goes from empty to non-empty, so elements do not allocate. A block delivers at most
/// `batchSize` events and then dispatches the next block, so other work on the queue is not starved.
final class ObserveOnSerialQueueSink<Observer: ObserverType>: Sink<Observer>, ObserverType, QueueDrainable {
    private struct State {
        var events = Queue<Event<Observer.Element>>()
        var isScheduled = false
    }

    private static var batchSize: Int { 128 }

    private let scheduler: SerialDispatchQueueScheduler
    private let state = LockedState.make(State())

    init(observer: Observer, cancel: SinkDisposer, scheduler: SerialDispatchQueueScheduler) {
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        let schedule: Bool = state.withLock { state in
            state.events.enqueue(event)
            if state.isScheduled { return false }
            state.isScheduled = true
            return true
        }
        if schedule { dispatchDrain() }
    }

    private func dispatchDrain() {
        let target = UncheckedSendable<any QueueDrainable>(self)
        scheduler.configuration.queue.async { target.value.drain() }
    }

    func drain() {
        for _ in 0..<Self.batchSize {
            let next: Event<Observer.Element>? = state.withLock { state in
                if let event = state.events.dequeue() { return event }
                state.isScheduled = false
                return nil
            }
            guard let next else { return }
            // After disposal this drops the event; the queue is released with the sink.
            forwardEvent(next)
        }
        dispatchDrain()
    }
}

struct ObserveOnLogic<Element>: ProducerLogic {
    let source: Observable<Element>
    let scheduler: ImmediateSchedulerType

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = ObserveOnSink(observer: observer, cancel: cancel, scheduler: scheduler)
        return (sink, Disposables.create(source.subscribe(sink), sink.drain))
    }
}

/// Queues events and drains them with one scheduled action at a time (recursively, one event per step).
final class ObserveOnSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    private struct State {
        var queue = Queue<Event<Observer.Element>>()
        var isDraining = false
    }

    private let scheduler: ImmediateSchedulerType
    private let state = LockedState.make(State())
    let drain = SerialDisposable()

    init(observer: Observer, cancel: SinkDisposer, scheduler: ImmediateSchedulerType) {
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        let startDraining: Bool = state.withLock { state in
            state.queue.enqueue(event)
            if state.isDraining { return false }
            state.isDraining = true
            return true
        }
        guard startDraining else { return }
        drain.disposable = scheduler.scheduleRecursive(()) { [weak self] _, recurse in
            guard let self else { return }
            let next: Event<Observer.Element>? = self.state.withLock { state in
                if let event = state.queue.dequeue() { return event }
                state.isDraining = false
                return nil
            }
            guard let next else { return }
            self.forwardEvent(next)
            recurse(())
        }
    }
}

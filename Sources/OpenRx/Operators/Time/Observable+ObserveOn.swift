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

/// Enqueues each event on the serial queue; the queue's order is the events' order.
final class ObserveOnSerialQueueSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    private let scheduler: SerialDispatchQueueScheduler

    init(observer: Observer, cancel: SinkDisposer, scheduler: SerialDispatchQueueScheduler) {
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        _ = scheduler.configuration.schedule((self, event)) { sink, event in
            sink.forwardEvent(event)
            return Disposables.create()
        }
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

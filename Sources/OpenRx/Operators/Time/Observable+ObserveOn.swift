// OpenRx — reactive programming for Swift. MIT licence.

import COpenRxAtomics
import Dispatch

extension ObservableType {
    /// Sends the source's events on `scheduler`, in order.
    ///
    /// On `MainScheduler`, each event is scheduled on its own, as in RxSwift: an event sent on the main
    /// thread while nothing is waiting on the main queue is delivered at once, synchronously; otherwise it
    /// waits on the main queue behind the earlier ones. On another serial dispatch-queue scheduler, each event
    /// is a block of its own on the queue, as in RxSwift, so work dispatched to the queue between two events
    /// runs between them; on an `ActorScheduler`, events are drained in batches; on other schedulers, events
    /// are queued and drained by one scheduled action at a time.
    ///
    ///     networkResults.observe(on: MainScheduler.instance).subscribe(onNext: updateUI)
    ///
    /// ![The marble diagram of `observeOn`, drawn from a run on TestScheduler.](marble-observeOn)
    @inlinable
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Producer(ObserveOnLogic(source: asObservable(), target: ObserveOnTarget(scheduler)))
    }

    /// The former name of ``observe(on:)``.
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        observe(on: scheduler)
    }
}

/// How `observe(on:)` delivers on a scheduler: event by event on the main scheduler and on another serial
/// dispatch queue, in batches on an actor, by recursive scheduling elsewhere.
@usableFromInline
enum ObserveOnTarget {
    case main(MainScheduler)
    case serialQueue(DispatchQueue)
    case actor(ActorHop)
    case scheduler(ImmediateSchedulerType)

    @inlinable
    init(_ scheduler: ImmediateSchedulerType) {
        if let main = asMainScheduler(scheduler) {
            self = .main(main)
        } else if let serial = scheduler as? SerialDispatchQueueScheduler {
            self = .serialQueue(serial.configuration.queue)
        } else if let actorScheduler = scheduler as? ActorScheduler {
            self = .actor(actorScheduler.hop)
        } else {
            self = .scheduler(scheduler)
        }
    }
}

@usableFromInline
struct ObserveOnLogic<Element>: ProducerLogic {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let target: ObserveOnTarget

    @inlinable
    init(source: Observable<Element>, target: ObserveOnTarget) {
        self.source = source
        self.target = target
    }

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        switch target {
        case .main(let scheduler):
            let sink = ObserveOnMainSink(observer: observer, cancel: cancel, scheduler: scheduler)
            return (sink, source.subscribeSink(sink))
        case .serialQueue(let queue):
            let sink = ObserveOnSerialQueueSink(observer: observer, cancel: cancel, queue: queue)
            return (sink, source.subscribeSink(sink))
        case .actor(let hop):
            let sink = ObserveOnBatchingSink(observer: observer, cancel: cancel, hop: hop)
            return (sink, source.subscribeSink(sink))
        case .scheduler(let scheduler):
            let sink = ObserveOnSink(observer: observer, cancel: cancel, scheduler: scheduler)
            return (sink, source.subscribeSink(sink))
        }
    }
}

/// Queues events and drains them on an actor (`ActorScheduler`, OpenRx's own) in batches: one block is dispatched when
/// the queue of events goes from empty to non-empty, so elements do not allocate. The block takes every queued event
/// under one lock acquisition (two buffers swap, so neither side allocates in a steady stream) and, after `batchSize`
/// events, dispatches the next block, so other work on the actor is not starved.
@usableFromInline
final class ObserveOnBatchingSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    @usableFromInline
    struct State {
        @usableFromInline var events = ContiguousArray<Event<Observer.Element>>()
        /// An empty buffer kept between drains: the producer and the drain swap buffers, never allocate.
        @usableFromInline var spare = ContiguousArray<Event<Observer.Element>>()
        @usableFromInline var isScheduled = false

        @inlinable
        init() {}
    }

    @inlinable
    static var batchSize: Int { 128 }

    /// Where the drain blocks run: the actor's executor, through the `ActorScheduler`'s queue of work.
    @usableFromInline let hop: ActorHop
    @usableFromInline let state = LockedState.make(State())
    /// What the drain blocks capture: a weak reference to this sink, made once per subscription (a block
    /// capturing `[weak self]` would allocate a box per block).
    @usableFromInline let reference = WeakReference<ObserveOnBatchingSink>()

    @inlinable
    init(observer: Observer, cancel: SinkDisposer?, hop: ActorHop) {
        self.hop = hop
        super.init(observer: observer, cancel: cancel)
        reference.target = self
    }

    @inlinable
    func on(_ event: Event<Observer.Element>) {
        let schedule: Bool = state.withLock { state in
            state.events.append(event)
            if state.isScheduled { return false }
            state.isScheduled = true
            return true
        }
        if schedule { dispatchDrain() }
    }

    /// Dispatches a block that drains; created here, in specialized code, so the block calls the
    /// specialized `drain`.
    ///
    /// The block holds the sink weakly: while the subscription lives, the sink and its disposer keep each
    /// other alive; once it is disposed (or has sent its stop event), a block still waiting on the actor
    /// keeps neither the sink nor the observer and its closures alive.
    @inlinable
    func dispatchDrain(afterYielding: Bool = false) {
        hop.enqueue({ [reference] in reference.target?.drain() }, afterYielding: afterYielding)
    }

    @inlinable
    func drain() {
        var batch = ContiguousArray<Event<Observer.Element>>()
        var delivered = 0
        while true {
            let isEmpty: Bool = state.withLock { state in
                if batch.capacity == 0 { swap(&batch, &state.spare) }
                swap(&batch, &state.events)
                guard batch.isEmpty else { return false }
                state.isScheduled = false
                swap(&batch, &state.spare)
                return true
            }
            if isEmpty { return }
            // After disposal this drops the events; the buffers are released with the sink.
            for event in batch { forwardEvent(event) }
            delivered += batch.count
            batch.removeAll(keepingCapacity: true)
            if delivered >= Self.batchSize {
                state.withLock { swap(&batch, &$0.spare) }
                dispatchDrain(afterYielding: true)
                return
            }
        }
    }
}

/// Dispatches each event to a serial queue in a block of its own, as RxSwift's
/// `ObserveOnSerialDispatchQueueSink` schedules each event on its `SerialDispatchQueueScheduler`: work
/// dispatched to the queue between two events runs between them, and two sequences observed on one queue
/// interleave as their events were sent. (Until issue 38's audit, OpenRx drained events in batches there,
/// which put such work after the whole batch; see Documentation/Contracts.md for the cost.)
///
/// Each block carries its event. (Queueing the events in the sink, so that a block captures only the sink's
/// reference, saved the block's context but cost twice the instructions: the sending thread and the queue
/// then contend for the sink's lock.) The blocks hold the sink weakly (see
/// ``ObserveOnBatchingSink/dispatchDrain()``): once the subscription is disposed, events still waiting on
/// the queue keep nothing else alive and are dropped.
@usableFromInline
final class ObserveOnSerialQueueSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    @usableFromInline let queue: DispatchQueue
    /// What the blocks capture: a weak reference to this sink, made once per subscription.
    @usableFromInline let reference = WeakReference<ObserveOnSerialQueueSink>()

    @inlinable
    init(observer: Observer, cancel: SinkDisposer?, queue: DispatchQueue) {
        self.queue = queue
        openrx_serial_queue_observables_add(1)
        super.init(observer: observer, cancel: cancel)
        reference.target = self
    }

    deinit {
        openrx_serial_queue_observables_add(-1)
    }

    @inlinable
    func on(_ event: Event<Observer.Element>) {
        // Sendable: the block runs on the one serial queue, in the order the events were dispatched, and the
        // sink forwards them with the grammar's checks. The block captures a plain closure, not the generic
        // sink type.
        let deliver = UncheckedSendable<() -> Void>({ [reference] in reference.target?.forwardEvent(event) })
        queue.async { deliver.value() }
    }
}

/// Schedules each event on the main scheduler by itself: at once when the event arrives on the main
/// thread and nothing waits on the main queue, otherwise on the main queue, in order.
@usableFromInline
final class ObserveOnMainSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    @usableFromInline let scheduler: MainScheduler
    /// What the blocks on the main queue capture: a weak reference to this sink, made once per subscription
    /// (a block capturing `[weak self]` would allocate a box per event), and only when the first block is
    /// queued: a driver whose events all arrive on the main thread with nothing waiting delivers each at once
    /// and never needs it (the reference and the sink's weak side table were two allocations per `Driver`).
    /// Reached only under the sink's lock (``queuedBlockReference()``).
    @exclusivity(unchecked) @usableFromInline var reference: WeakReference<ObserveOnMainSink>?

    @inlinable
    init(observer: Observer, cancel: SinkDisposer?, scheduler: MainScheduler) {
        self.scheduler = scheduler
        openrx_serial_queue_observables_add(1)
        super.init(observer: observer, cancel: cancel)
    }

    deinit {
        openrx_serial_queue_observables_add(-1)
    }

    @inlinable
    func on(_ event: Event<Observer.Element>) {
        if scheduler.runAtOnce({ forwardEvent(event) }) { return }
        // The block holds the sink weakly (see `ObserveOnBatchingSink.dispatchDrain`): after disposal,
        // events still waiting on the main queue keep nothing else alive and are dropped.
        let reference = queuedBlockReference()
        scheduler.enqueueCounted(event) { [reference] event in reference.target?.forwardEvent(event) }
    }

    /// The weak reference the queued blocks capture, made with the first of them. Read and made under the
    /// sink's lock (only when a block is queued, which costs far more): even a source that broke the grammar
    /// with overlapping calls makes one and races on nothing.
    @usableFromInline
    func queuedBlockReference() -> WeakReference<ObserveOnMainSink> {
        lock.withLock {
            if let reference { return reference }
            let made = WeakReference<ObserveOnMainSink>()
            made.target = self
            reference = made
            return made
        }
    }
}

/// A weak reference in an object of its own, for closures that run later: capturing it costs no
/// allocation per closure, and it does not keep its target alive.
@usableFromInline
final class WeakReference<Target: AnyObject> {
    /// Set once, before the reference is shared; read from the closures. Unchecked: the runtime's exclusivity
    /// check cost about 76 instructions a read (Documentation/Contracts.md, "Exclusivity checks").
    @exclusivity(unchecked) @usableFromInline weak var target: Target?

    @inlinable
    init() {}
}

/// Queues events and drains them with one scheduled action at a time (recursively, one event per step,
/// ending with the step that empties the queue).
///
/// The drain in progress is owned by the locked state, by id (`OwnedTimer`): the thread that starts a
/// drain hands its disposable back under the lock, so a drain that already ended never replaces the
/// disposable of a newer one (before, a late assignment cancelled the newer drain and the events it was
/// to deliver stalled).
@usableFromInline
final class ObserveOnSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    private struct State {
        var queue = Queue<Event<Observer.Element>>()
        /// The recursive drain in progress, if any.
        var drain = OwnedTimer()
    }

    private let scheduler: ImmediateSchedulerType
    private let state = LockedState.make(State())

    @usableFromInline
    init(observer: Observer, cancel: SinkDisposer?, scheduler: ImmediateSchedulerType) {
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    @usableFromInline
    func on(_ event: Event<Observer.Element>) {
        let start: (id: UInt64, cancel: Disposable?)? = state.withLock { state in
            state.queue.enqueue(event)
            if state.drain.isPending { return nil }
            return state.drain.start()
        }
        guard let start else { return }
        start.cancel?.dispose()  // a drain that already ended
        let id = start.id
        // Each step delivers one event and, in the same critical section that finds the queue empty (and
        // so ends the drain), takes the next one out for the following step: one lock per event.
        let running = scheduler.scheduleRecursive(Event<Observer.Element>?.none) { [weak self] taken, recurse in
            guard let self else { return }
            guard let event = taken ?? self.takeNext(endingDrain: id) else { return }
            self.forwardEvent(event)
            // As RxSwift: the drain ends as soon as the queue is empty, instead of scheduling a step that
            // would find it empty; an event arriving at that step's time starts a new drain, one tick later.
            if let following = self.takeNext(endingDrain: id) { recurse(following) }
        }
        state.withLock { $0.drain.attach(running, id: id) }?.dispose()
    }

    /// The next queued event, or nil after ending drain `id` because the queue is empty.
    private func takeNext(endingDrain id: UInt64) -> Event<Observer.Element>? {
        state.withLock { state in
            if let event = state.queue.dequeue() { return event }
            _ = state.drain.fire(id)
            return nil
        }
    }

    /// Stops the drain; the events still queued are released after unlocking.
    @usableFromInline
    override func dispose() {
        let (running, queued) = state.withLock { state in
            defer { state.queue = Queue() }
            return (state.drain.close(), state.queue)
        }
        running?.dispose()
        _ = queued
        super.dispose()
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Sends the source's events for `duration`, then completes.
    ///
    ///     ticks.take(for: .seconds(5), scheduler: scheduler)
    ///
    /// ![The marble diagram of `takeForDuration`, drawn from a run on TestScheduler.](marble-takeForDuration)
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Producer(TakeForLogic(source: asObservable(), duration: duration, scheduler: scheduler))
    }

    /// The former name of ``take(for:scheduler:)``.
    @available(*, deprecated, renamed: "take(for:scheduler:)")
    public func take(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        take(for: duration, scheduler: scheduler)
    }

    /// Drops the source's elements for `duration` after subscription, then sends the rest. Stop events
    /// are never dropped.
    ///
    ///     noisyStartup.skip(.seconds(1), scheduler: scheduler)
    ///
    /// ![The marble diagram of `skipForDuration`, drawn from a run on TestScheduler.](marble-skipForDuration)
    @inlinable
    public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Producer(SkipForLogic(source: asObservable(), duration: duration, scheduler: scheduler))
    }

    /// Drops the source's elements for `duration` after subscription (the same as
    /// ``skip(_:scheduler:)``, named like ``take(for:scheduler:)``).
    ///
    /// ![The marble diagram of `skipForDuration`, drawn from a run on TestScheduler.](marble-skipForDuration)
    @inlinable
    public func skip(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        skip(duration, scheduler: scheduler)
    }
}

private struct TakeForLogic<Element>: ProducerLogic {
    let source: Observable<Element>
    let duration: RxTimeInterval
    let scheduler: SchedulerType

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = TakeForSink(observer: observer, cancel: cancel, scheduler: scheduler)
        sink.start(duration)
        return (sink, source.subscribeSink(sink))
    }
}

/// The locked state of `take(for:)`: the timer that completes it.
struct TakeForState<Element>: SerialDeliveryHolder, TimerOwningState {
    var serial = SerialDeliveryState<Event<Element>>()
    var timer = OwnedTimer()
    var isFinished = false

    /// The subscription starts: reserve the timer.
    mutating func started(duration: RxTimeInterval) -> TimerStart? {
        timer.start().map { TimerStart(id: $0.id, dueTime: duration) }
    }

    /// An event of the source: forwarded until the timer fired; a stop event cancels the timer.
    mutating func event(_ event: Event<Element>) -> (deliver: Event<Element>?, cancel: Disposable?) {
        if isFinished { return (nil, nil) }
        guard event.isStopEvent else { return (serial.offer(event), nil) }
        isFinished = true
        return (serial.offer(event), timer.close())
    }

    /// Timer `id` fired: the sequence completes.
    mutating func timerFired(_ id: UInt64) -> (deliver: Event<Element>?, cancel: Disposable?) {
        guard !isFinished, timer.fire(id) else { return (nil, nil) }
        isFinished = true
        return (serial.offer(.completed), timer.close())
    }

    /// The subscription was disposed.
    mutating func disposed() -> Disposable? {
        isFinished = true
        return timer.close()
    }
}

/// Forwards the source's events until its timer completes it; the two may come from different threads.
private final class TakeForSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    let scheduler: SchedulerType
    let state = LockedState.make(TakeForState<Element>())

    init(observer: Observer, cancel: SinkDisposer?, scheduler: SchedulerType) {
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func start(_ duration: RxTimeInterval) {
        guard let start = state.withLock({ $0.started(duration: duration) }) else { return }
        state.startTimer(start, on: scheduler) { [weak self] id in self?.timerFired(id) }
    }

    func on(_ event: Event<Element>) {
        perform(state.withLock { $0.event(event) })
    }

    override func dispose() {
        state.withLock { $0.disposed() }?.dispose()
        super.dispose()
    }

    private func timerFired(_ id: UInt64) {
        perform(state.withLock { $0.timerFired(id) })
    }

    /// Runs after unlocking.
    private func perform(_ action: (deliver: Event<Element>?, cancel: Disposable?)) {
        action.cancel?.dispose()
        state.deliverSerially(action.deliver) { forwardEvent($0) }
    }
}

@usableFromInline
struct SkipForLogic<Element>: ProducerLogic {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let duration: RxTimeInterval
    @usableFromInline let scheduler: SchedulerType

    @inlinable
    init(source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.duration = duration
        self.scheduler = scheduler
    }

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = SkipForSink(observer: observer, cancel: cancel)
        let timer = scheduler.scheduleRelative((), dueTime: duration) { _ in
            sink.open()
            return Disposables.create()
        }
        return (sink, BinaryDisposable.make(timer, source.subscribeSink(sink).asDisposable))
    }
}

@usableFromInline
final class SkipForSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    @usableFromInline let isOpen = AtomicInt.make()

    @inlinable
    func open() {
        isOpen.atomicStore(1)
    }

    @inlinable
    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next:
            if isOpen.atomicLoad() != 0 { forwardOn(event) }
        case .error, .completed:
            forwardStop(event)
        }
    }
}

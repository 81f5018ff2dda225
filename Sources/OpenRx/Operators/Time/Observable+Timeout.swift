// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Fails with `RxError.timeout` if the source sends nothing for `dueTime` (from subscription, or from
    /// its last element).
    ///
    ///     request.timeout(.seconds(10), scheduler: MainScheduler.instance)
    @inlinable
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Producer(TimeoutLogic(source: asObservable(), dueTime: dueTime, other: nil, scheduler: scheduler))
    }

    /// Switches to `other` if the source sends nothing for `dueTime` (from subscription, or from its last
    /// element).
    ///
    ///     liveData.timeout(.seconds(5), other: cachedData, scheduler: scheduler)
    @inlinable
    public func timeout<Source: ObservableConvertibleType>(
        _ dueTime: RxTimeInterval, other: Source, scheduler: SchedulerType
    ) -> Observable<Element> where Element == Source.Element {
        Producer(
            TimeoutLogic(source: asObservable(), dueTime: dueTime, other: other.asObservable(), scheduler: scheduler))
    }
}

@usableFromInline
struct TimeoutLogic<Element>: ProducerLogic {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let dueTime: RxTimeInterval
    @usableFromInline let other: Observable<Element>?
    @usableFromInline let scheduler: SchedulerType

    @inlinable
    init(source: Observable<Element>, dueTime: RxTimeInterval, other: Observable<Element>?, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
    }

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = TimeoutSink(observer: observer, cancel: cancel, logic: self)
        return (sink, sink.run())
    }
}

@usableFromInline
final class TimeoutSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    @usableFromInline
    struct State: SerialDeliveryHolder {
        @usableFromInline var serial = SerialDeliveryState<Event<Observer.Element>>()
        @usableFromInline var id = 0
        @usableFromInline var switched = false

        @inlinable
        init() {}
    }

    @usableFromInline let logic: TimeoutLogic<Observer.Element>
    @usableFromInline let state = LockedState.make(State())
    @usableFromInline let timer = SerialDisposable()
    @usableFromInline let subscription = SerialDisposable()

    @inlinable
    init(observer: Observer, cancel: SinkDisposer, logic: TimeoutLogic<Observer.Element>) {
        self.logic = logic
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func run() -> Disposable {
        let original = SingleAssignmentDisposable()
        subscription.disposable = original
        startTimer(id: 0)
        original.setDisposable(logic.source.subscribe(self))
        return Disposables.create(subscription, timer)
    }

    @inlinable
    func startTimer(id: Int) {
        timer.disposable = logic.scheduler.scheduleRelative(id, dueTime: logic.dueTime) { [weak self] id in
            self?.timeout(id)
            return Disposables.create()
        }
    }

    @inlinable
    func on(_ event: Event<Observer.Element>) {
        let (first, id) = state.withLock { state -> (Event<Observer.Element>?, Int?) in
            if state.switched { return (nil, nil) }
            state.id += 1
            return (state.serial.offer(event), event.isStopEvent ? nil : state.id)
        }
        if let id { startTimer(id: id) }
        state.deliverSerially(first) { forwardEvent($0) }
    }

    @inlinable
    func timeout(_ id: Int) {
        let (first, fallback) = state.withLock { state -> (Event<Observer.Element>?, Observable<Observer.Element>?) in
            guard !state.switched, id == state.id else { return (nil, nil) }
            state.switched = true
            guard let other = logic.other else { return (state.serial.offer(.error(RxError.timeout)), nil) }
            return (nil, other)
        }
        if let fallback {
            subscription.disposable = fallback.subscribe(TimeoutFallbackObserver(sink: self))
        }
        state.deliverSerially(first) { forwardEvent($0) }
    }

    @inlinable
    func fallbackEvent(_ event: Event<Observer.Element>) {
        state.offerAndDeliver(event) { forwardEvent($0) }
    }
}

@usableFromInline
struct TimeoutFallbackObserver<Observer: ObserverType>: ObserverType {
    @usableFromInline let sink: TimeoutSink<Observer>

    @inlinable
    init(sink: TimeoutSink<Observer>) {
        self.sink = sink
    }

    @inlinable
    func on(_ event: Event<Observer.Element>) {
        sink.fallbackEvent(event)
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Fails with `RxError.timeout` if the source sends nothing for `dueTime` (from subscription, or from
    /// its last element).
    ///
    ///     request.timeout(.seconds(10), scheduler: MainScheduler.instance)
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Producer(TimeoutLogic(source: asObservable(), dueTime: dueTime, other: nil, scheduler: scheduler))
    }

    /// Switches to `other` if the source sends nothing for `dueTime` (from subscription, or from its last
    /// element).
    ///
    ///     liveData.timeout(.seconds(5), other: cachedData, scheduler: scheduler)
    public func timeout<Source: ObservableConvertibleType>(
        _ dueTime: RxTimeInterval, other: Source, scheduler: SchedulerType
    ) -> Observable<Element> where Element == Source.Element {
        Producer(
            TimeoutLogic(source: asObservable(), dueTime: dueTime, other: other.asObservable(), scheduler: scheduler))
    }
}

struct TimeoutLogic<Element>: ProducerLogic {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let other: Observable<Element>?
    let scheduler: SchedulerType

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = TimeoutSink(observer: observer, cancel: cancel, logic: self)
        return (sink, sink.run())
    }
}

final class TimeoutSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    private struct State: SerialDeliveryHolder {
        var serial = SerialDeliveryState<Event<Observer.Element>>()
        var id = 0
        var switched = false
    }

    private let logic: TimeoutLogic<Observer.Element>
    private let state = LockedState.make(State())
    private let timer = SerialDisposable()
    private let subscription = SerialDisposable()

    init(observer: Observer, cancel: SinkDisposer, logic: TimeoutLogic<Observer.Element>) {
        self.logic = logic
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        let original = SingleAssignmentDisposable()
        subscription.disposable = original
        startTimer(id: 0)
        original.setDisposable(logic.source.subscribe(self))
        return Disposables.create(subscription, timer)
    }

    private func startTimer(id: Int) {
        timer.disposable = logic.scheduler.scheduleRelative(id, dueTime: logic.dueTime) { [weak self] id in
            self?.timeout(id)
            return Disposables.create()
        }
    }

    func on(_ event: Event<Observer.Element>) {
        let (first, id) = state.withLock { state -> (Event<Observer.Element>?, Int?) in
            if state.switched { return (nil, nil) }
            state.id += 1
            return (state.serial.offer(event), event.isStopEvent ? nil : state.id)
        }
        if let id { startTimer(id: id) }
        state.deliverSerially(first) { forwardEvent($0) }
    }

    private func timeout(_ id: Int) {
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

    fileprivate func fallbackEvent(_ event: Event<Observer.Element>) {
        state.offerAndDeliver(event) { forwardEvent($0) }
    }
}

private struct TimeoutFallbackObserver<Observer: ObserverType>: ObserverType {
    let sink: TimeoutSink<Observer>

    func on(_ event: Event<Observer.Element>) {
        sink.fallbackEvent(event)
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Sends an element only after `dueTime` passes without another one; completion first sends the
    /// element still waiting.
    ///
    ///     searchText.debounce(.milliseconds(300), scheduler: MainScheduler.instance)
    ///     // -a-b------c--|   debounce(3)   ------b------c|
    @inlinable
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Producer(DebounceLogic(source: asObservable(), dueTime: dueTime, scheduler: scheduler))
    }
}

@usableFromInline
struct DebounceLogic<Element>: ProducerLogic {
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
        let sink = DebounceSink(observer: observer, cancel: cancel, dueTime: dueTime, scheduler: scheduler)
        return (sink, Disposables.create(source.subscribeSink(sink), sink.timer))
    }
}

@usableFromInline
final class DebounceSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    @usableFromInline
    struct State: SerialDeliveryHolder {
        @usableFromInline var serial = SerialDeliveryState<Event<Observer.Element>>()
        @usableFromInline var pending: Observer.Element?
        @usableFromInline var pendingID = 0
        @usableFromInline var isStopped = false

        @inlinable
        init() {}
    }

    @usableFromInline let dueTime: RxTimeInterval
    @usableFromInline let scheduler: SchedulerType
    @usableFromInline let state = LockedState.make(State())
    @usableFromInline let timer = SerialDisposable()

    @inlinable
    init(observer: Observer, cancel: SinkDisposer, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next(let element):
            let id: Int? = state.withLock { state in
                if state.isStopped { return nil }
                state.pending = element
                state.pendingID += 1
                return state.pendingID
            }
            guard let id else { return }
            timer.disposable = scheduler.scheduleRelative(id, dueTime: dueTime) { [weak self] id in
                self?.timerFired(id)
                return Disposables.create()
            }
        case .error:
            deliver(
                state.withLock { state in
                    if state.isStopped { return nil }
                    state.isStopped = true
                    state.pending = nil
                    return state.serial.offer(event)
                })
        case .completed:
            deliver(
                state.withLock { state in
                    if state.isStopped { return nil }
                    state.isStopped = true
                    defer { state.pending = nil }
                    return state.serial.offer(state.pending.map { [.next($0), .completed] } ?? [.completed])
                })
        }
    }

    @inlinable
    func timerFired(_ id: Int) {
        deliver(
            state.withLock { state in
                guard !state.isStopped, id == state.pendingID, let element = state.pending else { return nil }
                state.pending = nil
                return state.serial.offer(.next(element))
            })
    }

    @inlinable
    func deliver(_ first: Event<Observer.Element>?) {
        state.deliverSerially(first) { forwardEvent($0) }
    }
}

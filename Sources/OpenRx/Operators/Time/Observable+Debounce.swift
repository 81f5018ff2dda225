// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Sends an element only after `dueTime` passes without another one; completion first sends the
    /// element still waiting.
    ///
    ///     searchText.debounce(.milliseconds(300), scheduler: MainScheduler.instance)
    ///     // -a-b------c--|   debounce(3)   ------b------c|
    ///
    /// ![The marble diagram of `debounce`, drawn from a run on TestScheduler.](marble-debounce)
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Producer(DebounceLogic(source: asObservable(), dueTime: dueTime, scheduler: scheduler))
    }
}

private struct DebounceLogic<Element>: ProducerLogic {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let scheduler: SchedulerType

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = DebounceSink(observer: observer, cancel: cancel, dueTime: dueTime, scheduler: scheduler)
        return (sink, source.subscribeSink(sink))
    }
}

/// The locked state of `debounce`.
struct DebounceState<Element>: SerialDeliveryHolder, TimerOwningState {
    enum Phase {
        /// No element waits.
        case idle
        /// An element waits for its timer.
        case waiting(Element)
        /// A stop event was sent, or the subscription was disposed.
        case finished
    }

    /// What the sink does after unlocking; `release` is an element replaced or dropped.
    typealias Action = TimerAction<Event<Element>, Element>

    var serial = SerialDeliveryState<Event<Element>>()
    var timer = OwnedTimer()
    var phase = Phase.idle

    /// An element arrived: it waits, replacing the one waiting, with a new timer.
    mutating func next(_ element: Element, dueTime: RxTimeInterval) -> Action {
        var replaced: Element?
        switch phase {
        case .finished: return Action()
        case .idle: break
        case .waiting(let previous): replaced = previous
        }
        guard let (id, cancel) = timer.start() else { return Action() }
        phase = .waiting(element)
        return Action(start: TimerStart(id: id, dueTime: dueTime), cancel: cancel, release: replaced)
    }

    /// The source completed: the waiting element is sent first.
    mutating func completed() -> Action {
        switch phase {
        case .finished:
            return Action()
        case .idle:
            phase = .finished
            return Action(deliver: serial.offer(.completed), cancel: timer.close())
        case .waiting(let element):
            phase = .finished
            return Action(deliver: serial.offer([.next(element), .completed]), cancel: timer.close())
        }
    }

    /// An error: sent at once, dropping the waiting element.
    mutating func failed(_ error: Swift.Error) -> Action {
        switch phase {
        case .finished:
            return Action()
        case .idle:
            phase = .finished
            return Action(deliver: serial.offer(.error(error)), cancel: timer.close())
        case .waiting(let element):
            phase = .finished
            return Action(deliver: serial.offer(.error(error)), cancel: timer.close(), release: element)
        }
    }

    /// Timer `id` fired: the element it was started for is sent, unless a later one replaced it.
    mutating func timerFired(_ id: UInt64) -> Action {
        guard timer.fire(id), case .waiting(let element) = phase else { return Action() }
        phase = .idle
        return Action(deliver: serial.offer(.next(element)))
    }

    /// The subscription was disposed.
    mutating func disposed() -> Action {
        defer { phase = .finished }
        if case .waiting(let element) = phase { return Action(cancel: timer.close(), release: element) }
        return Action(cancel: timer.close())
    }
}

private final class DebounceSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    let dueTime: RxTimeInterval
    let scheduler: SchedulerType
    let state = LockedState.make(DebounceState<Element>())

    init(observer: Observer, cancel: SinkDisposer?, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): perform(state.withLock { $0.next(element, dueTime: dueTime) })
        case .error(let error): perform(state.withLock { $0.failed(error) })
        case .completed: perform(state.withLock { $0.completed() })
        }
    }

    override func dispose() {
        perform(state.withLock { $0.disposed() })
        super.dispose()
    }

    private func timerFired(_ id: UInt64) {
        perform(state.withLock { $0.timerFired(id) })
    }

    /// Runs an action after unlocking.
    private func perform(_ action: DebounceState<Element>.Action) {
        state.perform(action, on: scheduler, deliver: { forwardEvent($0) }) { [weak self] id in self?.timerFired(id) }
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Collects elements into arrays, sent when `count` elements arrived or `timeSpan` passed since the
    /// previous array (possibly empty), and on completion. With a `count` below 1, arrays are sent by time
    /// only, as in RxSwift.
    ///
    ///     events.buffer(timeSpan: .seconds(1), count: 100, scheduler: scheduler)   // batches
    ///
    /// ![The marble diagram of `buffer`, drawn from a run on TestScheduler.](marble-buffer)
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<[Element]> {
        Producer(BufferLogic(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler))
    }
}

private struct BufferLogic<SourceElement>: ProducerLogic {
    typealias Element = [SourceElement]

    let source: Observable<SourceElement>
    let timeSpan: RxTimeInterval
    let count: Int
    let scheduler: SchedulerType

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = BufferSink(observer: observer, cancel: cancel, logic: self)
        sink.start()
        return (sink, source.subscribeSink(sink))
    }
}

/// The locked state of `buffer(timeSpan:count:scheduler:)`: the elements of the current window and the
/// timer that closes it.
struct BufferState<Element>: SerialDeliveryHolder, TimerOwningState {
    /// What the sink does after unlocking; `release` is the elements an error dropped.
    typealias Action = TimerAction<Event<[Element]>, [Element]>

    var serial = SerialDeliveryState<Event<[Element]>>()
    var timer = OwnedTimer()
    var buffer: [Element] = []
    var isFinished = false

    /// The subscription starts: the first window's timer.
    mutating func started(timeSpan: RxTimeInterval) -> Action {
        guard !isFinished, let (id, cancel) = timer.start() else { return Action() }
        return Action(start: TimerStart(id: id, dueTime: timeSpan), cancel: cancel)
    }

    /// An element: a full window is sent and the next one starts with a new timer.
    mutating func next(_ element: Element, count: Int, timeSpan: RxTimeInterval) -> Action {
        if isFinished { return Action() }
        buffer.append(element)
        // RxSwift's test: a count below 1 is never reached, so arrays go by time only.
        guard buffer.count == count else { return Action() }
        return closeWindow(timeSpan: timeSpan)
    }

    /// The source completed: what was collected is sent, then the completion.
    mutating func completed() -> Action {
        if isFinished { return Action() }
        isFinished = true
        defer { buffer = [] }
        return Action(deliver: serial.offer([.next(buffer), .completed]), cancel: timer.close())
    }

    /// An error: sent at once, dropping what was collected.
    mutating func failed(_ error: Swift.Error) -> Action {
        if isFinished { return Action() }
        isFinished = true
        defer { buffer = [] }
        return Action(deliver: serial.offer(.error(error)), cancel: timer.close(), release: buffer)
    }

    /// Timer `id` fired: unless a full window replaced it, its window is sent (possibly empty).
    mutating func timerFired(_ id: UInt64, timeSpan: RxTimeInterval) -> Action {
        guard !isFinished, timer.fire(id) else { return Action() }
        return closeWindow(timeSpan: timeSpan)
    }

    /// The subscription was disposed.
    mutating func disposed() -> Action {
        isFinished = true
        defer { buffer = [] }
        return Action(cancel: timer.close(), release: buffer)
    }

    private mutating func closeWindow(timeSpan: RxTimeInterval) -> Action {
        let full = buffer
        buffer = []
        var action = Action(deliver: serial.offer(.next(full)))
        if let (id, cancel) = timer.start() {
            action.start = TimerStart(id: id, dueTime: timeSpan)
            action.cancel = cancel
        }
        return action
    }
}

private final class BufferSink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == [SourceElement] {
    let logic: BufferLogic<SourceElement>
    let state = LockedState.make(BufferState<SourceElement>())

    init(observer: Observer, cancel: SinkDisposer?, logic: BufferLogic<SourceElement>) {
        self.logic = logic
        super.init(observer: observer, cancel: cancel)
    }

    func start() {
        perform(state.withLock { $0.started(timeSpan: logic.timeSpan) })
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            perform(state.withLock { $0.next(element, count: logic.count, timeSpan: logic.timeSpan) })
        case .error(let error):
            perform(state.withLock { $0.failed(error) })
        case .completed:
            perform(state.withLock { $0.completed() })
        }
    }

    override func dispose() {
        perform(state.withLock { $0.disposed() })
        super.dispose()
    }

    private func timerFired(_ id: UInt64) {
        perform(state.withLock { $0.timerFired(id, timeSpan: logic.timeSpan) })
    }

    /// Runs an action after unlocking: cancel, deliver, then start the next timer (as RxSwift does).
    private func perform(_ action: BufferState<SourceElement>.Action) {
        state.perform(action, on: logic.scheduler, deliver: { forwardEvent($0) }) { [weak self] id in
            self?.timerFired(id)
        }
    }
}

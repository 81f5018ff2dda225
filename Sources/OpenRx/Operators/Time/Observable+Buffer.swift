// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Collects elements into arrays, sent when `count` elements arrived or `timeSpan` passed since the
    /// previous array (possibly empty), and on completion. A `count` below 1 fails with
    /// `RxError.argumentOutOfRange`.
    ///
    ///     events.buffer(timeSpan: .seconds(1), count: 100, scheduler: scheduler)   // batches
    @inlinable
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<[Element]> {
        if count < 1 { return .error(RxError.argumentOutOfRange) }
        return Producer(BufferLogic(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler))
    }
}

@usableFromInline
struct BufferLogic<SourceElement>: ProducerLogic {
    @usableFromInline typealias Element = [SourceElement]

    @usableFromInline let source: Observable<SourceElement>
    @usableFromInline let timeSpan: RxTimeInterval
    @usableFromInline let count: Int
    @usableFromInline let scheduler: SchedulerType

    @inlinable
    init(source: Observable<SourceElement>, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        self.source = source
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
    }

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = BufferSink(observer: observer, cancel: cancel, logic: self)
        sink.startTimer(window: 0)
        return (sink, Disposables.create(source.subscribeSink(sink), sink.timer))
    }
}

@usableFromInline
final class BufferSink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == [SourceElement] {
    @usableFromInline
    struct State: SerialDeliveryHolder {
        @usableFromInline var serial = SerialDeliveryState<Event<[SourceElement]>>()
        @usableFromInline var buffer: [SourceElement] = []
        @usableFromInline var window = 0
        @usableFromInline var isStopped = false

        @inlinable
        init() {}
    }

    @usableFromInline let logic: BufferLogic<SourceElement>
    @usableFromInline let state = LockedState.make(State())
    @usableFromInline let timer = SerialDisposable()

    @inlinable
    init(observer: Observer, cancel: SinkDisposer, logic: BufferLogic<SourceElement>) {
        self.logic = logic
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func startTimer(window: Int) {
        timer.disposable = logic.scheduler.scheduleRelative(window, dueTime: logic.timeSpan) { [weak self] window in
            self?.timerFired(window)
            return Disposables.create()
        }
    }

    @inlinable
    func on(_ event: Event<SourceElement>) {
        let (first, newWindow) = state.withLock { state -> (Event<[SourceElement]>?, Int?) in
            if state.isStopped { return (nil, nil) }
            switch event {
            case .next(let element):
                state.buffer.append(element)
                guard state.buffer.count == logic.count else { return (nil, nil) }
                return Self.closeWindow(&state)
            case .error(let error):
                state.isStopped = true
                state.buffer = []
                return (state.serial.offer(.error(error)), nil)
            case .completed:
                state.isStopped = true
                defer { state.buffer = [] }
                return (state.serial.offer([.next(state.buffer), .completed]), nil)
            }
        }
        if let newWindow { startTimer(window: newWindow) }
        state.deliverSerially(first) { forwardEvent($0) }
    }

    @inlinable
    func timerFired(_ window: Int) {
        let (first, newWindow) = state.withLock { state -> (Event<[SourceElement]>?, Int?) in
            guard !state.isStopped, window == state.window else { return (nil, nil) }
            return Self.closeWindow(&state)
        }
        if let newWindow { startTimer(window: newWindow) }
        state.deliverSerially(first) { forwardEvent($0) }
    }

    @inlinable
    static func closeWindow(_ state: inout State) -> (Event<[SourceElement]>?, Int?) {
        let full = state.buffer
        state.buffer = []
        state.window += 1
        return (state.serial.offer(.next(full)), state.window)
    }
}

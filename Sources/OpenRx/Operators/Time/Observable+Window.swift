// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Splits the source into windows: inner sequences that each get up to `count` elements or the elements
    /// of `timeSpan`, whichever ends first. A window opens at subscription and each time one closes. A
    /// `count` below 1 fails with `RxError.argumentOutOfRange`.
    ///
    /// Windows are hot (subjects): subscribe to each as it arrives. They stop receiving when the outer
    /// subscription ends.
    ///
    ///     readings.window(timeSpan: .seconds(1), count: 100, scheduler: scheduler)
    ///         .flatMap { $0.toArray() }   // batches of at most 100, at least one per second
    @inlinable
    public func window(
        timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType
    )
        -> Observable<Observable<Element>>
    {
        if count < 1 { return .error(RxError.argumentOutOfRange) }
        return Producer(WindowLogic(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler))
    }
}

@usableFromInline
struct WindowLogic<SourceElement>: ProducerLogic {
    @usableFromInline typealias Element = Observable<SourceElement>

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
        let sink = WindowSink(observer: observer, cancel: cancel, logic: self)
        return (sink, sink.run())
    }
}

/// What a window sink does outside its lock, in order.
@usableFromInline
enum WindowAction<Element> {
    /// Send a new window downstream.
    case open(PublishSubject<Element>)
    /// Send an element to a window.
    case element(Element, PublishSubject<Element>)
    /// Complete a window.
    case close(PublishSubject<Element>)
    /// Fail the current window and the outer sequence.
    case fail(Swift.Error, PublishSubject<Element>)
    /// Complete the current window and the outer sequence.
    case finish(PublishSubject<Element>)
}

@usableFromInline
final class WindowSink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == Observable<SourceElement> {
    @usableFromInline
    struct State: SerialDeliveryHolder {
        @usableFromInline var serial = SerialDeliveryState<WindowAction<SourceElement>>()
        @usableFromInline var current = PublishSubject<SourceElement>()
        @usableFromInline var window = 0
        @usableFromInline var count = 0
        @usableFromInline var isStopped = false

        @inlinable
        init() {}

        /// Closes the current window and opens the next; returns the new window's id.
        @inlinable
        mutating func rotate(_ actions: inout [WindowAction<SourceElement>]) -> Int {
            let next = PublishSubject<SourceElement>()
            actions.append(.close(current))
            actions.append(.open(next))
            current = next
            count = 0
            window += 1
            return window
        }
    }

    @usableFromInline let logic: WindowLogic<SourceElement>
    @usableFromInline let state = LockedState.make(State())
    @usableFromInline let timer = SerialDisposable()

    @inlinable
    init(observer: Observer, cancel: SinkDisposer, logic: WindowLogic<SourceElement>) {
        self.logic = logic
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func run() -> Disposable {
        let first = state.withLock { state in state.serial.offer(.open(state.current)) }
        deliver(first)
        startTimer(window: 0)
        return Disposables.create(logic.source.subscribe(self), timer)
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
        let (first, newWindow) = state.withLock { state -> (WindowAction<SourceElement>?, Int?) in
            if state.isStopped { return (nil, nil) }
            var actions: [WindowAction<SourceElement>] = []
            var newWindow: Int?
            switch event {
            case .next(let element):
                actions.append(.element(element, state.current))
                state.count += 1
                if state.count == logic.count { newWindow = state.rotate(&actions) }
            case .error(let error):
                state.isStopped = true
                actions.append(.fail(error, state.current))
            case .completed:
                state.isStopped = true
                actions.append(.finish(state.current))
            }
            return (state.serial.offer(actions), newWindow)
        }
        if let newWindow { startTimer(window: newWindow) }
        deliver(first)
    }

    @inlinable
    func timerFired(_ window: Int) {
        let (first, newWindow) = state.withLock { state -> (WindowAction<SourceElement>?, Int?) in
            guard !state.isStopped, window == state.window else { return (nil, nil) }
            var actions: [WindowAction<SourceElement>] = []
            let newWindow = state.rotate(&actions)
            return (state.serial.offer(actions), newWindow)
        }
        if let newWindow { startTimer(window: newWindow) }
        deliver(first)
    }

    @inlinable
    func deliver(_ first: WindowAction<SourceElement>?) {
        state.deliverSerially(first) { action in
            switch action {
            case .open(let window):
                forwardOn(.next(window.asObservable()))
            case .element(let element, let window):
                window.onNext(element)
            case .close(let window):
                window.onCompleted()
            case .fail(let error, let window):
                window.onError(error)
                forwardStop(.error(error))
            case .finish(let window):
                window.onCompleted()
                forwardStop(.completed)
            }
        }
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Splits the source into windows: inner sequences that each get up to `count` elements or the elements
    /// of `timeSpan`, whichever ends first. A window opens at subscription and each time one closes. With a
    /// `count` below 1, windows close by time only, as in RxSwift.
    ///
    /// Windows are hot (subjects): subscribe to each as it arrives. As in RxSwift, the source stays
    /// subscribed while a window is observed, even after the outer subscription ended, so a window taken
    /// with `take(1)` still closes by count or time. Once the outer subscription has ended and no window is
    /// observed, the source and the timer are disposed; disposal is not completion, so a later subscriber
    /// to the open window gets no event, as in RxSwift.
    ///
    ///     readings.window(timeSpan: .seconds(1), count: 100, scheduler: scheduler)
    ///         .flatMap { $0.toArray() }   // batches of at most 100, at least one per second
    ///
    /// ![The marble diagram of `window`, drawn from a run on TestScheduler.](marble-window)
    public func window(
        timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType
    )
        -> Observable<Observable<Element>>
    {
        Producer(WindowLogic(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler))
    }
}

private struct WindowLogic<SourceElement>: ProducerLogic {
    typealias Element = Observable<SourceElement>

    let source: Observable<SourceElement>
    let timeSpan: RxTimeInterval
    let count: Int
    let scheduler: SchedulerType

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = WindowSink(observer: observer, cancel: cancel, logic: self)
        sink.run()
        return (sink, nil)
    }
}

/// What a window sink delivers outside its lock, in order.
enum WindowDelivery<Element> {
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

/// The locked state of `window(timeSpan:count:scheduler:)`: the open window, the timer that closes it,
/// the source's subscription, and how many subscriptions to windows keep the source alive once the outer
/// subscription has ended (RxSwift's reference count).
struct WindowState<Element>: SerialDeliveryHolder, TimerOwningState {
    /// What the sink does after unlocking.
    struct Action {
        var deliver: WindowDelivery<Element>?
        var start: TimerStart?
        var cancel: [Disposable] = []
    }

    var serial = SerialDeliveryState<WindowDelivery<Element>>()
    var timer = OwnedTimer()
    var source = SubscriptionSlot()
    var current = PublishSubject<Element>()
    var count = 0
    /// The source ended, or everything was released: no more windows or elements.
    var isStopped = false
    var isOuterDisposed = false
    var observedWindows = 0
    /// The source and the timer were let go; windows subscribed from now on are complete.
    var isReleased = false

    /// The subscription starts: the first window and its timer.
    mutating func started(timeSpan: RxTimeInterval) -> Action {
        var action = Action(deliver: serial.offer(.open(current)))
        if let (id, cancel) = timer.start() {
            action.start = TimerStart(id: id, dueTime: timeSpan)
            action.cancel = cancel.map { [$0] } ?? []
        }
        return action
    }

    /// The source's subscription arrived; it is disposed if everything was released meanwhile.
    mutating func sourceSubscribed(_ subscription: DisposableObject?) -> DisposableObject? {
        source.fillCurrent(with: subscription)
    }

    /// An element: into the open window; a full window closes and the next opens with a new timer.
    mutating func next(_ element: Element, count limit: Int, timeSpan: RxTimeInterval) -> Action {
        if isStopped { return Action() }
        count += 1
        // RxSwift's test: a limit below 1 is never reached, so windows close by time only.
        guard count == limit else { return Action(deliver: serial.offer(.element(element, current))) }
        let first = serial.offer(.element(element, current))
        return rotate(first: first, timeSpan: timeSpan)
    }

    /// Timer `id` fired: unless a full window replaced it, its window closes and the next opens.
    mutating func timerFired(_ id: UInt64, timeSpan: RxTimeInterval) -> Action {
        guard !isStopped, timer.fire(id) else { return Action() }
        return rotate(first: nil, timeSpan: timeSpan)
    }

    /// The source ended: the open window and the outer sequence end with it. As in RxSwift, the source and
    /// the timer are let go of after the stop was forwarded (the sink's disposal releases them, once no
    /// window is observed), so downstream reacts to the stop before the source's disposal runs.
    mutating func stopped(_ event: Event<Element>) -> Action {
        if isStopped { return Action() }
        isStopped = true
        let delivery: WindowDelivery<Element>
        if case .error(let error) = event { delivery = .fail(error, current) } else { delivery = .finish(current) }
        return Action(deliver: serial.offer(delivery))
    }

    /// The outer subscription ended: everything is released unless a window is observed.
    mutating func outerDisposed() -> Action {
        isOuterDisposed = true
        return observedWindows == 0 ? release() : Action()
    }

    /// A window got a subscriber: returns whether it counts (once released, nothing needs keeping alive).
    mutating func windowSubscribed() -> Bool {
        if isReleased { return false }
        observedWindows += 1
        return true
    }

    /// A window's subscriber left (disposed, or the window ended).
    mutating func windowUnsubscribed() -> Action {
        observedWindows -= 1
        return isOuterDisposed && observedWindows == 0 ? release() : Action()
    }

    /// Lets go of the source and the timer. As in RxSwift, disposal is not completion: the open window is
    /// left as it is, so a subscriber that comes to it later gets no event.
    private mutating func release() -> Action {
        if isReleased { return Action() }
        isReleased = true
        isStopped = true
        return Action(cancel: [timer.close(), source.dispose()].compactMap { $0 })
    }

    private mutating func rotate(first: WindowDelivery<Element>?, timeSpan: RxTimeInterval) -> Action {
        let next = PublishSubject<Element>()
        let close = serial.offer(.close(current))
        let open = serial.offer(.open(next))
        current = next
        count = 0
        var action = Action(deliver: first ?? close ?? open)
        if let (id, cancel) = timer.start() {
            action.start = TimerStart(id: id, dueTime: timeSpan)
            action.cancel = cancel.map { [$0] } ?? []
        }
        return action
    }
}

private final class WindowSink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == Observable<SourceElement> {
    let logic: WindowLogic<SourceElement>
    let state = LockedState.make(WindowState<SourceElement>())

    init(observer: Observer, cancel: SinkDisposer?, logic: WindowLogic<SourceElement>) {
        self.logic = logic
        super.init(observer: observer, cancel: cancel)
    }

    /// Sends the first window, starts its timer, then subscribes the source (as RxSwift does).
    func run() {
        perform(state.withLock { $0.started(timeSpan: logic.timeSpan) })
        let subscription = logic.source.subscribeSink(self)
        state.withLock { $0.sourceSubscribed(subscription) }?.dispose()
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            perform(state.withLock { $0.next(element, count: logic.count, timeSpan: logic.timeSpan) })
        case .error, .completed:
            perform(state.withLock { $0.stopped(event) })
        }
    }

    override func dispose() {
        perform(state.withLock { $0.outerDisposed() })
        super.dispose()
    }

    private func timerFired(_ id: UInt64) {
        perform(state.withLock { $0.timerFired(id, timeSpan: logic.timeSpan) })
    }

    /// The window handed downstream: subscribing to it keeps the source alive (see `WindowState`).
    private func observable(of window: PublishSubject<SourceElement>) -> Observable<SourceElement> {
        // The logic, not `create`: a closure formed here is OpenRx's, not checked as an app's.
        Producer(
            CreateLogic { [weak self] observer in
                guard let self, self.state.withLock({ $0.windowSubscribed() }) else {
                    return window.subscribe(observer)
                }
                let subscription = window.subscribe(observer)
                return Disposables.create { [weak self] in
                    subscription.dispose()
                    guard let self else { return }
                    self.perform(self.state.withLock { $0.windowUnsubscribed() })
                }
            })
    }

    /// Runs an action after unlocking: cancel, deliver, then start the timer.
    private func perform(_ action: WindowState<SourceElement>.Action) {
        for disposable in action.cancel { disposable.dispose() }
        state.deliverSerially(action.deliver) { delivery in
            switch delivery {
            case .open(let window):
                forwardOn(.next(observable(of: window)))
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
        if let start = action.start {
            state.startTimer(start, on: logic.scheduler) { [weak self] id in self?.timerFired(id) }
        }
    }
}

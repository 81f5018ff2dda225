// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// A sequence that completes at once, with no elements.
    ///
    ///     Observable<Int>.empty()   // -|
    @inlinable
    public static func empty() -> Observable<Element> {
        Producer(ImmediateStopLogic(event: .completed))
    }

    /// A sequence that fails at once with `error`.
    ///
    ///     Observable<Int>.error(MyError.failed)   // -#
    @inlinable
    public static func error(_ error: Swift.Error) -> Observable<Element> {
        Producer(ImmediateStopLogic(event: .error(error)))
    }

    /// A sequence that never sends anything.
    ///
    ///     Observable<Int>.never()   // ---…
    @inlinable
    public static func never() -> Observable<Element> {
        Producer(NeverLogic())
    }
}

/// Sends one stop event on subscription.
@usableFromInline
struct ImmediateStopLogic<Element>: ProducerLogic {
    @usableFromInline let event: Event<Element>

    @inlinable
    init(event: Event<Element>) {
        self.event = event
    }

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> SinkAndSubscription
    where Observer.Element == Element {
        (nil, runWithoutSink(observer) ?? Disposables.create())
    }

    @inlinable
    func runWithoutSink<Observer: ObserverType>(_ observer: Observer) -> Disposable?
    where Observer.Element == Element {
        observer.on(event)
        return Disposables.create()
    }
}

@usableFromInline
struct NeverLogic<Element>: ProducerLogic {
    @inlinable
    init() {}

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> SinkAndSubscription
    where Observer.Element == Element {
        (nil, Disposables.create())
    }

    @inlinable
    func runWithoutSink<Observer: ObserverType>(_ observer: Observer) -> Disposable?
    where Observer.Element == Element {
        Disposables.create()
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// A sequence that completes at once, with no elements.
    ///
    ///     Observable<Int>.empty()   // -|
    ///
    /// ![The marble diagram of `empty`, drawn from a run on TestScheduler.](marble-empty)
    @inlinable
    public static func empty() -> Observable<Element> {
        Producer(ImmediateStopLogic(event: .completed))
    }

    /// A sequence that fails at once with `error`.
    ///
    ///     Observable<Int>.error(MyError.failed)   // -#
    ///
    /// ![The marble diagram of `error`, drawn from a run on TestScheduler.](marble-error)
    @inlinable
    public static func error(_ error: Swift.Error) -> Observable<Element> {
        Producer(ImmediateStopLogic(event: .error(error)))
    }

    /// A sequence that never sends anything.
    ///
    ///     Observable<Int>.never()   // ---…
    ///
    /// ![The marble diagram of `never`, drawn from a run on TestScheduler.](marble-never)
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
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        _ = runWithoutSink(observer)
        return (nil, nil)
    }

    @inlinable
    func runWithoutSink<Observer: ObserverType>(_ observer: Observer) -> Bool
    where Observer.Element == Element {
        observer.on(event)
        return true
    }

    /// RxSwift's `EmptyProducer` and `ErrorProducer` override `subscribe`: no trampoline.
    @inlinable
    static var subscribesWithoutTrampoline: Bool { true }
}

@usableFromInline
struct NeverLogic<Element>: ProducerLogic {
    @inlinable
    init() {}

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        (nil, nil)
    }

    @inlinable
    func runWithoutSink<Observer: ObserverType>(_ observer: Observer) -> Bool
    where Observer.Element == Element {
        true
    }

    /// RxSwift's `NeverProducer` overrides `subscribe`: no trampoline.
    @inlinable
    static var subscribesWithoutTrampoline: Bool { true }
}

// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// A sequence that completes at once, with no elements.
    ///
    ///     Observable<Int>.empty()   // -|
    public static func empty() -> Observable<Element> {
        Producer(ImmediateStopLogic(event: .completed))
    }

    /// A sequence that fails at once with `error`.
    ///
    ///     Observable<Int>.error(MyError.failed)   // -#
    public static func error(_ error: Swift.Error) -> Observable<Element> {
        Producer(ImmediateStopLogic(event: .error(error)))
    }

    /// A sequence that never sends anything.
    ///
    ///     Observable<Int>.never()   // ---…
    public static func never() -> Observable<Element> {
        Producer(NeverLogic())
    }
}

/// Sends one stop event on subscription.
struct ImmediateStopLogic<Element>: ProducerLogic {
    let event: Event<Element>

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> SinkAndSubscription
    where Observer.Element == Element {
        observer.on(event)
        return (Disposables.create(), Disposables.create())
    }
}

private struct NeverLogic<Element>: ProducerLogic {
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> SinkAndSubscription
    where Observer.Element == Element {
        (Disposables.create(), Disposables.create())
    }
}

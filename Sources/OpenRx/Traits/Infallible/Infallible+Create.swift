// OpenRx — reactive programming for Swift. MIT licence.

/// An event of an ``Infallible``: an element, or completion.
public enum InfallibleEvent<Element> {
    /// An element.
    case next(Element)
    /// The sequence completed.
    case completed
}

extension InfallibleEvent: EventConvertible {
    /// The event as an `Event`.
    public var event: Event<Element> {
        switch self {
        case .next(let element): return .next(element)
        case .completed: return .completed
        }
    }
}

extension InfallibleEvent: Equatable where Element: Equatable {}

extension Infallible {
    /// The closure that `create` hands the subscription: it receives events.
    public typealias InfallibleObserver = (InfallibleEvent<Element>) -> Void

    /// A sequence whose subscription runs `subscribe`, which sends events to the observer it is given and
    /// returns what disposes its work.
    ///
    ///     let clock = Infallible<Int>.create { observer in
    ///         observer(.next(1))
    ///         observer(.completed)
    ///         return Disposables.create()
    ///     }
    ///
    /// ![The marble diagram of `create`, drawn from a run on TestScheduler.](marble-create)
    @inlinable
    public static func create(
        subscribe: @escaping RxCreateClosure<InfallibleEvent<Element>>
    ) -> Infallible<
        Element
    > {
        Infallible(
            Observable.create { observer in
                subscribe { event in observer.on(event.event) }
            })
    }
}

extension InfallibleEvent: Sendable where Element: Sendable {}

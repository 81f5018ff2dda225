// OpenRx — reactive programming for Swift. MIT licence.

extension InfallibleType {
    /// One element, then completion.
    ///
    /// ![The marble diagram of `just`, drawn from a run on TestScheduler.](marble-just)
    @inlinable
    public static func just(_ element: Element) -> Infallible<Element> {
        Infallible(.just(element))
    }

    /// One element, then completion, both sent on `scheduler`.
    ///
    /// ![The marble diagram of `just`, drawn from a run on TestScheduler.](marble-just)
    @inlinable
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(.just(element, scheduler: scheduler))
    }

    /// No events at all.
    ///
    /// ![The marble diagram of `never`, drawn from a run on TestScheduler.](marble-never)
    @inlinable
    public static func never() -> Infallible<Element> {
        Infallible(.never())
    }

    /// Completion only.
    ///
    /// ![The marble diagram of `empty`, drawn from a run on TestScheduler.](marble-empty)
    @inlinable
    public static func empty() -> Infallible<Element> {
        Infallible(.empty())
    }

    /// A sequence made by `observableFactory` for each subscription.
    ///
    /// ![The marble diagram of `deferred`, drawn from a run on TestScheduler.](marble-deferred)
    @inlinable
    public static func deferred(_ observableFactory: @escaping RxClosure<Infallible<Element>>) -> Infallible<Element> {
        Infallible(.deferred { try observableFactory().asObservable() })
    }
}

extension Infallible {
    /// The elements, in order, then completion, sent on `scheduler`.
    ///
    /// ![The marble diagram of `of`, drawn from a run on TestScheduler.](marble-of)
    @inlinable
    public static func of(
        _ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> {
        Infallible(.from(elements, scheduler: scheduler))
    }

    /// The elements of `array`, in order, then completion, sent on `scheduler`.
    ///
    /// ![The marble diagram of `from`, drawn from a run on TestScheduler.](marble-from)
    @inlinable
    public static func from(
        _ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> {
        Infallible(.from(array, scheduler: scheduler))
    }

    /// The elements of `sequence`, in order, then completion, sent on `scheduler`.
    ///
    /// ![The marble diagram of `from`, drawn from a run on TestScheduler.](marble-from)
    @inlinable
    public static func from<Sequence: Swift.Sequence>(
        _ sequence: Sequence, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> where Sequence.Element == Element {
        Infallible(.from(sequence, scheduler: scheduler))
    }
}

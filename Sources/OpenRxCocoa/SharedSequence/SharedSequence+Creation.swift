// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx

extension SharedSequence {
    /// Completion only, delivered on the strategy's scheduler.
    ///
    /// ![The marble diagram of `empty`, drawn from a run on TestScheduler.](marble-empty)
    @inlinable
    public static func empty() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.empty().subscribe(on: SharingStrategy.scheduler))
    }

    /// No events at all.
    ///
    /// ![The marble diagram of `never`, drawn from a run on TestScheduler.](marble-never)
    @inlinable
    public static func never() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.never())
    }

    /// One element, then completion, delivered on the strategy's scheduler.
    ///
    /// ![The marble diagram of `just`, drawn from a run on TestScheduler.](marble-just)
    @inlinable
    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.just(element).subscribe(on: SharingStrategy.scheduler))
    }

    /// A shared sequence made by `observableFactory` for each subscription.
    ///
    /// ![The marble diagram of `deferred`, drawn from a run on TestScheduler.](marble-deferred)
    @inlinable
    public static func deferred(
        _ observableFactory: @escaping RxNonThrowingClosure<SharedSequence<SharingStrategy, Element>>
    )
        -> SharedSequence<SharingStrategy, Element>
    {
        SharedSequence(Observable.deferred(uncheckedOperatorClosure { observableFactory().asObservable() }))
    }

    /// The elements, in order, then completion, sent on the strategy's scheduler.
    ///
    /// ![The marble diagram of `of`, drawn from a run on TestScheduler.](marble-of)
    @inlinable
    public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(elements, scheduler: SharingStrategy.scheduler))
    }

    /// The elements of `array`, in order, then completion, sent on the strategy's scheduler.
    ///
    /// ![The marble diagram of `from`, drawn from a run on TestScheduler.](marble-from)
    @inlinable
    public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(array, scheduler: SharingStrategy.scheduler))
    }

    /// The elements of `sequence`, in order, then completion, sent on the strategy's scheduler.
    ///
    /// ![The marble diagram of `from`, drawn from a run on TestScheduler.](marble-from)
    @inlinable
    public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence) -> SharedSequence<SharingStrategy, Element>
    where Sequence.Element == Element {
        SharedSequence(raw: Observable.from(sequence, scheduler: SharingStrategy.scheduler))
    }

    /// `optional`'s value, if any, then completion, sent on the strategy's scheduler.
    ///
    /// ![The marble diagram of `from`, drawn from a run on TestScheduler.](marble-from)
    @inlinable
    public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(optional: optional, scheduler: SharingStrategy.scheduler))
    }
}

extension SharedSequence where Element: RxAbstractInteger {
    /// 0, 1, 2, … one every `period`, on the strategy's scheduler.
    ///
    /// ![The marble diagram of `interval`, drawn from a run on TestScheduler.](marble-interval)
    @inlinable
    public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
    }

    /// 0 after `dueTime`, then 1, 2, … one every `period`, on the strategy's scheduler.
    ///
    /// ![The marble diagram of `timer`, drawn from a run on TestScheduler.](marble-timer)
    @inlinable
    public static func timer(
        _ dueTime: RxTimeInterval, period: RxTimeInterval
    ) -> SharedSequence<
        SharingStrategy, Element
    > {
        SharedSequence(Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
    }
}

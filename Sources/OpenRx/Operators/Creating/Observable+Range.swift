// OpenRx — reactive programming for Swift. MIT licence.

/// The integer types `range` works with.
public typealias RxAbstractInteger = FixedWidthInteger

extension ObservableType where Element: RxAbstractInteger {
    /// A sequence of `count` consecutive integers from `start`, then completion, sent on `scheduler`.
    /// A negative `count` fails with `RxError.argumentOutOfRange`; a range past the type's maximum fails
    /// with `RxError.overflow`.
    ///
    ///     Observable.range(start: 1, count: 3)   // -1-2-3-|
    ///
    /// ![The marble diagram of `range`, drawn from a run on TestScheduler.](marble-range)
    @inlinable
    public static func range(
        start: Element, count: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        if count < 0 { return .error(RxError.argumentOutOfRange) }
        if count == 0 { return Producer(ScheduledSequenceLogic(elements: EmptyCollection(), scheduler: scheduler)) }
        let (last, overflow) = start.addingReportingOverflow(count - 1)
        if overflow { return .error(RxError.overflow) }
        return Producer(ScheduledSequenceLogic(elements: start...last, scheduler: scheduler))
    }
}

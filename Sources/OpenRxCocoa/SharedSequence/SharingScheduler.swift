// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx

/// Makes the scheduler that ``Driver`` and ``Signal`` deliver on: a new main scheduler each time, or during
/// ``mock(scheduler:action:)`` the scheduler a test chose.
///
/// Each driver or signal gets its own `MainScheduler()`, as in RxSwift. A main scheduler runs work at once
/// on the main thread unless work *it* enqueued is still waiting on the main queue, so one driver with a
/// pending delivery, or a delivery nested in another driver's, does not make every other driver
/// asynchronous.
///
///     let scheduler = TestScheduler(initialClock: 0)
///     SharingScheduler.mock(scheduler: scheduler) {
///         let driver = source.asDriver(onErrorJustReturn: 0)   // delivers on `scheduler`
///     }
public enum SharingScheduler {
    // Sendable: the factory is only read and replaced under its lock.
    nonisolated(unsafe) private static let factory = LockedState<RxNonThrowingClosure<SchedulerType>>.make {
        MainScheduler()
    }

    /// The function that makes the scheduler. It runs wherever a driver or signal is made, so it is `@Sendable` in
    /// the strict mode (`RxNonThrowingClosure`).
    public static var make: RxNonThrowingClosure<SchedulerType> {
        factory.withLock { $0 }
    }

    /// Runs `action` with shared sequences delivering on `scheduler`, then restores the previous scheduler.
    public static func mock(scheduler: SchedulerType, action: () throws -> Void) rethrows {
        // The scheduler is the caller's to use from the threads it makes drivers on, as RxCocoa's.
        let scheduler = UncheckedSendable(scheduler)
        try mock(makeScheduler: { scheduler.value }, action: action)
    }

    /// Runs `action` with shared sequences delivering on the schedulers `makeScheduler` makes, then
    /// restores the previous function. `makeScheduler` runs wherever a driver or signal is made, so it is
    /// `@Sendable` in the strict mode (`RxNonThrowingClosure`).
    public static func mock(
        makeScheduler: @escaping RxNonThrowingClosure<SchedulerType>, action: () throws -> Void
    ) rethrows {
        let previous = exchange(makeScheduler)
        defer { _ = exchange(previous) }
        try action()
    }

    /// Installs `new` and returns the function it replaces, which the caller releases after unlocking.
    private static func exchange(
        _ new: @escaping RxNonThrowingClosure<SchedulerType>
    ) -> RxNonThrowingClosure<SchedulerType> {
        factory.exchange(new)
    }
}

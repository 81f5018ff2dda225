// OpenRx — reactive programming for Swift. MIT licence.

import Foundation
import OpenRx

/// Makes the scheduler that ``Driver`` and ``Signal`` deliver on: the main scheduler, or during
/// ``mock(scheduler:action:)`` the scheduler a test chose.
///
///     let scheduler = TestScheduler(initialClock: 0)
///     SharingScheduler.mock(scheduler: scheduler) {
///         let driver = source.asDriver(onErrorJustReturn: 0)   // delivers on `scheduler`
///     }
public enum SharingScheduler {
    // Sendable: read and written only under `lock`.
    nonisolated(unsafe) private static var factory: () -> SchedulerType = { MainScheduler.instance }
    private static let lock = NSLock()

    /// The function that makes the scheduler.
    public static var make: () -> SchedulerType {
        lock.lock()
        defer { lock.unlock() }
        return factory
    }

    /// Runs `action` with shared sequences delivering on `scheduler`, then restores the previous scheduler.
    public static func mock(scheduler: SchedulerType, action: () throws -> Void) rethrows {
        try mock(makeScheduler: { scheduler }, action: action)
    }

    /// Runs `action` with shared sequences delivering on the schedulers `makeScheduler` makes, then
    /// restores the previous function.
    public static func mock(makeScheduler: @escaping () -> SchedulerType, action: () throws -> Void) rethrows {
        let previous = exchange(makeScheduler)
        defer { _ = exchange(previous) }
        try action()
    }

    private static func exchange(_ new: @escaping () -> SchedulerType) -> () -> SchedulerType {
        lock.lock()
        defer { lock.unlock() }
        let previous = factory
        factory = new
        return previous
    }
}

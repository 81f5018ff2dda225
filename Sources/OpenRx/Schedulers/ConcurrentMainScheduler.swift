// OpenRx — reactive programming for Swift. MIT licence.

import Dispatch
import Foundation

/// Runs work on the main thread, at once when called on the main thread, otherwise through the main
/// queue. Unlike ``MainScheduler`` it does not wait for work already queued: use it to subscribe (its
/// `subscribe(on:)` use), not to observe.
// Sendable: the main scheduler it wraps is Sendable.
public final class ConcurrentMainScheduler: SchedulerType, @unchecked Sendable {
    /// The scheduler's time interval type.
    public typealias TimeInterval = Foundation.TimeInterval
    /// The scheduler's time type.
    public typealias Time = Date

    private let mainScheduler: MainScheduler

    private init(mainScheduler: MainScheduler) {
        self.mainScheduler = mainScheduler
    }

    /// The shared instance.
    public static let instance = ConcurrentMainScheduler(mainScheduler: MainScheduler.instance)

    /// The current time.
    public var now: Date { mainScheduler.now }

    /// Runs `action` at once on the main thread, otherwise enqueues it on the main queue.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if MainScheduler.isMainThread {
            return action(state)
        }
        return mainScheduler.configuration.schedule(state, action: action)
    }

    /// Schedules `action` on the main queue after `dueTime`.
    public final func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        mainScheduler.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Schedules `action` on the main queue every `period`, first after `startAfter`.
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        mainScheduler.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}

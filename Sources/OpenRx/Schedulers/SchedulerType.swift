// OpenRx — reactive programming for Swift. MIT licence.

import Dispatch
import Foundation

/// A time interval for schedulers (`.seconds(1)`, `.milliseconds(10)`, …).
public typealias RxTimeInterval = DispatchTimeInterval

/// A point in time for schedulers.
public typealias RxTime = Date

/// A scheduler that runs work as soon as it can.
public protocol ImmediateSchedulerType {
    /// Schedules `action` to run with `state`.
    ///
    /// - Returns: a disposable that cancels the action if it has not run yet.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable
}

/// A scheduler that can also run work later and periodically.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's current time.
    var now: RxTime { get }

    /// Schedules `action` to run with `state` after `dueTime`.
    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable

    /// Schedules `action` to run every `period`, first after `startAfter`; each run returns the state for
    /// the next.
    func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable
}

extension SchedulerType {
    /// Periodic scheduling built from recursive relative scheduling (schedulers with a native timer
    /// override this).
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        let periodic = PeriodicTimerScheduling(scheduler: self, period: period, action: action)
        return periodic.start(state, after: startAfter)
    }
}

extension RxTimeInterval {
    /// The interval in seconds (`.never` is infinite).
    @usableFromInline
    var seconds: TimeInterval {
        switch self {
        case .seconds(let value): return TimeInterval(value)
        case .milliseconds(let value): return TimeInterval(value) / 1_000
        case .microseconds(let value): return TimeInterval(value) / 1_000_000
        case .nanoseconds(let value): return TimeInterval(value) / 1_000_000_000
        case .never: return .infinity
        @unknown default: return .infinity
        }
    }

    /// Converts seconds to an interval with nanosecond precision.
    @usableFromInline
    static func fromSeconds(_ seconds: TimeInterval) -> RxTimeInterval {
        guard seconds.isFinite else { return .never }
        return .nanoseconds(Int((seconds * 1_000_000_000).rounded()))
    }
}

extension Date {
    /// The date `interval` after this one.
    @usableFromInline
    func adding(_ interval: RxTimeInterval) -> Date {
        addingTimeInterval(interval.seconds)
    }
}

/// Runs a periodic action through recursive relative scheduling.
private final class PeriodicTimerScheduling<State> {
    private let scheduler: SchedulerType
    private let period: RxTimeInterval
    private let action: (State) -> State

    init(scheduler: SchedulerType, period: RxTimeInterval, action: @escaping (State) -> State) {
        self.scheduler = scheduler
        self.period = period
        self.action = action
    }

    func start(_ state: State, after delay: RxTimeInterval) -> Disposable {
        let recursion = RecursiveScheduler<State>(scheduler: scheduler) {
            [action, period] state, recurse in
            let next = action(state)
            recurse(next, period)
        }
        recursion.schedule(state, after: delay)
        return recursion
    }
}

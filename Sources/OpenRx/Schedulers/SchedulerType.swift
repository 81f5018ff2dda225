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
        let periodic = PeriodicTimerScheduling(scheduler: self, period: period, state: state, action: action)
        return periodic.start(after: startAfter)
    }
}

extension RxTimeInterval {
    /// The interval in seconds (`.never` is infinite). Package-visible for the marble diagrams' timer lanes.
    @usableFromInline
    package var seconds: TimeInterval {
        switch self {
        case .seconds(let value): return TimeInterval(value)
        case .milliseconds(let value): return TimeInterval(value) / 1_000
        case .microseconds(let value): return TimeInterval(value) / 1_000_000
        case .nanoseconds(let value): return TimeInterval(value) / 1_000_000_000
        case .never: return .infinity
        @unknown default: return .infinity
        }
    }

    /// Converts seconds to an interval with nanosecond precision; beyond what nanoseconds can count it
    /// uses coarser units, and `.never` when not even seconds can (or for infinite and NaN input).
    @usableFromInline
    static func fromSeconds(_ seconds: TimeInterval) -> RxTimeInterval {
        guard seconds.isFinite else { return .never }
        if let value = Int(exactly: (seconds * 1_000_000_000).rounded()) { return .nanoseconds(value) }
        if let value = Int(exactly: (seconds * 1_000).rounded()) { return .milliseconds(value) }
        if let value = Int(exactly: seconds.rounded()) { return .seconds(value) }
        return .never
    }

    /// Whether the interval is zero (what RxSwift calls "now"; `.never` is not).
    var isZero: Bool {
        switch self {
        case .seconds(let value), .milliseconds(let value), .microseconds(let value), .nanoseconds(let value):
            return value == 0
        case .never: return false
        @unknown default: return false
        }
    }

    /// The part of this interval left after the time from `earlier` to `later`, in the same unit, rounded,
    /// and never below zero (as RxSwift reduces a due time by the time that passed). `.never` stays
    /// `.never`; nothing overflows.
    func remaining(after earlier: RxTime, until later: RxTime) -> RxTimeInterval {
        let passed = later.timeIntervalSince(earlier)
        func reduce(_ value: Int, _ unitsPerSecond: Double) -> Int {
            let remainder = Double(value) - passed * unitsPerSecond
            guard remainder > 0 else { return 0 }
            return Int(saturating: remainder.rounded(.toNearestOrAwayFromZero))
        }
        switch self {
        case .seconds(let value): return .seconds(reduce(value, 1))
        case .milliseconds(let value): return .milliseconds(reduce(value, 1_000))
        case .microseconds(let value): return .microseconds(reduce(value, 1_000_000))
        case .nanoseconds(let value): return .nanoseconds(reduce(value, 1_000_000_000))
        case .never: return .never
        @unknown default: return .never
        }
    }

    /// Whether the interval is `.never` (a timer for it never fires).
    var isNever: Bool {
        if case .never = self { return true }
        return false
    }

    /// The interval, or zero if it is negative: what a dispatch timer's period and leeway accept.
    var notNegative: RxTimeInterval {
        switch self {
        case .seconds(let value), .milliseconds(let value), .microseconds(let value), .nanoseconds(let value):
            return value < 0 ? .nanoseconds(0) : self
        case .never: return self
        @unknown default: return self
        }
    }
}

extension Int {
    /// `value` rounded toward zero, or the nearest of `Int.min`/`Int.max` when out of range (0 for NaN).
    package init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= 9_223_372_036_854_775_807.0 {
            self = .max
        } else if value <= -9_223_372_036_854_775_808.0 {
            self = .min
        } else {
            self = Int(value)
        }
    }
}

extension Date {
    /// The date `interval` after this one (`.never` gives `Date.distantFuture`, as in RxSwift).
    @usableFromInline
    func adding(_ interval: RxTimeInterval) -> Date {
        if interval.isNever { return .distantFuture }
        return addingTimeInterval(interval.seconds)
    }
}

/// Runs a periodic action through recursive relative scheduling, as RxSwift's `SchedulePeriodicRecursive`
/// does: each tick schedules the next one before it runs the action, so at one instant a tick comes before
/// what the previous tick's action scheduled for that instant; and a tick that comes while an action still
/// runs (a concurrent scheduler) is not run concurrently, as RxSwift counts pending ticks: here the running
/// thread runs it right after, unless the schedule was disposed meanwhile.
// Sendable: the state and the count of pending ticks are guarded by the lock; the action runs unlocked.
private final class PeriodicTimerScheduling<State>: @unchecked Sendable {
    private struct Ticks {
        var state: State
        /// Ticks that came and whose action has not run yet (RxSwift's pending tick count).
        var pending = 0
    }

    private let scheduler: SchedulerType
    private let period: RxTimeInterval
    private let action: (State) -> State
    private let ticks: LockedState<Ticks>
    /// The recursion, to stop catching up once it is disposed (weak: it holds this object).
    private weak var recursion: RecursiveScheduler<Void>?

    init(scheduler: SchedulerType, period: RxTimeInterval, state: State, action: @escaping (State) -> State) {
        self.scheduler = scheduler
        self.period = period
        self.action = action
        self.ticks = LockedState.make(Ticks(state: state))
    }

    func start(after delay: RxTimeInterval) -> Disposable {
        let recursion = RecursiveScheduler<Void>(scheduler: scheduler) { [self] _, recurse in
            recurse((), period)
            tick()
        }
        self.recursion = recursion
        recursion.schedule((), after: delay)
        return recursion
    }

    /// Runs the action for this tick, and for the ticks that come meanwhile, unless another thread is
    /// already running it (it then runs this tick too).
    private func tick() {
        let isFirst = ticks.withLock { ticks -> Bool in
            ticks.pending += 1
            return ticks.pending == 1
        }
        guard isFirst else { return }
        var more = true
        while more {
            if recursion?.isDisposed ?? true {
                ticks.withLock { $0.pending = 0 }
                return
            }
            var state = ticks.withLock { $0.state }
            state = action(state)
            more = ticks.withLock { ticks -> Bool in
                swap(&ticks.state, &state)
                ticks.pending -= 1
                return ticks.pending > 0
            }
            // `state` now holds the replaced state, released here, after unlocking.
        }
    }
}

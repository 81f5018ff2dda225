// OpenRx — reactive programming for Swift. MIT licence.

import Dispatch
import Foundation

/// Runs work on a dispatch queue that may be concurrent: scheduled actions may run in parallel.
///
///     let background = ConcurrentDispatchQueueScheduler(qos: .background)
///     source.subscribe(on: background)
// Sendable: the configuration is immutable.
public class ConcurrentDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
    /// The scheduler's time interval type.
    public typealias TimeInterval = Foundation.TimeInterval
    /// The scheduler's time type.
    public typealias Time = Date

    private let configuration: DispatchQueueConfiguration

    /// The current time.
    public var now: Date { Date() }

    /// Creates a scheduler on `queue`.
    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
    }

    /// Creates a scheduler on a concurrent queue of its own with quality of service `qos`, labelled as
    /// RxSwift labels it (`rxswift.queue.` and the quality of service).
    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)) {
        self.init(
            queue: DispatchQueue(label: "rxswift.queue.\(qos)", qos: qos, attributes: .concurrent), leeway: leeway)
    }

    /// Schedules `action` on the queue.
    public final func schedule<StateType>(
        _ state: StateType, action: @escaping (StateType) -> Disposable
    )
        -> Disposable
    {
        configuration.schedule(state, action: action)
    }

    /// Schedules `action` on the queue after `dueTime`.
    public final func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Schedules `action` every `period`, first after `startAfter`; runs never overlap.
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

import Dispatch
import Foundation

/// Runs work on a serial dispatch queue.
///
///     let background = SerialDispatchQueueScheduler(qos: .background)
///     source.observe(on: background)
// Sendable: the queue is Sendable and the scheduler has no other mutable state.
public class SerialDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
    /// ``MainScheduler``'s count of the actions it enqueued and has not run yet, as the first stored property
    /// so that it is an atomic word of the object (`InlineAtomicWord`), not an object of its own: every
    /// `Driver`, `Signal` and `Binder` makes a main scheduler. Unused by the other serial schedulers.
    var mainSchedulerEnqueued = 0
    @usableFromInline let configuration: DispatchQueueConfiguration

    /// The current time.
    public var now: RxTime { Date() }

    /// Creates a scheduler on `serialQueue`, which must be serial: each piece of work is a block of its own on
    /// it, in turn with the queue's other blocks, as RxSwift's. On a concurrent queue (`.global()`) two events of
    /// one subscription would run at once; for work on a concurrent queue, use
    /// ``init(queue:internalSerialQueueName:leeway:)``, which makes a serial queue that targets it.
    public init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: serialQueue, leeway: leeway)
        #if DEBUG
            _ = withUnsafeMutablePointer(to: &mainSchedulerEnqueued) { InlineAtomicWord(self, firstStoredProperty: $0) }
        #endif
    }

    /// Creates a scheduler on a new serial queue named `internalSerialQueueName`.
    public convenience init(
        internalSerialQueueName: String,
        serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil,
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        let queue = DispatchQueue(label: internalSerialQueueName, attributes: [])
        serialQueueConfiguration?(queue)
        self.init(serialQueue: queue, leeway: leeway)
    }

    /// Creates a scheduler on a new serial queue named `internalSerialQueueName` that targets `queue`.
    public convenience init(
        queue: DispatchQueue, internalSerialQueueName: String, leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        let serialQueue = DispatchQueue(label: internalSerialQueueName, attributes: [], target: queue)
        self.init(serialQueue: serialQueue, leeway: leeway)
    }

    /// Creates a scheduler on a new serial queue that targets the global queue of `qos`.
    public convenience init(
        qos: DispatchQoS, internalSerialQueueName: String = "rx.global_dispatch_queue.serial",
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        let queue = DispatchQueue(
            label: internalSerialQueueName, qos: qos, attributes: [], target: DispatchQueue.global(qos: qos.qosClass))
        self.init(serialQueue: queue, leeway: leeway)
    }

    /// Schedules `action` on the queue.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.schedule(state, action: action)
    }

    /// Schedules `action` on the queue after `dueTime`.
    public final func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Schedules `action` on the queue every `period`, first after `startAfter`.
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}

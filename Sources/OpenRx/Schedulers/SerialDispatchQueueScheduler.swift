// OpenRx — reactive programming for Swift. MIT licence.

import Dispatch
import Foundation

/// Runs work on a serial dispatch queue.
///
///     let background = SerialDispatchQueueScheduler(qos: .background)
///     source.observe(on: background)
// Sendable: the queue is Sendable and the scheduler has no other mutable state.
public class SerialDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
    let queue: DispatchQueue
    private let leeway: DispatchTimeInterval

    /// The current time.
    public var now: RxTime { Date() }

    /// Creates a scheduler on `serialQueue` (which must be serial).
    public init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.queue = serialQueue
        self.leeway = leeway
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

    /// Creates a scheduler on a new serial queue that targets the global queue of `qos`.
    public convenience init(
        qos: DispatchQoS, internalSerialQueueName: String = "rx.global_dispatch_queue.serial",
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        let queue = DispatchQueue(
            label: internalSerialQueueName, qos: qos, attributes: [],
            target: DispatchQueue.global(qos: qos.qosClass))
        self.init(serialQueue: queue, leeway: leeway)
    }

    /// Schedules `action` on the queue.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleOnQueue(state, action: action)
    }

    func scheduleOnQueue<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let work = UncheckedSendable((state, action))
        queue.async {
            if cancel.isDisposed { return }
            cancel.setDisposable(work.value.1(work.value.0))
        }
        return cancel
    }

    /// Schedules `action` on the queue after `dueTime`.
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let work = UncheckedSendable((state, action))
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + dueTime, leeway: leeway)
        timer.setEventHandler {
            if cancel.isDisposed { return }
            cancel.setDisposable(work.value.1(work.value.0))
        }
        timer.resume()
        return Disposables.create {
            timer.cancel()
            cancel.dispose()
        }
    }

    /// Schedules `action` on the queue every `period`, first after `startAfter`.
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + startAfter, repeating: period, leeway: leeway)
        let cancelled = AtomicInt.make()
        let work = UncheckedSendable(PeriodicState(state: state, action: action))
        timer.setEventHandler {
            if cancelled.atomicLoad() != 0 { return }
            work.value.step()
        }
        timer.resume()
        return Disposables.create {
            cancelled.atomicStore(1)
            timer.cancel()
        }
    }
}

/// The state of a periodic timer; only the timer's serial queue touches it.
private final class PeriodicState<State> {
    private var state: State
    private let action: (State) -> State

    init(state: State, action: @escaping (State) -> State) {
        self.state = state
        self.action = action
    }

    func step() {
        state = action(state)
    }
}

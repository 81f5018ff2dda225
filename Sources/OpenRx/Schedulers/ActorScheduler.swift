// OpenRx — reactive programming for Swift. MIT licence.

import Dispatch
import Foundation

/// Runs work isolated to an actor: each scheduled action runs on the actor's executor, one at a time, in
/// the order it was scheduled — a serial scheduler whose queue is the actor. With it `observe(on:)` and
/// `subscribe(on:)` target an actor, and closures after it may touch the actor's state.
///
///     actor Counter {
///         var total = 0
///         let bag = DisposeBag()
///         func start(_ ticks: Observable<Int>) {
///             ticks.observe(on: ActorScheduler(self))
///                 .subscribe(onNext: { self.total += $0 })   // runs isolated to the actor
///                 .disposed(by: bag)
///         }
///     }
///
/// Like `SerialDispatchQueueScheduler`, `schedule` always queues, even when called on the actor (for work
/// that runs at once on the main thread, use `MainScheduler`). ``main`` is the main actor's: its actions
/// run as blocks on the main queue, in order with `MainScheduler`'s. A timed action waits in a task, then
/// queues on the actor.
// Sendable: the actor and the hop are Sendable; the scheduler has no other state.
public final class ActorScheduler: SchedulerType, @unchecked Sendable {
    /// The actor the actions run on.
    public let actor: any Actor
    /// The queue of work on the actor (`observe(on:)` drains its events through it).
    @usableFromInline let hop: ActorHop

    /// A scheduler whose actions run isolated to `actor`, in the order they were scheduled.
    public init(_ actor: any Actor) {
        self.actor = actor
        hop = ActorHop(actor)
    }

    /// The main actor's scheduler.
    public static let main = ActorScheduler(MainActor.shared)

    /// The current time.
    public var now: RxTime { Date() }

    /// Queues `action` on the actor, after the actions already scheduled.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        #if Inspector
            let action = Inspection.carryingContext(action)
        #endif
        let cancel = SingleAssignmentDisposable()
        hop.enqueue {
            if cancel.isDisposed { return }
            cancel.setDisposable(action(state))
        }
        return cancel
    }

    /// Queues `action` on the actor once `dueTime` has passed. The wait is a task's sleep (cancelled by
    /// disposal), so a timed action needs no thread and the task inherits the task-local values of the task
    /// that schedules it.
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        if dueTime.isNever { return Disposables.create() }
        let cancel = SingleAssignmentDisposable()
        // Sendable: the task is the only user of the state and the action until it hands them to the actor.
        let work = UncheckedSendable((state, action))
        let delay = dueTime.nanoseconds
        let task = Task { [self] in
            try? await Task.sleep(nanoseconds: delay)
            if Task.isCancelled || cancel.isDisposed { return }
            cancel.setDisposable(schedule(work.value.0, action: work.value.1))
        }
        return Disposables.create(cancel, Disposables.create { task.cancel() })
    }
}

extension RxTimeInterval {
    /// The interval in nanoseconds, from zero (for a negative interval) to `UInt64.max`.
    var nanoseconds: UInt64 {
        func scaled(_ value: Int, _ factor: Int) -> Int {
            let (product, overflow) = value.multipliedReportingOverflow(by: factor)
            return overflow ? (value < 0 ? 0 : Int.max) : product
        }
        let value: Int
        switch self {
        case .seconds(let seconds): value = scaled(seconds, 1_000_000_000)
        case .milliseconds(let milliseconds): value = scaled(milliseconds, 1_000_000)
        case .microseconds(let microseconds): value = scaled(microseconds, 1_000)
        case .nanoseconds(let nanoseconds): value = nanoseconds
        default: return UInt64.max
        }
        return UInt64(max(value, 0))
    }
}

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
/// run as blocks on the main queue, in order with `MainScheduler`'s. Timed actions wait on a global queue,
/// then queue on the actor.
// Sendable: the actor and the hop are Sendable; the scheduler has no other state.
public final class ActorScheduler: SchedulerType, @unchecked Sendable {
    /// The actor the actions run on.
    public let actor: any Actor
    private let hop: ActorHop
    private let timers = DispatchQueueConfiguration(
        queue: DispatchQueue.global(), leeway: DispatchTimeInterval.nanoseconds(0))

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
        let cancel = SingleAssignmentDisposable()
        hop.enqueue {
            if cancel.isDisposed { return }
            cancel.setDisposable(action(state))
        }
        return cancel
    }

    /// Queues `action` on the actor once `dueTime` has passed.
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        timers.scheduleRelative(state, dueTime: dueTime) { [self] state in schedule(state, action: action) }
    }
}

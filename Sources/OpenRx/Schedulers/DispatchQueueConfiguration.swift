// OpenRx — reactive programming for Swift. MIT licence.

import Dispatch
import Foundation

/// Scheduling on a dispatch queue, shared by the serial, concurrent and main-queue schedulers.
@usableFromInline
struct DispatchQueueConfiguration: @unchecked Sendable {
    // Sendable: a dispatch queue and an interval, both immutable.
    @usableFromInline let queue: DispatchQueue
    let leeway: DispatchTimeInterval

    /// Runs `action` on the queue, unless the returned disposable was disposed first.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        #if Inspector
            let action = Inspection.carryingContext(action)
        #endif
        let cancel = SingleAssignmentDisposable()
        let work = UncheckedSendable((state, action))
        queue.async {
            if cancel.isDisposed { return }
            cancel.setDisposable(work.value.1(work.value.0))
        }
        return cancel
    }

    /// Runs `action` on the queue after `dueTime`. `.never` makes no timer (the action never runs); a huge
    /// or negative interval is saturated by `DispatchTime`'s arithmetic, so nothing traps.
    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        if dueTime.isNever { return Disposables.create() }
        #if Inspector
            let action = Inspection.carryingContext(action)
        #endif
        let cancel = SingleAssignmentDisposable()
        let work = UncheckedSendable((state, action))
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + dueTime, leeway: leeway.notNegative)
        // A resumed source lives until it is cancelled: cancel it once it has fired (which also releases
        // this handler and what it captured).
        let source = UncheckedSendable(timer)
        timer.setEventHandler {
            source.value.cancel()
            if cancel.isDisposed { return }
            cancel.setDisposable(work.value.1(work.value.0))
        }
        timer.resume()
        return Disposables.create {
            timer.cancel()
            cancel.dispose()
        }
    }

    /// Runs `action` on the queue every `period`, first after `startAfter`.
    ///
    /// A periodic action never runs concurrently with itself, even on a concurrent queue: a dispatch
    /// source delivers its events serially. A `.never` start makes no timer; a negative period (which
    /// dispatch traps on) counts as zero, and a `.never` period fires once.
    func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        if startAfter.isNever { return Disposables.create() }
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + startAfter, repeating: period.notNegative, leeway: leeway.notNegative)
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

/// The state of a periodic timer; only the timer's event handler touches it, one event at a time.
///
/// A dispatch source never runs its handler twice at once, but on a concurrent queue two ticks may run on
/// two threads, and ThreadSanitizer, which takes only a serial *queue* as ordering handlers, reports the
/// second tick's access to the first one's writes (found with an app running `interval` on a
/// `ConcurrentDispatchQueueScheduler` under `--sanitize=thread`). Each step therefore ends with a release
/// store that the next step's acquiring exchange reads: the order the source already guarantees, stated
/// in atomics that the sanitizer sees, at one uncontended atomic pair per tick.
private final class PeriodicState<State> {
    private var state: State
    private let action: (State) -> State
    private let stepping = AtomicInt.make()

    init(state: State, action: @escaping (State) -> State) {
        self.state = state
        self.action = action
    }

    func step() {
        _ = stepping.atomicFetchOr(1)
        state = action(state)
        stepping.atomicStore(0)
    }
}

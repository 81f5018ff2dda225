// OpenRx — reactive programming for Swift. MIT licence.

extension ImmediateSchedulerType {
    /// Schedules `action` to run with `state`; the action calls `recurse` to schedule itself again.
    ///
    /// On `CurrentThreadScheduler` each recursion is queued, not nested, so the stack stays flat.
    ///
    ///     scheduler.scheduleRecursive(0) { count, recurse in
    ///         print(count)
    ///         if count < 3 { recurse(count + 1) }
    ///     }
    ///
    /// - Returns: a disposable that cancels every pending step.
    public func scheduleRecursive<State>(
        _ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
    ) -> Disposable {
        let recursion = RecursiveScheduler<State>(scheduler: self) {
            state, recurse in
            action(state) { next in recurse(next, nil) }
        }
        recursion.schedule(state, after: nil)
        return recursion
    }
}

/// Drives recursive scheduling: each step is scheduled on the scheduler (immediately, or after a
/// delay on a `SchedulerType`), and the pending steps are cancelled together on disposal.
// Sendable: the pending steps are guarded by the lock; dispose and action calls happen after unlocking.
final class RecursiveScheduler<State>: Disposable, @unchecked Sendable {
    typealias Recurse = (State, RxTimeInterval?) -> Void

    private struct Pending {
        var steps: [UInt64: Disposable] = [:]
        var finishedEarly: Set<UInt64> = []
        var nextStep: UInt64 = 0
        var isDisposed = false
    }

    private let scheduler: ImmediateSchedulerType
    /// The same scheduler when it can also schedule after a delay.
    private let timedScheduler: SchedulerType?
    private let action: (State, Recurse) -> Void
    private let pending = LockedState.make(Pending())

    init(scheduler: ImmediateSchedulerType, action: @escaping (State, Recurse) -> Void) {
        self.scheduler = scheduler
        self.timedScheduler = scheduler as? SchedulerType
        self.action = action
    }

    /// Schedules one step with `state`, after `delay` when it is given.
    func schedule(_ state: State, after delay: RxTimeInterval?) {
        let step: UInt64? = pending.withLock { pending in
            if pending.isDisposed { return nil }
            defer { pending.nextStep += 1 }
            return pending.nextStep
        }
        guard let step else { return }
        // The scheduled work keeps the recursion alive, so a caller may discard the disposable and the
        // steps still run (as in RxSwift). No lasting cycle: a step leaves `steps` when it runs, and
        // `dispose()` empties it.
        let work: (State) -> Disposable = { state in
            self.run(step: step, state: state)
            return Disposables.create()
        }
        let cancel: Disposable
        if let delay, let timed = timedScheduler {
            cancel = timed.scheduleRelative(state, dueTime: delay, action: work)
        } else {
            cancel = scheduler.schedule(state, action: work)
        }
        let disposeNow: Bool = pending.withLock { pending in
            if pending.finishedEarly.remove(step) != nil { return false }
            if pending.isDisposed { return true }
            pending.steps[step] = cancel
            return false
        }
        if disposeNow { cancel.dispose() }
    }

    private func run(step: UInt64, state: State) {
        let shouldRun: Bool = pending.withLock { pending in
            if pending.steps.removeValue(forKey: step) == nil {
                pending.finishedEarly.insert(step)
            }
            return !pending.isDisposed
        }
        guard shouldRun else { return }
        action(state) { next, delay in self.schedule(next, after: delay) }
    }

    /// Whether `dispose()` was called.
    var isDisposed: Bool { pending.withLock { $0.isDisposed } }

    func dispose() {
        let steps: [Disposable] = pending.withLock { pending in
            if pending.isDisposed { return [] }
            pending.isDisposed = true
            defer { pending.steps = [:]; pending.finishedEarly = [] }
            return Array(pending.steps.values)
        }
        for step in steps { step.dispose() }
    }
}

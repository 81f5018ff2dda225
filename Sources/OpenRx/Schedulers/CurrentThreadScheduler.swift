// OpenRx — reactive programming for Swift. MIT licence.

import COpenRxAtomics

/// Runs work on the current thread: at once when nothing else is being scheduled on this thread,
/// otherwise after the work in progress (a trampoline), so recursion does not grow the stack.
///
/// `Producer.subscribe` runs through this trampoline, which is why sequences that schedule
/// recursively while they are being subscribed (such as `Observable.of` on this scheduler) emit in
/// order without nesting. `just`, `empty`, `error` and `never` do not: RxSwift's override `subscribe`.
///
///     _ = CurrentThreadScheduler.instance.schedule(()) { _ in
///         _ = CurrentThreadScheduler.instance.schedule(()) { _ in print("second") ; return Disposables.create() }
///         print("first")
///         return Disposables.create()
///     }
// Sendable: the scheduler has no stored state; its queue is thread-local.
public class CurrentThreadScheduler: ImmediateSchedulerType, @unchecked Sendable {
    /// The shared instance.
    public static let instance = CurrentThreadScheduler()

    // The calling thread's trampoline state, a C thread-local (see COpenRxAtomics.h): not running, running
    // with nothing queued, or running with a queue in `queueSlot`. Only the last touches the pthread key.
    private static var notRunning: Int32 { 0 }
    private static var runningWithoutQueue: Int32 { 1 }
    private static var runningWithQueue: Int32 { 2 }
    private static let queueSlot = ThreadLocalReference<TrampolineQueue>()

    private init() {}

    /// Whether work scheduled now would run at once (no trampoline is running on this thread).
    public static var isScheduleRequired: Bool {
        openrx_trampoline_is_running() == notRunning
    }

    /// Schedules `action`: runs it at once and then the work it queued, or queues it behind the work in
    /// progress on this thread.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if CurrentThreadScheduler.isScheduleRequired {
            return CurrentThreadScheduler.trampoline { action(state) }
        }
        #if Inspector
            let action = Inspection.carryingContext(action)
        #endif
        let item = TrampolineItem { action(state) }
        let queue: TrampolineQueue
        if openrx_trampoline_is_running() == CurrentThreadScheduler.runningWithQueue,
            let existing = CurrentThreadScheduler.queueSlot.value
        {
            queue = existing
        } else {
            queue = TrampolineQueue()
            CurrentThreadScheduler.queueSlot.set(queue)
            openrx_trampoline_set_running(CurrentThreadScheduler.runningWithQueue)
        }
        queue.items.enqueue(item)
        return item
    }

    /// Runs `body` now, inside a trampoline if none is running on this thread: what subscribing to a
    /// producer does around its `run`.
    @usableFromInline
    static func runAsSubscription(_ body: () -> Void) {
        if isScheduleRequired { trampoline(body) } else { body() }
    }

    /// Runs `body` as the trampoline's first item, then drains the work queued meanwhile.
    @usableFromInline
    static func trampoline<Result>(_ body: () -> Result) -> Result {
        openrx_trampoline_set_running(runningWithoutQueue)
        defer {
            if openrx_trampoline_is_running() == runningWithQueue { queueSlot.set(nil) }
            openrx_trampoline_set_running(notRunning)
        }
        let result = body()
        if openrx_trampoline_is_running() == runningWithQueue {
            while let queue = queueSlot.value, let item = queue.items.dequeue() {
                item.invoke()
            }
        }
        return result
    }
}

/// The work queued on one thread's trampoline.
private final class TrampolineQueue {
    var items = Queue<TrampolineItem>()
}

/// One queued action; disposing it before it runs cancels it.
private final class TrampolineItem: Disposable {
    private var action: (() -> Disposable)?
    private let result = SingleAssignmentDisposable()
    private let cancelled = AtomicInt.make()

    init(action: @escaping () -> Disposable) {
        self.action = action
    }

    func invoke() {
        guard cancelled.atomicLoad() == 0, let action else { return }
        self.action = nil
        result.setDisposable(action())
    }

    func dispose() {
        cancelled.atomicStore(1)
        result.dispose()
    }
}

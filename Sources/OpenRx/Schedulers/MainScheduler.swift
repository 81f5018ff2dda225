// OpenRx — reactive programming for Swift. MIT licence.

import COpenRxAtomics
import Dispatch
import Foundation

/// Runs work on the main thread, through the main dispatch queue.
///
/// `schedule` runs the action at once when it is called on the main thread with nothing already queued
/// by this scheduler; otherwise it enqueues the action on the main queue.
///
/// On Linux the main queue runs only when the program lets it: a command-line program ends `main`
/// with `dispatchMain()` (never returns) or `RunLoop.main.run()`, or it runs
/// `RunLoop.main.run(until:)` while it waits. XCTest on Linux runs tests on the main thread, and its
/// expectations (`wait(for:timeout:)`) spin the main run loop, which drains the main queue.
// Sendable: the enqueued-work counter is atomic.
public final class MainScheduler: SerialDispatchQueueScheduler, @unchecked Sendable {
    /// How many of its actions wait on the main queue: the superclass's first stored property, as an atomic word.
    private var numberEnqueued: InlineAtomicWord { InlineAtomicWord(self) }

    /// Creates a scheduler for the main queue that counts only the work it enqueued itself: it runs an
    /// action at once on the main thread while none of *its* actions waits on the main queue. Each
    /// `Driver` and `Signal` has its own; elsewhere prefer ``instance``.
    public init() {
        super.init(serialQueue: MainScheduler.mainQueue)
    }

    /// The main queue, read once: on Linux every read of `DispatchQueue.main` allocates a new wrapper
    /// object, and every `Driver` and `Signal` operator makes a main scheduler.
    private static let mainQueue = DispatchQueue.main

    /// The main queue, for the hops onto the main actor (``ActorHop``).
    static var mainQueueForHops: DispatchQueue { mainQueue }

    /// The shared instance.
    public static let instance = MainScheduler()

    /// A scheduler that always enqueues on the main queue, even when called on the main thread.
    public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: DispatchQueue.main)

    /// Stops the program with `errorMessage` if it is not running on the main thread.
    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        ensureRunningOnMainThread(errorMessage: errorMessage)
    }

    /// Stops the program with `errorMessage` if it is not running on the main thread (on Linux, the
    /// thread that started the process) or on the main queue.
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
        precondition(
            isMainThread,
            errorMessage
                ?? "Executing on a background thread. Please use `MainScheduler.instance.schedule` to schedule work on the main thread."
        )
    }

    /// Runs `action` at once on the main thread when nothing is queued, otherwise enqueues it.
    public override func schedule<StateType>(
        _ state: StateType, action: @escaping (StateType) -> Disposable
    )
        -> Disposable
    {
        // The rule of `runAtOnce(counting:_:)`, spelled out: a closure that hands the disposable out through an
        // optional existential cost about 680 instructions per call (`Driver.just`'s `subscribe(on:)`).
        let previous = numberEnqueued.fetchAdd(1)
        if previous == 0 && MainScheduler.isMainThread {
            let disposable = action(state)
            _ = numberEnqueued.fetchAdd(-1)
            return disposable
        }
        #if Inspector
            return enqueue(state, action: Inspection.carryingContext(action))
        #else
            return enqueue(state, action: action)
        #endif
    }

    /// Runs `body(state)` as ``schedule(_:action:)`` runs an action that calls it — at once on the main thread
    /// when none of this scheduler's actions waits, otherwise on the main queue — but makes that action (a
    /// closure, an allocation) only when it queues one: `Binder` applies every element this way.
    @usableFromInline
    package func run<StateType>(_ state: StateType, _ body: @escaping (StateType) -> Void) {
        Self.run(state, counting: numberEnqueued, of: self, body)
    }

    /// Counts an action of this scheduler and runs `body` at once when ``schedule(_:action:)`` would run it at
    /// once — on the main thread, with none of this scheduler's actions waiting — and returns `true`. Otherwise
    /// returns `false` with the action counted as waiting: the caller queues it with
    /// ``enqueueCounted(_:_:)``. So a caller makes what the queued block needs (for
    /// `observe(on:)`, a weak reference to its sink) only when it queues one.
    @usableFromInline
    package func runAtOnce(_ body: () -> Void) -> Bool {
        Self.runAtOnce(counting: numberEnqueued, body)
    }

    /// Queues `body(state)` on the main queue: the action ``runAtOnce(_:)`` counted and did not run.
    @usableFromInline
    package func enqueueCounted<StateType>(_ state: StateType, _ body: @escaping (StateType) -> Void) {
        Self.enqueue(state, counting: numberEnqueued, of: self, body)
    }

    /// Runs `body(state)` as a main scheduler whose count of waiting work is `counter`, a word of `owner`, runs
    /// it in ``run(_:_:)``: at once on the main thread when the count is zero, otherwise on the main queue, in
    /// order. A `Binder` made without a scheduler counts in its own object this way instead of making a
    /// `MainScheduler()` of its own, as RxSwift's does: the same order, one allocation less per binder.
    @usableFromInline
    static func run<StateType>(
        _ state: StateType, counting counter: InlineAtomicWord, of owner: AnyObject,
        _ body: @escaping (StateType) -> Void
    ) {
        if runAtOnce(counting: counter, { body(state) }) { return }
        enqueue(state, counting: counter, of: owner, body)
    }

    /// The main scheduler's rule, for ``run(_:_:)`` and ``runAtOnce(_:)`` (``schedule(_:action:)`` spells it
    /// out): counts the action in `counter` and, on the main thread with nothing counted before it,
    /// runs it at once and uncounts it (`true`); otherwise leaves it counted for the caller to queue (`false`).
    @inline(__always)
    private static func runAtOnce(counting counter: InlineAtomicWord, _ body: () -> Void) -> Bool {
        let previous = counter.fetchAdd(1)
        guard previous == 0 && isMainThread else { return false }
        body()
        _ = counter.fetchAdd(-1)
        return true
    }

    /// Queues `body(state)` on the main queue; the block keeps `owner`, whose word `counter` is, and counts the
    /// work done when it has run. Nothing can cancel it, so there is no disposable to make.
    @inline(never)
    private static func enqueue<StateType>(
        _ state: StateType, counting counter: InlineAtomicWord, of owner: AnyObject,
        _ body: @escaping (StateType) -> Void
    ) {
        #if Inspector
            let action = Inspection.carryingContext { (state: StateType) -> Disposable in
                body(state)
                return Disposables.create()
            }
        #else
            let action = body
        #endif
        // Sendable: the state is handed to the main queue once; the counter is atomic, and the owner keeps its
        // word alive.
        let work = UncheckedSendable((state, action, counter, owner))
        mainQueue.async {
            let (state, action, counter, owner) = work.value
            _ = action(state)
            _ = counter.fetchAdd(-1)
            withExtendedLifetime(owner) {}
        }
    }

    /// Whether the calling code runs on the main thread or on the main queue: what the main actor is.
    ///
    /// Usually the two are one. But on Linux a program that ends `main` with `dispatchMain()` lets the main
    /// thread go, and libdispatch then drains the main queue — `MainScheduler`'s blocks, main-actor jobs —
    /// on a worker thread (tried: `Thread.isMainThread` is false there). So a thread that is not the main
    /// thread also asks the queue it runs on. The main thread is remembered per thread (asking Foundation
    /// costs system calls on Linux, and the main scheduler asks for every event).
    static var isMainThread: Bool {
        switch openrx_thread_kind() {
        case 1: return true
        case 2: return isOnMainQueue
        default:
            let isMain = Thread.isMainThread
            openrx_set_thread_kind(isMain ? 1 : 2)
            return isMain || isOnMainQueue
        }
    }

    /// Whether the calling code runs in a block of the main queue (on whatever thread drains it).
    private static var isOnMainQueue: Bool {
        DispatchQueue.getSpecific(key: mainQueueKey.value) == true
    }

    /// The key the main queue carries, set once.
    private static let mainQueueKey: UncheckedSendable<DispatchSpecificKey<Bool>> = {
        // Sendable: the key is immutable once set; libdispatch synchronizes its use.
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return UncheckedSendable(key)
    }()

    /// Runs `action` on the main queue unless the returned disposable is disposed first. Kept out of
    /// `schedule` so that its fast path touches no type metadata for the pair it sends.
    @inline(never)
    private func enqueue<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let work = UncheckedSendable((state, action))
        configuration.queue.async {
            if !cancel.isDisposed {
                cancel.setDisposable(work.value.1(work.value.0))
            }
            _ = self.numberEnqueued.fetchAdd(-1)
        }
        return cancel
    }
}

/// `scheduler` as the main scheduler, if it is one: its type compared once the existential is opened, where a
/// dynamic cast (`as? MainScheduler`) costs about 260 instructions. Every driver observes on a main scheduler
/// and every binder runs on one.
@inlinable
func asMainScheduler(_ scheduler: ImmediateSchedulerType) -> MainScheduler? {
    openedAsMainScheduler(scheduler)
}

/// ``asMainScheduler(_:)`` with the existential opened: `MainScheduler` is final, so the type is it or not.
@inlinable
func openedAsMainScheduler<Scheduler: ImmediateSchedulerType>(_ scheduler: Scheduler) -> MainScheduler? {
    guard Scheduler.self == MainScheduler.self else { return nil }
    // The value is a `MainScheduler` reference: read as one (a copy, retained).
    return withUnsafePointer(to: scheduler) { UnsafeRawPointer($0).load(as: MainScheduler.self) }
}

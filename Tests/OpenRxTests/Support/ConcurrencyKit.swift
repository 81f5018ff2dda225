// OpenRx — reactive programming for Swift. MIT licence.

import Dispatch
import Foundation
import OpenRx
import XCTest

// The deterministic concurrency kit: tools that force one interleaving of threads at a time, so a test
// asserts an outcome instead of hoping a race happens. Nothing here sleeps: threads meet at gates.

/// A one-shot gate: threads that `wait` block until some thread `open`s it; once open it stays open.
final class Gate: @unchecked Sendable {
    // Sendable: the semaphore is thread-safe; `isOpen` is guarded by the lock.
    private let semaphore = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var isOpen = false

    func open() {
        lock.lock()
        let wasOpen = isOpen
        isOpen = true
        lock.unlock()
        if !wasOpen { semaphore.signal() }
    }

    /// Waits until the gate is open (fails the test after `timeout` seconds, so a bug hangs no run).
    func wait(timeout: Double = 10, file: StaticString = #filePath, line: UInt = #line) {
        if semaphore.wait(timeout: .now() + timeout) == .timedOut {
            XCTFail("a gate stayed closed", file: file, line: line)
            return
        }
        semaphore.signal()  // let every later waiter through
    }
}

/// Runs `body` on a new thread and waits until it returns.
func runOnAnotherThread(_ body: @escaping @Sendable () -> Void) {
    startOnAnotherThread(body).wait()
}

/// Starts `body` on a new thread and returns a gate that opens when it has returned. The body (and what
/// it captured) is released before the gate opens, so the resource counter sees it gone.
@discardableResult
func startOnAnotherThread(_ body: @escaping @Sendable () -> Void) -> Gate {
    final class BodyHolder: @unchecked Sendable {
        // Sendable: only the thread started here touches `body`.
        var body: (@Sendable () -> Void)?
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
    let done = Gate()
    let holder = BodyHolder(body)
    Thread {
        holder.body?()
        holder.body = nil
        done.open()
    }.start()
    return done
}

extension XCTestCase {
    /// Runs `body`, then waits until every task that `body` started with `Task { … }` has ended, and returns
    /// `body`'s result.
    ///
    /// The tasks of OpenRx's async bridges (`Single.create { try await … }`, an `Observable.create` with an
    /// async body, `asyncSequence.asObservable()`) hold the subscription's observer, or what their closure
    /// captured, until they end, which can be after the test received the outcome they sent: the resource
    /// counter may still see the sinks. A
    /// task started with `Task { … }` inherits the task-local values of the task that starts it, and the
    /// Swift runtime releases them when the task ends, after the task's closure and what that captured.
    /// So a ``ReleaseSignal`` bound while `body` runs is released, by the last of `body` and those tasks,
    /// once none of them holds anything any more. `Task.detached` inherits no task-local value: it is not
    /// waited for (capture a ``ReleaseSignal`` in its closure instead).
    /// It runs on the caller's isolation, so a main-actor test's body may touch main-actor state.
    func waitingForStartedTasks<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> Result {
        let ended = expectation(description: "the tasks started by the body ended")
        let result = try await ReleaseSignal.$current.withValue(ReleaseSignal(ended)) {
            try await body()
        }
        await fulfillment(of: [ended], timeout: 10)
        return result
    }
}

/// An object that fulfills an expectation when it is released: bound as a task-local value (see
/// `waitingForStartedTasks`) or captured by a closure, it tells the test that whoever held it let go.
final class ReleaseSignal: Sendable {
    /// The signal `waitingForStartedTasks` binds.
    @TaskLocal static var current: ReleaseSignal?
    private let released: Unchecked<XCTestExpectation>

    init(_ released: XCTestExpectation) {
        self.released = Unchecked(released)
    }

    deinit {
        released.value.fulfill()
    }
}

/// An observer that checks the Rx grammar of what it receives and records it: it fails the test on a
/// call that overlaps another (concurrent or re-entrant), on any event after a stop event, and on a
/// second stop event. `onEvent` runs inside the call (to re-enter the pipeline, or to hold a thread).
final class GrammarObserver<Element>: ObserverType, @unchecked Sendable {
    // Sendable: every field is guarded by the lock.
    private let lock = NSLock()
    private var isInside = false
    private var isStopped = false
    private var recorded: [Event<Element>] = []
    private let file: StaticString
    private let line: UInt
    var onEvent: ((Event<Element>) -> Void)?

    init(file: StaticString = #filePath, line: UInt = #line, onEvent: ((Event<Element>) -> Void)? = nil) {
        self.file = file
        self.line = line
        self.onEvent = onEvent
    }

    func on(_ event: Event<Element>) {
        lock.lock()
        if isInside { XCTFail("overlapping calls: \(event)", file: file, line: line) }
        if isStopped { XCTFail("an event after the stop event: \(event)", file: file, line: line) }
        isInside = true
        isStopped = isStopped || event.isStopEvent
        recorded.append(event)
        let handler = onEvent
        lock.unlock()
        handler?(event)
        lock.lock()
        isInside = false
        lock.unlock()
    }

    /// What was received, in order.
    var events: [Event<Element>] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    /// The elements received.
    var elements: [Element] {
        events.compactMap { if case .next(let value) = $0 { return value } else { return nil } }
    }

    /// Whether a stop event was received.
    var isTerminated: Bool {
        lock.lock()
        defer { lock.unlock() }
        return isStopped
    }
}

/// Counts calls from any thread; `onDisposed` handlers count with it to prove they run exactly once.
final class CallCounter: @unchecked Sendable {
    // Sendable: the count is guarded by the lock.
    private let lock = NSLock()
    private var count = 0

    func increment() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}

/// A scheduler for interleaving tests: it never runs work by itself. Each `schedule`/`scheduleRelative`
/// call is recorded; the test runs the work with `runNext()`/`runAll()`, on another thread, and waits
/// for it. With `runsBeforeReturning`, each call runs its action on another thread to the end *before*
/// `scheduleRelative` returns — the timer fires before the caller could store its disposable, the
/// interleaving that breaks operators storing timers outside their locked state.
final class ManualThreadScheduler: SchedulerType, @unchecked Sendable {
    // Sendable: `pending`, `clock` and `runsBeforeReturning` are guarded by the lock.
    private final class Work: @unchecked Sendable {
        // Sendable: `run` is called once, by the thread the test chose; `isCancelled` is only touched
        // under the scheduler's lock.
        let run: () -> Disposable
        let dueTime: Double
        var isCancelled = false
        init(dueTime: Double, run: @escaping () -> Disposable) {
            self.dueTime = dueTime
            self.run = run
        }
    }

    private let lock = NSLock()
    private var pending: [Work] = []
    private var clock: Double = 0
    private var runsBeforeReturningFlag = false

    /// Whether each scheduling call runs its action on another thread before returning.
    var runsBeforeReturning: Bool {
        get { locked { runsBeforeReturningFlag } }
        set { locked { runsBeforeReturningFlag = newValue } }
    }

    var now: RxTime { locked { Date(timeIntervalSince1970: clock) } }

    /// How many scheduled actions wait to run (cancelled ones excluded).
    var pendingCount: Int { locked { pending.filter { !$0.isCancelled }.count } }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        enqueue(dueTime: locked { clock }) { action(state) }
    }

    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let seconds: Double
        switch dueTime {
        case .seconds(let value): seconds = Double(value)
        case .milliseconds(let value): seconds = Double(value) / 1_000
        case .microseconds(let value): seconds = Double(value) / 1_000_000
        case .nanoseconds(let value): seconds = Double(value) / 1_000_000_000
        default: seconds = .infinity
        }
        return enqueue(dueTime: locked { clock } + seconds) { action(state) }
    }

    private func enqueue(dueTime: Double, _ run: @escaping () -> Disposable) -> Disposable {
        let work = Work(dueTime: dueTime, run: run)
        if runsBeforeReturning {
            let unchecked = Unchecked(work)
            runOnAnotherThread { _ = unchecked.value.run() }
            return Disposables.create()
        }
        locked { pending.append(work) }
        return Disposables.create { [self] in locked { work.isCancelled = true } }
    }

    /// Runs the earliest pending action on another thread (advancing the clock to its due time) and
    /// waits for it; returns whether there was one.
    @discardableResult
    func runNext() -> Bool {
        let next: Work? = locked {
            pending.removeAll { $0.isCancelled }
            guard let index = pending.indices.min(by: { pending[$0].dueTime < pending[$1].dueTime }) else {
                return nil
            }
            let work = pending.remove(at: index)
            clock = max(clock, work.dueTime)
            return work
        }
        guard let work = next else { return false }
        let unchecked = Unchecked(work)
        runOnAnotherThread { _ = unchecked.value.run() }
        return true
    }

    /// Runs pending actions (and those they schedule) until none is left, at most `limit` of them.
    func runAll(limit: Int = 10_000) {
        var count = 0
        while count < limit, runNext() { count += 1 }
    }

    /// Drops every pending action (releases what they captured).
    func reset() {
        locked { pending.removeAll() }
    }

    private func locked<Result>(_ body: () -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}

/// A cold source for interleaving tests. Each subscription sends `events` from another thread *during*
/// its own `subscribe` call (the subscribe returns after they were sent), and counts subscriptions and
/// disposals.
final class OtherThreadSource<Element>: @unchecked Sendable {
    // Sendable: the counters are thread-safe; `events` is immutable.
    let events: [Event<Element>]
    let subscriptions = CallCounter()
    let disposals = CallCounter()

    init(_ events: [Event<Element>]) {
        self.events = events
    }

    func asObservable() -> Observable<Element> {
        Observable.create { [self] observer in
            subscriptions.increment()
            let sending = Unchecked((observer, events))
            runOnAnotherThread {
                for event in sending.value.1 { sending.value.0.on(event) }
            }
            return Disposables.create { [self] in disposals.increment() }
        }
    }
}

/// A one-shot gate for tasks: `wait()` suspends until some thread or task `open`s it; once open it stays
/// open. Nothing blocks a thread, so the tasks of the cooperative pool keep running.
final class AsyncGate: @unchecked Sendable {
    // Sendable: the flag and the waiting continuations are guarded by the lock.
    private let lock = NSLock()
    private var isOpenStorage = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Whether the gate has been opened.
    var isOpen: Bool {
        lock.lock()
        defer { lock.unlock() }
        return isOpenStorage
    }

    func open() {
        lock.lock()
        isOpenStorage = true
        let resumed = waiting
        waiting = []
        lock.unlock()
        for continuation in resumed { continuation.resume() }
    }

    func wait() async {
        await withCheckedContinuation { continuation in
            lock.lock()
            if isOpenStorage {
                lock.unlock()
                continuation.resume()
            } else {
                waiting.append(continuation)
                lock.unlock()
            }
        }
    }
}

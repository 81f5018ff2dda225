// OpenRx — reactive programming for Swift. MIT licence.

import Dispatch
import OpenRx
import OpenRxTest
import XCTest

/// The base of OpenRx's tests: it fails a test that leaves OpenRx resources alive (sinks, disposers,
/// subjects, stateful disposables), read from `Resources.total` before and after the test.
///
/// Keep OpenRx objects in local variables of the test method, not in properties of the test case: XCTest
/// keeps test case instances alive after they run.
class RxTestCase: XCTestCase {
    private var resourcesAtStart: Int32 = 0

    override func setUp() {
        super.setUp()
        resourcesAtStart = Resources.total
    }

    /// At most as many resources as at the start: one more is a leak of this test. One less is an object of an
    /// earlier test released while this one ran (the Swift 6 application tests leave objects that a task or
    /// an actor lets go of a little after the test returned), which this test cannot have caused.
    override func tearDown() {
        XCTAssertLessThanOrEqual(Resources.total, resourcesAtStart, "OpenRx resources leaked by this test")
        super.tearDown()
    }

    /// Waits until the work that dispatch still runs or releases after a subscription ended (an operator
    /// disposing its chain on the queue after it handed the stop event over, a cancelled repeating source
    /// dropping its handler later) has finished, by flushing `queues` until the resource count is back to
    /// where the test started, so that the leak check sees the final count. Nothing sleeps; the queues are
    /// flushed a bounded number of times, and a real leak still fails the check.
    func flushUntilResourcesReturn(_ queues: [DispatchQueue]) {
        for _ in 0..<100_000 where Resources.total > resourcesAtStart {
            for queue in queues { queue.sync(flags: .barrier) {} }
        }
    }
}

/// An error with an identity, for tests.
struct TestError: Error, Equatable, CustomStringConvertible {
    let id: Int

    init(_ id: Int = 0) {
        self.id = id
    }

    var description: String { "TestError(\(id))" }
}

let testError = TestError(1)
let otherError = TestError(2)

/// A thread-safe append-only log, for tests that record from several threads.
final class ConcurrentLog<Value>: @unchecked Sendable {
    // Sendable: every access goes through the NSLock.
    private let lock = NSLock()
    private var storage: [Value] = []

    func append(_ value: Value) {
        lock.lock()
        storage.append(value)
        lock.unlock()
    }

    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

/// Runs `body(index)` on `count` threads that start together, and waits for all of them.
///
/// Each thread releases the body before it reports completion, so whatever the body captured is
/// released when this returns (the resource counter relies on it).
func runConcurrently(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    final class BodyHolder: @unchecked Sendable {
        // Sendable: only the one thread that owns the holder touches `body`.
        var body: (@Sendable (Int) -> Void)?
        init(_ body: @escaping @Sendable (Int) -> Void) { self.body = body }
    }
    let start = DispatchSemaphore(value: 0)
    let group = DispatchGroup()
    for index in 0..<count {
        group.enter()
        let holder = BodyHolder(body)
        Thread {
            start.wait()
            holder.body?(index)
            holder.body = nil
            group.leave()
        }.start()
    }
    for _ in 0..<count { start.signal() }
    group.wait()
}

/// Carries a non-Sendable value into a concurrent test closure whose synchronization the test provides.
struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

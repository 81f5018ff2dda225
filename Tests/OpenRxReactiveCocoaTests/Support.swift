// OpenRx — reactive programming for Swift. MIT licence.

import Foundation
import OpenRx
import XCTest

/// Fails a test that leaves OpenRx resources alive (`Resources.total` before and after).
class LeakCheckedTestCase: XCTestCase {
    private var resourcesAtStart: Int32 = 0

    override func setUp() {
        super.setUp()
        resourcesAtStart = Resources.total
    }

    override func tearDown() {
        // At most as many: one less is an earlier test's object released meanwhile (see `RxTestCase.tearDown()`).
        XCTAssertLessThanOrEqual(Resources.total, resourcesAtStart, "OpenRx resources leaked by this test")
        super.tearDown()
    }
}

struct WorkError: Error, Equatable {}

/// Runs `body(index)` on `count` threads released together, and waits for all of them. Each thread lets go
/// of `body` (and what it captured) before it reports done, so the leak check never sees it.
func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    final class BodyHolder: @unchecked Sendable {
        // Sendable: only the thread that owns the holder touches `body`.
        var body: (@Sendable (Int) -> Void)?
        init(_ body: @escaping @Sendable (Int) -> Void) { self.body = body }
    }
    let group = DispatchGroup()
    let start = DispatchSemaphore(value: 0)
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

/// A counter several threads may bump.
final class Counter: @unchecked Sendable {
    // Sendable: guarded by the lock.
    private let lock = NSLock()
    private var count = 0

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }

    func increment() {
        lock.lock()
        count += 1
        lock.unlock()
    }
}

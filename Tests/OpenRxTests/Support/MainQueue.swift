// OpenRx — reactive programming for Swift. MIT licence.

import Dispatch
import Foundation
import XCTest

extension XCTestCase {
    /// Runs the main run loop (which, on the main thread, also runs the main dispatch queue) until every
    /// block enqueued on the main queue before this call has run. `MainScheduler` sends work there when it
    /// cannot run it at once, as in an app; tests call this instead of waiting for an app's run loop.
    func drainMainQueue(file: StaticString = #filePath, line: UInt = #line) {
        let drained = expectation(description: "the main queue ran the blocks enqueued before this one")
        DispatchQueue.main.async { drained.fulfill() }
        wait(for: [drained], timeout: 10)
    }

    /// Drains the main queue until `condition` holds (work on the main queue may enqueue more work), and
    /// fails if it does not hold after `rounds` drains.
    func drainMainQueue(
        until condition: () -> Bool, rounds: Int = 100, file: StaticString = #filePath, line: UInt = #line
    ) {
        for _ in 0..<rounds where !condition() {
            drainMainQueue(file: file, line: line)
        }
        XCTAssertTrue(condition(), "the condition did not hold after draining the main queue", file: file, line: line)
    }
}

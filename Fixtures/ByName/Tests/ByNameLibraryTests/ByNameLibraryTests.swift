// OpenRx — reactive programming for Swift. MIT licence.

import ByNameLibrary
import RxSwift
import RxTest
import XCTest

final class ByNameLibraryTests: XCTestCase {
    func testRunningTotalOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let numbers = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let results = scheduler.start { runningTotal(of: numbers.asObservable()) }
        XCTAssertEqual(results.events, [.next(210, 1), .next(220, 3), .completed(230)])
    }
}

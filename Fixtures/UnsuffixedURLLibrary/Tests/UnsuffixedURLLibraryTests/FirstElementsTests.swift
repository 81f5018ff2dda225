// OpenRx — reactive programming for Swift. MIT licence.

import RxSwift
import RxTest
import UnsuffixedURLLibrary
import XCTest

/// The library's own tests, through the products its manifest names by name.
final class FirstElementsTests: XCTestCase {
    func testFirstElementsStopsAfterCount() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3, 4).firstElements(2), [1, 2])
    }

    func testFirstElementsOfAShorterSequence() throws {
        XCTAssertEqual(try Observable.of("a").firstElements(3), ["a"])
    }

    func testFirstElementsOfAFailingSequenceThrows() {
        XCTAssertThrowsError(try Observable<Int>.error(RxError.unknown).firstElements(1))
    }

    func testVirtualTimeThroughRxTestNamedByName() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable.of(1, 2).map { $0 + 1 } }
        XCTAssertEqual(result.events, [.next(200, 2), .next(200, 3), .completed(200)])
    }
}

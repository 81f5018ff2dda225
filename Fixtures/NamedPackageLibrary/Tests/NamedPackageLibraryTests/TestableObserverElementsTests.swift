// OpenRx — reactive programming for Swift. MIT licence.

import NamedPackageLibrary
import RxSwift
import RxTest
import XCTest

/// The library's own tests, which, like RxTestExt's, depend on the library alone.
final class TestableObserverElementsTests: XCTestCase {
    func testElementsOfAColdSequenceOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])

        XCTAssertEqual(scheduler.recordElements(of: source.map { $0 * 10 }), [10, 20])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    }

    func testElementsSkipTheStopEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(String.self)
        _ = Observable.of("a", "b").concat(Observable.error(RxError.unknown)).subscribe(observer)
        XCTAssertEqual(observer.elements, ["a", "b"])
    }
}

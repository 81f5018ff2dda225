// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

final class EventTests: RxTestCase {
    func testAccessors() {
        let next = Event.next(1)
        let error = Event<Int>.error(testError)
        let completed = Event<Int>.completed
        XCTAssertEqual(next.element, 1)
        XCTAssertNil(error.element)
        XCTAssertFalse(next.isStopEvent)
        XCTAssertTrue(error.isStopEvent)
        XCTAssertTrue(completed.isStopEvent)
        XCTAssertTrue(completed.isCompleted)
        XCTAssertFalse(error.isCompleted)
        XCTAssertEqual(error.error as? TestError, testError)
        XCTAssertNil(next.error)
    }

    func testMapTransformsAndCatches() {
        XCTAssertEqual(Event.next(2).map { $0 * 10 }, .next(20))
        XCTAssertEqual(Event<Int>.completed.map { $0 * 10 }, .completed)
        XCTAssertEqual(Event.next(2).map { _ -> Int in throw testError }, .error(testError))
    }

    func testDescriptions() {
        XCTAssertEqual(Event.next(1).debugDescription, "next(1)")
        XCTAssertEqual(Event<Int>.completed.debugDescription, "completed")
        XCTAssertEqual(Event<Int>.error(testError).debugDescription, "error(TestError(1))")
        XCTAssertEqual(RxError.timeout.debugDescription, "Sequence timeout.")
        XCTAssertEqual(RxError.argumentOutOfRange.debugDescription, "Argument out of range.")
        XCTAssertTrue(RxError.disposed(object: NSObject()).debugDescription.contains("already disposed"))
    }

    func testAnyObserverAndMapObserver() {
        var events: [Event<Int>] = []
        let observer = AnyObserver<Int> { events.append($0) }
        let strings: AnyObserver<String> = observer.mapObserver { text in
            guard let value = Int(text) else { throw testError }
            return value
        }
        strings.onNext("4")
        strings.onNext("x")
        observer.asObserver().onCompleted()
        XCTAssertEqual(events, [.next(4), .error(testError), .completed])
    }
}

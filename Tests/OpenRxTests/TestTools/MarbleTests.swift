// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

final class MarbleTests: RxTestCase {
    func testParsingFramesValuesStopEventsAndGroups() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler.parseEvents("--a--b--|", values: ["a": 1, "b": 2]),
            [.next(20, 1), .next(50, 2), .completed(80)])
        XCTAssertEqual(
            scheduler.parseEvents("-a-(bc)-#", values: ["a": 1, "b": 2, "c": 3], errors: ["#": testError]),
            [.next(10, 1), .next(30, 2), .next(30, 3), .error(50, testError)])
        XCTAssertEqual(scheduler.parseEvents("a b", values: ["a": 1, "b": 2]), [.next(0, 1), .next(10, 2)])
        XCTAssertEqual(
            scheduler.parseEvents("-x", errors: ["x": otherError]) as [Recorded<Event<Int>>], [.error(10, otherError)])
        let unknown: [Recorded<Event<Int>>] = scheduler.parseEvents("--#")
        XCTAssertEqual(unknown.count, 1)
        guard case .error(RxError.unknown) = unknown[0].value else { return XCTFail("\(unknown)") }
    }

    func testHotDiagramWithSubscriptionPoint() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler.parseEvents("a-^-b-|", values: ["a": 1, "b": 2]),
            [.next(180, 1), .next(220, 2), .completed(240)])
    }

    func testSubscriptionDiagrams() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.parseSubscriptions("--^---!"), [Subscription(20, 60)])
        XCTAssertEqual(scheduler.parseSubscriptions("^-!-^"), [Subscription(0, 20), Subscription(40)])
    }

    func testOperatorWithMarbles() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("^-a-b-c-|", values: ["a": 1, "b": 2, "c": 3])
        let result = scheduler.start { xs.map { $0 * 10 }.filter { $0 != 20 } }
        XCTAssertEqual(result.events.marbles(from: 200), "--(10)---(30)-|")
        XCTAssertEqual(result.events, [.next(220, 10), .next(260, 30), .completed(280)])
        let cold = scheduler.createColdObservable("-a|", values: ["a": "x"])
        XCTAssertEqual(cold.recordedEvents, [.next(10, "x"), .completed(20)])
    }

    func testRenderingEvents() {
        let events: [Recorded<Event<Int>>] = [.next(20, 1), .next(50, 2), .next(50, 3), .completed(80)]
        XCTAssertEqual(events.marbles(), "--1--(23)--|")
        let failed: [Recorded<Event<String>>] = [.next(0, "ab"), .error(10, testError)]
        XCTAssertEqual(failed.marbles(), "(ab)#")
        XCTAssertEqual(([] as [Recorded<Event<Int>>]).marbles(), "")
    }

    func testRoundTrip() {
        let scheduler = TestScheduler(initialClock: 0)
        let diagram = "-1-2--(34)-|"
        let values: [Character: Int] = ["1": 1, "2": 2, "3": 3, "4": 4]
        XCTAssertEqual(scheduler.parseEvents(diagram, values: values).marbles(), diagram)
    }
}

/// The marble example of the article "Testing with virtual time" (OpenRxTest.docc), kept true.
final class ReadmeMarbleExampleTests: RxTestCase {
    func testDebounce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("^-a-b------c--|", values: ["a": 1, "b": 2, "c": 3])
        let result = scheduler.start { xs.debounce(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(result.events.marbles(from: 200), "-------2------(3|)")
    }
}

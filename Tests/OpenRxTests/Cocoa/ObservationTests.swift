// OpenRx — reactive programming for Swift. MIT licence.

import Observation
import OpenRx
import OpenRxCocoa
import OpenRxTest
import XCTest

@Observable
final class ObservedCounter {
    var count = 0
    var label = ""
}

extension ObservedCounter: ReactiveCompatible {}

final class ObservationTests: RxTestCase {
    func testTheCurrentValueThenTheValueAfterEachChange() {
        let scheduler = TestScheduler(initialClock: 0)
        let counter = ObservedCounter()
        var values: [Int] = []
        let subscription = counter.rx.observe(\.count, scheduler: scheduler).subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [0], "the current value at once")
        counter.count = 1
        XCTAssertEqual(values, [0], "the new value is read on the scheduler")
        scheduler.start()
        XCTAssertEqual(values, [0, 1])
        counter.count = 2
        counter.count = 3
        scheduler.start()
        XCTAssertEqual(values, [0, 1, 3], "changes before the read arrive as one value")
        counter.label = "other"
        scheduler.start()
        XCTAssertEqual(values, [0, 1, 3], "another property does not count")
        subscription.dispose()
        counter.count = 4
        scheduler.start()
        XCTAssertEqual(values, [0, 1, 3], "nothing after disposal")
    }

    func testTheSequenceEndsWhenTheObjectIsGone() {
        let scheduler = TestScheduler(initialClock: 0)
        var counter: ObservedCounter? = ObservedCounter()
        var events: [Event<Int>] = []
        let subscription = counter!.rx.observe(\.count, scheduler: scheduler).subscribe { events.append($0) }
        counter?.count = 5
        counter = nil
        scheduler.start()
        XCTAssertEqual(events, [.next(0), .completed])
        subscription.dispose()
    }
}

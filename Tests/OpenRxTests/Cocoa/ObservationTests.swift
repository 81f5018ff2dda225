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

@Observable
final class ObservedPair {
    var first = 0
    var second = 0
    var total: Int { first + second }
}

extension ObservedPair: ReactiveCompatible {}

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

    func testAChangeDuringADeliveryIsReadAfterThatDeliveryNotDuringIt() {
        // The scheduler runs each read on another thread before `schedule` returns. A change made by the
        // observer while it receives the first value used to start a read delivered in the middle of that
        // delivery (and reading the old value); it is now read once the delivery is done.
        let scheduler = ManualThreadScheduler()
        scheduler.runsBeforeReturning = true
        let pair = ObservedPair()
        let observer = GrammarObserver<Int>()
        var changed = false
        observer.onEvent = { event in
            if case .next(0) = event, !changed {
                changed = true
                pair.first = 1
            }
        }
        let subscription = pair.rx.observe(\.total, scheduler: scheduler).subscribe(observer)
        XCTAssertEqual(observer.elements, [0, 1])
        subscription.dispose()
    }

    func testAReadScheduledWhileAnEarlierSchedulingCallRunsIsNotCancelledWhenThatCallReturns() {
        // The read for `first = 1` runs before its scheduling call returns (during the change, so it reads
        // the old total); the observer changes `second` meanwhile, which schedules the next read normally.
        // The earlier call's late result used to replace, and so cancel, that pending read.
        let scheduler = ManualThreadScheduler()
        let pair = ObservedPair()
        let values = ConcurrentLog<Int>()
        let subscription = pair.rx.observe(\.total, scheduler: scheduler).subscribe(onNext: { value in
            values.append(value)
            if values.values.count == 2 {
                scheduler.runsBeforeReturning = false
                pair.second = 10
            }
        })
        scheduler.runsBeforeReturning = true
        pair.first = 1
        XCTAssertEqual(values.values, [0, 0])
        XCTAssertEqual(scheduler.pendingCount, 1, "the read scheduled meanwhile is still pending")
        scheduler.runAll()
        XCTAssertEqual(values.values, [0, 0, 11])
        subscription.dispose()
        pair.first = 2
        XCTAssertEqual(scheduler.pendingCount, 0, "nothing is scheduled after disposal")
    }
}

/// A scheduler that runs the read at once, inside the change notification (which comes before the value is
/// stored), would read the old value: the read then goes to the main queue, after the change. It read the old
/// value, and the last change was never delivered.
final class ObservationImmediateSchedulerTests: RxTestCase {
    func testAnImmediateSchedulerStillDeliversTheValueAfterEachChange() {
        let counter = ObservedCounter()
        var values: [Int] = []
        let subscription = counter.rx.observe(\.count, scheduler: CurrentThreadScheduler.instance)
            .subscribe(onNext: { values.append($0) })
        counter.count = 1
        drainMainQueue()
        counter.count = 2
        drainMainQueue()
        XCTAssertEqual(values, [0, 1, 2])
        subscription.dispose()
    }
}

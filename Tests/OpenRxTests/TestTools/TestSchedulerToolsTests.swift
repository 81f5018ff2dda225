// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

final class TestSchedulerToolsTests: RxTestCase {
    func testHotObservableRecordsEverySubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(110, 1), .next(210, 2), .next(310, 3)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(100) { subscriptions.append(xs.subscribe(first)) }
        scheduler.scheduleAt(200) { subscriptions.append(xs.subscribe(second)) }
        scheduler.scheduleAt(250) { subscriptions[0].dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(110, 1), .next(210, 2)])
        XCTAssertEqual(second.events, [.next(210, 2), .next(310, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 250), Subscription(200)])
        XCTAssertEqual(xs.recordedEvents.count, 3)
        // RxTest's format, which a failed assertion on `subscriptions` prints.
        XCTAssertEqual(Subscription(200).debugDescription, "(200 : Infinity)")
        XCTAssertEqual(Subscription(1, 2).debugDescription, "(1 : 2)")
    }

    /// Times are converted as RxTest converts them: half a tick added, then rounded toward zero. With a negative
    /// clock, a relative due time lands a tick later than the nearest (RxTest's arithmetic: -10 + 5 s is -4),
    /// and a half tick rounds toward zero (-2.5 s is -2). OpenRx rounded to the nearest: -5 and -3.
    func testTimesConvertAsInRxTest() {
        func tickOfFiveSecondsLater(clock: Int, resolution: Double) -> Int? {
            let scheduler = TestScheduler(initialClock: clock, resolution: resolution)
            var ranAt: Int?
            _ = scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in
                ranAt = scheduler.clock
                return Disposables.create()
            }
            scheduler.start()
            return ranAt
        }
        XCTAssertEqual(tickOfFiveSecondsLater(clock: -10, resolution: 1), -4)
        XCTAssertEqual(tickOfFiveSecondsLater(clock: -5, resolution: 2), -2)  // -2.5 ticks
        XCTAssertEqual(tickOfFiveSecondsLater(clock: 0, resolution: 2), 3)  // 2.5 ticks
        XCTAssertEqual(tickOfFiveSecondsLater(clock: 10, resolution: 1), 15)
    }

    func testColdObservableIsRelativeToEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .completed(20)])
        let first = scheduler.createObserver(String.self)
        let second = scheduler.createObserver(String.self)
        scheduler.scheduleAt(100) { _ = xs.subscribe(first) }
        scheduler.scheduleAt(150) { _ = xs.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(110, "a"), .completed(120)])
        XCTAssertEqual(second.events, [.next(160, "a"), .completed(170)])
    }

    func testRecordedHelpersAndAssertions() {
        let events = Recorded.events(.next(1, 10), .completed(2))
        XCTAssertEqual(events, [Recorded(time: 1, value: .next(10)), Recorded(time: 2, value: .completed)])
        XCTAssertNotEqual(Recorded.next(1, 10), Recorded.next(2, 10))
        XCTAssertEqual(
            Recorded<Event<Int>>.events([.error(3, testError)]).first?.debugDescription, "error(TestError(1)) @ 3")
        XCTAssertRecordedElements(Recorded.events(.next(1, 10), .next(3, 11)), [10, 11])
        XCTAssertEqual([Event.next(1), .completed], [Event.next(1), .completed])
        XCTAssertNotEqual(Event<Int>.error(testError), .error(otherError))
        XCTAssertNotEqual(Event<Int>.error(testError), .completed)
        let optional: [Recorded<Event<Int?>>] = [.next(5, nil), .next(6, 1)]
        XCTAssertEqual(optional, [.next(5, nil), .next(6, 1)])
        XCTAssertEqual([SingleEvent<Int>.success(1)], [.success(1)])
    }

    /// As RxTest's: the events of a cold observable stay scheduled after its subscription is disposed, and
    /// running them, with nothing sent, still moves the clock to their times.
    func testAColdObservablesDisposedEventsStillMoveTheClock() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(1500, 2)])
        let result = scheduler.start { xs.take(1) }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(scheduler.clock, 1700)
    }

    /// Disposing a subscription to a cold observable that is no longer held still stops its events.
    func testDisposingASubscriptionToAColdObservableNobodyHoldsStopsItsEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        let subscription = scheduler.createColdObservable([.next(10, 1), .next(20, 2)]).subscribe(observer)
        scheduler.scheduleAt(15) { subscription.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(10, 1)])
    }

    /// As RxTest's: `advanceTo` an earlier time runs nothing and sets the clock back.
    func testAdvancingToAnEarlierTimeSetsTheClockBack() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.advanceTo(1000)
        var ran: [Int] = []
        scheduler.scheduleAt(1200) { ran.append(scheduler.clock) }
        scheduler.advanceTo(500)
        XCTAssertEqual(scheduler.clock, 500)
        XCTAssertEqual(ran, [])
        scheduler.start()
        XCTAssertEqual(ran, [1200])
    }

    /// Errors in recorded events are equal as RxTest decides: on Linux, when their descriptions are equal (two
    /// types that describe themselves alike are equal, and cases of one type that describe themselves apart are
    /// not).
    func testErrorsAreEqualAsRxTestComparesThem() {
        struct Described: Error, CustomStringConvertible {
            let description: String
        }
        enum Coded: Error, CustomStringConvertible {
            case first, second
            var description: String { "coded" }
        }
        XCTAssertEqual(Event<Int>.error(Described(description: "x")), .error(Described(description: "x")))
        XCTAssertNotEqual(Event<Int>.error(Described(description: "x")), .error(Described(description: "y")))
        #if os(Linux)
            XCTAssertEqual(Event<Int>.error(Coded.first), .error(Coded.second))
            XCTAssertEqual(Event<Int>.error(Coded.first), .error(Described(description: "coded")))
        #else
            XCTAssertNotEqual(Event<Int>.error(Coded.first), .error(Coded.second))
        #endif
    }

    func testStartDefaults() {
        XCTAssertEqual(TestScheduler.Defaults.created, 100)
        XCTAssertEqual(TestScheduler.Defaults.subscribed, 200)
        XCTAssertEqual(TestScheduler.Defaults.disposed, 1000)
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        XCTAssertEqual(scheduler.start(disposed: 250) { xs.asObservable() }.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAHotObservableThatIsNotStoredStillSendsItsEvents() {
        // How test helpers in the RxSwift ecosystem are written: the hot observable lives only as long as
        // the events it scheduled, as in RxTest.
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        _ = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)]).subscribe(observer)
        let subject = PublishSubject<Int>()
        let bound = scheduler.createObserver(Int.self)
        _ = subject.subscribe(bound)
        let binding = scheduler.createHotObservable([.next(215, 7)]).bind(to: subject)
        scheduler.start()
        binding.dispose()  // the hot observable never ends
        XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(bound.events, [.next(215, 7)])
    }

    func testAHotObservableWithEventsLeftDoesNotOutliveItsScheduler() {
        weak var weakObservable: TestableObservable<Int>?
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let hot = scheduler.createHotObservable([.next(210, 1), .next(2_000, 2)])
            weakObservable = hot
            let result = scheduler.start { hot.asObservable() }
            XCTAssertEqual(result.events, [.next(210, 1)])
        }
        XCTAssertNil(weakObservable, "the event left at 2000 does not keep the observable and scheduler alive")
    }
}

/// A hot observable calls its observers in the order of RxSwift's `Bag`, as RxTest's does (issue 27).
final class HotObservableObserverOrderTests: RxTestCase {
    func testTheFirstSlotIsTakenAgainByTheNextSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let hot = scheduler.createHotObservable([.next(300, 1)])
        var calls: [String] = []
        var a: Disposable?
        var b: Disposable?
        var c: Disposable?
        scheduler.scheduleAt(200) {
            a = hot.subscribe(onNext: { _ in calls.append("A") })
            b = hot.subscribe(onNext: { _ in calls.append("B") })
        }
        scheduler.scheduleAt(250) {
            a?.dispose()
            c = hot.subscribe(onNext: { _ in calls.append("C") })
        }
        scheduler.start()
        XCTAssertEqual(calls, ["C", "B"])
        b?.dispose()
        c?.dispose()
        XCTAssertEqual(hot.subscriptions, [Subscription(200, 250), Subscription(200, 300), Subscription(250, 300)])
    }

    func testAnObserverThatSubscribesDuringAnEventWaitsForTheNext() {
        let scheduler = TestScheduler(initialClock: 0)
        let hot = scheduler.createHotObservable([.next(300, 1), .next(400, 2)])
        var calls: [String] = []
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            hot.take(1).subscribe(onNext: { value in
                calls.append("A\(value)")
                hot.subscribe(onNext: { calls.append("B\($0)") }).disposed(by: bag)
            }).disposed(by: bag)
        }
        scheduler.start()
        XCTAssertEqual(calls, ["A1", "B2"])
    }
}

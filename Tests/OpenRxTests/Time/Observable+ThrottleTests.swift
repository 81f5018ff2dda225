// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

/// `throttle`: an element sent at once because its window passed drops the element held.
final class ThrottleTests: RxTestCase {
    func testThrottleLatestSendingNowClearsTheHeldElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .next(260, 3), .completed(300)])
        let result = scheduler.start { xs.throttle(.seconds(50), latest: true, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(260, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testThrottleNotLatestSendsTheElementThatEndsTheWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .next(260, 3), .completed(300)])
        let result = scheduler.start { xs.throttle(.seconds(50), latest: false, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(260, 3), .completed(300)])
    }

    /// After the element sent at once, the next window starts from it: a later element is held again.
    func testThrottleLatestHoldsAgainAfterSendingNow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(250, 2), .next(260, 3), .next(270, 4), .completed(280),
        ])
        let result = scheduler.start { xs.throttle(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(260, 3), .next(310, 4), .completed(310)])
    }

    func testThrottleErrorDropsTheHeldElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, testError)])
        let result = scheduler.start { xs.throttle(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .error(230, testError)])
    }

    /// A window longer than nanoseconds can count (today: an overflow trap on the second element).
    func testThrottleWithAHugeWindowDoesNotTrap() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let result = scheduler.start { xs.throttle(.seconds(10_000_000_000), latest: false, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(230)])

        let other = TestScheduler(initialClock: 0)
        let ys = other.createHotObservable([.next(210, 1), .next(220, 2)])
        XCTAssertEqual(
            other.start { ys.throttle(.seconds(10_000_000_000), scheduler: other) }.events, [.next(210, 1)])
    }

    /// The held element's timer fires on another thread while the source sends: one at a time, no loss.
    func testThrottleTimerOnAnotherThreadKeepsTheGrammar() {
        let manual = ManualThreadScheduler()
        let subject = PublishSubject<Int>()
        let observer = GrammarObserver<Int>()
        let subscription = subject.throttle(.seconds(5), scheduler: manual).subscribe(observer)
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        subject.onCompleted()
        manual.runAll()
        XCTAssertEqual(observer.events, [.next(1), .next(3), .completed])
        subscription.dispose()
    }
}

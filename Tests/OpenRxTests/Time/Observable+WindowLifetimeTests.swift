// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

/// `window(timeSpan:count:scheduler:)`: windows terminate, and (as in RxSwift) an observed window keeps
/// the source subscribed after the outer subscription ended.
final class WindowLifetimeTests: RxTestCase {
    /// `take(1)` ends the outer subscription at once; the window it took still closes by count.
    func testTakenWindowClosesByCountAfterTheOuterSubscriptionEnded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4)])
        let result = scheduler.start {
            xs.window(timeSpan: .seconds(100), count: 3, scheduler: scheduler).take(1).flatMap { $0.toArray() }
        }
        XCTAssertEqual(result.events, [.next(230, [1, 2, 3]), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    /// ... and by time.
    func testTakenWindowClosesByTimeAfterTheOuterSubscriptionEnded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
        let result = scheduler.start {
            xs.window(timeSpan: .seconds(20), count: 3, scheduler: scheduler).take(1).flatMap { $0.toArray() }
        }
        XCTAssertEqual(result.events, [.next(220, [1]), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    /// The source's end ends an observed window whose outer subscription already ended.
    func testTakenWindowEndsWithTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(215, testError)])
        let result = scheduler.start {
            xs.window(timeSpan: .seconds(100), count: 3, scheduler: scheduler).take(1).flatMap { $0.toArray() }
        }
        XCTAssertEqual(result.events, [.error(215, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    /// A window subscribed after the outer subscription ended while no window was observed: the source was
    /// let go then; disposal is not completion, so the window sends nothing (as RxSwift 6.10.2, issue 19).
    func testWindowSubscribedAfterEverythingWasReleasedGetsNoEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let result = scheduler.start {
            xs.window(timeSpan: .seconds(100), count: 3, scheduler: scheduler).take(1)
                .delay(.seconds(15), scheduler: scheduler).flatMap { $0.toArray() }
        }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    /// Disposing the whole chain releases the source at once, even with a window observed.
    func testDisposingEverythingReleasesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
        let result = scheduler.start(disposed: 230) {
            xs.window(timeSpan: .seconds(100), count: 3, scheduler: scheduler).take(1).flatMap { $0 }
        }
        XCTAssertEqual(result.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    /// A count-triggered window's timer fires before its scheduling call returned and starts the next;
    /// the late disposable must not replace it (today: no more windows).
    func testWindowKeepsOpeningAfterACountTriggeredWindowRacedTheTimer() {
        let manual = ManualThreadScheduler()
        let scheduler = FiresOnceBeforeReturning(manual)
        let subject = PublishSubject<Int>()
        let observer = GrammarObserver<Observable<Int>>()
        let subscription = subject.window(timeSpan: .seconds(5), count: 1, scheduler: scheduler).subscribe(observer)
        scheduler.arm()
        subject.onNext(1)
        XCTAssertEqual(observer.elements.count, 3)
        for _ in 0..<3 { XCTAssertTrue(manual.runNext(), "a timer must stay scheduled") }
        XCTAssertEqual(observer.elements.count, 6)
        subscription.dispose()
        XCTAssertEqual(manual.pendingCount, 0)
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

final class SwitchTests: RxTestCase {
    func testFlatMapLatestDropsThePreviousInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let inner = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .next(40, "c"), .completed(50)])
        let result = scheduler.start { xs.flatMapLatest { value in inner.map { "\($0)\(value)" } } }
        XCTAssertEqual(
            result.events,
            [
                .next(220, "a1"), .next(230, "b1"), .next(250, "a2"), .next(260, "b2"), .next(280, "c2"),
                .completed(300),
            ])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 240), Subscription(240, 290)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testCompletionWaitsForTheLatestInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let inner = scheduler.createColdObservable([.next(30, 5), .completed(40)])
        let result = scheduler.start { xs.flatMapLatest { _ in inner } }
        XCTAssertEqual(result.events, [.next(240, 5), .completed(250)])
    }

    func testErrorsFromSourceInnerAndSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let failing = scheduler.createColdObservable([Recorded<Event<Int>>.error(5, testError)])
        XCTAssertEqual(scheduler.start { xs.flatMapLatest { _ in failing } }.events, [.error(215, testError)])

        var events: [Event<Int>] = []
        _ = Observable.of(1).flatMapLatest { _ -> Observable<Int> in throw otherError }.subscribe { events.append($0) }
        _ = Observable<Int>.error(testError).flatMapLatest { Observable.just($0) }.subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(otherError), .error(testError)])
    }

    func testSwitchLatestAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .next(100, 2)])
        let b = scheduler.createColdObservable([.next(10, 3), .next(100, 4)])
        let outer = scheduler.createHotObservable([
            .next(210, a.asObservable()), .next(230, b.asObservable()),
        ])
        let result = scheduler.start(disposed: 250) { outer.switchLatest() }
        XCTAssertEqual(result.events, [.next(220, 1), .next(240, 3)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(230, 250)])
    }

    func testTheLatestInnerIsReleasedAtItsCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let inner = scheduler.createHotObservable([.next(220, 5), .completed(250)])
        let result = scheduler.start { xs.flatMapLatest { _ in inner } }
        XCTAssertEqual(result.events, [.next(220, 5), .completed(300)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 250)])
    }

    func testInnersStillSubscribeAfterAnInnerFailsDuringSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let t = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let values = Observable<Int>.create { observer in
            observer.onNext(0)
            observer.onNext(1)
            return Disposables.create()
        }
        let mapped = scheduler.start {
            values.flatMapLatest { $0 == 0 ? Observable.error(testError) : t.asObservable() }
        }
        XCTAssertEqual(mapped.events, [.error(200, testError)])
        XCTAssertEqual(t.subscriptions, [Subscription(200, 200)], "subscribed, then disposed at once, as RxSwift")

        let other = TestScheduler(initialClock: 0)
        let u = other.createHotObservable([.next(210, 1), .completed(300)])
        let sources = Observable<Observable<Int>>.create { observer in
            observer.onNext(.error(testError))
            observer.onNext(u.asObservable())
            return Disposables.create()
        }
        let switched = other.start { sources.switchLatest() }
        XCTAssertEqual(switched.events, [.error(200, testError)])
        XCTAssertEqual(u.subscriptions, [Subscription(200, 200)])
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

/// Time-based operators on virtual time (one tick is one second).
final class TimeOperatorTests: RxTestCase {
    func testTimerAndInterval() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler.start { Observable<Int>.timer(.seconds(10), scheduler: scheduler) }.events,
            [.next(210, 0), .completed(210)])
        let periodic = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            periodic.start(disposed: 232) {
                Observable<Int>.timer(.seconds(10), period: .seconds(5), scheduler: periodic)
            }
            .events,
            [.next(210, 0), .next(215, 1), .next(220, 2), .next(225, 3), .next(230, 4)])
        let interval = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            interval.start(disposed: 245) { Observable<Int>.interval(.seconds(10), scheduler: interval) }.events,
            [.next(210, 0), .next(220, 1), .next(230, 2), .next(240, 3)])
    }

    func testDelaySubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let result = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(240, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 250)])
    }

    func testDelaySubscriptionForwardsAnErrorAndNothingAfterIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError), .next(30, 2)])
        let result = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(240, 1), .error(250, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 250)])
    }

    func testDelayShiftsElementsAndCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let result = scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(220, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDelayDoesNotDelayErrorsAndDisposalCancels() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(215, testError)])
        XCTAssertEqual(
            scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }.events, [.error(215, testError)])
        let other = TestScheduler(initialClock: 0)
        let ys = other.createHotObservable([.next(210, 1), .next(220, 2)])
        XCTAssertEqual(other.start(disposed: 225) { ys.delay(.seconds(10), scheduler: other) }.events, [.next(220, 1)])
    }

    func testDebounce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(250, 3), .completed(300)])
        let result = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(240, 2), .next(270, 3), .completed(300)])
        let other = TestScheduler(initialClock: 0)
        let ys = other.createHotObservable([.next(210, 1), .completed(215)])
        XCTAssertEqual(
            other.start { ys.debounce(.seconds(20), scheduler: other) }.events, [.next(215, 1), .completed(215)],
            "completion sends the element still waiting")
        let failing = TestScheduler(initialClock: 0)
        let zs = failing.createHotObservable([.next(210, 1), .error(215, testError)])
        XCTAssertEqual(failing.start { zs.debounce(.seconds(20), scheduler: failing) }.events, [.error(215, testError)])
    }

    func testThrottleLatestAndNotLatest() {
        let events: [Recorded<Event<Int>>] = [
            .next(210, 1), .next(215, 2), .next(220, 3), .next(240, 4), .completed(300),
        ]
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(events)
        XCTAssertEqual(
            scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }.events,
            [.next(210, 1), .next(230, 3), .next(250, 4), .completed(300)])
        let other = TestScheduler(initialClock: 0)
        let ys = other.createHotObservable(events)
        XCTAssertEqual(
            other.start { ys.throttle(.seconds(20), latest: false, scheduler: other) }.events,
            [.next(210, 1), .next(240, 4), .completed(300)])
    }

    func testThrottleCompletionWaitsForTheLatestElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])
        XCTAssertEqual(
            scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }.events,
            [.next(210, 1), .next(230, 2), .completed(230)])
    }

    func testTimeoutErrorAndFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(225, 2), .next(260, 3)])
        let result = scheduler.start { xs.timeout(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(225, 2), .error(245, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 245)])

        let other = TestScheduler(initialClock: 0)
        let ys = other.createHotObservable([.next(210, 1), .next(260, 3)])
        let fallback = other.createColdObservable([.next(5, 100), .completed(10)])
        let switched = other.start { ys.timeout(.seconds(20), other: fallback, scheduler: other) }
        XCTAssertEqual(switched.events, [.next(210, 1), .next(235, 100), .completed(240)])
        XCTAssertEqual(fallback.subscriptions, [Subscription(230, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testTimeoutDoesNotFireAfterCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(215)])
        XCTAssertEqual(
            scheduler.start { xs.timeout(.seconds(20), scheduler: scheduler) }.events, [.next(210, 1), .completed(215)])
    }

    func testTakeForAndSkipForDuration() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        XCTAssertEqual(
            scheduler.start { xs.take(for: .seconds(25), scheduler: scheduler) }.events,
            [.next(210, 1), .next(220, 2), .completed(225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        let other = TestScheduler(initialClock: 0)
        let ys = other.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        XCTAssertEqual(
            other.start { ys.skip(.seconds(15), scheduler: other) }.events,
            [.next(220, 2), .next(230, 3), .completed(240)])
        let third = TestScheduler(initialClock: 0)
        let zs = third.createHotObservable([.next(210, 1), .next(220, 2)])
        XCTAssertEqual(third.start { zs.skip(for: .seconds(15), scheduler: third) }.events, [.next(220, 2)])
    }

    /// Issue 19, at RxSwift 6.10.2's times: the drain ends with the delivery that empties the queue, so an
    /// event arriving one tick after a delivery starts a new drain (delivered a tick later) instead of being
    /// picked up by a drain step scheduled after the delivery.
    func testObserveOnEndsItsDrainWhenTheQueueIsEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(211, 2), .next(213, 3)])
        let result = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertEqual(result.events, [.next(211, 1), .next(212, 2), .next(214, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testObserveOnAndSubscribeOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(
            scheduler.start { xs.observe(on: scheduler) }.events, [.next(211, 1), .next(221, 2), .completed(231)])

        let other = TestScheduler(initialClock: 0)
        let ys = other.createColdObservable([.next(10, 1), .next(200, 2)])
        let result = other.start(disposed: 300) { ys.subscribe(on: other) }
        XCTAssertEqual(result.events, [.next(211, 1)])
        XCTAssertEqual(ys.subscriptions, [Subscription(201, 301)])
    }

    func testSample() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(250, 3), .completed(300)])
        let sampler = scheduler.createHotObservable([
            .next(225, "s"), .next(240, "s"), .next(260, "s"), .next(320, "s"),
        ])
        XCTAssertEqual(scheduler.start { xs.sample(sampler) }.events, [.next(225, 2), .next(260, 3), .completed(320)])

        let other = TestScheduler(initialClock: 0)
        let ys = other.createHotObservable([.next(210, 1)])
        let ticks = other.createHotObservable([.next(215, ()), .next(230, ())])
        XCTAssertEqual(other.start { ys.sample(ticks, defaultValue: 0) }.events, [.next(215, 1), .next(230, 0)])
    }

    func testBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(220, 3), .completed(260)])
        let result = scheduler.start { xs.buffer(timeSpan: .seconds(30), count: 2, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(215, [1, 2]), .next(245, [3]), .next(260, []), .completed(260)])
        // As in RxSwift: a count below 1 is never reached, so arrays go by time only.
        for count in [0, -1] {
            let other = TestScheduler(initialClock: 0)
            let ys = other.createHotObservable([.next(210, 1), .completed(260)])
            let byTime = other.start { ys.buffer(timeSpan: .seconds(30), count: count, scheduler: other) }
            XCTAssertEqual(byTime.events, [.next(230, [1]), .next(260, []), .completed(260)])
        }
    }

    func testHistoricalScheduler() {
        let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 100))
        var fired: [TimeInterval] = []
        let subscription = Observable<Int>.interval(.seconds(10), scheduler: scheduler).take(3)
            .subscribe(onNext: { _ in fired.append(scheduler.now.timeIntervalSince1970) })
        scheduler.start()
        XCTAssertEqual(fired, [110, 120, 130])
        subscription.dispose()
    }
}

final class WindowTests: RxTestCase {
    func testWindowsCloseOnCountOrTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(250, 4), .completed(300),
        ])
        let elements = scheduler.start {
            xs.window(timeSpan: .seconds(30), count: 2, scheduler: scheduler).enumerated()
                .flatMap { index, window in window.map { "\(index):\($0)" } }
        }
        XCTAssertEqual(
            elements.events,
            [.next(210, "0:1"), .next(220, "0:2"), .next(230, "1:3"), .next(250, "1:4"), .completed(300)])

        let other = TestScheduler(initialClock: 0)
        let ys = other.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(250, 4), .completed(300),
        ])
        let openings = other.start { ys.window(timeSpan: .seconds(30), count: 2, scheduler: other).map { _ in 1 } }
        XCTAssertEqual(
            openings.events, [.next(200, 1), .next(220, 1), .next(250, 1), .next(280, 1), .completed(300)])
    }

    func testWindowErrorsAndACountBelowOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let result = scheduler.start {
            xs.window(timeSpan: .seconds(100), count: 10, scheduler: scheduler).flatMap { $0 }
        }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, testError)])
        // As in RxSwift: a count below 1 is never reached, so windows close by time only.
        let other = TestScheduler(initialClock: 0)
        let ys = other.createHotObservable([.next(210, 1), .next(215, 2), .completed(260)])
        let byTime = other.start {
            ys.window(timeSpan: .seconds(30), count: 0, scheduler: other).flatMap { $0.toArray().asObservable() }
        }
        XCTAssertEqual(byTime.events, [.next(230, [1, 2]), .next(260, []), .completed(260)])
    }
}

/// Disposing in the middle of a time window: nothing arrives afterwards, the source is unsubscribed at
/// the disposal time, and (by the leak check) every timer is released.
final class TimeOperatorDisposalTests: RxTestCase {
    private func assertDisposedMidFlight(
        _ makeOperator: @escaping (TestableObservable<Int>, TestScheduler) -> Observable<Int>,
        expected: [Recorded<Event<Int>>], file: StaticString = #filePath, line: UInt = #line
    ) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
        let result = scheduler.start(disposed: 235) { makeOperator(xs, scheduler) }
        XCTAssertEqual(result.events, expected, file: file, line: line)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)], file: file, line: line)
    }

    func testDebounce() {
        assertDisposedMidFlight({ xs, s in xs.debounce(.seconds(20), scheduler: s) }, expected: [])
    }

    func testThrottle() {
        assertDisposedMidFlight(
            { xs, s in xs.throttle(.seconds(20), scheduler: s) }, expected: [.next(210, 1), .next(230, 2)])
    }

    func testTimeout() {
        assertDisposedMidFlight(
            { xs, s in xs.timeout(.seconds(50), scheduler: s) }, expected: [.next(210, 1), .next(220, 2)])
    }

    func testDelay() {
        assertDisposedMidFlight({ xs, s in xs.delay(.seconds(20), scheduler: s) }, expected: [.next(230, 1)])
    }

    func testBuffer() {
        assertDisposedMidFlight(
            { xs, s in xs.buffer(timeSpan: .seconds(100), count: 5, scheduler: s).map { $0.count } }, expected: [])
    }

    func testWindow() {
        assertDisposedMidFlight(
            { xs, s in xs.window(timeSpan: .seconds(100), count: 5, scheduler: s).flatMap { $0 } },
            expected: [.next(210, 1), .next(220, 2)])
    }

    func testSample() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let ticks = scheduler.createHotObservable([.next(230, ()), .next(250, ())])
        let result = scheduler.start(disposed: 240) { xs.sample(ticks) }
        XCTAssertEqual(result.events, [.next(230, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 240)])
    }

    func testObserveOnAndInterval() {
        assertDisposedMidFlight({ xs, s in xs.observe(on: s) }, expected: [.next(211, 1), .next(221, 2)])
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start(disposed: 225) {
            Observable<Int>.interval(.seconds(10), scheduler: scheduler).take(until: Observable<Int>.never())
        }
        XCTAssertEqual(result.events, [.next(210, 0), .next(220, 1)])
    }
}

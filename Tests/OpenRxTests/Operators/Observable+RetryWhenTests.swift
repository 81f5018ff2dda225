// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

final class RetryWhenTests: RxTestCase {
    func testRetriesWithBackoffThenFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let result = scheduler.start {
            xs.retry(when: { (errors: Observable<TestError>) in
                errors.enumerated().flatMap { attempt, error -> Observable<Int> in
                    attempt < 2 ? .timer(.seconds(5), scheduler: scheduler) : .error(error)
                }
            })
        }
        XCTAssertEqual(result.events, [.next(210, 1), .next(235, 1), .next(260, 1), .error(270, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(225, 245), Subscription(250, 270)])
    }

    func testNotifierCompletionCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let result = scheduler.start { xs.retry(when: { (errors: Observable<Swift.Error>) in errors.take(1) }) }
        // As in RxSwift: the first error's trigger resubscribes at once (and is disposed with that attempt),
        // so the handler's completion right after reaches nobody; the second error finds it completed.
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 1), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240)])
    }

    func testErrorsOfAnotherTypeEndTheSequence() {
        var events: [Event<Int>] = []
        _ = Observable<Int>.error(RxError.timeout)
            .retry(when: { (errors: Observable<TestError>) in errors })
            .subscribe { events.append($0) }
        guard events.count == 1, case .error(RxError.timeout) = events[0] else { return XCTFail("\(events)") }
    }

    func testImmediateRetriesUntilSuccess() {
        var attempts = 0
        let flaky = Observable<Int>.deferred {
            attempts += 1
            return attempts < 4 ? .error(testError) : .just(attempts)
        }
        var events: [Event<Int>] = []
        _ = flaky.retry(when: { (errors: Observable<Swift.Error>) in errors }).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(4), .completed])
    }
}

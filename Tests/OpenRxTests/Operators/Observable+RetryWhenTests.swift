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

    /// Issue 19, as RxSwift 6.10.2: a resubscription that a synchronous failure's trigger asks for is made
    /// after the failing subscribe call returns, so the handler's completion (take(2)'s, right after its
    /// second element) wins before a third subscription.
    func testASynchronousFailureResubscribesAfterTheSubscribeCallSoTheHandlersCompletionWins() {
        var subscriptions = 0
        let failing = Observable<Int>.deferred {
            subscriptions += 1
            return .error(testError)
        }
        var events: [Event<Int>] = []
        _ = failing.retry(when: { (errors: Observable<Swift.Error>) in errors.take(2) }).subscribe { events.append($0) }
        XCTAssertEqual(subscriptions, 2)
        XCTAssertEqual(events, [.completed])
    }

    /// The same handler with a source that fails later: each trigger resubscribes at once, so the source is
    /// subscribed a third time; the handler's completion right after reaches nobody (the trigger went with
    /// its attempt), and the third attempt's error finds the handler completed.
    func testAnAsynchronousFailureResubscribesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createColdObservable([.error(10, testError)])
        let result = scheduler.start { xs.retry(when: { (errors: Observable<Swift.Error>) in errors.take(2) }) }
        XCTAssertEqual(result.events, [.completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(210, 220), Subscription(220, 230)])
    }

    /// A handler that sends two elements for one synchronous failure asks for two attempts, made one after
    /// the other, as RxSwift's gate runs each request it queued: the second replaces the first.
    func testEachTriggerElementDuringASynchronousFailureIsOneMoreAttempt() {
        var subscriptions = 0
        var disposals = 0
        let source = Observable<Int>.deferred {
            subscriptions += 1
            if subscriptions == 1 { return .error(testError) }
            return Observable<Int>.never().do(onDispose: { disposals += 1 })
        }
        let subscription = source.retry(when: { (errors: Observable<Swift.Error>) in
            errors.flatMap { _ in
                Observable<Int>.create { observer in
                    observer.onNext(1)
                    observer.onNext(2)
                    return Disposables.create()
                }
            }
        }).subscribe()
        XCTAssertEqual(subscriptions, 3)
        XCTAssertEqual(disposals, 1, "the second attempt was replaced by the third")
        subscription.dispose()
        XCTAssertEqual(disposals, 2)
    }

    /// A source that always fails synchronously, retried forever until the handler stops: the retries loop
    /// in the gate instead of recursing (10,000 attempts on the caller's stack).
    func testManySynchronousRetriesDoNotRecurse() {
        var subscriptions = 0
        let failing = Observable<Int>.deferred {
            subscriptions += 1
            return .error(testError)
        }
        var events: [Event<Int>] = []
        _ = failing.retry(when: { (errors: Observable<Swift.Error>) in errors.take(10_000) })
            .subscribe { events.append($0) }
        XCTAssertEqual(subscriptions, 10_000)
        XCTAssertEqual(events, [.completed])
    }
}

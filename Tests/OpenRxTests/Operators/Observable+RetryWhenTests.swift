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

/// RxSwift delivers a handler's errors nested: a resubscription that fails at once feeds its error to the
/// handler inside the reaction to the previous one, so a trigger that then sends and completes in one step
/// (`take(2)`) ends the sequence without the attempt its element asked for (issue 27).
final class RetryWhenNestedErrorTests: RxTestCase {
    private struct A: Error {}

    func testATriggerThatSendsAndCompletesInOneStepMakesNoFurtherAttempt() {
        let scheduler = TestScheduler(initialClock: 0)
        let hot: TestableObservable<Int> = scheduler.createHotObservable([.error(300, testError)])
        var log: [String] = []
        var attempts = 0
        let source = Observable<Int>.deferred {
            attempts += 1
            return attempts == 1 ? hot.asObservable() : .error(testError)
        }
        .do(
            onSubscribe: { log.append("s@\(scheduler.clock)") }, onDispose: { log.append("d@\(scheduler.clock)") })
        let result = scheduler.start {
            source.retry(when: { (errors: Observable<Swift.Error>) in
                errors.enumerated().flatMap { index, _ in index < 2 ? Observable.just(()) : .empty() }.take(2)
            })
        }
        XCTAssertEqual(result.events, [.completed(300)])
        XCTAssertEqual(log, ["s@200", "d@300", "s@300", "d@300"])
    }

    /// The issue's pipeline: a replay relay fed at 718 and 804, a single that fails with more than one
    /// element at 804, an inner `retry(when:)` that gives up on it and an outer one whose trigger sends and
    /// completes at once on the second error. RxSwift: `804: completed`, `L2:s@200 L2:d@804 L2:s@804 L2:d@804`.
    func testTheIssuesPipeline() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = ReplayRelay<Int>.create(bufferSize: 2)
        scheduler.scheduleAt(718) { relay.accept(29) }
        scheduler.scheduleAt(804) { relay.accept(85) }
        var log: [String] = []
        let result = scheduler.start {
            let single = relay.asObservable()
                .do(
                    onSubscribe: { log.append("L2:s@\(scheduler.clock)") },
                    onDispose: { log.append("L2:d@\(scheduler.clock)") }
                )
                .asSingle().filter { $0 > 42 }
            return Maybe.zip(single, Maybe.just(11)) { $0 + $1 }
                .asObservable()
                .retry(when: { (errors: Observable<Swift.Error>) in
                    errors.enumerated().flatMap { index, error in
                        index < 3 && error is A ? Observable.just(()) : .error(error)
                    }
                })
                .retry(when: { (errors: Observable<Swift.Error>) in
                    errors.enumerated().flatMap { index, _ in index < 2 ? Observable.just(()) : .empty() }.take(2)
                })
        }
        XCTAssertEqual(result.events, [.completed(804)])
        XCTAssertEqual(log, ["L2:s@200", "L2:d@804", "L2:s@804", "L2:d@804"])
    }
}

/// The handler's errors nest on the delivering thread only: an attempt that fails on another thread while the
/// handler is still delivering an error waits for that delivery (interleaving test: gates, no sleeps).
final class RetryWhenConcurrentErrorTests: RxTestCase {
    func testAnErrorFromAnotherThreadWaitsForTheDeliveryInProgress() {
        let otherThreadFailed = Gate()
        let lock = NSLock()
        var inside = 0
        var overlapped = false
        var attempts = 0
        var otherThread: Gate?
        let first = PublishSubject<Int>()
        let source = Observable<Int>.deferred {
            attempts += 1
            if attempts == 1 { return first.asObservable() }
            return Observable.create { observer in
                otherThread = startOnAnotherThread {
                    observer.onError(testError)
                    otherThreadFailed.open()
                }
                return Disposables.create()
            }
        }
        let subscription = source.retry(when: { (errors: Observable<Swift.Error>) in
            let watched = errors.do(
                onNext: { _ in
                    lock.lock()
                    inside += 1
                    if inside > 1 { overlapped = true }
                    lock.unlock()
                },
                afterNext: { _ in
                    lock.lock()
                    inside -= 1
                    lock.unlock()
                })
            return Observable.merge(
                // The first error asks for a second attempt, which fails on another thread…
                watched.enumerated().filter { $0.index == 0 }.map { _ in () },
                // …while this delivery of the first error is still running.
                watched.enumerated().filter { $0.index == 0 }.do(onNext: { _ in otherThreadFailed.wait() })
                    .flatMap { _ in Observable<Void>.empty() })
        }).subscribe()
        first.onError(testError)
        XCTAssertEqual(attempts, 2)
        XCTAssertFalse(overlapped, "the handler was called from two threads at once")
        subscription.dispose()
        otherThread?.wait()  // what the other thread held is released
    }
}

/// What the subscriber sends into the source while it handles an element arrives nested, at once, as
/// RxSwift's `retry(when:)` forwards source elements without queueing them.
final class RetryWhenReentryTests: RxTestCase {
    func testAnElementSentFromInsideTheObserversCallArrivesNested() {
        final class SourceObserverBox { var observer: AnyObserver<Int>? }
        let source = SourceObserverBox()
        var log: [String] = []
        let subscription = Observable<Int>.create { observer in
            source.observer = observer
            observer.onNext(1)
            return Disposables.create()
        }
        .retry(when: { (errors: Observable<Error>) in errors })
        .subscribe(onNext: { element in
            log.append("start \(element)")
            if element == 1 { source.observer?.onNext(2) }
            log.append("end \(element)")
        })
        subscription.dispose()
        source.observer = nil
        XCTAssertEqual(log, ["start 1", "start 2", "end 2", "end 1"])
    }

    /// The errors sequence the handler receives is never disposed, as RxSwift's `errorSubject`: a handler that
    /// kept it can still subscribe to it after the retry was disposed, and hears nothing (before, OpenRx disposed
    /// the subject with the subscription, and a late subscriber got `RxError.disposed`).
    func testTheErrorsSequenceOutlivesTheRetryWithoutFailing() {
        var kept: Observable<Error>?
        let subscription = Observable<Int>.never()
            .retry(when: { (errors: Observable<Error>) -> Observable<Void> in
                kept = errors
                return .never()
            })
            .subscribe()
        subscription.dispose()
        var events: [Event<Error>] = []
        let late = kept?.subscribe { events.append($0) }
        XCTAssertEqual(events.count, 0)
        late?.dispose()
        kept = nil
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

/// retry(when:) watching its handler only from the first error; subscribe(on:) disposing a custom
/// source on the scheduler; scheduleRecursive running with a discarded disposable.
final class RetryWhenAndSchedulingEdgeTests: RxTestCase {
    func testRetryWhenHandlerThatCompletesBeforeAnyErrorHasNoEffectWhileTheSourceRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .error(300, testError)])
        let result = scheduler.start {
            xs.retry(when: { (_: Observable<Swift.Error>) in Observable<Int>.empty() })
        }
        XCTAssertEqual(result.events, [.next(210, 1), .next(250, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testRetryWhenIgnoresHandlerElementsSentBeforeAnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(300, testError)])
        let result = scheduler.start {
            xs.retry(when: { (_: Observable<Swift.Error>) in Observable.just(0).concat(Observable<Int>.never()) })
        }
        XCTAssertEqual(result.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)], "no resubscription from the early element")
    }

    func testRetryWhenResubscribesOnEachTrigger() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let result = scheduler.start {
            xs.retry(when: { (errors: Observable<Swift.Error>) in
                errors.enumerated().flatMap { attempt, error -> Observable<Int> in
                    attempt < 1 ? .just(attempt) : .error(error)
                }
            })
        }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 1), .error(240, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240)])
    }

    func testRetryWhenRetriesASourceThatFailsOnAnotherThreadDuringItsSubscribe() {
        let failing = OtherThreadSource<Int>([.next(1), .error(testError)])
        let attempts = CallCounter()
        let healthy = PublishSubject<Int>()
        let source = Observable<Int>.deferred {
            attempts.increment()
            return attempts.value < 3 ? failing.asObservable() : healthy.asObservable()
        }
        let observer = GrammarObserver<Int>()
        let subscription = source.retry(when: { (errors: Observable<Swift.Error>) in errors }).subscribe(observer)
        XCTAssertEqual(attempts.value, 3)
        XCTAssertTrue(healthy.hasObservers, "the late store of a failed attempt did not dispose the live one")
        healthy.onNext(2)
        XCTAssertEqual(observer.events, [.next(1), .next(1), .next(2)])
        XCTAssertEqual(failing.disposals.value, 2)
        subscription.dispose()
        XCTAssertFalse(healthy.hasObservers)
    }

    /// A custom `ObservableType` (not an `Observable`) that records where its subscription is disposed.
    private struct CustomSource: ObservableType {
        typealias Element = Int
        let disposedOnScheduler: CallCounter
        let disposedElsewhere: CallCounter
        let key: DispatchSpecificKey<Bool>

        func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
            observer.on(.next(1))
            observer.on(.completed)
            return Disposables.create { [disposedOnScheduler, disposedElsewhere, key] in
                if DispatchQueue.getSpecific(key: key) == true {
                    disposedOnScheduler.increment()
                } else {
                    disposedElsewhere.increment()
                }
            }
        }
    }

    func testSubscribeOnDisposesACustomSourceOnTheScheduler() {
        let key = DispatchSpecificKey<Bool>()
        let queue = DispatchQueue(label: "subscribe-on")
        queue.setSpecific(key: key, value: true)
        let scheduler = SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "subscribe-on-internal")
        let onScheduler = CallCounter()
        let elsewhere = CallCounter()
        let source = CustomSource(disposedOnScheduler: onScheduler, disposedElsewhere: elsewhere, key: key)
        let observer = GrammarObserver<Int>()
        _ = source.subscribe(on: scheduler).subscribe(observer)
        queue.sync {}
        queue.sync {}
        XCTAssertEqual(observer.events, [.next(1), .completed])
        XCTAssertEqual(onScheduler.value, 1)
        XCTAssertEqual(elsewhere.value, 0)
    }

    func testScheduleRecursiveRunsWithADiscardedDisposable() {
        let scheduler = ManualThreadScheduler()
        let steps = CallCounter()
        _ = scheduler.scheduleRecursive(0) { (count: Int, recurse: (Int) -> Void) in
            steps.increment()
            if count < 3 { recurse(count + 1) }
        }
        scheduler.runAll()
        XCTAssertEqual(steps.value, 4)
    }
}

/// Sources released once an operator moved past them, and predicates not called once decided.
final class ReleaseAndDecisionTests: RxTestCase {
    private final class Tracker {}

    func testAndThenReleasesTheFinishedCompletable() {
        weak var weakTracker: Tracker?
        let second = PublishSubject<Int>()
        let observer = GrammarObserver<Int>()
        var subscription: Disposable?
        do {
            let tracker = Tracker()
            weakTracker = tracker
            let first = Completable.create { completed in
                _ = tracker
                completed(.completed)
                return Disposables.create()
            }
            subscription = first.andThen(second.asObservable()).subscribe(observer)
        }
        XCTAssertTrue(second.hasObservers)
        XCTAssertNil(weakTracker, "the finished completable (and what it captured) was released")
        second.onNext(1)
        XCTAssertEqual(observer.events, [.next(1)])
        subscription?.dispose()
    }
}

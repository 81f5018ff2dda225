// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

final class ErrorHandlingTests: RxTestCase {
    func testCatchSwitchesToTheFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let fallback = scheduler.createColdObservable([.next(10, 9), .completed(20)])
        let result = scheduler.start { xs.catch { _ in fallback.asObservable() } }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 9), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(fallback.subscriptions, [Subscription(220, 240)])
    }

    /// The source fails on another thread while its subscribe call is still running: the fallback takes the
    /// catch's slot, the source's subscription returns late and is disposed, and disposing the catch then ends
    /// the fallback's subscription (not the source's, which a late store over the fallback's would keep).
    func testASourceThatFailsOnAnotherThreadWhileBeingSubscribedLeavesTheFallbackInCharge() {
        final class ObserverBox: @unchecked Sendable {
            // Sendable: written before `inside` opens, read after it.
            var observer: AnyObserver<Int>?
        }
        let box = ObserverBox()
        let inside = Gate()
        let failed = Gate()
        let log = ConcurrentLog<String>()
        let fallback = PublishSubject<Int>()
        let source = Observable<Int>.create { observer in
            box.observer = observer
            inside.open()
            failed.wait()  // the other thread sent the error and the fallback is subscribed
            return Disposables.create { log.append("source disposed") }
        }
        let failing = startOnAnotherThread {
            inside.wait()
            box.observer?.onError(testError)
            failed.open()
        }

        let subscription = source.catch { _ in fallback.asObservable() }
            .subscribe(onNext: { log.append("next \($0)") })
        failing.wait()
        fallback.onNext(1)
        XCTAssertTrue(fallback.hasObservers, "the fallback is subscribed")
        subscription.dispose()

        XCTAssertEqual(log.values, ["source disposed", "next 1"])
        XCTAssertFalse(fallback.hasObservers, "disposing the catch ends the fallback's subscription")
    }

    func testCatchHandlerThrowsAndCatchAndReturn() {
        var events: [Event<Int>] = []
        _ = Observable<Int>.error(testError).catch { _ in throw otherError }.subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(otherError)])
        events = []
        _ = Observable<Int>.error(testError).catchAndReturn(7).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(7), .completed])
        events = []
        _ = Observable<Int>.error(testError).catch { _ in .error(otherError) }.subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(otherError)], "the fallback's error is not caught again")
    }

    func testSynchronousErrorSwitchesToATrampolinedFallback() {
        var events: [Event<Int>] = []
        _ = Observable<Int>.error(testError).catch { _ in .of(8, 9) }.subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(8), .next(9), .completed], "the fallback is not disposed by the late assignment")
    }

    func testCatchSequence() {
        var events: [Event<Int>] = []
        let sources: [Observable<Int>] = [.error(testError), .concat(.just(1), .error(otherError)), .just(2)]
        _ = Observable.catch(sequence: sources).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .next(2), .completed])
        events = []
        _ = Observable.catch(sequence: [Observable<Int>.error(testError), .error(otherError)]).subscribe {
            events.append($0)
        }
        XCTAssertEqual(events, [.error(otherError)], "fails with the last error")
    }

    func testRetryResubscribesUpToTheCount() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let result = scheduler.start { xs.retry(3) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 1), .next(250, 1), .error(260, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    func testRetryForeverUntilSuccessAndDisposal() {
        var attempts = 0
        let flaky = Observable<Int>.deferred {
            attempts += 1
            return attempts < 5 ? .error(testError) : .just(attempts)
        }
        var events: [Event<Int>] = []
        _ = flaky.retry().subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(5), .completed])

        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, testError)])
        let result = scheduler.start(disposed: 235) { xs.retry() }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(xs.subscriptions.last, Subscription(230, 235))
        XCTAssertEqual(xs.subscriptions.count, 4)
    }

    /// A retry of zero attempts inside an endless retry completes, as in RxSwift, whose `retry()` does not
    /// walk a `retry(n)` (their sequences are of different types): walked, it hung through `Int.max` empty
    /// attempts. Inside `retry(n)`, it is walked, as in RxSwift, and the retry completes too.
    func testAnEmptyRetryInsideAnEndlessRetryCompletes() {
        var subscriptions = 0
        let failing = Observable<Int>.deferred {
            subscriptions += 1
            return .error(testError)
        }
        var events: [Event<Int>] = []
        _ = failing.retry(0).retry().subscribe { events.append($0) }
        _ = failing.retry(0).retry(3).subscribe { events.append($0) }
        XCTAssertEqual(events, [.completed, .completed])
        XCTAssertEqual(subscriptions, 0)
    }

    /// As RxSwift's `CatchSequenceSink`, a nested `catch(sequence:)` of the same kind is walked: an empty one
    /// adds no attempt, and the last error ends the sequence.
    func testAnEmptyNestedCatchSequenceIsWalkedAndTheLastErrorEndsTheSequence() {
        let nested = Observable.catch(sequence: [Observable<Int>]())
        var events: [Event<Int>] = []
        _ = Observable.catch(sequence: [Observable<Int>.error(testError), nested]).subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(testError)])
    }

    func testRetryOfSynchronousFailuresDoesNotOverflowTheStack() {
        var events: [Event<Int>] = []
        _ = Observable<Int>.error(testError).retry(50_000).subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(testError)])
    }
}

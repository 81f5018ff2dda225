// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

/// Forwarding a stop event before or after disposing upstream, operator by operator, as RxSwift's sinks
/// order it (issue 27, found by differential testing against RxSwift 6.10.2). Each test is a pipeline of
/// the issue with its times; `Ln:s@t`/`Ln:d@t` log a subscription and its disposal.
final class StopForwardOrderTests: RxTestCase {
    /// Runs `body`'s pipeline from 200 to 1000 and returns the log with the stop events (`C`, `E`).
    private func run(_ body: (TestScheduler, StopOrderLog) -> Observable<Int>) -> [String] {
        StopOrderLog.run(body)
    }

    // MARK: window(timeSpan:count:scheduler:) — the window, then downstream, then disposal

    func testWindowForwardsTheCompletionBeforeDisposingTheSource() {
        let log = run { scheduler, log in
            log.logged("L1", Observable<Int>.timer(.seconds(26), period: .seconds(26), scheduler: scheduler).take(4))
                .asInfallible(onErrorJustReturn: 0).asObservable()
                .compactMap { $0 }
                .take(until: Observable<Int>.never())
                .window(timeSpan: .seconds(57), count: 3, scheduler: scheduler)
                .concatMap { $0.toArray() }
                .flatMap { _ in log.logged("L8", scheduler.createColdObservable([.next(1, 1)]).asObservable()) }
        }
        let stop = log.drop { $0 != "L8:s@304" }
        XCTAssertEqual(Array(stop.prefix(2)), ["L8:s@304", "L1:d@304"], "\(log)")
    }

    func testWindowForwardsAnInnerErrorBeforeDisposingTheSource() {
        let log = run { scheduler, log in
            let failing = log.logged(
                "L2", scheduler.createHotObservable([Recorded<Event<Int>>.error(344, testError)]).asObservable()
            )
            .do(onError: { _ in log.append("L2:e") })
            return Observable.of(failing, Observable<Int>.never()).merge(maxConcurrent: 3)
                .window(timeSpan: .seconds(500), count: 4, scheduler: scheduler)
                .concatMap { $0.toArray() }
                .take(until: Observable<Int>.never())
                .asMaybe()
                .catch { _ in .just([9]) }
                .asObservable()
                .flatMapFirst { _ in
                    Observable.using({ log.resource("u15") }) { _ in
                        log.logged("L12", scheduler.createColdObservable([.next(10, 1)]).asObservable())
                    }
                }
        }
        XCTAssertEqual(Array(log.prefix(5)), ["L2:s@200", "L2:e@344", "u15:c@344", "L12:s@344", "L2:d@344"])
    }

    // MARK: ignoreElements — RxSwift's is flatMap: the source goes before the completion is forwarded

    func testIgnoreElementsDisposesTheSourceBeforeForwardingTheCompletion() {
        let log = run { scheduler, log in
            Observable.using({ log.resource("u2") }) { _ in
                log.logged("L1", scheduler.createHotObservable([Recorded<Event<Int>>.completed(589)]).asObservable())
            }
            .ignoreElements().asCompletable()
            .do(onCompleted: { log.append("d5:c") })
            .andThen(.of(25, 26))
        }
        XCTAssertEqual(log, ["u2:c@200", "L1:s@200", "L1:d@589", "u2:d@589", "d5:c@589", "C@589"])
    }

    func testASinglesCompletableDisposesTheSingleBeforeItsCompletion() {
        let log = run { scheduler, log in
            log.logged("L1", scheduler.createHotObservable([.next(300, 1), .next(400, 2)]).asObservable())
                .first().asCompletable()
                .do(onCompleted: { log.append("d8:c") })
                .andThen(.just(1))
        }
        XCTAssertEqual(log, ["L1:s@200", "L1:d@300", "d8:c@300", "C@300"])
    }

    func testIgnoreElementsForwardsAnErrorBeforeDisposing() {
        let log = run { scheduler, log in
            log.logged("L1", scheduler.createHotObservable([Recorded<Event<Int>>.error(300, testError)]).asObservable())
                .ignoreElements().asCompletable().andThen(.just(0))
        }
        XCTAssertEqual(log, ["L1:s@200", "E@300", "L1:d@300"])
    }

    // MARK: take(until:), skip(until:) — a stop while subscribing disposes the source, then the trigger, after `run`

    func testTakeUntilDisposesItsTriggerLastWhenTheSourceFailsWhileSubscribed() {
        let log = run { scheduler, log in
            let second = Observable<Int>.create { observer in
                observer.onNext(23)
                observer.onNext(24)
                observer.onError(testError)
                return Disposables.create { log.append("cr2:d") }
            }
            let fourth = Observable<Int>.create { observer in
                observer.onNext(17)
                observer.onError(testError)
                return Disposables.create { log.append("cr4:d") }
            }
            return Observable.merge([.never(), second, log.logged("L3", .empty()), fourth])
                .take(until: log.logged("L6", scheduler.createHotObservable([.next(900, 1)]).asObservable()))
                .retry(when: { (errors: Observable<Swift.Error>) in
                    errors.enumerated().flatMap { index, error in
                        index < 1 ? Observable<Int>.timer(.seconds(56), scheduler: scheduler) : .error(error)
                    }
                })
        }
        // The handler's error comes nested in the second attempt's failure (issue 35, item 2): downstream stops
        // first, then the attempt is released in the same order as the first.
        let attempt = ["L6:s", "cr2:d", "L3:s", "L3:d", "cr4:d", "L6:d"]
        var failedAttempt = attempt
        failedAttempt.insert("E", at: 1)
        XCTAssertEqual(log, attempt.map { "\($0)@200" } + failedAttempt.map { "\($0)@256" })
    }

    func testSkipUntilDisposesItsFailedTriggerBeforeTheOuterTrigger() {
        let log = run { scheduler, log in
            let left = scheduler.createHotObservable([.next(250, 1)]).asObservable()
                .skip(until: log.logged("L2", Observable<Int>.error(otherError)))
                .take(until: log.logged("L4", scheduler.createColdObservable([.next(500, 1)]).asObservable()))
                .subscribe(on: scheduler)
            let right = log.logged("L7", scheduler.createHotObservable([.next(300, 2)]).asObservable())
            return Observable.zip(left, right) { $0 + $1 }
        }
        XCTAssertEqual(log.filter { $0.contains(":d") }, ["L7:d@201", "L2:d@201", "L4:d@201"])
    }

    // MARK: groupBy — a downstream that lets go during the stop disposes the source right then

    func testGroupByDisposesTheSourceWhenDownstreamLetsGoDuringTheStop() {
        let log = run { scheduler, log in
            log.logged("L1", scheduler.createHotObservable([.next(210, 1), .completed(300)]).asObservable())
                .groupBy { $0 }
                .flatMap { $0 }
                .concat(log.logged("L9", Observable<Int>.never()))
        }
        XCTAssertEqual(log, ["L1:s@200", "L1:d@300", "L9:s@300", "L9:d@1000"])
    }

    func testGroupByStillDisposesTheSourceAfterTheStopWhenDownstreamHoldsOn() {
        let log = run { scheduler, log in
            log.logged("L1", scheduler.createHotObservable([.next(210, 1), .completed(300)]).asObservable())
                .groupBy { $0 }
                .map { $0.key }
        }
        XCTAssertEqual(log, ["L1:s@200", "C@300", "L1:d@300"])
    }
}

/// `flatMapFirst` takes its slot only when the selector succeeds, as RxSwift's: after the selector threw, a
/// synchronous source that keeps sending still has it called, and what it returns is subscribed and disposed at
/// once — the disposal of the failed merge waits for the subscribe call on the stack (issue 35, item 4).
final class FlatMapFirstSelectorFailureTests: RxTestCase {
    /// RxSwift 6's `MergeSink`: `activeCount += 1` after a selector that succeeds, even once disposed, so the
    /// selector is called again until it succeeds once, then no more.
    func testTheSelectorIsStillCalledForASynchronousSourcesLaterElementsUntilItSucceeds() {
        var calls: [Int] = []
        var subscribed = 0
        var events: [Event<Int>] = []
        _ = Observable<Int>.never().startWith(21, 29, 34)
            .flatMapFirst { value -> Observable<Int> in
                calls.append(value)
                if value == 21 { throw testError }
                return Observable.just(value).do(onSubscribe: { subscribed += 1 })
            }
            .subscribe { events.append($0) }
        XCTAssertEqual(calls, [21, 29])
        XCTAssertEqual(subscribed, 1)
        XCTAssertEqual(events.count, 1)
        XCTAssertEqual(events.first?.error as? TestError, testError)
    }

    /// The inner sequence returned after the throw is subscribed and disposed at the same instant: `200-200`.
    func testTheSequenceReturnedAfterTheThrowIsSubscribedAndDisposedAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        var events: [Event<Int>] = []
        scheduler.scheduleAt(200) {
            _ = Observable<Int>.never().startWith(21, 29, 34)
                .flatMapFirst { value -> Observable<Int> in
                    if value == 21 { throw testError }
                    return inner.asObservable()
                }
                .subscribe { events.append($0) }
        }
        scheduler.start()
        XCTAssertEqual(inner.subscriptions, [Subscription(200, 200)])
        XCTAssertEqual(events.count, 1)
        XCTAssertEqual(events.first?.error as? TestError, testError)
    }

    func testABusySlotStillDropsElementsWithoutCallingTheSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        var calls: [Int] = []
        let result = scheduler.start {
            scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3)]).asObservable()
                .flatMapFirst { value -> Observable<Int> in
                    calls.append(value)
                    return scheduler.createColdObservable([.next(5, value), .completed(20)]).asObservable()
                }
        }
        XCTAssertEqual(calls, [1, 3])
        XCTAssertEqual(result.events, [.next(215, 1), .next(245, 3)])
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

/// The order of subscriptions, disposals and stop events around a stop, as RxSwift 6.10.2 runs them (issue 19),
/// logged through `do(onSubscribe:onDispose:)` and the subscriber's handlers.
final class StopDisposalOrderTests: RxTestCase {
    /// A log that sources and the subscriber write to, read after the scheduler ran.
    private final class Log {
        var entries: [String] = []
        func append(_ entry: String) { entries.append(entry) }
    }

    /// `source` with its subscription and disposal logged under `name`.
    private func logged<Element>(_ source: Observable<Element>, _ name: String, in log: Log) -> Observable<Element> {
        source.do(onSubscribe: { log.append("\(name) subscribed") }, onDispose: { log.append("\(name) disposed") })
    }

    /// Subscribes `make(log)` at 200 on `scheduler`, runs it, and returns the log with the subscriber's stop.
    private func run(
        _ scheduler: TestScheduler, _ make: (Log) -> Observable<Int>
    ) -> [String] {
        let log = Log()
        let observable = make(log)
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = observable.subscribe(
                onError: { _ in log.append("error") }, onCompleted: { log.append("completed") })
        }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduler.start()
        return log.entries
    }

    // MARK: timeout

    func testTimeoutForwardsTheSourcesCompletionBeforeDisposingIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let log = run(scheduler) { log in
            self.logged(xs.asObservable(), "source", in: log).timeout(.seconds(50), scheduler: scheduler)
        }
        XCTAssertEqual(log, ["source subscribed", "completed", "source disposed"])
    }

    func testTimeoutSubscribesTheFallbackBeforeDisposingTheTimedOutSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2)])
        let ys = scheduler.createColdObservable([.next(10, 9), .completed(20)])
        let log = run(scheduler) { log in
            self.logged(xs.asObservable(), "source", in: log).timeout(
                .seconds(50), other: self.logged(ys.asObservable(), "fallback", in: log), scheduler: scheduler)
        }
        XCTAssertEqual(
            log, ["source subscribed", "fallback subscribed", "source disposed", "completed", "fallback disposed"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(ys.subscriptions, [Subscription(260, 280)])
    }

    func testTimeoutWithoutFallbackForwardsTheErrorBeforeDisposingTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2)])
        let log = run(scheduler) { log in
            self.logged(xs.asObservable(), "source", in: log).timeout(.seconds(50), scheduler: scheduler)
        }
        XCTAssertEqual(log, ["source subscribed", "error", "source disposed"])
    }

    // MARK: delay

    func testDelayDisposesTheSourceWhenItFailsBeforeForwardingTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let log = run(scheduler) { log in
            self.logged(xs.asObservable(), "source", in: log).delay(.seconds(30), scheduler: scheduler)
        }
        XCTAssertEqual(log, ["source subscribed", "source disposed", "error"])
    }

    func testDelayDisposesTheSourceWhenItCompletesNotWhenTheCompletionIsForwarded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let result = scheduler.start { xs.delay(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(240, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    // MARK: withLatestFrom

    func testWithLatestFromDisposesTheSourceThenTheSecondSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1), .completed(230)])
        let ys = scheduler.createHotObservable([.next(210, "a")])
        let log = run(scheduler) { log in
            self.logged(xs.asObservable(), "source", in: log)
                .withLatestFrom(self.logged(ys.asObservable(), "second", in: log)).map { $0.count }
        }
        XCTAssertEqual(
            log, ["second subscribed", "source subscribed", "completed", "source disposed", "second disposed"])
    }

    func testWithLatestFromDisposedFromOutsideDisposesTheSourceThenTheSecondSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1)])
        let ys = scheduler.createHotObservable([.next(210, "a")])
        let log = run(scheduler) { log in
            self.logged(xs.asObservable(), "source", in: log)
                .withLatestFrom(self.logged(ys.asObservable(), "second", in: log)).map { $0.count }
        }
        XCTAssertEqual(log, ["second subscribed", "source subscribed", "source disposed", "second disposed"])
    }

    // MARK: amb

    func testAmbDisposesTheLoserBeforeForwardingTheWinnersFirstEventAnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.error(220, testError)])
        let ys = scheduler.createHotObservable([.next(230, 1)])
        let log = run(scheduler) { log in
            self.logged(xs.asObservable(), "winner", in: log).amb(self.logged(ys.asObservable(), "loser", in: log))
        }
        XCTAssertEqual(log, ["winner subscribed", "loser subscribed", "loser disposed", "error", "winner disposed"])
    }

    // MARK: chains through pass-through operators

    /// A `share(replay: 2)` disposes its source before it forwards the stop; `deferred`, `using`, `concat`
    /// and `ifEmpty(switchTo:)` pass the stop on without changing that order (`using` disposes its resource
    /// after forwarding).
    func testPassThroughOperatorsKeepTheSharesOrder() {
        func order(_ wrap: @escaping (Observable<Int>, Log) -> Observable<Int>) -> [String] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            return run(scheduler) { log in
                wrap(self.logged(xs.asObservable(), "source", in: log).share(replay: 2), log)
            }
        }
        let expected = ["source subscribed", "source disposed", "completed"]
        XCTAssertEqual(order { shared, _ in Observable.deferred { shared } }, expected)
        XCTAssertEqual(order { shared, _ in Observable.concat([shared]) }, expected)
        XCTAssertEqual(order { shared, _ in shared.ifEmpty(switchTo: .just(0)) }, expected)
        final class Resource: Disposable {
            let log: Log
            init(_ log: Log) { self.log = log }
            func dispose() { log.append("resource disposed") }
        }
        XCTAssertEqual(
            order { shared, log in Observable.using({ Resource(log) }, observableFactory: { _ in shared }) },
            expected + ["resource disposed"])
    }
}

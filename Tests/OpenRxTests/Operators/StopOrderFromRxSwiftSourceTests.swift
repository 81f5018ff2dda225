// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

/// The order of disposal and of the stop event in `withLatestFrom`, `timeout`, `delay`, `amb`, and chains
/// through `using`, `deferred` and `ifEmpty`, as RxSwift orders them (issue 19).
final class StopOrderFromRxSwiftSourceTests: RxTestCase {
    /// Runs `body` on a virtual-time scheduler with a log; subscribes at 200 with the events logged and
    /// disposes at `disposeAt`.
    private func log(
        disposeAt: TestTime = 1000, _ body: (TestScheduler, @escaping (String) -> Void) -> Observable<Int>
    ) -> [String] {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let result = body(scheduler) { log.append($0) }
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = result.subscribe(
                onNext: { log.append("next \($0)") }, onError: { _ in log.append("error") },
                onCompleted: { log.append("completed") })
        }
        scheduler.scheduleAt(disposeAt) { subscription?.dispose() }
        scheduler.start()
        return log
    }

    /// A hot sequence whose subscription and disposal are logged under `name`.
    private func logged(
        _ name: String, _ events: [Recorded<Event<Int>>], _ scheduler: TestScheduler, _ log: @escaping (String) -> Void
    ) -> Observable<Int> {
        scheduler.createHotObservable(events).do(
            onSubscribe: { log("\(name) subscribed") }, onDispose: { log("\(name) disposed") })
    }

    // MARK: withLatestFrom

    func testWithLatestFromDisposesTheSourceBeforeTheSecondSource() {
        let disposed = log(disposeAt: 300) { scheduler, log in
            logged("source", [], scheduler, log).withLatestFrom(logged("second", [], scheduler, log))
        }
        XCTAssertEqual(disposed, ["second subscribed", "source subscribed", "source disposed", "second disposed"])
        let completed = log { scheduler, log in
            logged("source", [.completed(250)], scheduler, log).withLatestFrom(logged("second", [], scheduler, log))
        }
        XCTAssertEqual(
            completed, ["second subscribed", "source subscribed", "completed", "source disposed", "second disposed"])
        let secondFailed = log { scheduler, log in
            logged("source", [], scheduler, log).withLatestFrom(
                logged("second", [.error(250, testError)], scheduler, log))
        }
        XCTAssertEqual(
            secondFailed, ["second subscribed", "source subscribed", "error", "source disposed", "second disposed"])
    }

    // MARK: timeout

    func testTimeoutSubscribesTheFallbackBeforeDisposingTheTimedOutSource() {
        let result = log { scheduler, log in
            logged("source", [], scheduler, log).timeout(
                .seconds(50), other: logged("fallback", [.next(260, 1)], scheduler, log), scheduler: scheduler)
        }
        XCTAssertEqual(
            result, ["source subscribed", "fallback subscribed", "source disposed", "next 1", "fallback disposed"])
    }

    func testTimeoutForwardsAStopBeforeDisposing() {
        let completed = log { scheduler, log in
            logged("source", [.completed(220)], scheduler, log).timeout(
                .seconds(50), other: logged("fallback", [], scheduler, log), scheduler: scheduler)
        }
        XCTAssertEqual(completed, ["source subscribed", "completed", "source disposed"])
        let fallbackCompleted = log { scheduler, log in
            logged("source", [], scheduler, log).timeout(
                .seconds(50), other: logged("fallback", [.completed(260)], scheduler, log), scheduler: scheduler)
        }
        XCTAssertEqual(
            fallbackCompleted,
            ["source subscribed", "fallback subscribed", "source disposed", "completed", "fallback disposed"])
        let timedOut = log { scheduler, log in
            logged("source", [], scheduler, log).timeout(.seconds(50), scheduler: scheduler)
        }
        XCTAssertEqual(
            timedOut, ["source subscribed", "error", "source disposed"], "RxSwift switches to error(timeout)")
    }

    func testTimeoutWithASynchronousFallbackForwardsItThenDisposesTheSource() {
        let result = log { scheduler, log in
            logged("source", [], scheduler, log).timeout(
                .seconds(50), other: Observable.just(7), scheduler: scheduler)
        }
        XCTAssertEqual(result, ["source subscribed", "next 7", "completed", "source disposed"])
    }

    // MARK: delay

    func testDelayDisposesTheSourceBeforeForwardingAnError() {
        let failed = log { scheduler, log in
            logged("source", [.next(210, 1), .error(250, testError)], scheduler, log).delay(
                .seconds(100), scheduler: scheduler)
        }
        XCTAssertEqual(failed, ["source subscribed", "source disposed", "error"])
        let completed = log { scheduler, log in
            logged("source", [.next(210, 1), .completed(250)], scheduler, log).delay(
                .seconds(100), scheduler: scheduler)
        }
        XCTAssertEqual(completed, ["source subscribed", "source disposed", "next 1", "completed"])
    }

    // MARK: amb

    func testAmbWhoseWinnerFailsFirstDisposesTheLosersThenForwardsThenDisposesTheWinner() {
        let three = log { scheduler, log in
            Observable.amb([
                logged("a", [], scheduler, log), logged("b", [.error(250, testError)], scheduler, log),
                logged("c", [], scheduler, log),
            ])
        }
        XCTAssertEqual(
            three,
            ["a subscribed", "b subscribed", "c subscribed", "a disposed", "c disposed", "error", "b disposed"])
        let two = log { scheduler, log in
            logged("a", [], scheduler, log).amb(logged("b", [.error(250, testError)], scheduler, log))
        }
        XCTAssertEqual(two, ["a subscribed", "b subscribed", "a disposed", "error", "b disposed"])
    }

    // MARK: using, deferred, ifEmpty

    func testUsingDisposesTheSourceBeforeTheResource() {
        let result = log { scheduler, log in
            Observable.using(
                { LoggingResource { log("resource disposed") } },
                observableFactory: { _ in self.logged("source", [.completed(250)], scheduler, log) })
        }
        XCTAssertEqual(result, ["source subscribed", "completed", "source disposed", "resource disposed"])
    }

    /// `ifEmpty(switchTo:)` keeps the source's subscription when it switches, as RxSwift's pair of the source's
    /// and the fallback's: the empty source's own sink disposes it after forwarding the completion, so after
    /// its `afterCompleted`, and the fallback runs meanwhile.
    func testIfEmptySwitchesWithoutDisposingTheSource() {
        let result = log { scheduler, log in
            scheduler.createHotObservable([.completed(250)])
                .do(afterCompleted: { log("source after completed") }, onDispose: { log("source disposed") })
                .ifEmpty(
                    switchTo: self.logged("fallback", [.next(240, 1), .next(260, 2), .completed(270)], scheduler, log))
        }
        XCTAssertEqual(
            result,
            [
                "fallback subscribed", "source after completed", "source disposed", "next 2", "completed",
                "fallback disposed",
            ])
    }

    /// The reconnect of `ShareDisposalOrderTests.testShareReplay2InConcatReconnectsAtTheStop`, through
    /// `deferred`, `using` and `ifEmpty`: each forwards the share's stop after the share disposed its source.
    func testChainsThroughDeferredUsingAndIfEmptyReconnectAtTheStop() {
        let wrappers: [(String, (Observable<Int>) -> Observable<Int>)] = [
            ("deferred", { shared in Observable.deferred { shared } }),
            ("using", { shared in Observable.using({ BooleanDisposable() }, observableFactory: { _ in shared }) }),
            ("ifEmpty", { shared in shared.ifEmpty(switchTo: .empty()) }),
        ]
        for (name, wrap) in wrappers {
            let scheduler = TestScheduler(initialClock: 0)
            let x = scheduler.createHotObservable([.next(205, 1), .next(215, 2), .next(225, 3)])
            let t = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .next(230, "c")])
            let result = scheduler.start { () -> Observable<Int> in
                let shared = wrap(x.publish().refCount().take(until: t).share(replay: 2))
                return Observable.concat(shared, shared)
            }
            XCTAssertEqual(result.events, [.next(205, 1), .next(215, 2), .completed(220)], name)
            XCTAssertEqual(x.subscriptions, [Subscription(200, 210), Subscription(210, 220)], name)
        }
    }
}

/// A `using` resource that reports its disposal.
private final class LoggingResource: Disposable {
    private let onDispose: () -> Void

    init(_ onDispose: @escaping () -> Void) {
        self.onDispose = onDispose
    }

    func dispose() {
        onDispose()
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

/// `take(until:)` and `skip(until:)` dispose the source before the trigger, as RxSwift's
/// `Disposables.create(sourceSubscription, otherSubscription)` does, and `take(until:)` keeps a trigger
/// that fired while being subscribed until the source was subscribed and disposed (issue 19).
final class TriggerDisposalOrderTests: RxTestCase {
    /// Runs `body(source, trigger)` on hot sequences whose disposals are logged, subscribes at 200 with
    /// the stop logged, disposes at `disposeAt`, and returns the log.
    private func disposalLog(
        source events: [Recorded<Event<Int>>], trigger triggerEvents: [Recorded<Event<String>>],
        disposeAt: TestTime = 1000,
        _ body: (Observable<Int>, Observable<String>) -> Observable<Int>
    ) -> [String] {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let source = scheduler.createHotObservable(events).do(onDispose: { log.append("source disposed") })
        let trigger = scheduler.createHotObservable(triggerEvents).do(onDispose: { log.append("trigger disposed") })
        let result = body(source, trigger)
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

    func testTakeUntilDisposesTheSourceBeforeTheTriggerWhenTheTriggerFires() {
        let log = disposalLog(source: [.next(210, 1)], trigger: [.next(250, "stop")]) { $0.take(until: $1) }
        XCTAssertEqual(log, ["next 1", "completed", "source disposed", "trigger disposed"])
    }

    func testTakeUntilDisposesTheSourceBeforeTheTriggerWhenTheSourceStops() {
        let completed = disposalLog(source: [.completed(250)], trigger: []) { $0.take(until: $1) }
        XCTAssertEqual(completed, ["completed", "source disposed", "trigger disposed"])
        let failed = disposalLog(source: [.error(250, testError)], trigger: []) { $0.take(until: $1) }
        XCTAssertEqual(failed, ["error", "source disposed", "trigger disposed"])
        let triggerFailed = disposalLog(source: [], trigger: [.error(250, testError)]) { $0.take(until: $1) }
        XCTAssertEqual(triggerFailed, ["error", "source disposed", "trigger disposed"])
    }

    func testTakeUntilDisposesTheSourceBeforeTheTriggerWhenDisposed() {
        let log = disposalLog(source: [], trigger: [], disposeAt: 300) { $0.take(until: $1) }
        XCTAssertEqual(log, ["source disposed", "trigger disposed"])
    }

    func testTakeUntilLetsGoOfATriggerThatCompletesAtOnce() {
        let log = disposalLog(source: [.completed(300)], trigger: [.completed(250)]) { $0.take(until: $1) }
        XCTAssertEqual(log, ["trigger disposed", "completed", "source disposed"])
    }

    /// RxSwift disposes the sink (deferred while `run` is on the stack), subscribes the source, and disposes
    /// the source, then the trigger, when the producer stores the subscription.
    func testTakeUntilKeepsATriggerThatFiresWhileBeingSubscribedUntilTheSourceIsDisposed() {
        var log: [String] = []
        let trigger = Observable<String>.create { observer in
            observer.onNext("stop")
            return Disposables.create { log.append("trigger disposed") }
        }
        let source = Observable<Int>.never().do(
            onSubscribe: { log.append("source subscribed") }, onDispose: { log.append("source disposed") })
        _ = source.take(until: trigger).subscribe(onCompleted: { log.append("completed") })
        XCTAssertEqual(log, ["completed", "source subscribed", "source disposed", "trigger disposed"])
    }

    func testTakeUntilDisposesATriggerThatCompletesWhileBeingSubscribedBeforeSubscribingTheSource() {
        var log: [String] = []
        let trigger = Observable<String>.empty().do(onDispose: { log.append("trigger disposed") })
        let source = Observable<Int>.never().do(
            onSubscribe: { log.append("source subscribed") }, onDispose: { log.append("source disposed") })
        let subscription = source.take(until: trigger).subscribe()
        XCTAssertEqual(log, ["trigger disposed", "source subscribed"])
        subscription.dispose()
        XCTAssertEqual(log, ["trigger disposed", "source subscribed", "source disposed"])
    }

    func testSkipUntilDisposesTheSourceBeforeTheTrigger() {
        let disposed = disposalLog(source: [], trigger: [], disposeAt: 300) { $0.skip(until: $1) }
        XCTAssertEqual(disposed, ["source disposed", "trigger disposed"])
        let failed = disposalLog(source: [.error(250, testError)], trigger: []) { $0.skip(until: $1) }
        XCTAssertEqual(failed, ["error", "source disposed", "trigger disposed"])
        let triggerFailed = disposalLog(source: [], trigger: [.error(250, testError)]) { $0.skip(until: $1) }
        XCTAssertEqual(triggerFailed, ["error", "source disposed", "trigger disposed"])
        let skipped = disposalLog(source: [.completed(250)], trigger: []) { $0.skip(until: $1) }
        XCTAssertEqual(skipped, ["source disposed", "trigger disposed"], "a completion while skipping is dropped")
    }

    func testSkipUntilLetsGoOfTheTriggerWhenItFires() {
        let log = disposalLog(source: [.next(210, 1), .next(260, 2), .completed(300)], trigger: [.next(250, "go")]) {
            $0.skip(until: $1)
        }
        XCTAssertEqual(log, ["trigger disposed", "next 2", "completed", "source disposed"])
    }

    /// A source that stops while being subscribed: RxSwift still subscribes the trigger with its own observer
    /// and disposes the source, then the trigger, when the producer stores the subscription.
    func testSkipUntilWhoseSourceFailsWhileBeingSubscribedDisposesTheTriggerLast() {
        var log: [String] = []
        let trigger = Observable<String>.never().do(
            onSubscribe: { log.append("trigger subscribed") }, onDispose: { log.append("trigger disposed") })
        _ = Observable<Int>.error(testError).skip(until: trigger).subscribe(onError: { _ in log.append("error") })
        XCTAssertEqual(log, ["error", "trigger subscribed", "trigger disposed"])
    }
}

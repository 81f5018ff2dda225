// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

final class UtilityTests: RxTestCase {
    func testDoCallbackOrder() {
        var log: [String] = []
        _ = Observable.of(1).do(
            onNext: { log.append("onNext \($0)") }, afterNext: { log.append("afterNext \($0)") },
            onCompleted: { log.append("onCompleted") }, afterCompleted: { log.append("afterCompleted") },
            onSubscribe: { log.append("onSubscribe") }, onSubscribed: { log.append("onSubscribed") },
            onDispose: { log.append("onDispose") }
        ).subscribe(onNext: { log.append("received \($0)") }, onCompleted: { log.append("received completed") })
        XCTAssertEqual(
            log,
            [
                "onSubscribe", "onSubscribed", "onNext 1", "received 1", "afterNext 1", "onCompleted",
                "received completed",
                "afterCompleted", "onDispose",
            ])
    }

    func testDoErrorCallbacksAndThrows() {
        var log: [String] = []
        var events: [Event<Int>] = []
        _ = Observable<Int>.error(testError).do(
            onError: { log.append("onError \($0)") }, afterError: { log.append("afterError \($0)") }
        )
        .subscribe { events.append($0) }
        XCTAssertEqual(log, ["onError TestError(1)", "afterError TestError(1)"])
        XCTAssertEqual(events, [.error(testError)])
        events = []
        _ = Observable.of(1, 2).do(onNext: { _ in throw otherError }).subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(otherError)])
    }

    func testDoOnDisposeWhenSubscriberDisposes() {
        let subject = PublishSubject<Int>()
        var disposed = 0
        let subscription = subject.do(onDispose: { disposed += 1 }).subscribe()
        XCTAssertEqual(disposed, 0)
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(disposed, 1)
    }

    func testDebugPassesEventsThrough() {
        var events: [Event<Int>] = []
        _ = Observable.of(1, 2).debug("test", trimOutput: true).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .next(2), .completed])
    }
}

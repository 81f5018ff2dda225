// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

/// When a shared source stops, RxSwift's multicast connection (behind `publish`, `replay`, `multicast`,
/// `share(replay:)` with a buffer of 2 or more, and every `.forever` share) disposes the source's
/// subscription *before* the subject forwards the stop; `share()` and `share(replay: 1)` forward first.
/// The order shows in events when a subscriber resubscribes from its stop handler (issue 19).
final class ShareDisposalOrderTests: RxTestCase {
    /// `x.publish().refCount().take(until: t).share(replay: 2)` concatenated with itself: the first
    /// connection's `take(until:)` leaves the `refCount` before `concat` subscribes again, so the second
    /// subscription reconnects to `x` at the stop (210), as in RxSwift, instead of joining the old
    /// connection.
    func testShareReplay2InConcatReconnectsAtTheStop() {
        let scheduler = TestScheduler(initialClock: 0)
        let x = scheduler.createHotObservable([.next(205, 1), .next(215, 2), .next(225, 3), .completed(300)])
        let t = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .next(230, "c")])
        let result = scheduler.start { () -> Observable<Int> in
            let shared = x.publish().refCount().take(until: t).share(replay: 2)
            return Observable.concat(shared, shared)
        }
        XCTAssertEqual(result.events, [.next(205, 1), .next(215, 2), .completed(220)])
        XCTAssertEqual(x.subscriptions, [Subscription(200, 210), Subscription(210, 220)])
        XCTAssertEqual(t.subscriptions, [Subscription(200, 210), Subscription(210, 220)])
    }

    /// Subscribes `makeShared(source)` with a completion handler and returns the log of the source's
    /// disposal and the subscriber's completion.
    private func stopOrder(_ makeShared: (Observable<Int>) -> Observable<Int>) -> [String] {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        var log: [String] = []
        let shared = makeShared(xs.do(onDispose: { log.append("source disposed") }))
        scheduler.scheduleAt(200) {
            _ = shared.subscribe(onCompleted: { log.append("completed") })
        }
        scheduler.start()
        return log
    }

    func testShareReplay2DisposesTheSourceBeforeForwardingTheStop() {
        XCTAssertEqual(stopOrder { $0.share(replay: 2) }, ["source disposed", "completed"])
        XCTAssertEqual(stopOrder { $0.share(replay: 5) }, ["source disposed", "completed"])
    }

    func testShareWithoutReplayOrWithReplay1ForwardsTheStopFirst() {
        XCTAssertEqual(stopOrder { $0.share() }, ["completed", "source disposed"])
        XCTAssertEqual(stopOrder { $0.share(replay: 1) }, ["completed", "source disposed"])
    }

    func testShareForeverDisposesTheSourceBeforeForwardingTheStop() {
        XCTAssertEqual(stopOrder { $0.share(scope: .forever) }, ["source disposed", "completed"])
        XCTAssertEqual(stopOrder { $0.share(replay: 1, scope: .forever) }, ["source disposed", "completed"])
        XCTAssertEqual(stopOrder { $0.share(replay: 3, scope: .forever) }, ["source disposed", "completed"])
    }

    func testRefCountDisposesTheSourceBeforeForwardingTheStop() {
        XCTAssertEqual(stopOrder { $0.publish().refCount() }, ["source disposed", "completed"])
        XCTAssertEqual(stopOrder { $0.replay(2).refCount() }, ["source disposed", "completed"])
    }

    func testAConnectionDisposesTheSourceBeforeTheSubjectForwardsTheStop() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        var log: [String] = []
        let published = xs.do(onDispose: { log.append("source disposed") }).publish()
        let subscription = published.subscribe(onError: { _ in log.append("error") })
        let connection = published.connect()
        scheduler.start()
        XCTAssertEqual(log, ["source disposed", "error"])
        connection.dispose()
        subscription.dispose()
    }

    /// Subscribes `makeShared(Observable.of(1))` from outside any trampoline and returns the log of the source's
    /// disposal and the subscriber's completion.
    private func trampolinedStopOrder(_ makeShared: (Observable<Int>) -> Observable<Int>) -> [String] {
        var log: [String] = []
        let shared = makeShared(Observable.of(1).do(onDispose: { log.append("source disposed") }))
        let subscription = shared.subscribe(onCompleted: { log.append("completed") })
        subscription.dispose()
        return log
    }

    /// A share that is RxSwift's `multicast` and `refCount` (a buffer of 2 or more, or `.forever`) subscribes
    /// inside the trampoline, as that producer does: `of`, which schedules on it, sends its events once the
    /// connection keeps its subscription, so the stop disposes the source first, as with `replay(2).refCount()`.
    /// `share()` and `share(replay: 1)` have no trampoline of their own, and forward the stop first.
    func testASourceOnTheTrampolineStopsAfterTheShareKeptItsSubscription() {
        let disposedFirst = ["source disposed", "completed"]
        XCTAssertEqual(trampolinedStopOrder { $0.share(replay: 2) }, disposedFirst)
        XCTAssertEqual(trampolinedStopOrder { $0.share(scope: .forever) }, disposedFirst)
        XCTAssertEqual(trampolinedStopOrder { $0.share(replay: 1, scope: .forever) }, disposedFirst)
        XCTAssertEqual(trampolinedStopOrder { $0.replay(2).refCount() }, disposedFirst)
        XCTAssertEqual(trampolinedStopOrder { $0.share() }, ["completed", "source disposed"])
        XCTAssertEqual(trampolinedStopOrder { $0.share(replay: 1) }, ["completed", "source disposed"])
    }

    /// A source that stops while `connect()` subscribes to it has no subscription to dispose yet: as in
    /// RxSwift (whose connection's single-assignment disposable is still empty), the stop comes first.
    func testAConnectionToASourceThatStopsWhileConnectingForwardsTheStopFirst() {
        var log: [String] = []
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create { log.append("source disposed") }
        }
        let published = source.do(onDispose: { log.append("do disposed") }).publish()
        let subscription = published.subscribe(onCompleted: { log.append("completed") })
        published.connect().dispose()
        XCTAssertEqual(log, ["completed", "source disposed", "do disposed"])
        subscription.dispose()
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

final class ShareTests: RxTestCase {
    func testShareSubscribesOnceAndDisconnectsWithTheLastSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(260, 3), .completed(300)])
        let shared = xs.share()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(first)) }
        scheduler.scheduleAt(220) { subscriptions.append(shared.subscribe(second)) }
        scheduler.scheduleAt(240) { subscriptions[0].dispose() }
        scheduler.scheduleAt(250) { subscriptions[1].dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(230, 2)])
        XCTAssertEqual(second.events, [.next(230, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testShareReplayWhileConnectedReplaysAndResets() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let shared = xs.share(replay: 1)
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        let afterCompletion = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(early) }
        scheduler.scheduleAt(215) { _ = shared.subscribe(late) }
        scheduler.scheduleAt(300) { _ = shared.subscribe(afterCompletion) }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(late.events, [.next(215, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(afterCompletion.events, [.next(310, 1), .next(320, 2), .completed(330)], "a new connection")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(300, 330)])
    }

    func testShareReplayForeverKeepsTheSubject() {
        var subscriptions = 0
        let source = Observable<Int>.create { observer in
            subscriptions += 1
            observer.onNext(1)
            observer.onNext(2)
            observer.onCompleted()
            return Disposables.create()
        }
        let shared = source.share(replay: 1, scope: .forever)
        var first: [Event<Int>] = []
        var second: [Event<Int>] = []
        _ = shared.subscribe { first.append($0) }
        _ = shared.subscribe { second.append($0) }
        XCTAssertEqual(first, [.next(1), .next(2), .completed])
        XCTAssertEqual(second, [.next(2), .completed], "the stopped subject replays its buffer and stop event")
    }

    func testShareReplayInitialEmissionToASubscriberThatSubscribesAgain() {
        let relay = BehaviorRelay(value: 1)
        let shared = relay.asObservable().share(replay: 1)
        var log: [String] = []
        var inner: Disposable?
        let outer = shared.subscribe(onNext: { value in
            log.append("outer \(value)")
            if inner == nil {
                inner = shared.subscribe(onNext: { log.append("inner \($0)") })
            }
        })
        relay.accept(2)
        XCTAssertEqual(log, ["outer 1", "inner 1", "outer 2", "inner 2"])
        inner?.dispose()
        outer.dispose()
    }

    func testConcurrentSubscribersOfShare() {
        var sourceSubscriptions = 0
        let subject = PublishSubject<Int>()
        let shared = Observable<Int>.deferred {
            sourceSubscriptions += 1
            return subject.asObservable()
        }.share(replay: 1)
        let counts = ConcurrentLog<Int>()
        let holder = Unchecked(shared)
        let kept = ConcurrentLog<Unchecked<Disposable>>()
        runConcurrently(4) { _ in
            var received = 0
            let subscription = holder.value.subscribe(onNext: { _ in received += 1 })
            kept.append(Unchecked(subscription))
            counts.append(received)
        }
        subject.onNext(1)
        XCTAssertEqual(sourceSubscriptions, 1)
        kept.values.forEach { $0.value.dispose() }
        XCTAssertFalse(subject.hasObservers)
    }
}

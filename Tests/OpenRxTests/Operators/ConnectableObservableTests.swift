// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

final class ConnectableObservableTests: RxTestCase {
    func testPublishSharesOneSubscriptionFromConnectToDisconnect() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("^-1-2-3-4-|", values: ["1": 1, "2": 2, "3": 3, "4": 4])
        let shared = xs.publish()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var connection: Disposable?
        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(225) { connection = shared.connect() }
        scheduler.scheduleAt(235) { _ = shared.subscribe(second) }
        scheduler.scheduleAt(265) { connection?.dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(240, 2), .next(260, 3)])
        XCTAssertEqual(second.events, [.next(240, 2), .next(260, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(225, 265)])
    }

    func testReplayAndReplayAll() {
        let subject = PublishSubject<Int>()
        let replayed = subject.replay(1)
        let all = subject.replayAll()
        let connections = [replayed.connect(), all.connect()]
        subject.onNext(1)
        subject.onNext(2)
        var last: [Int] = []
        var everything: [Int] = []
        _ = replayed.subscribe(onNext: { last.append($0) })
        _ = all.subscribe(onNext: { everything.append($0) })
        XCTAssertEqual(last, [2])
        XCTAssertEqual(everything, [1, 2])
        XCTAssertTrue(
            (replayed.connect() as AnyObject) === (connections[0] as AnyObject),
            "connecting twice returns the connection")
        connections.forEach { $0.dispose() }
    }

    func testReconnectingAfterCompletionUsesANewSubject() {
        var subscriptions = 0
        let source = Observable<Int>.deferred {
            subscriptions += 1
            return .of(1, 2)
        }
        let shared = source.publish()
        var first: [Event<Int>] = []
        var second: [Event<Int>] = []
        _ = shared.subscribe { first.append($0) }
        _ = shared.connect()
        _ = shared.subscribe { second.append($0) }
        XCTAssertEqual(second, [], "the new subject waits for the next connection")
        _ = shared.connect()
        XCTAssertEqual(first, [.next(1), .next(2), .completed])
        XCTAssertEqual(second, [.next(1), .next(2), .completed])
        XCTAssertEqual(subscriptions, 2)
    }

    func testRefCountConnectsOnFirstAndDisconnectsAfterLast() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("^-1-2-3-4-5-|", values: ["1": 1, "2": 2, "3": 3, "4": 4, "5": 5])
        let shared = xs.publish().refCount()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(205) { subscriptions.append(shared.subscribe(first)) }
        scheduler.scheduleAt(235) { subscriptions.append(shared.subscribe(second)) }
        scheduler.scheduleAt(245) { subscriptions[0].dispose() }
        scheduler.scheduleAt(255) { subscriptions[1].dispose() }
        scheduler.scheduleAt(265) { subscriptions.append(shared.subscribe(first)) }
        scheduler.scheduleAt(285) { subscriptions[2].dispose() }
        scheduler.start()
        XCTAssertEqual(
            first.events, [.next(220, 1), .next(240, 2), .next(280, 4)], "3 comes while disconnected")
        XCTAssertEqual(second.events, [.next(240, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(205, 255), Subscription(265, 285)])
    }

    func testMulticastWithSelector() {
        var pairs: [String] = []
        _ = Observable.of(1, 2, 3)
            .multicast(
                { PublishSubject<Int>() },
                selector: { shared in Observable.zip(shared, shared.skip(1)) { "\($0)\($1)" } }
            )
            .subscribe(onNext: { pairs.append($0) })
        XCTAssertEqual(pairs, ["12", "23"])
        var events: [Event<Int>] = []
        _ = Observable.of(1).multicast({ () throws -> PublishSubject<Int> in throw testError }, selector: { $0 })
            .subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(testError)])
    }

    func testConnectingFromInsideASubscriberDoesNotDeadlock() {
        let subject = PublishSubject<Int>()
        let shared = subject.publish()
        var received: [Int] = []
        var inner: Disposable?
        let outer = shared.subscribe(onNext: { value in
            received.append(value)
            if inner == nil { inner = shared.connect() }
        })
        let connection = shared.connect()
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(received, [1, 2])
        XCTAssertTrue((inner as AnyObject?) === (connection as AnyObject))
        outer.dispose()
        connection.dispose()
    }

    func testTwoThreadsConnectingAtOnceShareOneConnectionAndOneSourceSubscription() {
        let subscriptions = CallCounter()
        let source = Observable<Int>.never().do(onSubscribe: subscriptions.increment)
        let inFactory = Gate()
        let release = Gate()
        let factoryCalls = CallCounter()
        let shared = source.multicast(makeSubject: { () -> PublishSubject<Int> in
            factoryCalls.increment()
            if factoryCalls.value == 1 {
                inFactory.open()
                release.wait()
            }
            return PublishSubject<Int>()
        })
        let connections = ConcurrentLog<Unchecked<Disposable>>()
        let first = startOnAnotherThread { connections.append(Unchecked(shared.connect())) }
        inFactory.wait()  // the first thread makes its subject, unlocked
        connections.append(Unchecked(shared.connect()))  // this thread makes another and connects
        release.open()
        first.wait()

        let made = connections.values.map { $0.value as AnyObject }
        XCTAssertEqual(made.count, 2)
        XCTAssertTrue(made[0] === made[1], "both calls return the one connection")
        XCTAssertEqual(subscriptions.value, 1, "the source is subscribed once")
        connections.values[0].value.dispose()
    }

    /// As RxSwift's connection, which checks its disposed flag first: a connection disposed while the source is
    /// still sending inside its `subscribe` (`of`) passes nothing more to the subject, and the source's
    /// subscription is disposed when it arrives.
    func testAConnectionDisposedWhileTheSourceIsStillSendingPassesNothingMore() {
        var log: [String] = []
        let shared = Observable.of(1, 2, 3).do(onDispose: { log.append("source disposed") }).publish()
        _ = shared.subscribe { event in
            log.append("\(event)")
            // `connect()` while connected returns the connection, which is disposed here.
            if case .next(1) = event { shared.connect().dispose() }
        }
        shared.connect().dispose()
        XCTAssertEqual(log, ["next(1)", "source disposed"])
    }

    /// The subject of `multicast(_:)` serves every connection: a connection disposed while the source was still
    /// sending must not end it with the source's late stop, so the next connection reaches the same subscribers.
    func testASubjectOfAnEndedConnectionIsNotEndedByItsLateStop() {
        let subject = PublishSubject<Int>()
        let shared = Observable.of(1, 2).multicast(subject)
        var received: [Event<Int>] = []
        var disconnects = true
        _ = shared.subscribe { event in
            received.append(event)
            if disconnects, case .next(1) = event { shared.connect().dispose() }
        }
        shared.connect().dispose()
        XCTAssertEqual(received, [.next(1)])
        disconnects = false
        shared.connect().dispose()
        XCTAssertEqual(received, [.next(1), .next(1), .next(2), .completed])
    }
}

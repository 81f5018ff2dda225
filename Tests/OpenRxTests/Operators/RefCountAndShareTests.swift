// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

/// refCount and share: RxSwift's connection rules at the edges (a subscriber that stops while
/// subscribing, resubscribing from a stop handler, a terminated `.forever` subject).
final class RefCountAndShareTests: RxTestCase {
    func testPublishRefCountRetryStartsANewConnectionAfterAnError() {
        let attempts = CallCounter()
        let source = Observable<Int>.create { observer in
            attempts.increment()
            observer.onNext(attempts.value)
            observer.onError(testError)
            return Disposables.create()
        }
        let observer = GrammarObserver<Int>()
        _ = source.publish().refCount().retry(2).subscribe(observer)
        XCTAssertEqual(attempts.value, 2, "the retry connects again")
        XCTAssertEqual(observer.events, [.next(1), .next(2), .error(testError)])
    }

    func testRefCountResubscribingFromACompletionHandlerConnectsAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let result = scheduler.start { () -> Observable<Int> in
            let shared = xs.publish().refCount()
            return Observable.concat([shared, shared])
        }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 1), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240)])
    }

    func testRefCountDoesNotConnectForASubscriberThatStoppedWhileSubscribing() {
        let subject = PublishSubject<Int>()
        subject.onCompleted()
        let connections = CallCounter()
        let source = Observable<Int>.create { _ in
            connections.increment()
            return Disposables.create()
        }
        let observer = GrammarObserver<Int>()
        _ = source.multicast(subject).refCount().subscribe(observer)
        XCTAssertEqual(observer.events, [.completed])
        XCTAssertEqual(connections.value, 0)
    }

    func testShareForeverDoesNotResubscribeATerminatedSource() {
        let subscriptions = CallCounter()
        let source = Observable<Int>.create { observer in
            subscriptions.increment()
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create()
        }
        let shared = source.share(replay: 1, scope: .forever)
        let first = GrammarObserver<Int>()
        let second = GrammarObserver<Int>()
        _ = shared.subscribe(first)
        _ = shared.subscribe(second)
        XCTAssertEqual(first.events, [.next(1), .completed])
        XCTAssertEqual(second.events, [.next(1), .completed], "the replay and the stop, from the subject")
        XCTAssertEqual(subscriptions.value, 1)
    }

    func testShareWhileConnectedReconnectsAfterTermination() {
        let subscriptions = CallCounter()
        let source = Observable<Int>.create { observer in
            subscriptions.increment()
            observer.onNext(subscriptions.value)
            observer.onCompleted()
            return Disposables.create()
        }
        let shared = source.share(replay: 1)
        var values: [Int] = []
        _ = shared.subscribe(onNext: { values.append($0) })
        _ = shared.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [1, 2])
    }

    func testRefCountDisconnectsAfterTheLastSubscriberAndReconnects() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(260, 3)])
        let shared = xs.publish().refCount()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(first)) }
        scheduler.scheduleAt(220) { subscriptions[0].dispose() }
        scheduler.scheduleAt(250) { subscriptions.append(shared.subscribe(second)) }
        scheduler.scheduleAt(300) { subscriptions[1].dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1)])
        XCTAssertEqual(second.events, [.next(260, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(250, 300)])
    }

    func testConcurrentSubscribersAndDisposalsLeaveNoConnection() {
        let connected = CallCounter()
        let disconnected = CallCounter()
        let source = Observable<Int>.create { _ in
            connected.increment()
            return Disposables.create { disconnected.increment() }
        }
        let shared = Unchecked(source.publish().refCount())
        runConcurrently(4) { _ in
            for _ in 0..<200 { shared.value.subscribe().dispose() }
        }
        XCTAssertEqual(connected.value, disconnected.value, "every connection was disposed")
        XCTAssertGreaterThan(connected.value, 0)
    }

    func testMulticastFactoryMayTouchTheConnectableWithoutDeadlock() {
        var connectable: ConnectableObservable<Int>?
        var subscribedInsideFactory = false
        connectable = Observable.of(1, 2).multicast(makeSubject: { () -> PublishSubject<Int> in
            if let connectable, !subscribedInsideFactory {
                subscribedInsideFactory = true
                _ = connectable.subscribe()  // would deadlock if the factory ran under the lock
            }
            return PublishSubject<Int>()
        })
        var values: [Int] = []
        _ = connectable?.subscribe(onNext: { values.append($0) })
        _ = connectable?.connect()
        XCTAssertTrue(subscribedInsideFactory)
        XCTAssertEqual(values, [1, 2])
        connectable = nil
    }

    /// RxSwift's `refCount()` sink unsubscribes from the connectable sequence, then disconnects: the source's
    /// disposal sees a subject without that observer.
    func testRefCountUnsubscribesFromTheSubjectBeforeItDisconnects() {
        let subject = PublishSubject<Int>()
        var seenAtDisposal: [Bool] = []
        let shared = Observable<Int>.never()
            .do(onDispose: { seenAtDisposal.append(subject.hasObservers) })
            .multicast(subject).refCount()
        let subscription = shared.subscribe(onNext: { _ in })
        XCTAssertTrue(subject.hasObservers)
        subscription.dispose()
        XCTAssertEqual(seenAtDisposal, [false])
    }

    #if DEBUG
        /// A `.forever` share keeps its subject: an element its source sends on another thread while the last
        /// subscriber leaves must not reach it (RxSwift's multicast connection drops it once disposed), or the
        /// subject would replay it to later subscribers. The sending thread is stopped where the connection
        /// receives the element, before it checks that it is still connected.
        func testAShareForeverDropsAnElementThatArrivesAsTheLastSubscriberLeaves() {
            let source = PublishSubject<Int>()
            let shared = source.share(replay: 1, scope: .forever)
            let first = shared.subscribe(onNext: { _ in })
            source.onNext(1)
            let received = Gate()
            let leave = Gate()
            ShareForeverTestHooks.connectionReceives = {
                ShareForeverTestHooks.connectionReceives = nil
                received.open()
                leave.wait()
            }
            defer { ShareForeverTestHooks.connectionReceives = nil }
            let feeder = Unchecked(source)
            let sent = startOnAnotherThread { feeder.value.onNext(2) }
            received.wait()
            first.dispose()
            leave.open()
            sent.wait()
            var replayed: [Int] = []
            shared.subscribe(onNext: { replayed.append($0) }).dispose()
            XCTAssertEqual(replayed, [1], "the subject replays what it received while connected")
        }
    #endif
}

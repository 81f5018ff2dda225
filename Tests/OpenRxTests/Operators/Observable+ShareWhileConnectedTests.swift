// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

/// `share(replay:scope: .whileConnected)` (the sharing of every `Driver` and `Signal` stage): connections,
/// their replay, the subscriptions of connections that ended, and threads.
final class ShareWhileConnectedTests: RxTestCase {
    /// A source whose subscriptions the test drives by hand: it keeps each connection's observer and counts
    /// subscriptions and disposals. The kept observers hold the chain: each test lets go of them when it ends.
    private final class ManualSource: @unchecked Sendable {
        // Sendable: the observers are guarded by the lock; the counters are thread-safe.
        private let lock = NSLock()
        private var storedObservers: [AnyObserver<Int>] = []
        let subscriptions = CallCounter()
        let disposals = CallCounter()

        var observers: [AnyObserver<Int>] {
            lock.lock()
            defer { lock.unlock() }
            return storedObservers
        }

        func releaseObservers() {
            lock.lock()
            let observers = storedObservers
            storedObservers = []
            lock.unlock()
            _ = observers
        }

        func asObservable() -> Observable<Int> {
            Observable.create { [self] observer in
                subscriptions.increment()
                lock.lock()
                storedObservers.append(observer)
                lock.unlock()
                return Disposables.create { [self] in disposals.increment() }
            }
        }
    }

    func testASubscriptionOfAnEndedConnectionDisposedLateLeavesTheNextConnectionAlone() {
        let source = ManualSource()
        defer { source.releaseObservers() }
        let shared = source.asObservable().share(replay: 1)
        let first = GrammarObserver<Int>()
        let second = GrammarObserver<Int>()
        let third = GrammarObserver<Int>()
        let firstSubscription = shared.subscribe(first)
        source.observers[0].onNext(1)
        source.observers[0].onCompleted()
        let secondSubscription = shared.subscribe(second)
        XCTAssertEqual(source.subscriptions.value, 2, "the completion ended the first connection")

        // The first subscription belonged to the connection that completed: disposing it now must neither
        // count as the second connection's subscriber leaving nor remove the second connection's observer.
        firstSubscription.dispose()
        source.observers[1].onNext(2)
        let thirdSubscription = shared.subscribe(third)
        source.observers[1].onNext(3)
        XCTAssertEqual(first.events, [.next(1), .completed])
        XCTAssertEqual(second.events, [.next(2), .next(3)])
        XCTAssertEqual(third.events, [.next(2), .next(3)], "joined the live connection, with its replay")
        XCTAssertEqual(source.subscriptions.value, 2)
        XCTAssertEqual(source.disposals.value, 1, "only the completed connection's source was disposed (by itself)")

        secondSubscription.dispose()
        XCTAssertEqual(source.disposals.value, 1, "the third subscriber still holds the connection")
        thirdSubscription.dispose()
        XCTAssertEqual(source.disposals.value, 2, "the last subscriber disconnected")
    }

    func testASubscriptionKeptAfterTheShareIsReleasedStillDisconnectsTheSource() {
        let source = ManualSource()
        defer { source.releaseObservers() }
        var received: [Int] = []
        let subscription = source.asObservable().share(replay: 1).subscribe(onNext: { received.append($0) })
        source.observers[0].onNext(1)
        subscription.dispose()
        source.observers[0].onNext(2)
        XCTAssertEqual(received, [1])
        XCTAssertEqual(source.disposals.value, 1)
    }

    func testReplayOfMoreThanOneKeepsTheLatestElementsOfTheConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .completed(40)])
        let shared = xs.share(replay: 2)
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        let next = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(early) }
        scheduler.scheduleAt(235) { _ = shared.subscribe(late) }
        scheduler.scheduleAt(300) { _ = shared.subscribe(next) }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        XCTAssertEqual(late.events, [.next(235, 2), .next(235, 3), .completed(240)])
        XCTAssertEqual(
            next.events, [.next(310, 1), .next(320, 2), .next(330, 3), .completed(340)],
            "a new connection replays nothing of the one before")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240), Subscription(300, 340)])
    }

    func testWithoutReplayALateSubscriberReceivesOnlyLaterElements() {
        let source = ManualSource()
        defer { source.releaseObservers() }
        let shared = source.asObservable().share()
        let early = GrammarObserver<Int>()
        let late = GrammarObserver<Int>()
        let earlySubscription = shared.subscribe(early)
        source.observers[0].onNext(1)
        let lateSubscription = shared.subscribe(late)
        source.observers[0].onNext(2)
        source.observers[0].onError(testError)
        XCTAssertEqual(early.events, [.next(1), .next(2), .error(testError)])
        XCTAssertEqual(late.events, [.next(2), .error(testError)])
        earlySubscription.dispose()
        lateSubscription.dispose()
        XCTAssertEqual(source.disposals.value, 1, "the source disposed itself when it failed, and only then")
    }

    func testRetryAfterAnErrorStartsANewConnection() {
        let attempts = CallCounter()
        let source = Observable<Int>.create { observer in
            attempts.increment()
            observer.onNext(attempts.value)
            observer.onError(testError)
            return Disposables.create()
        }
        let observer = GrammarObserver<Int>()
        _ = source.share(replay: 1).retry(3).subscribe(observer)
        XCTAssertEqual(attempts.value, 3)
        XCTAssertEqual(observer.events, [.next(1), .next(2), .next(3), .error(testError)])
    }

    func testASubscriberThatArrivesDuringABroadcastOnAnotherThreadGetsTheReplayAtOnce() {
        let subject = PublishSubject<Int>()
        let shared = subject.share(replay: 1)
        let entered = Gate()
        let release = Gate()
        let first = GrammarObserver<Int> { event in
            if event.element == 1 {
                entered.open()
                release.wait()
            }
        }
        let firstSubscription = shared.subscribe(first)
        let broadcasting = startOnAnotherThread { subject.onNext(1) }
        entered.wait()

        // The other thread is inside the broadcast of 1: the new subscriber still gets 1 as its replay, on
        // this thread, during its subscribe call.
        let second = GrammarObserver<Int>()
        let secondSubscription = shared.subscribe(second)
        XCTAssertEqual(second.events, [.next(1)])
        subject.onNext(2)
        release.open()
        broadcasting.wait()
        XCTAssertEqual(first.events, [.next(1), .next(2)])
        XCTAssertEqual(second.events, [.next(1), .next(2)])
        firstSubscription.dispose()
        secondSubscription.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testTheLatestElementItReplacesIsReleasedAfterUnlocking() {
        final class Probe: @unchecked Sendable {
            // Sendable: `onRelease` is set before the probe is shared and never changed.
            let id: Int
            let onRelease: @Sendable () -> Void

            init(_ id: Int, onRelease: @escaping @Sendable () -> Void = {}) {
                self.id = id
                self.onRelease = onRelease
            }

            deinit { onRelease() }
        }
        let subject = PublishSubject<Probe>()
        let shared = subject.share(replay: 1)
        let replayed = ConcurrentLog<Int>()
        let lateSubscriptions = ConcurrentLog<Unchecked<Disposable>>()
        let observer = GrammarObserver<Int>()
        let subscription = shared.map(\.id).subscribe(observer)
        let finished = CallCounter()
        let sharedHolder = Unchecked(shared)
        startOnAnotherThread {
            subject.onNext(
                Probe(1) {
                    // Subscribing takes the connection's lock: this deadlocks if the probe is released under it.
                    let late = sharedHolder.value.subscribe(onNext: { replayed.append($0.id) })
                    lateSubscriptions.append(Unchecked(late))
                })
            subject.onNext(Probe(2))
            finished.increment()
        }
        .wait(timeout: 5)
        guard finished.value == 1 else { return }
        XCTAssertEqual(observer.elements, [1, 2])
        XCTAssertEqual(replayed.values, [2], "subscribed while 2 was the latest element")
        lateSubscriptions.values.forEach { $0.value.dispose() }
        subscription.dispose()
    }

    func testConcurrentSubscribersAndDisposalsLeaveNoConnection() {
        let source = ManualSource()
        defer { source.releaseObservers() }
        let shared = Unchecked(source.asObservable().share(replay: 1))
        runConcurrently(4) { _ in
            for _ in 0..<200 { shared.value.subscribe().dispose() }
        }
        XCTAssertEqual(source.subscriptions.value, source.disposals.value, "every connection was disposed")
        XCTAssertGreaterThan(source.subscriptions.value, 0)
    }

    func testConcurrentSubscribersShareOneConnectionAndReceiveEveryLaterElement() {
        let source = ManualSource()
        defer { source.releaseObservers() }
        let shared = Unchecked(source.asObservable().share(replay: 1))
        let observers = (0..<4).map { _ in GrammarObserver<Int>() }
        let subscriptions = ConcurrentLog<Unchecked<Disposable>>()
        let holder = Unchecked(observers)
        runConcurrently(4) { index in
            subscriptions.append(Unchecked(shared.value.subscribe(holder.value[index])))
        }
        XCTAssertEqual(source.subscriptions.value, 1)
        source.observers[0].onNext(1)
        source.observers[0].onCompleted()
        for observer in observers { XCTAssertEqual(observer.events, [.next(1), .completed]) }
        subscriptions.values.forEach { $0.value.dispose() }
        XCTAssertEqual(source.disposals.value, 1, "the source disposed itself when it completed, and only then")
    }
}

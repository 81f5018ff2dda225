// OpenRx — reactive programming for Swift. MIT licence.

import Foundation
import OpenRx
import OpenRxTest
import XCTest

/// `amb`: RxSwift's rules (its collection form is a chain of two-source `amb`s starting from `never()`).
final class AmbTests: RxTestCase {
    func testMirrorsTheFirstSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let slow = scheduler.createHotObservable("^---1-2-|", values: ["1": 1, "2": 2])
        let fast = scheduler.createHotObservable("^-5---6---|", values: ["5": 5, "6": 6])
        let result = scheduler.start { slow.asObservable().amb(fast) }
        XCTAssertEqual(result.events, [.next(220, 5), .next(260, 6), .completed(300)])
        XCTAssertEqual(slow.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(fast.subscriptions, [Subscription(200, 300)])
    }

    /// The sources are subscribed in order; the first to react wins and the others are disposed then.
    func testSubscribesInOrderAndDisposesTheLosersWhenOneReacts() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = [
            scheduler.createHotObservable([.next(230, 1), .completed(260)]),
            scheduler.createHotObservable([.next(220, 2), .next(240, 3), .completed(250)]),
            scheduler.createHotObservable([.next(225, 4), .completed(235)]),
        ]
        var order: [Int] = []
        let result = scheduler.start {
            Observable.amb(
                xs.indices.map { index in
                    Observable.deferred {
                        order.append(index)
                        return xs[index].asObservable()
                    }
                })
        }
        XCTAssertEqual(order, [0, 1, 2])
        XCTAssertEqual(result.events, [.next(220, 2), .next(240, 3), .completed(250)])
        XCTAssertEqual(
            xs.map(\.subscriptions), [[Subscription(200, 220)], [Subscription(200, 250)], [Subscription(200, 220)]])
    }

    /// An error or a completion reacts too.
    func testAStopEventWins() {
        for stop in [Recorded.error(215, testError, Int.self), .completed(215)] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([stop])
            let ys = scheduler.createHotObservable([.next(220, 1)])
            let result = scheduler.start { Observable.amb([ys.asObservable(), xs.asObservable()]) }
            XCTAssertEqual(result.events, [stop])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
            XCTAssertEqual(ys.subscriptions, [Subscription(200, 215)])
        }
    }

    /// A source that reacts while it is subscribed wins at once; as in RxSwift, the later sources are still
    /// subscribed, and disposed at once.
    func testASourceThatReactsWhileBeingSubscribedWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(230)])
        let zs = scheduler.createHotObservable([.next(205, 3)])
        let result = scheduler.start { Observable.amb([xs.asObservable(), ys.startWith(0), zs.asObservable()]) }
        XCTAssertEqual(result.events, [.next(200, 0), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 200)])
    }

    /// As RxSwift (issue 19): a loser that ends while being subscribed, after the winner reacted, cuts the
    /// winner off — RxSwift's two-source `amb` disposes the left subscription on any stop event of the right
    /// source. The winner's later events and its completion never arrive.
    func testALoserEndingWhileBeingSubscribedCutsTheWinnerOffAsInRxSwift() {
        let subject = PublishSubject<Int>()
        var events: [Event<Int>] = []
        let subscription = subject.startWith(1).amb(Observable.empty()).subscribe { events.append($0) }
        XCTAssertFalse(subject.hasObservers, "the winner's subscription was disposed")
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(events, [.next(1)])
        subscription.dispose()
    }

    /// In the collection form, a losing source's stop event disposes every source before it (each is the
    /// right source of a two-source `amb` whose left is the chain before it); later ones are unaffected.
    func testALosersStopInTheCollectionFormDisposesTheSourcesBeforeIt() {
        let first = PublishSubject<Int>()
        let third = PublishSubject<Int>()
        var events: [Event<Int>] = []
        let subscription = Observable.amb([first.startWith(1), Observable.empty(), third.asObservable()])
            .subscribe { events.append($0) }
        XCTAssertFalse(first.hasObservers)
        XCTAssertFalse(third.hasObservers, "the third source lost when the first one won")
        XCTAssertEqual(events, [.next(1)])
        subscription.dispose()
    }

    /// As in RxSwift (`never()` is where its chain starts), the `amb` of no sources never ends; of one
    /// source, it mirrors that source.
    func testAmbOfNoSourcesNeverEndsAndOfOneMirrorsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Observable<Int>.amb([]) }.events, [])
        let one = TestScheduler(initialClock: 0)
        let xs = one.createHotObservable([.next(210, 1), .completed(220)])
        XCTAssertEqual(one.start { Observable.amb([xs.asObservable()]) }.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        var events: [Event<Int>] = []
        _ = Observable.amb([Observable<Int>.never(), .error(testError)]).subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(testError)])
    }
}

/// `amb` under forced interleavings: sources that react on other threads at once, during a subscription,
/// or after they lost.
final class AmbInterleavingTests: RxTestCase {
    /// A loser that reacts on another thread while the winner's first event is being delivered is dropped
    /// at once (it does not wait for the delivery), and was disposed before that event was forwarded.
    func testALoserReactingWhileTheWinnerDeliversIsDropped() {
        let winner = HandOverSource<Int>()
        let loser = HandOverSource<Int>()
        let inside = Gate()
        let proceed = Gate()
        let loserDisposalsAtDelivery = CallCounter()
        let observer = GrammarObserver<Int> { event in
            guard case .next(1) = event else { return }
            if loser.disposals.value == 1 { loserDisposalsAtDelivery.increment() }
            inside.open()
            proceed.wait()
        }
        let subscription = winner.asObservable().amb(loser).subscribe(observer)
        let delivering = startOnAnotherThread { winner.send(.next(1)) }
        inside.wait()
        startOnAnotherThread {
            loser.send(.next(2))
            loser.send(.error(testError))
        }
        .wait()
        proceed.open()
        delivering.wait()
        winner.send(.next(3))
        winner.send(.completed)
        XCTAssertEqual(observer.events, [.next(1), .next(3), .completed])
        XCTAssertEqual(loserDisposalsAtDelivery.value, 1, "the loser is disposed before the winner's event")
        XCTAssertEqual([winner.disposals.value, loser.disposals.value], [1, 1])
        subscription.dispose()
        XCTAssertEqual([winner.disposals.value, loser.disposals.value], [1, 1])
        observer.onEvent = nil  // it captured `loser`, which keeps its observer (the sink): break the cycle
    }

    /// Two sources react at the same moment on two threads: exactly one wins, the other is disposed once.
    func testTwoSourcesReactingAtOnceHaveExactlyOneWinner() {
        for _ in 0..<200 {
            let sources = [HandOverSource<Int>(), HandOverSource<Int>()]
            let observer = GrammarObserver<Int>()
            let subscription = Observable.amb(sources.map { $0.asObservable() }).subscribe(observer)
            runConcurrently(2) { index in sources[index].send(.next(index)) }
            XCTAssertEqual(observer.elements.count, 1)
            guard let winner = observer.elements.first else { return }
            XCTAssertEqual(sources[1 - winner].disposals.value, 1, "the loser is disposed")
            XCTAssertEqual(sources[winner].disposals.value, 0)
            sources[winner].send(.completed)
            XCTAssertEqual(observer.events, [.next(winner), .completed])
            XCTAssertEqual(sources[winner].disposals.value, 1)
            subscription.dispose()
        }
    }

    /// A source wins on another thread while a later source's `subscribe` runs: that subscription, returned
    /// after it lost, is disposed at once, and the sources after it are subscribed and disposed at once.
    func testASourceWinsWhileALaterOneIsBeingSubscribed() {
        let first = HandOverSource<Int>()
        let laterDisposals = CallCounter()
        let later = Observable<Int>.create { _ in
            runOnAnotherThread { first.send(.next(1)) }
            return Disposables.create { laterDisposals.increment() }
        }
        let last = HandOverSource<Int>()
        let observer = GrammarObserver<Int>()
        let subscription = Observable.amb([first.asObservable(), later, last.asObservable()]).subscribe(observer)
        XCTAssertEqual(observer.events, [.next(1)])
        XCTAssertEqual(laterDisposals.value, 1)
        XCTAssertEqual([last.subscriptions.value, last.disposals.value], [1, 1])
        first.send(.completed)
        XCTAssertEqual(observer.events, [.next(1), .completed])
        subscription.dispose()
        XCTAssertEqual([first.disposals.value, laterDisposals.value, last.disposals.value], [1, 1, 1])
    }

    /// A source that wins on another thread during its own `subscribe`: the earlier source is disposed, and
    /// the winner's late subscription is disposed once, after its completion.
    func testASourceWinsDuringItsOwnSubscribe() {
        let first = PublishSubject<Int>()
        let winner = OtherThreadSource<Int>([.next(5), .completed])
        let observer = GrammarObserver<Int>()
        let subscription = first.amb(winner.asObservable()).subscribe(observer)
        XCTAssertEqual(observer.events, [.next(5), .completed])
        XCTAssertFalse(first.hasObservers)
        XCTAssertEqual(winner.disposals.value, 1)
        subscription.dispose()
        XCTAssertEqual(winner.disposals.value, 1)
    }
}

/// A source that hands its observer to the test, which sends events on any thread, even after the
/// subscription was disposed (an event already in flight when it was disposed). Counts subscriptions and
/// disposals.
private final class HandOverSource<Element>: ObservableType, @unchecked Sendable {
    // Sendable: `observer` is guarded by the lock; the counters are thread-safe.
    private let lock = NSLock()
    private var observer: AnyObserver<Element>?
    let subscriptions = CallCounter()
    let disposals = CallCounter()

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subscriptions.increment()
        lock.withLock { self.observer = AnyObserver(observer) }
        return Disposables.create { [disposals] in disposals.increment() }
    }

    func send(_ event: Event<Element>) {
        lock.withLock { observer }?.on(event)
    }
}

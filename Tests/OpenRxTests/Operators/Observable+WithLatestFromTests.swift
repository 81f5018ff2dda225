// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

/// `withLatestFrom`: RxSwift's rules.
final class WithLatestFromTests: RxTestCase {
    func testCombinesWithTheLatestOfSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let taps = scheduler.createHotObservable("^-a---b-c-|", values: ["a": "a", "b": "b", "c": "c"])
        let values = scheduler.createHotObservable("^--1---2---|", values: ["1": 1, "2": 2])
        let result = scheduler.start { taps.withLatestFrom(values) { "\($0)\($1)" } }
        XCTAssertEqual(result.events, [.next(260, "b1"), .next(280, "c2"), .completed(300)], "a came before any value")
        let only = TestScheduler(initialClock: 0)
        let xs = only.createHotObservable("^-a-b-|", values: ["a": 0, "b": 0])
        let ys = only.createHotObservable("^1-2---", values: ["1": 1, "2": 2])
        XCTAssertEqual(only.start { xs.withLatestFrom(ys) }.events, [.next(220, 1), .next(240, 2), .completed(260)])
    }

    func testErrors() {
        var events: [Event<Int>] = []
        _ = Observable.of(1).withLatestFrom(Observable<Int>.error(testError)).subscribe { events.append($0) }
        _ = Observable.of(1).withLatestFrom(BehaviorSubject(value: 2)) { _, _ -> Int in throw otherError }
            .subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(testError), .error(otherError)])
    }

    /// As in RxSwift, the second source is subscribed first: a value it sends while subscribing goes with
    /// the source's first element.
    func testSubscribesTheSecondSourceFirst() {
        var order: [String] = []
        let first = Observable.deferred {
            order.append("first")
            return Observable.of(1)
        }
        let second = Observable.deferred {
            order.append("second")
            return Observable.just(10).concat(Observable.never())
        }
        var events: [Event<Int>] = []
        _ = first.withLatestFrom(second, resultSelector: +).subscribe { events.append($0) }
        XCTAssertEqual(order, ["second", "first"])
        XCTAssertEqual(events, [.next(11), .completed])
    }

    /// The second source's completion releases its subscription then (as RxSwift) and keeps its latest
    /// element for the source's later elements.
    func testSecondCompletionReleasesItsSubscriptionAndKeepsTheLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1), .next(240, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(210, 10), .completed(230)])
        let result = scheduler.start { xs.withLatestFrom(ys, resultSelector: +) }
        XCTAssertEqual(result.events, [.next(220, 11), .next(240, 12), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    /// A second source that completes without a value drops every element; the source's completion ends it.
    func testSecondCompletingWithoutAValueDropsEveryElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1), .next(240, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.completed(205, Int.self)])
        let result = scheduler.start { xs.withLatestFrom(ys) }
        XCTAssertEqual(result.events, [.completed(300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 205)])
    }

    /// The second source's error ends the result and both subscriptions, before or after its first value.
    func testSecondErrorEndsTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1), .next(240, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(210, 10), .error(230, testError)])
        let result = scheduler.start { xs.withLatestFrom(ys, resultSelector: +) }
        XCTAssertEqual(result.events, [.next(220, 11), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
        let early = TestScheduler(initialClock: 0)
        let zs = early.createHotObservable([.next(220, 1)])
        let failing = early.createHotObservable([.error(205, testError, Int.self)])
        XCTAssertEqual(early.start { zs.withLatestFrom(failing) }.events, [.error(205, testError)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 205)])
    }

    /// The source's end or a result selector error ends both subscriptions.
    func testSourceEndAndSelectorErrorReleaseBothSubscriptions() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1), .next(230, 2), .error(240, testError)])
        let ys = scheduler.createHotObservable([.next(210, 10)])
        let result = scheduler.start { xs.withLatestFrom(ys, resultSelector: +) }
        XCTAssertEqual(result.events, [.next(220, 11), .next(230, 12), .error(240, testError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
        let throwing = TestScheduler(initialClock: 0)
        let zs = throwing.createHotObservable([.next(220, 1), .next(230, 2), .completed(300)])
        let ws = throwing.createHotObservable([.next(210, 10)])
        let thrown = throwing.start {
            zs.withLatestFrom(ws) { value, latest -> Int in
                if value == 2 { throw otherError }
                return value + latest
            }
        }
        XCTAssertEqual(thrown.events, [.next(220, 11), .error(230, otherError)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ws.subscriptions, [Subscription(200, 230)])
    }
}

/// `withLatestFrom` under forced interleavings.
final class WithLatestFromInterleavingTests: RxTestCase {
    /// The second source fails on another thread while the source's element is being delivered: the error
    /// waits for that delivery (the failing thread does not), then ends the result.
    func testSecondErrorOnAnotherThreadDuringTheFirstsDelivery() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let inside = Gate()
        let proceed = Gate()
        let observer = GrammarObserver<Int> { event in
            guard case .next = event else { return }
            inside.open()
            proceed.wait()
        }
        let subscription = first.withLatestFrom(second, resultSelector: +).subscribe(observer)
        second.onNext(10)
        let sending = Unchecked((first, second))
        let delivering = startOnAnotherThread { sending.value.0.onNext(1) }
        inside.wait()
        startOnAnotherThread { sending.value.1.onError(testError) }.wait()
        XCTAssertEqual(observer.events, [.next(11)], "the error waits for the delivery in progress")
        proceed.open()
        delivering.wait()
        XCTAssertEqual(observer.events, [.next(11), .error(testError)])
        XCTAssertFalse(first.hasObservers)
        XCTAssertFalse(second.hasObservers)
        subscription.dispose()
    }

    /// The element of the second source that a new one replaces is released after unlocking: its `deinit`
    /// may send to the source (which takes the operator's lock) without deadlocking.
    func testTheReplacedLatestElementIsReleasedAfterUnlocking() {
        final class Token {
            let value: Int
            let onDeinit: (() -> Void)?
            init(_ value: Int, onDeinit: (() -> Void)? = nil) {
                self.value = value
                self.onDeinit = onDeinit
            }
            deinit { onDeinit?() }
        }
        let first = PublishSubject<Int>()
        let second = PublishSubject<Token>()
        let observer = GrammarObserver<Int>()
        let subscription = first.withLatestFrom(second) { $0 + $1.value }.subscribe(observer)
        second.onNext(Token(1) { first.onNext(100) })
        let sending = Unchecked(second)
        startOnAnotherThread { sending.value.onNext(Token(2)) }.wait()
        XCTAssertEqual(observer.events, [.next(102)], "the deinit's element went with the new latest")
        second.onNext(Token(3) { first.onNext(1_000) })
        subscription.dispose()
        XCTAssertEqual(observer.events, [.next(102)], "released at disposal, after unlocking: dropped")
    }
}

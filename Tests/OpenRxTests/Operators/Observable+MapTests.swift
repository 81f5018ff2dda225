// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

final class MapTests: RxTestCase {
    func testMapAndCompactMap() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(300)])
        let result = scheduler.start { xs.map { $0 * 10 } }
        XCTAssertEqual(result.events, [.next(210, 20), .next(220, 30), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        let compact = scheduler.start(created: 1_100, subscribed: 1_200, disposed: 2_000) {
            Observable.of("1", "x", "3").compactMap { Int($0) }
        }
        XCTAssertEqual(compact.events, [.next(1_200, 1), .next(1_200, 3), .completed(1_200)])
    }

    func testMapErrorThrownByTransform() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let result = scheduler.start {
            xs.map { value -> Int in
                if value == 2 { throw testError }
                return value
            }
        }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testCompactMapErrorAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, testError)])
        let failing = scheduler.start { xs.compactMap { value -> Int? in value == 2 ? nil : value } }
        XCTAssertEqual(failing.events, [.next(210, 1), .error(230, testError)])
        let ys = scheduler.createHotObservable([.next(1_210, 1), .next(1_220, 2)])
        let disposed = scheduler.start(created: 1_100, subscribed: 1_200, disposed: 1_215) { ys.compactMap { $0 } }
        XCTAssertEqual(disposed.events, [.next(1_210, 1)])
        XCTAssertEqual(ys.subscriptions, [Subscription(1_200, 1_215)])
        var events: [Event<Int>] = []
        _ = Observable.of(1).compactMap { _ -> Int? in throw testError }.subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(testError)])
    }

    func testEnumeratedMaterializeDematerialize() {
        var pairs: [String] = []
        _ = Observable.of("a", "b").enumerated().subscribe(onNext: { pairs.append("\($0.index)\($0.element)") })
        XCTAssertEqual(pairs, ["0a", "1b"])
        var materialized: [Event<Event<Int>>] = []
        _ = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(testError)
            return Disposables.create()
        }.materialize().subscribe { materialized.append($0) }
        XCTAssertEqual(materialized, [.next(.next(1)), .next(.error(testError)), .completed])
        var round: [Event<Int>] = []
        _ = Observable.of(Event.next(1), .next(2), .completed, .next(3)).dematerialize().subscribe { round.append($0) }
        XCTAssertEqual(round, [.next(1), .next(2), .completed])
    }

    /// As RxSwift's `EnumeratedSink`, `enumerated` keeps the next index only: the last element is not kept.
    func testEnumeratedDoesNotKeepTheLastElement() {
        final class Token {}
        let subject = PublishSubject<Token>()
        var indexes: [Int] = []
        let subscription = subject.enumerated().subscribe(onNext: { indexes.append($0.index) })
        weak var sent: Token?
        do {
            let token = Token()
            sent = token
            subject.onNext(token)
        }
        XCTAssertNil(sent, "the last element was kept")
        XCTAssertEqual(indexes, [0])
        subscription.dispose()
    }

    func testScanBothForms() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        XCTAssertEqual(
            scheduler.start { xs.scan(0, accumulator: +) }.events,
            [.next(210, 1), .next(220, 3), .next(230, 6), .completed(240)])
        let ys = scheduler.createHotObservable([.next(1_210, 1), .next(1_220, 2), .completed(1_240)])
        let into = scheduler.start(created: 1_100, subscribed: 1_200, disposed: 2_000) {
            ys.scan(into: [Int]()) { $0.append($1) }.map { $0.count }
        }
        XCTAssertEqual(into.events, [.next(1_210, 1), .next(1_220, 2), .completed(1_240)])
        var events: [Event<Int>] = []
        _ = Observable.of(1, 2).scan(0) { _, _ in throw testError }.subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(testError)])
    }

    func testReduceAndToArray() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(240)])
        XCTAssertEqual(scheduler.start { xs.reduce(10, accumulator: +) }.events, [.next(240, 13), .completed(240)])
        var events: [Event<String>] = []
        _ = Observable.of(1, 2, 3).reduce(0, accumulator: +, mapResult: { "sum \($0)" }).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next("sum 6"), .completed])
        var failures: [Event<Int>] = []
        _ = Observable.of(1).reduce(0, accumulator: { _, _ in throw testError }).subscribe { failures.append($0) }
        _ = Observable.of(1).reduce(0, accumulator: +, mapResult: { _ -> Int in throw otherError }).subscribe {
            failures.append($0)
        }
        XCTAssertEqual(failures, [.error(testError), .error(otherError)])

        var arrays: [SingleEvent<[Int]>] = []
        _ = Observable.of(1, 2, 3).toArray().subscribe { arrays.append($0) }
        _ = Observable<Int>.empty().toArray().subscribe { arrays.append($0) }
        _ = Observable<Int>.error(testError).toArray().subscribe { arrays.append($0) }
        XCTAssertEqual(arrays, [.success([1, 2, 3]), .success([]), .failure(testError)])
    }

    /// As RxSwift's `ReduceSink` (`accumulation = try accumulator(accumulation, value)`): an accumulator that
    /// sends an element back into the sink is accumulated from the value before its call, and the outer call's
    /// result is kept; an in-place access lasting the call trapped.
    func testAReduceAccumulatorThatSendsBackIntoItsSinkDoesNotTrap() {
        var source: AnyObserver<Int>?
        let elements = Observable<Int>.create { observer in
            source = observer
            return Disposables.create()
        }
        var results: [Int] = []
        var calls: [String] = []
        _ = elements.reduce(
            0,
            accumulator: { accumulated, element in
                calls.append("\(accumulated) + \(element)")
                if element == 1 { source?.onNext(10) }
                return accumulated + element
            }
        ).subscribe(onNext: { results.append($0) })
        source?.onNext(1)
        source?.onCompleted()
        XCTAssertEqual(calls, ["0 + 1", "0 + 10"])
        XCTAssertEqual(results, [1])
        source = nil  // the accumulator holds the source's observer, which holds the chain
    }
}

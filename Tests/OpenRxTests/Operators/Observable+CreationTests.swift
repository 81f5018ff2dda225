// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

final class CreationTests: RxTestCase {
    func testJust() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Observable.just(1) }.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(
            scheduler.start(created: 1_100, subscribed: 1_200, disposed: 2_000) {
                Observable.just(2, scheduler: scheduler)
            }.events,
            [.next(1_201, 2), .completed(1_202)])
    }

    func testOfFromAndOptional() {
        var events: [Event<Int>] = []
        _ = Observable.of(1, 2, 3).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .next(2), .next(3), .completed])
        events = []
        _ = Observable.from([4, 5]).subscribe { events.append($0) }
        _ = Observable.from(6...7).subscribe { events.append($0) }
        _ = Observable.from(optional: 8).subscribe { events.append($0) }
        _ = Observable.from(optional: nil).subscribe { events.append($0) }
        XCTAssertEqual(
            events, [.next(4), .next(5), .completed, .next(6), .next(7), .completed, .next(8), .completed, .completed])

        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable.of(1, 2, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(201, 1), .next(202, 2), .completed(203)])
        let optional = scheduler.start(created: 1_100, subscribed: 1_200, disposed: 2_000) {
            Observable.from(optional: 3, scheduler: scheduler)
        }
        XCTAssertEqual(optional.events, [.next(1_201, 3), .completed(1_202)])
    }

    func testDisposingAScheduledSequenceMidway() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start(disposed: 203) { Observable.from(Array(1...10), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(201, 1), .next(202, 2)])
    }

    func testEmptyNeverError() {
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Observable<Int>.empty() }.events, [.completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Observable<Int>.never() }.events, [])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Observable<Int>.error(testError) }.events, [.error(200, testError)])
    }

    func testDeferredCallsFactoryPerSubscriptionAndCatchesThrows() {
        var calls = 0
        let source = Observable<Int>.deferred {
            calls += 1
            return .just(calls)
        }
        var values: [Int] = []
        _ = source.subscribe(onNext: { values.append($0) })
        _ = source.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [1, 2])
        var events: [Event<Int>] = []
        _ = Observable<Int>.deferred { throw testError }.subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(testError)])
    }

    func testRange() {
        var events: [Event<Int>] = []
        _ = Observable.range(start: 5, count: 3).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(5), .next(6), .next(7), .completed])
        events = []
        _ = Observable.range(start: 5, count: 0).subscribe { events.append($0) }
        XCTAssertEqual(events, [.completed])
        events = []
        _ = Observable.range(start: 5, count: -1).subscribe { events.append($0) }
        guard case .error(RxError.argumentOutOfRange)? = events.first else { return XCTFail("\(events)") }
        var overflow: [Event<Int8>] = []
        _ = Observable<Int8>.range(start: 120, count: 10).subscribe { overflow.append($0) }
        guard case .error(RxError.overflow)? = overflow.first else { return XCTFail("\(overflow)") }
        var edge: [Int8] = []
        _ = Observable<Int8>.range(start: 126, count: 2).subscribe(onNext: { edge.append($0) })
        XCTAssertEqual(edge, [126, 127])
    }

    func testGenerateAndRepeat() {
        var values: [Int] = []
        _ = Observable.generate(initialState: 1, condition: { $0 < 50 }, iterate: { $0 * 2 })
            .subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [1, 2, 4, 8, 16, 32])
        var events: [Event<Int>] = []
        _ = Observable.generate(
            initialState: 1, condition: { _ in true },
            iterate: { value in
                if value == 2 { throw testError }
                return value + 1
            }
        ).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .next(2), .error(testError)])
        var repeated: [String] = []
        _ = Observable.repeatElement("x").take(3).subscribe(onNext: { repeated.append($0) })
        XCTAssertEqual(repeated, ["x", "x", "x"])
    }

    func testUsingDisposesTheResource() {
        final class Resource: Disposable {
            var disposed = 0
            func dispose() { disposed += 1 }
        }
        let resource = Resource()
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let result = scheduler.start { Observable.using({ resource }, observableFactory: { _ in xs.asObservable() }) }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(resource.disposed, 1)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])

        var events: [Event<Int>] = []
        _ = Observable<Int>.using({ resource }, observableFactory: { _ in throw testError }).subscribe {
            events.append($0)
        }
        XCTAssertEqual(events, [.error(testError)])
        XCTAssertEqual(resource.disposed, 2, "the resource is disposed when the factory throws")
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

final class FilterTests: RxTestCase {
    func testFilter() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
        ])
        let result = scheduler.start { xs.filter { $0.isMultiple(of: 2) } }
        XCTAssertEqual(result.events, [.next(220, 2), .next(240, 4), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testFilterThrowsAndIgnoreElements() {
        var events: [Event<Int>] = []
        _ = Observable.of(1, 2).filter { _ in throw testError }.subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(testError)])
        var ignored: [Event<Never>] = []
        _ = Observable.of(1, 2).ignoreElements().subscribe { ignored.append($0) }
        XCTAssertEqual(ignored.count, 1)
        XCTAssertTrue(ignored[0].isCompleted)
    }

    func testTakeAndSkip() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        XCTAssertEqual(scheduler.start { xs.take(2) }.events, [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        let ys = scheduler.createHotObservable([.next(1_210, 1), .next(1_220, 2), .next(1_230, 3), .completed(1_250)])
        XCTAssertEqual(
            scheduler.start(created: 1_100, subscribed: 1_200, disposed: 2_000) { ys.skip(2) }.events,
            [.next(1_230, 3), .completed(1_250)])
        var events: [Event<Int>] = []
        _ = Observable.of(1, 2).take(0).subscribe { events.append($0) }
        _ = Observable.of(1, 2).skip(5).subscribe { events.append($0) }
        _ = Observable.of(1, 2).take(5).subscribe { events.append($0) }
        XCTAssertEqual(events, [.completed, .completed, .next(1), .next(2), .completed])
    }

    func testNegativeCountsAreErrorsNotTraps() {
        for source in [
            Observable.of(1).take(-1), Observable.of(1).takeLast(-1), Observable.of(1).element(at: -1),
            Observable.of(1).retry(-1), Observable.of(1).share(replay: -1),
        ] {
            var events: [Event<Int>] = []
            _ = source.subscribe { events.append($0) }
            guard events.count == 1, case .error(RxError.argumentOutOfRange) = events[0] else {
                return XCTFail("expected argumentOutOfRange, got \(events)")
            }
        }
    }

    /// Where RxSwift does not trap, neither does OpenRx fail: a negative `skip` drops nothing, and a merge of
    /// at most zero (or fewer) sequences at a time subscribes none and completes with its source.
    func testArgumentsRxSwiftAcceptsBehaveAsInRxSwift() {
        var skipped: [Event<Int>] = []
        _ = Observable.of(1, 2).skip(-1).subscribe { skipped.append($0) }
        XCTAssertEqual(skipped, [.next(1), .next(2), .completed])
        for maxConcurrent in [0, -1] {
            var subscribedInners = 0
            let inner = Observable<Int>.deferred {
                subscribedInners += 1
                return .just(1)
            }
            var merged: [Event<Int>] = []
            _ = Observable.of(inner, inner).merge(maxConcurrent: maxConcurrent).subscribe { merged.append($0) }
            XCTAssertEqual(merged, [.completed])
            XCTAssertEqual(subscribedInners, 0)
        }
    }

    /// An element the subscriber sends into the source while it handles the inclusive last element is
    /// dropped: RxSwift clears its `running` flag before forwarding that element.
    func testTakeUntilInclusiveDropsAnElementSentWhileTheLastIsDelivered() {
        final class SourceObserverBox { var observer: AnyObserver<Int>? }
        let source = SourceObserverBox()
        var events: [Event<Int>] = []
        let subscription = Observable<Int>.create { observer in
            source.observer = observer
            observer.onNext(1)
            return Disposables.create()
        }
        .take(until: { $0 == 1 }, behavior: .inclusive)
        .subscribe { event in
            events.append(event)
            if case .next(1) = event { source.observer?.onNext(5) }
        }
        subscription.dispose()
        source.observer = nil
        XCTAssertEqual(events, [.next(1), .completed])
    }

    func testTakeWhileAndTakeUntilPredicate() {
        var events: [Event<Int>] = []
        _ = Observable.of(1, 2, 3, 1).take(while: { $0 < 3 }).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .next(2), .completed])
        events = []
        _ = Observable.of(1, 2, 3, 1).take(while: { $0 < 3 }, behavior: .inclusive).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .next(2), .next(3), .completed])
        events = []
        _ = Observable.of(1, 2, 3).take(until: { $0 == 2 }).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .completed])
        events = []
        _ = Observable.of(1, 2, 3).take(until: { $0 == 2 }, behavior: .inclusive).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .next(2), .completed])
        events = []
        _ = Observable.of(1, 2).take(while: { _ in throw testError }).subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(testError)])
    }

    func testSkipWhile() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 3), .next(230, 1), .error(240, testError),
        ])
        XCTAssertEqual(
            scheduler.start { xs.skip(while: { $0 < 3 }) }.events,
            [.next(220, 3), .next(230, 1), .error(240, testError)])
        var events: [Event<Int>] = []
        _ = Observable.of(1).skip(while: { _ in throw testError }).subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(testError)])
    }

    func testTakeUntilOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
        let stop = scheduler.createHotObservable([.next(230, "stop"), .completed(250)])
        let result = scheduler.start { xs.take(until: stop) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(stop.subscriptions, [Subscription(200, 230)])

        let ys = scheduler.createHotObservable([.next(1_210, 1), .completed(1_300)])
        let failing = scheduler.createHotObservable([Recorded<Event<Int>>.error(1_220, testError)])
        let failed = scheduler.start(created: 1_100, subscribed: 1_200, disposed: 2_000) { ys.take(until: failing) }
        XCTAssertEqual(failed.events, [.next(1_210, 1), .error(1_220, testError)])

        let zs = scheduler.createHotObservable([.next(2_210, 1), .completed(2_300)])
        let silent = scheduler.createHotObservable([Recorded<Event<Int>>.completed(2_205)])
        let unaffected = scheduler.start(created: 2_100, subscribed: 2_200, disposed: 3_000) { zs.take(until: silent) }
        XCTAssertEqual(unaffected.events, [.next(2_210, 1), .completed(2_300)])
    }

    func testTakeUntilOtherFromAnotherThreadSerializes() {
        let source = PublishSubject<Int>()
        let stop = PublishSubject<Void>()
        var events: [Event<Int>] = []
        let inside = AtomicCounter()
        let overlaps = AtomicCounter()
        let subscription = source.take(until: stop).subscribe { event in
            if inside.increment() != 1 { overlaps.increment() }
            events.append(event)
            inside.decrement()
        }
        let shared = Unchecked((source, stop))
        runConcurrently(2) { thread in
            if thread == 0 {
                for value in 0..<2_000 { shared.value.0.onNext(value) }
            } else {
                shared.value.1.onNext(())
            }
        }
        XCTAssertEqual(overlaps.value, 0)
        XCTAssertEqual(events.last.map { $0.isCompleted }, true)
        XCTAssertEqual(events.filter { $0.isStopEvent }.count, 1)
        subscription.dispose()
    }

    func testDistinctUntilChangedForms() {
        var values: [Int] = []
        _ = Observable.of(1, 1, 2, 2, 1).distinctUntilChanged().subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [1, 2, 1])
        values = []
        _ = Observable.of(1, 3, 2, 4).distinctUntilChanged { $0 % 2 }.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [1, 2])
        values = []
        _ = Observable.of(1, 2, 5, 6).distinctUntilChanged { abs($0 - $1) <= 1 }.subscribe(onNext: { values.append($0) }
        )
        XCTAssertEqual(values, [1, 5])
        values = []
        _ = Observable.of(10, 11, 20).distinctUntilChanged({ $0 / 10 }, comparer: ==).subscribe(onNext: {
            values.append($0)
        })
        XCTAssertEqual(values, [10, 20])
        struct Person { let name: String }
        var names: [String] = []
        _ = Observable.of(Person(name: "a"), Person(name: "a"), Person(name: "b")).distinctUntilChanged(at: \.name)
            .subscribe(onNext: { names.append($0.name) })
        XCTAssertEqual(names, ["a", "b"])
        var events: [Event<Int>] = []
        _ = Observable.of(1, 2).distinctUntilChanged { _, _ in throw testError }.subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .error(testError)])
    }

    /// As RxSwift's: `distinctUntilChanged(at:)` keeps the previous element and reads its property again at each
    /// comparison, so an object sent again after its property changed compares equal to itself.
    func testDistinctUntilChangedAtReadsThePropertyOfTheKeptElement() {
        final class Model {
            var name: String
            init(_ name: String) { self.name = name }
        }
        let subject = PublishSubject<Model>()
        var received: [String] = []
        let subscription = subject.distinctUntilChanged(at: \.name).subscribe(onNext: { received.append($0.name) })
        let model = Model("a")
        subject.onNext(model)
        model.name = "b"
        subject.onNext(model)
        subject.onNext(Model("c"))
        XCTAssertEqual(received, ["a", "c"])
        subscription.dispose()
    }

    func testElementAt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .next(230, "c"), .completed(240)])
        XCTAssertEqual(scheduler.start { xs.element(at: 1) }.events, [.next(220, "b"), .completed(220)])
        var events: [Event<Int>] = []
        _ = Observable.of(1).element(at: 3).subscribe { events.append($0) }
        guard case .error(RxError.argumentOutOfRange)? = events.first else { return XCTFail("\(events)") }
    }

    func testSingle() {
        var events: [Event<Int>] = []
        _ = Observable.of(1).single().subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .completed])
        events = []
        _ = Observable.of(1, 2).single().subscribe { events.append($0) }
        guard events.count == 2, case .error(RxError.moreThanOneElement) = events[1] else {
            return XCTFail("\(events)")
        }
        events = []
        _ = Observable<Int>.empty().single().subscribe { events.append($0) }
        guard case .error(RxError.noElements)? = events.first else { return XCTFail("\(events)") }
        events = []
        _ = Observable.of(1, 2, 3).single { $0 == 2 }.subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(2), .completed])
        events = []
        _ = Observable.of(1).single { _ in throw testError }.subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(testError)])
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

/// The flatMap family disposes the outer source before the inner sequences, as RxSwift's composite (the
/// source's subscription inserted first) and `Disposables.create(source, inner)` do; and it disposes the
/// outer source on its completion as RxSwift does (issue 19).
final class FlatMapDisposalOrderTests: RxTestCase {
    /// Logs of one run: the outer source sends 1 and 2 at 210 and 220, each mapped to a hot inner sequence
    /// (`inner 1`, `inner 2`); every disposal and the subscriber's stop are logged.
    private func disposalLog(
        outer outerStop: Recorded<Event<Int>>? = nil,
        inner1 inner1Events: [Recorded<Event<String>>] = [], inner2 inner2Events: [Recorded<Event<String>>] = [],
        disposeAt: TestTime = 1000,
        _ operator: (Observable<Int>, @escaping (Int) -> Observable<String>) -> Observable<String>
    ) -> [String] {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let outer = scheduler.createHotObservable([.next(210, 1), .next(220, 2)] + (outerStop.map { [$0] } ?? []))
            .do(onDispose: { log.append("outer disposed") })
        let inners = [
            scheduler.createHotObservable(inner1Events).do(onDispose: { log.append("inner 1 disposed") }),
            scheduler.createHotObservable(inner2Events).do(onDispose: { log.append("inner 2 disposed") }),
        ]
        let result = `operator`(outer) { inners[$0 - 1] }
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = result.subscribe(
                onNext: { log.append($0) }, onError: { _ in log.append("error") },
                onCompleted: { log.append("completed") })
        }
        scheduler.scheduleAt(disposeAt) { subscription?.dispose() }
        scheduler.start()
        return log
    }

    func testFlatMapDisposesTheOuterSourceBeforeTheInnerOnes() {
        XCTAssertEqual(
            disposalLog(disposeAt: 300) { $0.flatMap($1) },
            ["outer disposed", "inner 1 disposed", "inner 2 disposed"])
        XCTAssertEqual(
            disposalLog(disposeAt: 300) { $0.map($1).merge() },
            ["outer disposed", "inner 1 disposed", "inner 2 disposed"])
        XCTAssertEqual(
            disposalLog(disposeAt: 300) { $0.map($1).merge(maxConcurrent: 2) },
            ["outer disposed", "inner 1 disposed", "inner 2 disposed"])
    }

    /// Disposing a merge disposes its running inner subscriptions in the order they were subscribed, even after an
    /// earlier inner completed (issue 35, item 3): RxSwift's composite holds the source's subscription in its
    /// first slot for good, so every inner is appended after it, and a freed slot is never reused. Inner `x`
    /// (subscribed at 200, completes at 250) and `a` (200) run, `b` comes at 257; disposal at 300.
    func testRunningInnersAreDisposedInTheOrderTheyWereSubscribed() {
        for (name, merge) in [
            ("flatMap", { (outer: Observable<Observable<String>>) in outer.flatMap { $0 } }),
            ("merge()", { (outer: Observable<Observable<String>>) in outer.merge() }),
            ("merge(maxConcurrent:)", { (outer: Observable<Observable<String>>) in outer.merge(maxConcurrent: 3) }),
            ("merge(maxConcurrent: 2)", { (outer: Observable<Observable<String>>) in outer.merge(maxConcurrent: 2) }),
        ] {
            let scheduler = TestScheduler(initialClock: 0)
            var log: [String] = []
            let inner = { (tag: String, events: [Recorded<Event<String>>]) in
                scheduler.createHotObservable(events)
                    .do(
                        onSubscribe: { log.append("\(tag) subscribed at \(scheduler.clock)") },
                        onDispose: { log.append("\(tag) disposed") })
            }
            let x = inner("x", [.completed(250)])
            let a = inner("a", [])
            let b = inner("b", [])
            let outer = scheduler.createHotObservable([.next(200, x), .next(200, a), .next(257, b)])
            let subscription = merge(outer.asObservable()).subscribe()
            scheduler.scheduleAt(300) { subscription.dispose() }
            scheduler.start()
            XCTAssertEqual(
                log,
                [
                    "x subscribed at 200", "a subscribed at 200", "x disposed", "b subscribed at 257", "a disposed",
                    "b disposed",
                ], name)
        }
    }

    func testFlatMapInnerErrorIsForwardedThenEverythingIsDisposedOuterFirst() {
        XCTAssertEqual(
            disposalLog(inner1: [.error(250, testError)]) { $0.flatMap($1) },
            ["error", "outer disposed", "inner 1 disposed", "inner 2 disposed"])
    }

    func testFlatMapDisposesTheOuterSourceWhenItCompletes() {
        XCTAssertEqual(
            disposalLog(outer: .completed(230), inner1: [.completed(240)], inner2: [.next(250, "b"), .completed(260)]) {
                $0.flatMap($1)
            },
            ["outer disposed", "inner 1 disposed", "b", "inner 2 disposed", "completed"])
        XCTAssertEqual(
            disposalLog(outer: .completed(230), inner1: [.completed(215)], inner2: [.completed(225)]) {
                $0.flatMap($1)
            },
            ["inner 1 disposed", "inner 2 disposed", "outer disposed", "completed"],
            "with nothing running, the outer source is disposed before the completion")
        XCTAssertEqual(
            disposalLog(outer: .completed(230), inner1: [.completed(215)], inner2: [.completed(225)]) {
                $0.flatMapFirst($1)
            },
            ["inner 1 disposed", "inner 2 disposed", "outer disposed", "completed"])
    }

    /// RxSwift's `concatMap` and `merge(maxConcurrent:)` (its `MergeLimitedSink`) forward a completion that
    /// finds nothing running before disposing the outer source, and dispose it at once otherwise.
    func testConcatMapCompletesBeforeDisposingTheOuterSourceWhenNothingRuns() {
        XCTAssertEqual(
            disposalLog(outer: .completed(230), inner1: [.completed(215)], inner2: [.completed(225)]) {
                $0.concatMap($1)
            },
            ["inner 1 disposed", "inner 2 disposed", "completed", "outer disposed"])
        XCTAssertEqual(
            disposalLog(outer: .completed(230), inner1: [.completed(240)], inner2: [.completed(250)]) {
                $0.concatMap($1)
            },
            ["outer disposed", "inner 1 disposed", "inner 2 disposed", "completed"])
        XCTAssertEqual(
            disposalLog(disposeAt: 300) { $0.concatMap($1) },
            ["outer disposed", "inner 1 disposed"], "inner 2 waits and is never subscribed")
    }

    func testFlatMapLatestDisposesTheOuterSourceBeforeTheInnerOne() {
        XCTAssertEqual(
            disposalLog(disposeAt: 300) { $0.flatMapLatest($1) },
            ["inner 1 disposed", "outer disposed", "inner 2 disposed"])
        XCTAssertEqual(
            disposalLog(disposeAt: 300) { $0.map($1).switchLatest() },
            ["inner 1 disposed", "outer disposed", "inner 2 disposed"])
    }

    /// RxSwift's switch disposes an inner sequence that stops before it forwards its stop, and the outer
    /// source when it completes.
    func testFlatMapLatestDisposesAFailingInnerBeforeForwardingItsError() {
        XCTAssertEqual(
            disposalLog(inner2: [.error(250, testError)]) { $0.flatMapLatest($1) },
            ["inner 1 disposed", "inner 2 disposed", "error", "outer disposed"])
        XCTAssertEqual(
            disposalLog(inner2: [.error(250, testError)]) { $0.map($1).switchLatest() },
            ["inner 1 disposed", "inner 2 disposed", "error", "outer disposed"])
    }

    func testFlatMapLatestDisposesTheOuterSourceWhenItCompletes() {
        XCTAssertEqual(
            disposalLog(outer: .completed(230), inner2: [.completed(250)]) { $0.flatMapLatest($1) },
            ["inner 1 disposed", "outer disposed", "inner 2 disposed", "completed"])
        XCTAssertEqual(
            disposalLog(outer: .completed(230), inner2: [.completed(225)]) { $0.flatMapLatest($1) },
            ["inner 1 disposed", "inner 2 disposed", "outer disposed", "completed"])
    }

    func testFlatMapLatestOuterErrorIsForwardedThenTheOuterSourceIsDisposedFirst() {
        XCTAssertEqual(
            disposalLog(outer: .error(230, testError)) { $0.flatMapLatest($1) },
            ["inner 1 disposed", "error", "outer disposed", "inner 2 disposed"])
    }

    /// As RxSwift's merges, which subscribe an inner sequence only once their composite disposable took its
    /// key: a sequence the selector returns after it disposed the merge is not subscribed.
    func testAnInnerSequenceThatArrivesAfterTheMergeWasDisposedIsNotSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let inner = scheduler.createColdObservable([.next(5, 10)])
        var subscription: Disposable?
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            subscription = xs.flatMap { _ -> Observable<Int> in
                subscription?.dispose()
                return inner.asObservable()
            }.subscribe(observer)
        }
        scheduler.start()
        XCTAssertEqual(inner.subscriptions, [])
        XCTAssertEqual(observer.events, [])
    }

    /// As RxSwift's `MergeLimitedSink`, which counts an element's slot before it maps it: after the selector of
    /// a `concatMap` threw, the next element of a source still sending inside its subscribe waits, and is
    /// never subscribed.
    func testAConcatMapWhoseSelectorThrewSubscribesNoLaterSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let cold = scheduler.createColdObservable([.next(10, 1)])
        let result = scheduler.start {
            Observable<Int>.never().startWith(1, 2).concatMap { element -> Observable<Int> in
                if element == 1 { throw testError }
                return cold.asObservable()
            }
        }
        XCTAssertEqual(result.events, [.error(200, testError)])
        XCTAssertEqual(cold.subscriptions, [])
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

final class CombiningTests: RxTestCase {
    func testStartWith() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 3), .completed(220)])
        XCTAssertEqual(
            scheduler.start { xs.startWith(1, 2) }.events,
            [.next(200, 1), .next(200, 2), .next(210, 3), .completed(220)])
    }

    func testConcatSubscribesInTurn() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let second = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let result = scheduler.start { first.concat(second) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(second.subscriptions, [Subscription(220, 240)])
    }

    func testConcatStopsAtError() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let second = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let result = scheduler.start { Observable.concat(first.asObservable(), second.asObservable()) }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(second.subscriptions, [])
    }

    func testConcatDisposalMidway() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let second = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let result = scheduler.start(disposed: 225) {
            Observable.concat([first.asObservable(), second.asObservable()])
        }
        XCTAssertEqual(result.events, [.next(210, 1)])
        XCTAssertEqual(second.subscriptions, [Subscription(220, 225)])
    }

    func testConcatOfManySynchronousSourcesDoesNotOverflowTheStack() {
        var count = 0
        _ = Observable.concat((0..<20_000).map { Observable.just($0) }).subscribe(onNext: { _ in count += 1 })
        XCTAssertEqual(count, 20_000)
        var sum = 0
        _ = Observable.from(Array(0..<20_000)).concatMap { Observable.just($0) }.subscribe(onNext: { sum += $0 })
        XCTAssertEqual(sum, (0..<20_000).reduce(0, +))
    }

    func testMergeInterleavesAndCompletesAfterAll() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(250, 4), .completed(260)])
        let result = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .next(230, 3), .next(250, 4), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 260)])
    }

    func testMergeErrorDisposesEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let ys = scheduler.createHotObservable([.next(215, 2), .next(230, 3)])
        let result = scheduler.start { Observable.merge([xs.asObservable(), ys.asObservable()]) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(215, 2), .error(220, testError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testMergeStillSubscribesTheSourcesAfterOneFailsDuringSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let t = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let result = scheduler.start { Observable.merge(Observable.error(testError), t.asObservable()) }
        XCTAssertEqual(result.events, [.error(200, testError)])
        XCTAssertEqual(t.subscriptions, [Subscription(200, 200)], "subscribed, then disposed at once, as RxSwift")

        let other = TestScheduler(initialClock: 0)
        let u = other.createHotObservable([.next(210, 1), .completed(300)])
        let values = Observable<Int>.create { observer in
            observer.onNext(0)
            observer.onNext(1)
            return Disposables.create()
        }
        let concatenated = other.start {
            values.concatMap { $0 == 0 ? Observable.error(testError) : u.asObservable() }
        }
        XCTAssertEqual(concatenated.events, [.error(200, testError)])
        XCTAssertEqual(u.subscriptions, [], "no free slot: as in RxSwift, never subscribed")
    }

    func testFlatMapFirstNeverCallsTheSelectorForADroppedElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(260, 4), .completed(280),
        ])
        let inner = scheduler.createColdObservable([.next(10, "a"), .completed(40)])
        var calls: [Int] = []
        let result = scheduler.start {
            xs.flatMapFirst { value -> Observable<String> in
                calls.append(value)
                if value == 2 || value == 3 { throw testError }
                return inner.map { "\($0)\(value)" }
            }
        }
        XCTAssertEqual(result.events, [.next(220, "a1"), .next(270, "a4"), .completed(300)])
        XCTAssertEqual(calls, [1, 4], "busy is checked before the selector")
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 250), Subscription(260, 300)])
    }

    func testFlatMapWithVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let inner = scheduler.createColdObservable([.next(5, "a"), .next(15, "b"), .completed(20)])
        let result = scheduler.start { xs.flatMap { value in inner.map { "\($0)\(value)" } } }
        XCTAssertEqual(
            result.events,
            [
                .next(215, "a1"), .next(225, "b1"), .next(225, "a2"), .next(235, "b2"), .completed(240),
            ])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 230), Subscription(220, 240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testFlatMapSelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let inner = scheduler.createColdObservable([.next(5, 10), .next(100, 20)])
        let result = scheduler.start {
            xs.flatMap { value -> TestableObservable<Int> in
                if value == 2 { throw testError }
                return inner
            }
        }
        XCTAssertEqual(result.events, [.next(215, 10), .error(220, testError)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 220)])
    }

    func testConcatMapRunsOneAtATime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])
        let inner = scheduler.createColdObservable([.next(10, 0), .completed(20)])
        let result = scheduler.start { xs.concatMap { value in inner.map { _ in value } } }
        XCTAssertEqual(result.events, [.next(220, 1), .next(240, 2), .completed(250)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 230), Subscription(230, 250)])
    }

    func testMergeMaxConcurrentAndConcatOfObservables() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, "a"), .completed(30)])
        let b = scheduler.createColdObservable([.next(10, "b"), .completed(30)])
        let c = scheduler.createColdObservable([.next(10, "c"), .completed(30)])
        let result = scheduler.start {
            Observable.of(a.asObservable(), b.asObservable(), c.asObservable()).merge(maxConcurrent: 2)
        }
        XCTAssertEqual(result.events, [.next(210, "a"), .next(210, "b"), .next(240, "c"), .completed(260)])
        XCTAssertEqual(c.subscriptions, [Subscription(230, 260)])
        var values: [Int] = []
        _ = Observable.of(Observable.of(1, 2), Observable.of(3)).concat().subscribe(onNext: { values.append($0) })
        _ = Observable.of(Observable.of(4), Observable.of(5)).merge().subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [1, 2, 3, 4, 5])
    }

    func testMergeFromSeveralThreadsIsSerialized() {
        let sources = (0..<4).map { _ in PublishSubject<Int>() }
        var received: [Int] = []
        var completions = 0
        let inside = AtomicCounter()
        let overlaps = AtomicCounter()
        let subscription = Observable.merge(sources.map { $0.asObservable() }).subscribe { event in
            if inside.increment() != 1 { overlaps.increment() }
            switch event {
            case .next(let value): received.append(value)
            case .completed: completions += 1
            case .error: break
            }
            inside.decrement()
        }
        let shared = Unchecked(sources)
        runConcurrently(4) { thread in
            for index in 0..<1_000 { shared.value[thread].onNext(index) }
            shared.value[thread].onCompleted()
        }
        XCTAssertEqual(overlaps.value, 0, "merge called its observer concurrently")
        XCTAssertEqual(received.count, 4_000)
        XCTAssertEqual(completions, 1)
        subscription.dispose()
    }

    /// A source that runs ahead queues its values; the queue wraps around and grows (4, 8, 16 slots) while
    /// pairs are taken from its front, and the pairs still come out in order, in both forms of zip.
    func testZipKeepsTheOrderOfValuesQueuedThroughWrapAroundAndGrowth() {
        let forms: [(String, (Observable<Int>, Observable<Int>) -> Observable<[Int]>)] = [
            ("fixed arity", { a, b in Observable.zip(a, b) { [$0, $1] } }),
            ("collection", { a, b in Observable.zip([a, b]) }),
        ]
        for (form, zip) in forms {
            let fast = PublishSubject<Int>()
            let slow = PublishSubject<Int>()
            let observer = GrammarObserver<[Int]>()
            let subscription = zip(fast.asObservable(), slow.asObservable()).subscribe(observer)
            var sent = 0
            var paired = 0
            // Runs ahead by 3, takes 2 (the queue's front moves), then by 6 and 12 (the queue grows while
            // its front is not at the start of the storage).
            for (ahead, taken) in [(3, 2), (6, 4), (12, 15)] {
                for _ in 0..<ahead {
                    fast.onNext(sent)
                    sent += 1
                }
                for _ in 0..<taken {
                    slow.onNext(-paired)
                    paired += 1
                }
            }
            XCTAssertEqual(observer.elements, (0..<paired).map { [$0, -$0] }, form)
            XCTAssertFalse(observer.isTerminated, form)
            subscription.dispose()
        }
    }

    /// As RxSwift's collection forms of zip and combineLatest: the collection is walked at each subscription, so
    /// sources a lazy collection makes are made anew for each subscriber, just before they are subscribed.
    func testTheCollectionFormsMakeTheirSourcesAtEachSubscription() {
        var made = 0
        let sources = (0..<2).lazy.map { index -> Observable<Int> in
            made += 1
            return .just(index)
        }
        let zipped = Observable.zip(sources)
        let combined = Observable.combineLatest(sources)
        XCTAssertEqual(made, 0)
        var zips: [[Int]] = []
        var combinations: [[Int]] = []
        for _ in 0..<2 {
            _ = zipped.subscribe(onNext: { zips.append($0) })
            _ = combined.subscribe(onNext: { combinations.append($0) })
        }
        XCTAssertEqual(made, 8)
        XCTAssertEqual(zips, [[0, 1], [0, 1]])
        XCTAssertEqual(combinations, [[0, 1], [0, 1]])
        // Infallible's form too, as RxSwift's `Infallible+CombineLatest+Collection`.
        var madeInfallible = 0
        let infallibles = (0..<2).lazy.map { index -> Infallible<Int> in
            madeInfallible += 1
            return .just(index)
        }
        let combinedInfallibles = Infallible.combineLatest(infallibles)
        XCTAssertEqual(madeInfallible, 0)
        _ = combinedInfallibles.subscribe(onNext: { _ in })
        _ = combinedInfallibles.subscribe(onNext: { _ in })
        XCTAssertEqual(madeInfallible, 4)
    }
}

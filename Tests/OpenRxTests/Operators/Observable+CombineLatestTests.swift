// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

final class CombineLatestTests: RxTestCase {
    func testTwoSourcesWithSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let names = scheduler.createHotObservable([.next(210, "a"), .next(240, "b"), .completed(300)])
        let ages = scheduler.createHotObservable([.next(220, 1), .next(230, 2), .completed(250)])
        let result = scheduler.start { Observable.combineLatest(names, ages) { "\($0)\($1)" } }
        XCTAssertEqual(result.events, [.next(220, "a1"), .next(230, "a2"), .next(240, "b2"), .completed(300)])
        XCTAssertEqual(names.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ages.subscriptions, [Subscription(200, 250)])
    }

    func testTupleFormWithThreeSources() {
        var values: [String] = []
        let first = BehaviorSubject(value: 1)
        let second = BehaviorSubject(value: "x")
        let third = BehaviorSubject(value: true)
        let subscription = Observable.combineLatest(first, second, third).subscribe(onNext: { number, text, flag in
            values.append("\(number)\(text)\(flag)")
        })
        first.onNext(2)
        third.onNext(false)
        XCTAssertEqual(values, ["1xtrue", "2xtrue", "2xfalse"])
        subscription.dispose()
    }

    func testEightAndNineSources() {
        let eight = (1...8).map { Observable.just($0) }
        var sums: [Int] = []
        let sum: Observable<Int> = Observable.combineLatest(
            eight[0], eight[1], eight[2], eight[3], eight[4], eight[5], eight[6], eight[7]
        ) { (a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int) -> Int in
            a + b + c + d + e + f + g + h
        }
        _ = sum.subscribe(onNext: { sums.append($0) })
        XCTAssertEqual(sums, [36])
        var tuples: [String] = []
        let nine: Observable<String> = .just("nine")
        let combined: Observable<(Int, Int, Int, Int, Int, Int, Int, Int, String)> = Observable.combineLatest(
            eight[0], eight[1], eight[2], eight[3], eight[4], eight[5], eight[6], eight[7], nine)
        _ = combined.subscribe(onNext: { tuples.append("\($0.0)\($0.7)\($0.8)") })
        XCTAssertEqual(tuples, ["18nine"], "parameter packs go past RxSwift's eight")
    }

    func testCollectionForms() {
        let sources = [BehaviorSubject(value: 1), BehaviorSubject(value: 2), BehaviorSubject(value: 3)]
        var arrays: [[Int]] = []
        let subscription = Observable.combineLatest(sources).subscribe(onNext: { arrays.append($0) })
        sources[1].onNext(20)
        XCTAssertEqual(arrays, [[1, 2, 3], [1, 20, 3]])
        var sums: [Int] = []
        _ = Observable.combineLatest([Observable.just(1), .just(2)]) { $0.reduce(0, +) }.subscribe(onNext: {
            sums.append($0)
        })
        XCTAssertEqual(sums, [3])
        subscription.dispose()
    }

    /// More sources than one word of flags holds (the rule keeps them in an array then): the same rules.
    func testSeventyFiveSourcesCombineAndCompleteByTheSameRules() {
        let subjects = (0..<75).map { _ in PublishSubject<Int>() }
        var rows: [Int] = []
        var completed = false
        let subscription = Observable.combineLatest(subjects.map { $0.asObservable() })
            .subscribe(onNext: { rows.append($0.reduce(0, +)) }, onCompleted: { completed = true })
        for (index, subject) in subjects.enumerated() where index != 70 { subject.onNext(1) }
        XCTAssertEqual(rows, [], "source 70 has sent nothing yet")
        subjects[70].onNext(1)
        XCTAssertEqual(rows, [75])
        for (index, subject) in subjects.enumerated() where index != 74 { subject.onCompleted() }
        XCTAssertFalse(completed)
        subjects[74].onNext(2)
        XCTAssertEqual(rows, [75, 76])
        subjects[74].onCompleted()
        XCTAssertTrue(completed)
        subscription.dispose()

        // Every other source done without a value: the next element ends the result.
        let late = (0..<70).map { _ in PublishSubject<Int>() }
        var lateCompleted = false
        let lateSubscription = Observable.combineLatest(late.map { $0.asObservable() })
            .subscribe(onCompleted: { lateCompleted = true })
        for subject in late.dropFirst() { subject.onCompleted() }
        XCTAssertFalse(lateCompleted, "a source completing with no value does not end the result by itself")
        late[0].onNext(1)
        XCTAssertTrue(lateCompleted, "nothing can ever be combined")
        lateSubscription.dispose()
    }

    func testASourceThatCompletesEmptyDoesNotEndTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(400)])
        let ys = scheduler.createHotObservable([Recorded<Event<Int>>.completed(220)])
        let result = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(result.events, [.completed(400)], "RxSwift completes when every source is done")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)], "released at its completion")
    }

    func testCompletesWhenANextArrivesAndEveryOtherSourceIsDoneWithoutAValue() {
        for form in ["tuple", "collection"] {
            let scheduler = TestScheduler(initialClock: 0)
            let a = scheduler.createHotObservable([.next(300, 1), .next(350, 2), .completed(500)])
            let b = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
            let result = scheduler.start { () -> Observable<Int> in
                form == "tuple"
                    ? Observable.combineLatest(a, b).map { $0 + $1 }
                    : Observable.combineLatest([a, b]).map { $0.reduce(0, +) }
            }
            XCTAssertEqual(result.events, [.completed(300)], form)
            XCTAssertEqual(a.subscriptions, [Subscription(200, 300)], form)
            XCTAssertEqual(b.subscriptions, [Subscription(200, 250)], form)
        }
    }

    func testASourceThatNeverEndsKeepsTheResultAlive() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
        let b = scheduler.createHotObservable([Recorded<Event<Int>>.next(150, 0)])
        let result = scheduler.start { Observable.combineLatest([a, b]) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 1000)])
    }

    func testACompletedSourceIsReleasedAtItsCompletion() {
        for form in ["tuple", "collection"] {
            let scheduler = TestScheduler(initialClock: 0)
            let a = scheduler.createHotObservable([.next(210, 1), .completed(250)])
            let b = scheduler.createHotObservable([.next(220, 10), .next(300, 20), .completed(400)])
            let result = scheduler.start { () -> Observable<Int> in
                form == "tuple"
                    ? Observable.combineLatest(a, b) { $0 + $1 }
                    : Observable.combineLatest([a, b]) { $0.reduce(0, +) }
            }
            XCTAssertEqual(result.events, [.next(220, 11), .next(300, 21), .completed(400)], form)
            XCTAssertEqual(a.subscriptions, [Subscription(200, 250)], form)
            XCTAssertEqual(b.subscriptions, [Subscription(200, 400)], form)
        }
    }

    func testAnEmptyCollectionCombinesNothingOnce() {
        let arrays = TestScheduler(initialClock: 0).start { Observable.combineLatest([Observable<Int>]()) }
        XCTAssertEqual(arrays.events, [.next(200, []), .completed(200)])
        let counts = TestScheduler(initialClock: 0).start {
            Observable.combineLatest([Observable<Int>]()) { $0.count + 7 }
        }
        XCTAssertEqual(counts.events, [.next(200, 7), .completed(200)])
        let failing = TestScheduler(initialClock: 0).start {
            Observable.combineLatest([Observable<Int>]()) { _ -> Int in throw testError }
        }
        XCTAssertEqual(failing.events, [.error(200, testError)])
    }

    func testLaterSourcesAreSubscribedAndDisposedWhenOneFailsDuringSubscription() {
        for form in ["tuple", "collection"] {
            let scheduler = TestScheduler(initialClock: 0)
            let t = scheduler.createHotObservable([.next(210, 1), .completed(300)])
            let failing = Observable<Int>.error(testError)
            let result = scheduler.start { () -> Observable<Int> in
                form == "tuple"
                    ? Observable.combineLatest(failing, t) { $0 + $1 }
                    : Observable.combineLatest([failing, t.asObservable()]) { $0.reduce(0, +) }
            }
            XCTAssertEqual(result.events, [.error(200, testError)], form)
            XCTAssertEqual(t.subscriptions, [Subscription(200, 200)], form)
        }
    }

    func testErrorsFromSourcesAndSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(240, 3)])
        let result = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(result.events, [.next(220, 3), .error(230, testError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
        var events: [Event<Int>] = []
        _ = Observable.combineLatest(Observable.just(1), Observable.just(2)) { _, _ -> Int in throw otherError }
            .subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(otherError)])
    }

    func testConcurrentSourcesAreSerialized() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let inside = AtomicCounter()
        let overlaps = AtomicCounter()
        var count = 0
        let subscription = Observable.combineLatest(first, second) { $0 + $1 }.subscribe(onNext: { _ in
            if inside.increment() != 1 { overlaps.increment() }
            count += 1
            inside.decrement()
        })
        first.onNext(0)
        second.onNext(0)
        let shared = Unchecked((first, second))
        runConcurrently(2) { thread in
            for value in 0..<2_000 {
                if thread == 0 { shared.value.0.onNext(value) } else { shared.value.1.onNext(value) }
            }
        }
        XCTAssertEqual(overlaps.value, 0)
        XCTAssertEqual(count, 4_001)
        subscription.dispose()
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

final class ZipTests: RxTestCase {
    func testPairsByIndex() {
        let scheduler = TestScheduler(initialClock: 0)
        let letters = scheduler.createHotObservable("^-a---b---c-|", values: ["a": "a", "b": "b", "c": "c"])
        let numbers = scheduler.createHotObservable("^---1---2----|", values: ["1": 1, "2": 2])
        let result = scheduler.start { Observable.zip(letters, numbers) { "\($0)\($1)" } }
        XCTAssertEqual(result.events, [.next(240, "a1"), .next(280, "b2"), .completed(330)])
        XCTAssertEqual(letters.subscriptions, [Subscription(200, 320)], "released when it completes")
    }

    func testTuplesThreeAndNineSources() {
        var tuples: [String] = []
        _ = Observable.zip(Observable.of(1, 2), Observable.of("a", "b", "c"), Observable.of(true, false))
            .subscribe(onNext: { tuples.append("\($0.0)\($0.1)\($0.2)") })
        XCTAssertEqual(tuples, ["1atrue", "2bfalse"])
        let sources = (1...8).map { Observable.of($0, $0 * 10) }
        let nine: Observable<String> = .of("x", "y")
        var sums: [String] = []
        let zipped: Observable<(Int, Int, Int, Int, Int, Int, Int, Int, String)> = Observable.zip(
            sources[0], sources[1], sources[2], sources[3], sources[4], sources[5], sources[6], sources[7], nine)
        _ = zipped.subscribe(onNext: { sums.append("\($0.0 + $0.7)\($0.8)") })
        XCTAssertEqual(sums, ["9x", "90y"])
    }

    func testCollectionFormsAndErrors() {
        var arrays: [[Int]] = []
        _ = Observable.zip([Observable.of(1, 2), Observable.of(3, 4)]).subscribe(onNext: { arrays.append($0) })
        XCTAssertEqual(arrays, [[1, 3], [2, 4]])
        var sums: [Int] = []
        _ = Observable.zip([Observable.of(1), Observable.of(2)]) { $0.reduce(0, +) }.subscribe(onNext: {
            sums.append($0)
        })
        XCTAssertEqual(sums, [3])
        var events: [Event<Int>] = []
        _ = Observable.zip(Observable.of(1), Observable<Int>.error(testError)) { $0 + $1 }.subscribe {
            events.append($0)
        }
        _ = Observable.zip(Observable.of(1), Observable.of(2)) { _, _ -> Int in throw otherError }.subscribe {
            events.append($0)
        }
        XCTAssertEqual(events, [.error(testError), .error(otherError)])
    }

    func testFixedArityCompletesOnlyWhenEverySourceIsDone() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let b = scheduler.createHotObservable([.next(300, 2), .next(400, 3), .completed(500)])
        let tuples = scheduler.start { Observable.zip(a, b).map { "\($0)\($1)" } }
        XCTAssertEqual(tuples.events, [.next(300, "12"), .completed(500)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)], "released at its completion")
        XCTAssertEqual(b.subscriptions, [Subscription(200, 500)])

        let other = TestScheduler(initialClock: 0)
        let x = other.createHotObservable([.next(210, 1), .completed(220)])
        let y = other.createHotObservable([.next(300, 2), .next(400, 3), .completed(500)])
        let z = other.createHotObservable([.next(205, 0), .completed(230)])
        let selected = other.start { Observable.zip(x, y, z) { "\($0)\($1)\($2)" } }
        XCTAssertEqual(selected.events, [.next(300, "120"), .completed(500)])
    }

    func testCollectionCompletesWhenAnElementCanNoLongerBePaired() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let b = scheduler.createHotObservable([.next(300, 2), .next(400, 3), .completed(500)])
        let arrays = scheduler.start { Observable.zip([a, b]) }
        XCTAssertEqual(arrays.events, [.next(300, [1, 2]), .completed(400)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 400)])
    }

    func testCollectionCompletesEvenIfADoneSourceStillHoldsValues() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let b = scheduler.createHotObservable([Recorded<Event<Int>>.completed(230)])
        let c = scheduler.createHotObservable([.next(300, 5), .next(400, 6)])
        let sums = scheduler.start { Observable.zip([a, b, c]) { $0.reduce(0, +) } }
        XCTAssertEqual(sums.events, [.completed(300)], "all but one are done: RxSwift's collection rule")
        XCTAssertEqual(c.subscriptions, [Subscription(200, 300)])

        // The same sources on a fresh scheduler, through the fixed-arity form.
        let fixedScheduler = TestScheduler(initialClock: 0)
        let fa = fixedScheduler.createHotObservable([.next(210, 1), .completed(220)])
        let fb = fixedScheduler.createHotObservable([Recorded<Event<Int>>.completed(230)])
        let fc = fixedScheduler.createHotObservable([.next(300, 5), .next(400, 6)])
        let fixed = fixedScheduler.start { Observable.zip(fa, fb, fc) { $0 + $1 + $2 } }
        XCTAssertEqual(fixed.events, [], "the fixed-arity forms wait for every source")
        XCTAssertEqual(fc.subscriptions, [Subscription(200, 1000)])
    }

    func testLaterSourcesAreSubscribedAndDisposedWhenOneFailsDuringSubscription() {
        for form in ["tuple", "collection"] {
            let scheduler = TestScheduler(initialClock: 0)
            let t = scheduler.createHotObservable([.next(210, 1), .completed(300)])
            let failing = Observable<Int>.error(testError)
            let result = scheduler.start { () -> Observable<Int> in
                form == "tuple"
                    ? Observable.zip(failing, t) { $0 + $1 }
                    : Observable.zip([failing, t.asObservable()]) { $0.reduce(0, +) }
            }
            XCTAssertEqual(result.events, [.error(200, testError)], form)
            XCTAssertEqual(t.subscriptions, [Subscription(200, 200)], form)
        }
    }

    func testConcurrentSourcesAreSerialized() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let inside = AtomicCounter()
        let overlaps = AtomicCounter()
        var pairs = 0
        let subscription = Observable.zip(first, second) { $0 + $1 }.subscribe(onNext: { _ in
            if inside.increment() != 1 { overlaps.increment() }
            pairs += 1
            inside.decrement()
        })
        let shared = Unchecked((first, second))
        runConcurrently(2) { thread in
            for value in 0..<2_000 {
                if thread == 0 { shared.value.0.onNext(value) } else { shared.value.1.onNext(value) }
            }
        }
        XCTAssertEqual(overlaps.value, 0)
        XCTAssertEqual(pairs, 2_000)
        subscription.dispose()
    }
}

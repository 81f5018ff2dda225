// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

final class MoreOperatorsTests: RxTestCase {
    func testTakeLast() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("^-1-2-3-4-|", values: ["1": 1, "2": 2, "3": 3, "4": 4])
        XCTAssertEqual(scheduler.start { xs.takeLast(2) }.events, [.next(300, 3), .next(300, 4), .completed(300)])
        var events: [Event<Int>] = []
        _ = Observable.of(1, 2).takeLast(0).subscribe { events.append($0) }
        _ = Observable<Int>.error(testError).takeLast(3).subscribe { events.append($0) }
        XCTAssertEqual(events, [.completed, .error(testError)])
        _ = Observable.of(1).takeLast(-1).subscribe { events.append($0) }
        guard case .error(RxError.argumentOutOfRange)? = events.last else { return XCTFail("\(events)") }
    }

    func testSkipUntil() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("^-1-2-3-|", values: ["1": 1, "2": 2, "3": 3])
        let gate = scheduler.createHotObservable("^---x----", values: ["x": ()])
        XCTAssertEqual(scheduler.start { xs.skip(until: gate) }.events, [.next(260, 3), .completed(280)])
        XCTAssertEqual(gate.subscriptions, [Subscription(200, 240)], "the gate is released once it opens")
        let failing = TestScheduler(initialClock: 0)
        let ys = failing.createHotObservable("^-1-2-|", values: ["1": 1, "2": 2])
        let broken = failing.createHotObservable("^--#", errors: ["#": testError]) as TestableObservable<Int>
        XCTAssertEqual(failing.start { ys.skip(until: broken) }.events, [.error(230, testError)])
    }

    func testIfEmpty() {
        var events: [Event<Int>] = []
        _ = Observable<Int>.empty().ifEmpty(default: 7).subscribe { events.append($0) }
        _ = Observable.of(1).ifEmpty(default: 7).subscribe { events.append($0) }
        _ = Observable<Int>.empty().ifEmpty(switchTo: .of(8, 9)).subscribe { events.append($0) }
        _ = Observable<Int>.error(testError).ifEmpty(default: 7).subscribe { events.append($0) }
        XCTAssertEqual(
            events,
            [
                .next(7), .completed, .next(1), .completed, .next(8), .next(9), .completed, .error(testError),
            ])
    }

    func testFlatMapFirstDropsWhileBusy() {
        let scheduler = TestScheduler(initialClock: 0)
        let taps = scheduler.createHotObservable("^-a-b---c-|", values: ["a": "a", "b": "b", "c": "c"])
        let work = scheduler.createColdObservable("--x|", values: ["x": 1])
        let result = scheduler.start { taps.flatMapFirst { tap in work.map { "\(tap)\($0)" } } }
        XCTAssertEqual(result.events, [.next(240, "a1"), .next(300, "c1"), .completed(310)], "b is dropped")
        XCTAssertEqual(work.subscriptions, [Subscription(220, 250), Subscription(280, 310)])
    }

    func testWithUnretainedCompletesWhenTheObjectIsGone() {
        final class Owner {
            let name = "owner"
        }
        let subject = PublishSubject<Int>()
        var owner: Owner? = Owner()
        var events: [Event<String>] = []
        let subscription = subject.withUnretained(owner!) { owner, value in "\(owner.name)\(value)" }
            .subscribe { events.append($0) }
        subject.onNext(1)
        owner = nil
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertEqual(events, [.next("owner1"), .completed])
        XCTAssertFalse(subject.hasObservers)
        var pairs = 0
        let kept = Owner()
        _ = Observable.of(1, 2).withUnretained(kept).subscribe(onNext: { object, _ in
            XCTAssertTrue(object === kept)
            pairs += 1
        })
        XCTAssertEqual(pairs, 2)
        subscription.dispose()
    }
}

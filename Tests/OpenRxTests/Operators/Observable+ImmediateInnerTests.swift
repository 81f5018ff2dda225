// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

/// `flatMap`, `concatMap`, `flatMapFirst` and `flatMapLatest` deliver a `just` inner sequence without
/// subscribing to it. These tests pin that the shortcut is invisible: same events, same order, same
/// trampoline, same disposal, same waiting for a free slot.
final class ImmediateInnerTests: RxTestCase {
    func testFlatMapOfJustsDeliversEachElementInOrderThenCompletes() {
        var events: [Event<Int>] = []
        _ = Observable.of(1, 2, 3).flatMap { Observable.just($0 * 10) }.subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(10), .next(20), .next(30), .completed])
    }

    func testFlatMapLatestOfJustsDeliversEachElement() {
        var events: [Event<Int>] = []
        _ = Observable.of(1, 2, 3).flatMapLatest { Observable.just($0 * 10) }.subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(10), .next(20), .next(30), .completed])
    }

    func testConcatMapKeepsAJustWaitingBehindABusyInner() {
        let first = PublishSubject<Int>()
        let source = PublishSubject<Int>()
        var events: [Event<Int>] = []
        let subscription = source.concatMap { value in value == 1 ? first.asObservable() : .just(value) }
            .subscribe { events.append($0) }
        source.onNext(1)
        source.onNext(2)
        XCTAssertEqual(events, [], "the just waits for the busy inner")
        first.onNext(100)
        first.onCompleted()
        source.onNext(3)
        source.onCompleted()
        XCTAssertEqual(events, [.next(100), .next(2), .next(3), .completed])
        subscription.dispose()
    }

    func testFlatMapFirstDropsAJustWhileBusyAndTakesOneWhenFree() {
        let busy = PublishSubject<Int>()
        let source = PublishSubject<Int>()
        var events: [Event<Int>] = []
        let subscription = source.flatMapFirst { value in value == 1 ? busy.asObservable() : .just(value) }
            .subscribe { events.append($0) }
        source.onNext(1)
        source.onNext(2)
        busy.onCompleted()
        source.onNext(3)
        XCTAssertEqual(events, [.next(3)])
        subscription.dispose()
    }

    func testFlatMapLatestSwitchingToAJustDisposesThePreviousInner() {
        let previous = PublishSubject<Int>()
        let source = PublishSubject<Int>()
        var events: [Event<Int>] = []
        let subscription = source.flatMapLatest { value in value == 1 ? previous.asObservable() : .just(value) }
            .subscribe { events.append($0) }
        source.onNext(1)
        XCTAssertTrue(previous.hasObservers)
        source.onNext(2)
        XCTAssertFalse(previous.hasObservers, "switching disposed the previous inner")
        previous.onNext(99)
        source.onCompleted()
        XCTAssertEqual(events, [.next(2), .completed])
        subscription.dispose()
    }

    func testDisposingFromTheObserverStopsDeliveriesAndReleasesTheSource() {
        let source = PublishSubject<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = source.flatMap { Observable.just($0) }
            .subscribe(onNext: { value in
                received.append(value)
                if value == 2 { subscription?.dispose() }
            })
        for value in 1...4 { source.onNext(value) }
        XCTAssertEqual(received, [1, 2])
        XCTAssertFalse(source.hasObservers)
    }

    func testWorkScheduledByTheObserverRunsAtOnceAsInASubscriptionToJust() {
        // A subject emits outside any trampoline, and subscribing to the inner `just` runs none (RxSwift's
        // `Just` overrides `subscribe`), so work the observer schedules on the current thread runs at once.
        // An inner producer other than `just` (here `map` over it) runs a trampoline: the work waits.
        func log(_ inner: @escaping (Int) -> Observable<Int>) -> [String] {
            let source = PublishSubject<Int>()
            var log: [String] = []
            let subscription = source.flatMap(inner).subscribe(onNext: { value in
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    log.append("scheduled \(value)")
                    return Disposables.create()
                }
                log.append("received \(value)")
            })
            source.onNext(1)
            subscription.dispose()
            return log
        }
        XCTAssertEqual(log { Observable.just($0) }, ["scheduled 1", "received 1"])
        XCTAssertEqual(log { Observable.just($0).map { $0 } }, ["received 1", "scheduled 1"])
    }

    func testElementsFromSeveralThreadsAreAllDeliveredSerially() {
        let source = PublishSubject<Int>()
        let inside = AtomicCounter()
        let overlaps = AtomicCounter()
        let log = ConcurrentLog<Int>()
        let subscription = source.flatMap { Observable.just($0) }
            .subscribe(onNext: { value in
                if inside.increment() != 1 { overlaps.increment() }
                log.append(value)
                inside.decrement()
            })
        runConcurrently(4) { thread in
            for index in 0..<250 { source.onNext(thread * 1000 + index) }
        }
        subscription.dispose()
        XCTAssertEqual(overlaps.value, 0, "the observer was never called concurrently")
        XCTAssertEqual(Set(log.values).count, 1000)
    }

    func testDisposingFlatMapAndFlatMapLatestDisposesTheSourceAndTheRunningInners() {
        let source = PublishSubject<Int>()
        let inners = [PublishSubject<Int>(), PublishSubject<Int>()]
        let merged = source.flatMap { inners[$0].asObservable() }.subscribe()
        source.onNext(0)
        source.onNext(1)
        XCTAssertTrue(inners.allSatisfy { $0.hasObservers })
        merged.dispose()
        XCTAssertFalse(source.hasObservers)
        XCTAssertFalse(inners.contains { $0.hasObservers }, "every running inner was disposed")

        let switched = source.flatMapLatest { inners[$0].asObservable() }.subscribe()
        source.onNext(0)
        source.onNext(1)
        XCTAssertFalse(inners[0].hasObservers, "switching disposed the previous inner")
        XCTAssertTrue(inners[1].hasObservers)
        switched.dispose()
        XCTAssertFalse(source.hasObservers)
        XCTAssertFalse(inners[1].hasObservers, "disposal disposed the latest inner")
    }

    func testAnInnerThatCompletesKeepsTheOthersAndTheSourceRunning() {
        let source = PublishSubject<Int>()
        let inners = [PublishSubject<Int>(), PublishSubject<Int>()]
        var received: [Int] = []
        let merged = source.flatMap { inners[$0].asObservable() }.subscribe(onNext: { received.append($0) })
        source.onNext(0)
        source.onNext(1)
        inners[0].onCompleted()
        inners[1].onNext(7)
        source.onCompleted()
        inners[1].onNext(8)
        XCTAssertEqual(received, [7, 8])
        XCTAssertTrue(inners[1].hasObservers, "the source's completion does not end a running inner")
        merged.dispose()
    }
}

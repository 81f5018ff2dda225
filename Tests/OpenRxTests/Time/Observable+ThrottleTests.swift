// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

/// `throttle`: an element sent at once because its window passed drops the element held.
final class ThrottleTests: RxTestCase {
    func testThrottleLatestSendingNowClearsTheHeldElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .next(260, 3), .completed(300)])
        let result = scheduler.start { xs.throttle(.seconds(50), latest: true, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(260, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testThrottleNotLatestSendsTheElementThatEndsTheWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .next(260, 3), .completed(300)])
        let result = scheduler.start { xs.throttle(.seconds(50), latest: false, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(260, 3), .completed(300)])
    }

    /// After the element sent at once, the next window starts from it: a later element is held again.
    func testThrottleLatestHoldsAgainAfterSendingNow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(250, 2), .next(260, 3), .next(270, 4), .completed(280),
        ])
        let result = scheduler.start { xs.throttle(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(260, 3), .next(310, 4), .completed(310)])
    }

    /// The window starts when the observer's call for the element returned, as RxSwift reads its clock after
    /// delivering: an observer that moves the virtual clock (`sleep`) moves the window with it. OpenRx counted
    /// from when the element was let through and sent 2 at 240.
    func testTheWindowStartsWhenTheDeliveryReturned() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let result = scheduler.start {
            xs.throttle(.seconds(20), scheduler: scheduler).do(onNext: { if $0 == 1 { scheduler.sleep(15) } })
        }
        XCTAssertEqual(result.events, [.next(225, 1), .next(245, 2), .completed(300)])
    }

    func testThrottleErrorDropsTheHeldElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, testError)])
        let result = scheduler.start { xs.throttle(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .error(230, testError)])
    }

    /// A window longer than nanoseconds can count (today: an overflow trap on the second element).
    func testThrottleWithAHugeWindowDoesNotTrap() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let result = scheduler.start { xs.throttle(.seconds(10_000_000_000), latest: false, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(230)])

        let other = TestScheduler(initialClock: 0)
        let ys = other.createHotObservable([.next(210, 1), .next(220, 2)])
        XCTAssertEqual(
            other.start { ys.throttle(.seconds(10_000_000_000), scheduler: other) }.events, [.next(210, 1)])
    }

    /// The held element's timer fires on another thread while the source sends: one at a time, no loss.
    func testThrottleTimerOnAnotherThreadKeepsTheGrammar() {
        let manual = ManualThreadScheduler()
        let subject = PublishSubject<Int>()
        let observer = GrammarObserver<Int>()
        let subscription = subject.throttle(.seconds(5), scheduler: manual).subscribe(observer)
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        subject.onCompleted()
        manual.runAll()
        XCTAssertEqual(observer.events, [.next(1), .next(3), .completed])
        subscription.dispose()
    }

    // MARK: Elements sent into the source from inside the observer's call (RxSwift's recursive lock)

    private final class SourceObserverBox {
        var observer: AnyObserver<Int>?
    }

    /// Subscribes `throttle(10)` of a source that calls its observer directly (a subject would queue an
    /// element sent from inside its own delivery) at 200, sends `events` at their times, and calls
    /// `reenter` with each element received and the source's observer.
    private func throttledWithReentry(
        _ events: [Recorded<Event<Int>>], reenter: @escaping (Int, AnyObserver<Int>) -> Void
    ) -> [Recorded<Event<Int>>] {
        let scheduler = TestScheduler(initialClock: 0)
        let source = Unchecked(SourceObserverBox())
        let recorder = scheduler.createObserver(Int.self)
        let throttled = Observable<Int>.create { observer in
            source.value.observer = observer
            return Disposables.create()
        }.throttle(.seconds(10), scheduler: scheduler)
        let subscription = throttled.subscribe { event in
            recorder.on(event)
            if case .next(let element) = event, let observer = source.value.observer { reenter(element, observer) }
        }
        for recorded in events {
            scheduler.scheduleAt(recorded.time) { source.value.observer?.on(recorded.value) }
        }
        scheduler.start()
        subscription.dispose()
        source.value.observer = nil
        return recorder.events
    }

    /// RxSwift lets an element sent from inside the observer's call through: its window starts when that
    /// call returns. The element after it, sent from the same call, finds the window started.
    func testAnElementSentFromInsideTheObserversCallIsLetThroughAsInRxSwift() {
        let events = throttledWithReentry([.next(210, 1)]) { element, source in
            guard element == 1 else { return }
            source.onNext(2)
            source.onNext(3)
        }
        XCTAssertEqual(events, [.next(210, 1), .next(210, 2), .next(220, 3)])
    }

    /// Each element sent from inside the call for the one before is let through (RxSwift nests them all
    /// before any window moves); one sent after such an element's call returned is throttled.
    func testElementsSentFromInsideEachOthersCallsAreLetThroughAsInRxSwift() {
        let events = throttledWithReentry([.next(210, 1)]) { element, source in
            if element < 4 { source.onNext(element + 1) }
            if element == 1 { source.onNext(10) }
        }
        XCTAssertEqual(events, [.next(210, 1), .next(210, 2), .next(210, 3), .next(210, 4), .next(220, 10)])
    }

    /// An element sent from inside the call for the held element, when its timer fires: the window of
    /// the element before has passed, so RxSwift lets it through.
    func testAnElementSentFromInsideTheHeldElementsCallIsLetThrough() {
        let events = throttledWithReentry([.next(210, 1), .next(215, 5)]) { element, source in
            if element == 5 { source.onNext(6) }
        }
        XCTAssertEqual(events, [.next(210, 1), .next(220, 5), .next(220, 6)])
    }

    /// Another thread's element that arrives while an element is being delivered is throttled: RxSwift's
    /// lock makes it wait until the delivery is over, when the window has started.
    func testAnotherThreadsElementDuringADeliveryIsThrottled() {
        let scheduler = ManualThreadScheduler()
        let source = Unchecked(SourceObserverBox())
        let inside = Gate()
        let release = Gate()
        let received = GrammarObserver<Int> { event in
            guard case .next(1) = event else { return }
            inside.open()
            release.wait()
        }
        let subscription = Observable<Int>.create { observer in
            source.value.observer = observer
            return Disposables.create()
        }.throttle(.seconds(5), scheduler: scheduler).subscribe(received)
        let delivering = startOnAnotherThread { source.value.observer?.onNext(1) }
        inside.wait()
        runOnAnotherThread { source.value.observer?.onNext(2) }
        release.open()
        delivering.wait()
        XCTAssertEqual(received.elements, [1], "2 came within the window")
        XCTAssertEqual(scheduler.pendingCount, 1, "2 is held for the window's end")
        scheduler.runAll()
        XCTAssertEqual(received.elements, [1, 2])
        subscription.dispose()
        source.value.observer = nil
    }

    /// Delivers 1 on another thread through `throttle(5)` of a source that calls its observer directly; the
    /// observer's call for 1 runs `before` (with the source's observer), then the scheduler's first timer
    /// runs on a third thread, then `after`. Returns what the observer received by the end of that delivery,
    /// and after every remaining timer ran.
    private func timerDuringDelivery(
        before: @escaping (AnyObserver<Int>) -> Void, after: @escaping (AnyObserver<Int>, [Int]) -> Void
    ) -> (whenDelivered: [Int], atTheEnd: [Int]) {
        let scheduler = ManualThreadScheduler()
        let source = Unchecked(SourceObserverBox())
        let inside = Gate()
        let timerRan = Gate()
        let received = ConcurrentLog<Int>()
        let subscription = Observable<Int>.create { observer in
            source.value.observer = observer
            return Disposables.create()
        }
        .throttle(.seconds(5), scheduler: scheduler)
        .subscribe(onNext: { element in
            received.append(element)
            guard element == 1, let observer = source.value.observer else { return }
            before(observer)
            inside.open()
            timerRan.wait()
            after(observer, received.values)
        })
        let delivering = startOnAnotherThread { source.value.observer?.onNext(1) }
        inside.wait()
        XCTAssertTrue(scheduler.runNext(), "no timer for the held element")
        timerRan.open()
        delivering.wait()
        let whenDelivered = received.values
        scheduler.runAll()
        subscription.dispose()
        source.value.observer = nil
        return (whenDelivered, received.values)
    }

    /// The held element's timer fires on another thread while an element is being delivered: as RxSwift's
    /// timer waits for the lock, the held element goes when that delivery returns, and an element the
    /// subscriber sends from inside it, once the window passed, replaces it.
    func testATimerFiringDuringADeliveryWaitsForItAndANestedElementReplacesTheHeldOne() {
        let received = timerDuringDelivery(
            before: { observer in
                observer.onNext(2)  // let through, nested: the window was not moved yet
                observer.onNext(3)  // held for the window's end
            },
            after: { observer, _ in
                observer.onNext(4)  // the window has passed: sent, and the held 3 is dropped
            })
        XCTAssertEqual(received.whenDelivered, [1, 2, 4], "the held element was sent after a newer one")
        XCTAssertEqual(received.atTheEnd, [1, 2, 4])
    }

    /// The same with nothing sent after the timer fired: the held element goes once the delivery returns.
    func testATimerFiringDuringADeliverySendsTheHeldElementWhenItReturns() {
        let received = timerDuringDelivery(
            before: { observer in
                observer.onNext(3)  // nested, let through
                observer.onNext(4)  // held
            },
            after: { _, soFar in
                XCTAssertEqual(soFar, [1, 3], "the held element was sent during the delivery")
            })
        XCTAssertEqual(received.whenDelivered, [1, 3, 4])
    }
}

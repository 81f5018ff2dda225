// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

/// Timers that fire before their scheduling call returns, on another thread: `debounce`, `timeout`,
/// `take(for:)` and `delaySubscription` keep the grammar, keep the live timer, and release everything.
final class TimerOwnershipTests: RxTestCase {
    func testDebounceTimerFiringBeforeItsSchedulingReturnedKeepsTheNextTimer() {
        let manual = ManualThreadScheduler()
        let scheduler = FiresOnceBeforeReturning(manual)
        let subject = PublishSubject<Int>()
        let observer = GrammarObserver<Int>()
        let subscription = subject.debounce(.seconds(5), scheduler: scheduler).subscribe(observer)
        scheduler.arm()
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(manual.pendingCount, 1)
        manual.runAll()
        subject.onNext(3)
        subject.onCompleted()
        XCTAssertEqual(observer.events, [.next(1), .next(2), .next(3), .completed])
        XCTAssertEqual(manual.pendingCount, 0)
        subscription.dispose()
    }

    func testTimeoutFiringDuringSubscriptionDisposesTheLateSourceSubscription() {
        let manual = ManualThreadScheduler()
        let scheduler = FiresOnceBeforeReturning(manual)
        let source = OtherThreadSource<Int>([])
        let observer = GrammarObserver<Int>()
        scheduler.arm()
        let subscription = source.asObservable().timeout(.seconds(5), scheduler: scheduler).subscribe(observer)
        XCTAssertEqual(observer.events.count, 1)
        guard case .error(RxError.timeout)? = observer.events.first else { return XCTFail("\(observer.events)") }
        XCTAssertEqual(source.disposals.value, source.subscriptions.value)
        subscription.dispose()
    }

    func testTimeoutSwitchesOnceWhenElementsRaceTheTimer() {
        let manual = ManualThreadScheduler()
        let subject = PublishSubject<Int>()
        let fallback = PublishSubject<Int>()
        let observer = GrammarObserver<Int>()
        let subscription = subject.timeout(.seconds(5), other: fallback, scheduler: manual).subscribe(observer)
        subject.onNext(1)
        XCTAssertEqual(manual.pendingCount, 1, "the first element replaced the subscription's timer")
        XCTAssertTrue(manual.runNext())
        subject.onNext(2)
        fallback.onNext(10)
        fallback.onCompleted()
        XCTAssertEqual(observer.events, [.next(1), .next(10), .completed])
        XCTAssertEqual(manual.pendingCount, 0)
        subscription.dispose()
    }

    func testTakeForTimerFiringBeforeItsSchedulingReturnedCompletes() {
        let manual = ManualThreadScheduler()
        let scheduler = FiresOnceBeforeReturning(manual)
        let subject = PublishSubject<Int>()
        let observer = GrammarObserver<Int>()
        scheduler.arm()
        let subscription = subject.take(for: .seconds(5), scheduler: scheduler).subscribe(observer)
        subject.onNext(1)
        XCTAssertEqual(observer.events, [.completed])
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }

    func testTakeForCompletesFromTheTimerThread() {
        let manual = ManualThreadScheduler()
        let source = OtherThreadSource<Int>([.next(1), .next(2)])
        let observer = GrammarObserver<Int>()
        let subscription = source.asObservable().take(for: .seconds(5), scheduler: manual).subscribe(observer)
        manual.runAll()
        XCTAssertEqual(observer.events, [.next(1), .next(2), .completed])
        XCTAssertEqual(source.disposals.value, 1)
        subscription.dispose()
    }

    func testDelaySubscriptionDisposedBeforeOrAfterItsTimer() {
        let manual = ManualThreadScheduler()
        let source = OtherThreadSource<Int>([.next(1)])
        let observer = GrammarObserver<Int>()
        let early = source.asObservable().delaySubscription(.seconds(5), scheduler: manual).subscribe(observer)
        early.dispose()
        manual.runAll()
        XCTAssertEqual(source.subscriptions.value, 0)
        let late = source.asObservable().delaySubscription(.seconds(5), scheduler: manual).subscribe(observer)
        manual.runAll()
        XCTAssertEqual(observer.events, [.next(1)])
        late.dispose()
        XCTAssertEqual(source.disposals.value, 1)
    }
}

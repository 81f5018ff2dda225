// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

/// `buffer(timeSpan:count:scheduler:)`: its timer lives in its locked state, tagged with the window.
final class BufferTests: RxTestCase {
    /// A count-triggered buffer starts a timer that fires before its scheduling call returned and starts
    /// the next one; the late disposable must not replace that next timer (today it did: no more ticks).
    func testBufferKeepsTickingAfterACountTriggeredBufferRacedTheTimer() {
        let manual = ManualThreadScheduler()
        let scheduler = FiresOnceBeforeReturning(manual)
        let subject = PublishSubject<Int>()
        let observer = GrammarObserver<[Int]>()
        let subscription = subject.buffer(timeSpan: .seconds(5), count: 1, scheduler: scheduler).subscribe(observer)
        scheduler.arm()
        subject.onNext(1)
        XCTAssertEqual(observer.elements, [[1], []])
        for _ in 0..<3 { XCTAssertTrue(manual.runNext(), "a timer must stay scheduled") }
        XCTAssertEqual(observer.elements, [[1], [], [], [], []])
        subscription.dispose()
        XCTAssertEqual(manual.pendingCount, 0)
    }

    /// A timer of a window that a full buffer already closed does nothing.
    func testBufferIgnoresTheTimerOfAWindowClosedByCount() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(235, 3), .completed(300)])
        let result = scheduler.start { xs.buffer(timeSpan: .seconds(30), count: 2, scheduler: scheduler) }
        XCTAssertEqual(
            result.events, [.next(220, [1, 2]), .next(250, [3]), .next(280, []), .next(300, []), .completed(300)])
    }

    func testBufferFromAnotherThreadKeepsTheGrammar() {
        let manual = ManualThreadScheduler()
        let source = OtherThreadSource<Int>([.next(1), .next(2), .next(3), .completed])
        let observer = GrammarObserver<[Int]>()
        let subscription = source.asObservable().buffer(timeSpan: .seconds(1), count: 2, scheduler: manual)
            .subscribe(observer)
        manual.runAll()
        XCTAssertEqual(observer.events, [.next([1, 2]), .next([3]), .completed])
        XCTAssertEqual(manual.pendingCount, 0)
        subscription.dispose()
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

/// `delay`: one event per run of its timer (as RxSwift), errors at once, and a timer owned by its state.
final class DelayTests: RxTestCase {
    func testDelaySendsOneEventPerSchedulerRun_hot() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .completed(210)])
        let result = scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(220, 1), .next(221, 2), .completed(222)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testDelaySendsOneEventPerSchedulerRun_cold() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(10, 2), .completed(10)])
        let result = scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(220, 1), .next(221, 2), .completed(222)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    /// The next event's timer is its own due time reduced by what passed, never less than "now".
    func testDelayReschedulesForTheNextEventByItsOwnDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(216, 3), .completed(240)])
        let result = scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(220, 1), .next(225, 2), .next(226, 3), .completed(250)])
    }

    /// An error is sent at once and drops the event whose timer is due at the same time.
    func testDelayErrorIsSentAtOnceDroppingWaitingEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(211, 2), .error(221, testError)])
        let result = scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(220, 1), .error(221, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 221)])
    }

    /// A timer that fires before its scheduling call returned (here: early, before its due time on the
    /// scheduler's clock) sends its event, and the disposable that arrives late does not replace the next
    /// timer: today's delay stored it over the live timer and stalled.
    func testDelayKeepsSendingAfterATimerFiredBeforeItsSchedulingReturned() {
        let manual = ManualThreadScheduler()
        let scheduler = FiresOnceBeforeReturning(manual)
        let subject = PublishSubject<Int>()
        let observer = GrammarObserver<Int>()
        let subscription = subject.delay(.seconds(5), scheduler: scheduler).subscribe(observer)
        scheduler.arm()
        subject.onNext(1)
        manual.runAll()
        subject.onNext(2)
        subject.onCompleted()
        manual.runAll()
        XCTAssertEqual(observer.events, [.next(1), .next(2), .completed])
        XCTAssertEqual(manual.pendingCount, 0)
        subscription.dispose()
    }

    /// Events from the source thread and the timer thread reach the observer one at a time, in order.
    func testDelayFromAnotherThreadKeepsTheGrammar() {
        let manual = ManualThreadScheduler()
        let source = OtherThreadSource<Int>([.next(1), .next(2), .next(3), .completed])
        let observer = GrammarObserver<Int>()
        let subscription = source.asObservable().delay(.seconds(1), scheduler: manual).subscribe(observer)
        manual.runAll()
        XCTAssertEqual(observer.events, [.next(1), .next(2), .next(3), .completed])
        XCTAssertEqual(source.disposals.value, 1)
        subscription.dispose()
    }

    /// An element the observer sends back into the source while it receives a delayed one waits, and its
    /// timer starts after the observer returned, as RxSwift's drain schedules the next event after forwarding:
    /// work the observer scheduled for the same time during that call runs first.
    func testDelaySchedulesAnElementSentDuringItsDeliveryAfterTheDeliveryReturned() {
        let log = delayedLog(completingAt: 300) { subject, value in
            if value == 1 { subject.onNext(2) }
        }
        XCTAssertEqual(log, ["next(1) at 220", "other at 230", "next(2) at 230", "other at 240", "completed at 310"])
    }

    /// A completion the observer sends while it receives the last delayed element is delayed by the full due
    /// time from then, its timer started after the observer returned.
    func testDelayDelaysACompletionSentDuringItsDelivery() {
        let log = delayedLog(completingAt: nil) { subject, _ in subject.onCompleted() }
        XCTAssertEqual(log, ["next(1) at 220", "other at 230", "completed at 230"])
    }

    /// What an observer of `delay(10)` on a `TestScheduler` logs when the source sends 1 at 210 (and completes
    /// at `completingAt`), and the observer, for each element, calls `feedBack` with the source and then
    /// schedules "other" for 10 later.
    private func delayedLog(
        completingAt: TestTime?, feedBack: @escaping (PublishSubject<Int>, Int) -> Void
    ) -> [String] {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        var log: [String] = []
        scheduler.scheduleAt(210) { subject.onNext(1) }
        if let completingAt { scheduler.scheduleAt(completingAt) { subject.onCompleted() } }
        let subscription = subject.delay(.seconds(10), scheduler: scheduler).subscribe(
            onNext: { value in
                log.append("next(\(value)) at \(scheduler.clock)")
                feedBack(subject, value)
                _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
                    log.append("other at \(scheduler.clock)")
                    return Disposables.create()
                }
            },
            onCompleted: { log.append("completed at \(scheduler.clock)") })
        scheduler.start()
        subscription.dispose()
        return log
    }

    /// While the timer's element is being delivered on the timer's thread, another thread sends the next
    /// element (it waits: no timer starts meanwhile) and then disposes, or not: after the delivery returns, the
    /// next timer starts only if the subscription is still live, and then sends the waiting element.
    func testAnElementSentFromAnotherThreadDuringTheTimersDeliveryWaitsForItToReturn() {
        for disposes in [false, true] {
            let manual = ManualThreadScheduler()
            let subject = PublishSubject<Int>()
            let received = ConcurrentLog<Int>()
            let inDelivery = Gate()
            let resume = Gate()
            let subscription = subject.delay(.seconds(5), scheduler: manual).subscribe(onNext: { value in
                received.append(value)
                guard value == 1 else { return }
                inDelivery.open()
                resume.wait()
            })
            subject.onNext(1)
            let timer = startOnAnotherThread { manual.runNext() }
            inDelivery.wait()
            subject.onNext(2)
            XCTAssertEqual(manual.pendingCount, 0, "no timer starts while the delivery runs")
            if disposes { subscription.dispose() }
            resume.open()
            timer.wait()
            XCTAssertEqual(manual.pendingCount, disposes ? 0 : 1, "disposes: \(disposes)")
            manual.runAll()
            XCTAssertEqual(received.values, disposes ? [1] : [1, 2], "disposes: \(disposes)")
            subscription.dispose()
        }
    }

    func testDelayDisposalCancelsTheTimer() {
        let manual = ManualThreadScheduler()
        let subject = PublishSubject<Int>()
        let observer = GrammarObserver<Int>()
        let subscription = subject.delay(.seconds(5), scheduler: manual).subscribe(observer)
        subject.onNext(1)
        XCTAssertEqual(manual.pendingCount, 1)
        subscription.dispose()
        XCTAssertEqual(manual.pendingCount, 0)
        manual.runAll()
        XCTAssertEqual(observer.events, [])
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

final class VirtualTimeSchedulerTests: RxTestCase {
    func testRunsInTimeOrderAndAdvances() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        scheduler.scheduleAt(30) { log.append("30@\(scheduler.clock)") }
        scheduler.scheduleAt(10) { log.append("10@\(scheduler.clock)") }
        scheduler.scheduleAt(10) { log.append("10b@\(scheduler.clock)") }
        scheduler.advanceTo(20)
        XCTAssertEqual(log, ["10@10", "10b@10"])
        XCTAssertEqual(scheduler.clock, 20)
        scheduler.start()
        XCTAssertEqual(log, ["10@10", "10b@10", "30@30"])
    }

    func testRelativeSchedulingAndProcessingDelay() {
        let scheduler = TestScheduler(initialClock: 100)
        var times: [Int] = []
        _ = scheduler.schedule(()) { _ in
            times.append(scheduler.clock)
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in
            times.append(scheduler.clock)
            return Disposables.create()
        }
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 7) { _ in
            times.append(scheduler.clock)
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(times, [101, 105, 107])

        let exact = TestScheduler(initialClock: 100, simulateProcessingDelay: false)
        var at: Int?
        _ = exact.schedule(()) { _ in
            at = exact.clock
            return Disposables.create()
        }
        exact.start()
        XCTAssertEqual(at, 100)
    }

    func testStopSleepAndCancel() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [Int] = []
        scheduler.scheduleAt(10) {
            log.append(10)
            scheduler.stop()
        }
        scheduler.scheduleAt(20) { log.append(20) }
        let cancelled = scheduler.scheduleAbsoluteVirtual((), time: 15) { _ in
            log.append(15)
            return Disposables.create()
        }
        cancelled.dispose()
        scheduler.start()
        XCTAssertEqual(log, [10])
        scheduler.sleep(5)
        XCTAssertEqual(scheduler.clock, 15)
        scheduler.start()
        XCTAssertEqual(log, [10, 20])
        XCTAssertTrue(scheduler.debugDescription.contains("clock: 20"))
    }

    func testPeriodicSchedulingDisposedFromItsOwnAction() {
        let scheduler = TestScheduler(initialClock: 0)
        var ticks: [Int] = []
        var periodic: Disposable?
        periodic = scheduler.schedulePeriodic(0, startAfter: .seconds(10), period: .seconds(5)) { count in
            ticks.append(scheduler.clock)
            if count == 3 { periodic?.dispose() }
            return count + 1
        }
        scheduler.advanceTo(100)
        XCTAssertEqual(ticks, [10, 15, 20, 25])
        periodic = nil
    }

    /// RxSwift stops the program on both; OpenRx does nothing (README, "Where OpenRx deliberately differs").
    func testSleepingBackAndAdvancingFromInsideAnActionDoNothing() {
        let scheduler = TestScheduler(initialClock: 100)
        scheduler.sleep(-10)
        XCTAssertEqual(scheduler.clock, 100, "sleep moved the clock back")
        scheduler.sleep(5)
        XCTAssertEqual(scheduler.clock, 105)
        var clockInside: [Int] = []
        scheduler.scheduleAt(110) {
            scheduler.advanceTo(500)
            clockInside.append(scheduler.clock)
        }
        scheduler.scheduleAt(120) { clockInside.append(scheduler.clock) }
        scheduler.start()
        XCTAssertEqual(clockInside, [110, 120])
    }
}

/// A virtual time scheduler used from a second thread, as an operator after `observe(on:)` a dispatch queue uses
/// it: the queue is behind a lock, so the work that thread schedules while the clock runs is queued safely and
/// runs on the driving thread, in time order. Unsynchronized, the queue was a data race (ThreadSanitizer
/// reports it; the heap lost or repeated items).
final class VirtualTimeSchedulerThreadTests: RxTestCase {
    func testWorkScheduledFromAnotherThreadWhileTheClockRunsIsQueuedAndRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let shared = Unchecked(scheduler)
        let ranOnDrivingThread = CallCounter()
        let ranFromOtherThread = CallCounter()
        let started = Gate()
        var otherThreadDone: Gate?
        // The other thread schedules while the driving thread runs the items at 1…1000.
        scheduler.scheduleAt(0) {
            otherThreadDone = startOnAnotherThread {
                started.open()
                for index in 0..<1000 {
                    _ = shared.value.scheduleAbsoluteVirtual((), time: 2000 + index) { _ in
                        ranFromOtherThread.increment()
                        return Disposables.create()
                    }
                }
            }
            started.wait()
        }
        for time in 1...1000 { scheduler.scheduleAt(time) { ranOnDrivingThread.increment() } }
        scheduler.scheduleAt(1001) { otherThreadDone?.wait() }
        var clocks: [Int] = []
        scheduler.scheduleAt(3000) { clocks.append(scheduler.clock) }
        scheduler.start()
        XCTAssertEqual(ranOnDrivingThread.value, 1000)
        XCTAssertEqual(ranFromOtherThread.value, 1000)
        XCTAssertEqual(clocks, [3000])
    }
}

/// RxTest's tools used from a second thread: a testable observable subscribed, and a testable observer fed, on a
/// pool thread while the test's clock runs. Their subscriptions and events are behind locks, and a hot
/// observable calls its observers outside its lock: unsynchronized, the subscription list, the observer slots
/// and the recorded events raced the test thread.
final class TestToolsThreadTests: RxTestCase {
    func testATestableObservableSubscribedAndATestableObserverFedOnAnotherThreadRecordSafely() {
        let scheduler = TestScheduler(initialClock: 0)
        let hot = scheduler.createHotObservable((1...200).map { Recorded.next(200 + $0, $0) })
        let observer = scheduler.createObserver(Int.self)
        let deliveryQueue = DispatchQueue(label: "deliveries")
        let deliveries = SerialDispatchQueueScheduler(serialQueue: deliveryQueue)
        let subscriptions = CompositeDisposable()
        let subscribed = DispatchGroup()
        let shared = Unchecked((hot, observer))
        // Twenty subscriptions made on pool threads at once, delivering on a serial queue, while the test
        // thread runs the hot observable's events.
        scheduler.scheduleAt(100) {
            for _ in 0..<20 {
                DispatchQueue.global().async(group: subscribed) {
                    let (hot, observer) = shared.value
                    _ = subscriptions.insert(hot.observe(on: deliveries).subscribe(observer))
                }
            }
        }
        scheduler.scheduleAt(150) { subscribed.wait() }
        scheduler.start()
        // The serial queue runs in order: once this returns, every delivery queued before it ran.
        deliveryQueue.sync {}
        XCTAssertEqual(hot.subscriptions.count, 20)
        XCTAssertEqual(observer.events.count, 20 * 200)
        subscriptions.dispose()
        XCTAssertEqual(hot.subscriptions.filter { $0.unsubscribe == Int.max }.count, 0)
        flushUntilResourcesReturn([deliveryQueue])
    }
}

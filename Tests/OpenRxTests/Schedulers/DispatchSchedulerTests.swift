// OpenRx — reactive programming for Swift. MIT licence.

import Dispatch
import Foundation
import OpenRx
import OpenRxTest
import XCTest

/// Schedulers on real threads. What they assert does not depend on timing: expectations wait for the
/// work, and queues are drained before the leak check.
final class DispatchSchedulerTests: RxTestCase {
    func testObserveOnSerialQueueKeepsOrderAcrossFourThreads() {
        let queue = DispatchQueue(label: "observe-on-test")
        let scheduler = SerialDispatchQueueScheduler(serialQueue: queue)
        let subject = PublishSubject<Int>()
        let done = expectation(description: "completed on the queue")
        var received: [Int] = []
        var offQueue = 0
        let subscription = subject.observe(on: scheduler).subscribe(
            onNext: { value in
                if DispatchQueue.getSpecific(key: Self.queueKey) != "observe-on-test" { offQueue += 1 }
                received.append(value)
            },
            onCompleted: { done.fulfill() })
        queue.setSpecific(key: Self.queueKey, value: "observe-on-test")
        let shared = Unchecked(subject)
        runConcurrently(4) { thread in
            for index in 0..<500 { shared.value.onNext(thread * 1_000 + index) }
        }
        subject.onCompleted()
        wait(for: [done], timeout: 10)
        queue.sync {}
        XCTAssertEqual(offQueue, 0, "every event arrived on the scheduler's queue")
        XCTAssertEqual(received.count, 2_000)
        for thread in 0..<4 {
            let fromThread = received.filter { $0 / 1_000 == thread }
            XCTAssertEqual(fromThread, fromThread.sorted())
        }
        subscription.dispose()
    }

    private static let queueKey = DispatchSpecificKey<String>()

    func testObserveOnMainSchedulerDeliversAtOnceOnTheMainThreadAndQueuesNestedWork() {
        XCTAssertTrue(Thread.isMainThread)
        let observablesBefore = Resources.numberOfSerialDispatchQueueObservables
        let subject = PublishSubject<Int>()
        var received: [String] = []
        let subscription = subject.observe(on: MainScheduler.instance).subscribe(onNext: { value in
            received.append("\(value)")
            if value == 2 {
                // Work the main scheduler runs while it runs an action waits on the main queue.
                _ = MainScheduler.instance.schedule(()) { _ in
                    received.append("nested")
                    return Disposables.create()
                }
                received.append("after scheduling")
            }
        })
        subject.onNext(1)
        XCTAssertEqual(received, ["1"], "delivered synchronously")
        subject.onNext(2)
        XCTAssertEqual(received, ["1", "2", "after scheduling"])
        drainMainQueue(until: { received.count == 4 })
        XCTAssertEqual(received, ["1", "2", "after scheduling", "nested"])
        subject.onNext(3)
        XCTAssertEqual(received.last, "3", "delivered synchronously again once the main queue is drained")
        XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, observablesBefore + 1)
        subscription.dispose()
        XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, observablesBefore)
        XCTAssertEqual(maxTailRecursiveSinkStackSize, 0)
    }

    func testObserveOnSerialQueueDropsTheWaitingEventsOnceDisposed() {
        // The queue is suspended while 300 events arrive, so all wait on it when the first is delivered.
        let queue = DispatchQueue(label: "observe-on-dispose-test")
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let slot = SingleAssignmentDisposable()
        queue.suspend()
        slot.setDisposable(
            subject.observe(on: SerialDispatchQueueScheduler(serialQueue: queue)).subscribe(onNext: { value in
                received.append(value)
                if value == 10 { slot.dispose() }
            }))
        for value in 1...300 { subject.onNext(value) }
        queue.resume()
        queue.sync {}
        queue.sync {}
        XCTAssertEqual(received, Array(1...10))
        XCTAssertFalse(subject.hasObservers)
    }

    /// As RxSwift's `ObserveOnSerialDispatchQueueSink`, each event is a block of its own on the queue: two
    /// sequences observed on one queue interleave as their events were sent, and work dispatched to the queue
    /// between two events runs between them.
    func testObserveOnSerialQueueDispatchesEachEventByItself() {
        let queue = DispatchQueue(label: "observe-on-interleaving-test")
        let scheduler = SerialDispatchQueueScheduler(serialQueue: queue)
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let log = ConcurrentLog<String>()
        let subscription = Observable.merge(first.observe(on: scheduler), second.observe(on: scheduler))
            .subscribe(onNext: { log.append("\($0)") })
        queue.sync {
            first.onNext(1)
            second.onNext(10)
            first.onNext(2)
            queue.async { log.append("work") }
            second.onNext(20)
        }
        queue.sync {}
        XCTAssertEqual(log.values, ["1", "10", "2", "work", "20"])
        subscription.dispose()
        queue.sync {}
    }

    func testConcurrentSchedulerRunsOffTheMainThreadAndPeriodicStopsWhenDisposedInsideItsAction() {
        let queue = DispatchQueue(label: "concurrent-test", attributes: .concurrent)
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        let ran = expectation(description: "scheduled action ran")
        _ = scheduler.schedule(()) { _ in
            XCTAssertFalse(Thread.isMainThread)
            ran.fulfill()
            return Disposables.create()
        }
        let stopped = expectation(description: "periodic action disposed itself")
        let ticks = AtomicCounter()
        // Set after scheduling, but disposable from the action at any time: a disposal that comes first is
        // applied when the periodic subscription is set.
        let slot = SingleAssignmentDisposable()
        let periodic = scheduler.schedulePeriodic(0, startAfter: .milliseconds(1), period: .milliseconds(1)) {
            count in
            if ticks.increment() == 3 {
                slot.dispose()
                stopped.fulfill()
            }
            return count + 1
        }
        slot.setDisposable(periodic)
        wait(for: [ran, stopped], timeout: 10)
        let later = expectation(description: "a later action ran")
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
            later.fulfill()
            return Disposables.create()
        }
        wait(for: [later], timeout: 10)
        // A repeating source cancelled from its own handler drops that handler (and `slot`) later, on the queue.
        flushUntilResourcesReturn([queue])
        XCTAssertEqual(ticks.value, 3, "no tick after the periodic action disposed itself")
    }

    func testOperationQueueSchedulerRunsAndCancels() {
        let operations = OperationQueue()
        operations.maxConcurrentOperationCount = 1
        let scheduler = OperationQueueScheduler(operationQueue: operations, queuePriority: .high)
        XCTAssertEqual(scheduler.queuePriority, .high)
        let ran = AtomicCounter()
        operations.isSuspended = true
        let cancelled = scheduler.schedule(()) { _ in
            ran.increment()
            return Disposables.create()
        }
        _ = scheduler.schedule(()) { _ in
            ran.increment()
            return Disposables.create()
        }
        cancelled.dispose()
        operations.isSuspended = false
        operations.waitUntilAllOperationsAreFinished()
        XCTAssertEqual(ran.value, 1, "the disposed operation did not run")
    }

    func testMainSchedulerDeliversOnTheMainThread() {
        let delivered = expectation(description: "delivered on main")
        var onMain = false
        let sent = DispatchSemaphore(value: 0)
        let subscription = Observable<Int>.create { observer in
            let box = ObserverBox(observer)
            DispatchQueue.global().async {
                box.observer?.onNext(1)
                box.observer = nil
                sent.signal()
            }
            return Disposables.create()
        }
        .observe(on: MainScheduler.instance)
        .subscribe(onNext: { _ in
            onMain = Thread.isMainThread
            delivered.fulfill()
        })
        wait(for: [delivered], timeout: 10)
        sent.wait()
        XCTAssertTrue(onMain)
        subscription.dispose()
        let drained = expectation(description: "main queue drained")
        DispatchQueue.main.async { drained.fulfill() }
        wait(for: [drained], timeout: 10)
        MainScheduler.ensureRunningOnMainThread()
        MainScheduler.ensureExecutingOnScheduler()
    }

    func testConcurrentMainSchedulerRunsAtOnceOnMain() {
        var ran = false
        _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
            ran = true
            return Disposables.create()
        }
        XCTAssertTrue(ran)
    }

    func testSubscribeOnSubscribesOnTheScheduler() {
        let queue = DispatchQueue(label: "subscribe-on-test")
        let scheduler = SerialDispatchQueueScheduler(serialQueue: queue)
        let subscribed = expectation(description: "subscribed")
        var subscribedOnMain = true
        let subscription = Observable<Int>.create { observer in
            subscribedOnMain = Thread.isMainThread
            subscribed.fulfill()
            return Disposables.create()
        }.subscribe(on: scheduler).subscribe()
        wait(for: [subscribed], timeout: 10)
        queue.sync {}
        XCTAssertFalse(subscribedOnMain)
        subscription.dispose()
        queue.sync {}
    }
}

/// Hands an observer to one background block, which releases it before it signals.
private final class ObserverBox: @unchecked Sendable {
    // Sendable: used by the one background block only.
    var observer: AnyObserver<Int>?
    init(_ observer: AnyObserver<Int>) { self.observer = observer }
}

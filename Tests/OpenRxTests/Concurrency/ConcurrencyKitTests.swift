// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import XCTest

/// The kit's own promises: a source that finishes during its subscribe call, a scheduler that fires a
/// timer before `scheduleRelative` returns, a grammar observer that notices a broken grammar, and a wait for
/// the tasks a test started.
final class ConcurrencyKitTests: RxTestCase {
    func testOtherThreadSourceFinishesBeforeSubscribeReturns() {
        let source = OtherThreadSource<Int>([.next(1), .completed])
        let observer = GrammarObserver<Int>()
        let subscription = source.asObservable().subscribe(observer)
        XCTAssertEqual(observer.events, [.next(1), .completed], "sent during subscribe, on another thread")
        subscription.dispose()
        XCTAssertEqual(source.subscriptions.value, 1)
        XCTAssertEqual(source.disposals.value, 1)
    }

    func testManualSchedulerCanFireBeforeReturning() {
        let scheduler = ManualThreadScheduler()
        let fired = CallCounter()
        _ = scheduler.scheduleRelative((), dueTime: .seconds(1)) { _ in
            fired.increment()
            return Disposables.create()
        }
        XCTAssertEqual(fired.value, 0)
        XCTAssertEqual(scheduler.pendingCount, 1)
        scheduler.runAll()
        XCTAssertEqual(fired.value, 1)
        scheduler.runsBeforeReturning = true
        _ = scheduler.scheduleRelative((), dueTime: .seconds(1)) { _ in
            fired.increment()
            return Disposables.create()
        }
        XCTAssertEqual(fired.value, 2, "ran before scheduleRelative returned")
    }

    func testManualSchedulerSkipsCancelledWork() {
        let scheduler = ManualThreadScheduler()
        let fired = CallCounter()
        let timer = scheduler.scheduleRelative((), dueTime: .seconds(1)) { _ in
            fired.increment()
            return Disposables.create()
        }
        timer.dispose()
        scheduler.runAll()
        XCTAssertEqual(fired.value, 0)
    }

    func testWaitingForStartedTasksReturnsOnlyAfterTheTasksEnded() async {
        let log = ConcurrentLog<String>()
        let gate = Gate()
        await waitingForStartedTasks {
            Task {
                gate.wait()
                log.append("the task ended")
            }
            // The task is held at the gate until the body returns; without the wait it would still be there.
            gate.open()
        }
        XCTAssertEqual(log.values, ["the task ended"])
    }
}

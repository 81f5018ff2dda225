// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

/// RxSwift schedules a periodic timer's next tick before it runs the tick's action, so at one virtual
/// instant the tick comes before what the previous tick's action scheduled for that instant (issue 27).
final class PeriodicTickOrderTests: RxTestCase {
    func testATickComesBeforeWhatThePreviousTickScheduledForTheSameInstant() {
        let scheduler = TestScheduler(initialClock: 0)
        let cold = scheduler.createColdObservable([.next(36, 100), .completed(36)])
        let result = scheduler.start {
            Observable<Int>.timer(.seconds(36), period: .seconds(36), scheduler: scheduler).take(2)
                .flatMap { tick in tick == 0 ? cold.asObservable() : .just(tick) }
        }
        XCTAssertEqual(result.events, [.next(272, 1), .next(272, 100), .completed(272)])
    }

    func testIntervalOrdersItsTicksTheSameWay() {
        let scheduler = TestScheduler(initialClock: 0)
        let cold = scheduler.createColdObservable([.next(20, 100), .completed(20)])
        let result = scheduler.start {
            Observable<Int>.interval(.seconds(20), scheduler: scheduler).take(3)
                .flatMap { tick in tick == 0 ? cold.asObservable() : .just(tick) }
        }
        XCTAssertEqual(result.events, [.next(240, 1), .next(240, 100), .next(260, 2), .completed(260)])
    }

    func testEveryTickStillRunsOnceInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable<Int>.interval(.seconds(10), scheduler: scheduler).take(4) }
        XCTAssertEqual(
            result.events, [.next(210, 0), .next(220, 1), .next(230, 2), .next(240, 3), .completed(240)])
    }
}

/// A tick that comes while the previous tick's action still runs on another thread (a concurrent scheduler
/// using the default `schedulePeriodic`): it is not run concurrently, but by that thread right after — unless
/// the schedule was disposed meanwhile (interleaving tests: gates, no sleeps).
final class PeriodicTickCatchUpTests: RxTestCase {
    private func startPeriodic(
        on scheduler: ManualThreadScheduler, log: ConcurrentLog<String>, inFirstAction: Gate, release: Gate
    ) -> Disposable {
        scheduler.schedulePeriodic(0, startAfter: .seconds(1), period: .seconds(1)) { state in
            log.append("start \(state)")
            if state == 0 {
                inFirstAction.open()
                release.wait()
            }
            log.append("end \(state)")
            return state + 1
        }
    }

    func testATickDuringAnActionRunsAfterItOnTheSameThread() {
        let scheduler = ManualThreadScheduler()
        let log = ConcurrentLog<String>()
        let inFirstAction = Gate()
        let release = Gate()
        let schedule = startPeriodic(on: scheduler, log: log, inFirstAction: inFirstAction, release: release)
        let firstTick = startOnAnotherThread { scheduler.runNext() }
        inFirstAction.wait()
        XCTAssertTrue(scheduler.runNext(), "the second tick was not scheduled before the first action")
        XCTAssertEqual(log.values, ["start 0"], "the second tick ran its action concurrently")
        release.open()
        firstTick.wait()
        XCTAssertEqual(log.values, ["start 0", "end 0", "start 1", "end 1"])
        schedule.dispose()
        scheduler.reset()
    }

    func testATickDuringAnActionDoesNotRunOnceDisposed() {
        let scheduler = ManualThreadScheduler()
        let log = ConcurrentLog<String>()
        let inFirstAction = Gate()
        let release = Gate()
        let schedule = startPeriodic(on: scheduler, log: log, inFirstAction: inFirstAction, release: release)
        let firstTick = startOnAnotherThread { scheduler.runNext() }
        inFirstAction.wait()
        scheduler.runNext()
        schedule.dispose()
        release.open()
        firstTick.wait()
        XCTAssertEqual(log.values, ["start 0", "end 0"])
        scheduler.reset()
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

final class CurrentThreadSchedulerTests: RxTestCase {
    func testNestedScheduleIsQueuedNotNested() {
        var log: [String] = []
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            XCTAssertFalse(CurrentThreadScheduler.isScheduleRequired)
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("second")
                return Disposables.create()
            }
            log.append("first")
            return Disposables.create()
        }
        XCTAssertEqual(log, ["first", "second"])
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
    }

    func testDisposedQueuedItemDoesNotRun() {
        var ran = false
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            let queued = CurrentThreadScheduler.instance.schedule(()) { _ in
                ran = true
                return Disposables.create()
            }
            queued.dispose()
            return Disposables.create()
        }
        XCTAssertFalse(ran)
    }

    func testRecursiveSchedulingRunsInConstantStack() {
        var count = 0
        var deepest: UInt = 0
        var shallowest: UInt = .max
        let disposable = CurrentThreadScheduler.instance.scheduleRecursive(0) { value, recurse in
            count += 1
            var marker = 0
            let address = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
            deepest = max(deepest, address)
            shallowest = min(shallowest, address)
            if value < 100_000 { recurse(value + 1) }
        }
        XCTAssertEqual(count, 100_001)
        XCTAssertLessThan(deepest - shallowest, 4_096, "the stack did not grow with the recursion")
        disposable.dispose()
    }

    func testSequencesInterleaveOnTheTrampoline() {
        var received: [Int] = []
        _ = Observable.merge(Observable.of(1, 2, 3), Observable.of(10, 20, 30)).subscribe(onNext: {
            received.append($0)
        })
        XCTAssertEqual(received, [1, 10, 2, 20, 3, 30], "as in RxSwift")
    }

    func testEachThreadHasItsOwnTrampoline() {
        let results = ConcurrentLog<Bool>()
        runConcurrently(2) { _ in
            results.append(CurrentThreadScheduler.isScheduleRequired)
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                results.append(CurrentThreadScheduler.isScheduleRequired)
                return Disposables.create()
            }
        }
        XCTAssertEqual(results.values.filter { $0 }.count, 2)
        XCTAssertEqual(results.values.filter { !$0 }.count, 2)
    }
}

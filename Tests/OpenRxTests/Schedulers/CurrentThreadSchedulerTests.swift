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

    /// RxSwift's `Just`, `EmptyProducer` and `ErrorProducer` (and `NeverProducer`, where nothing runs) override
    /// `subscribe`, so subscribing to them runs no trampoline (work an observer schedules runs at once); every
    /// other producer's `subscribe` runs one when none is running (the work waits until the subscription returns).
    func testJustEmptyErrorAndNeverSubscribeWithoutATrampolineAndOtherProducersWithOne() {
        var log: [String] = []
        func observe(_ name: String, _ source: Observable<Int>) {
            source.subscribe { event in
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    log.append("\(name) work")
                    return Disposables.create()
                }
                log.append("\(name) \(event.isStopEvent ? "stop" : "next")")
            }.dispose()
        }
        observe("just", .just(1))
        observe("empty", .empty())
        observe("error", .error(testError))
        XCTAssertEqual(
            log,
            [
                "just work", "just next", "just work", "just stop", "empty work", "empty stop", "error work",
                "error stop",
            ])
        log = []
        observe(
            "create",
            Observable.create { observer in
                observer.onNext(1)
                return Disposables.create()
            })
        observe("map", Observable.just(1).map { $0 })
        XCTAssertEqual(log, ["create next", "create work", "map next", "map stop", "map work", "map work"])
    }

    /// RxSwift's `GroupedObservableImpl` overrides `subscribe` (it subscribes its subject), so subscribing to a
    /// group runs no trampoline: work an observer schedules while a group that ended sends it the stop runs at
    /// once, as under `just`.
    func testAGroupSubscribesWithoutATrampolineAsRxSwiftsGroupedObservable() {
        let subject = PublishSubject<Int>()
        var groups: [GroupedObservable<Int, Int>] = []
        let outer = subject.groupBy { $0 % 2 }.subscribe(onNext: { groups.append($0) })
        subject.onNext(1)
        subject.onCompleted()
        var log: [String] = []
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
        groups.first?.subscribe { event in
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("work")
                return Disposables.create()
            }
            log.append(event.isStopEvent ? "stop" : "next")
        }.dispose()
        XCTAssertEqual(log, ["work", "stop"])
        outer.dispose()
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

// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import XCTest

/// A merge delivers as RxSwift's does under its recursive lock (issue 35): an event that its observer causes on
/// the delivering thread is delivered at once, nested; another thread's event waits for the delivery in progress,
/// so the observer is still never called concurrently.
final class MergeReentrancyTests: RxTestCase {
    /// The observer's log; only the merge's (serialized) deliveries touch it.
    private final class Lines: @unchecked Sendable {
        var items: [String] = []
    }

    func testAnEventCausedByTheObserverIsDeliveredNested() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let lines = Lines()
        let subscription = Observable.of(first.asObservable(), second.asObservable()).merge()
            .subscribe(onNext: { value in
                lines.items.append("begin \(value)")
                if value == 1 { second.onNext(2) }
                lines.items.append("end \(value)")
            })
        first.onNext(1)
        XCTAssertEqual(lines.items, ["begin 1", "begin 2", "end 2", "end 1"])
        subscription.dispose()
    }

    func testAnotherThreadsEventWaitsWhileTheDeliveringThreadNests() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let third = PublishSubject<Int>()
        let lines = Lines()
        let delivering = Gate()
        let queued = Gate()
        let subscription = Observable.merge(first.asObservable(), second.asObservable(), third.asObservable())
            .subscribe(onNext: { value in
                lines.items.append("begin \(value)")
                if value == 1 {
                    delivering.open()
                    queued.wait()
                    third.onNext(3)
                }
                lines.items.append("end \(value)")
            })
        let subjects = Unchecked((first, second))
        let done = startOnAnotherThread { subjects.value.0.onNext(1) }
        delivering.wait()
        // Returns at once: the event waits for the delivery on the other thread.
        runOnAnotherThread { subjects.value.1.onNext(2) }
        queued.open()
        done.wait()
        XCTAssertEqual(lines.items, ["begin 1", "begin 3", "end 3", "end 1", "begin 2", "end 2"])
        subscription.dispose()
    }
}

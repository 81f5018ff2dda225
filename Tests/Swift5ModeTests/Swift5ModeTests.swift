// OpenRx — reactive programming for Swift. MIT licence.

import Foundation
import OpenRx
import XCTest

/// Issue 20, point 3: Swift 5 language mode (this target's) keeps RxSwift's behaviour exactly — the
/// subscribe closures run where the events arrive, with no hop, even when formed on the main actor.
final class Swift5ModeTests: XCTestCase {
    func testAClosureFormedOnTheMainActorRunsWhereTheEventArrives() {
        // XCTest runs tests on the main thread; the closure below is formed on the main actor.
        MainActor.assumeIsolated { subscribeOnTheMainActor() }
    }

    @MainActor
    private func subscribeOnTheMainActor() {
        let subject = PublishSubject<Int>()
        let lock = NSLock()
        var threads: [Bool] = []
        let subscription = subject.subscribe(onNext: { _ in
            lock.lock()
            threads.append(Thread.isMainThread)
            lock.unlock()
        })
        let sent = DispatchSemaphore(value: 0)
        Thread {
            subject.onNext(1)
            sent.signal()
        }.start()
        sent.wait()
        lock.lock()
        XCTAssertEqual(threads, [false], "delivered on the sending thread, inside its onNext call")
        lock.unlock()
        subscription.dispose()
    }

    func testASynchronousSourceDeliversInsideTheSubscribeCall() {
        MainActor.assumeIsolated { sumOnTheMainActor() }
    }

    @MainActor
    private func sumOnTheMainActor() {
        var sum = 0
        _ = Observable.of(1, 2).subscribe(onNext: { sum += $0 })
        XCTAssertEqual(sum, 3)
    }
}

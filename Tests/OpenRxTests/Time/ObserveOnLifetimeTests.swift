// OpenRx — reactive programming for Swift. MIT licence.

import Dispatch
import Foundation
import OpenRx
import XCTest

/// `observe(on:)`: once the subscription is disposed or has stopped, blocks still waiting on the
/// scheduler's queue keep neither the sink nor the observer and its closures alive.
final class ObserveOnLifetimeTests: RxTestCase {
    /// An object captured by the observer's closure; it reports its release.
    private final class Captured: @unchecked Sendable {
        // Sendable: the counter is thread-safe and nothing else is stored.
        let released: CallCounter
        init(released: CallCounter) { self.released = released }
        deinit { released.increment() }
    }

    func testDisposalReleasesTheObserverWhileADrainBlockWaitsOnTheSerialQueue() {
        let queue = DispatchQueue(label: "observe-on-lifetime")
        let released = CallCounter()
        let received = CallCounter()
        let subject = PublishSubject<Int>()
        queue.suspend()
        var subscription: Disposable? = {
            let captured = Captured(released: released)
            return subject.observe(on: SerialDispatchQueueScheduler(serialQueue: queue))
                .subscribe(onNext: { _ in withExtendedLifetime(captured) { received.increment() } })
        }()
        subject.onNext(1)  // a drain block now waits on the suspended queue
        subscription?.dispose()
        subscription = nil
        XCTAssertEqual(released.value, 1, "the waiting block does not keep the observer's closure alive")

        queue.resume()
        queue.sync {}
        XCTAssertEqual(received.value, 0, "nothing is delivered after disposal")
    }

    func testAStoppedSubscriptionReleasesTheObserverWhileAMainQueueBlockWaits() {
        XCTAssertTrue(Thread.isMainThread)
        let released = CallCounter()
        let received = CallCounter()
        let subject = PublishSubject<Int>()
        let subscription = SingleAssignmentDisposable()
        do {
            let captured = Captured(released: released)
            subscription.setDisposable(
                subject.observe(on: MainScheduler.instance).take(1)
                    .subscribe(onNext: { _ in withExtendedLifetime(captured) { received.increment() } }))
        }
        // Sent from another thread, each event waits on the main queue in its own block; a check runs
        // between the two blocks, after take(1) stopped and disposed the observe(on:) sink.
        let releasedAtCheck = CallCounter()
        runOnAnotherThread {
            subject.onNext(1)
            DispatchQueue.main.async { if released.value == 1 { releasedAtCheck.increment() } }
            subject.onNext(2)
        }
        drainMainQueue()
        XCTAssertEqual(releasedAtCheck.value, 1, "the block of 2 did not keep the observer's closure alive")
        XCTAssertEqual(received.value, 1)
        subscription.dispose()
    }

    func testEventsThatWaitOnTheQueueStillArriveWhenTheSubscriptionIsNotKept() {
        let queue = DispatchQueue(label: "observe-on-unkept")
        let received = GrammarObserver<Int>()
        queue.suspend()
        // The disposable is dropped at once: the subscription lives on until its stop event is delivered.
        _ = Observable.of(1, 2, 3).observe(on: SerialDispatchQueueScheduler(serialQueue: queue))
            .subscribe(received)
        queue.resume()
        queue.sync {}
        XCTAssertEqual(received.events, [.next(1), .next(2), .next(3), .completed])
    }
}

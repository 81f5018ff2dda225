// OpenRx — reactive programming for Swift. MIT licence.

import Dispatch
import Foundation
import OpenRx
import OpenRxCocoa
import XCTest

/// Drivers and signals on the real main scheduler (XCTest runs tests on the main thread, on Linux too). As
/// in RxSwift, each driver or signal gets its own `MainScheduler()`, which runs work at once on the main
/// thread unless work *it* enqueued waits on the main queue: another scheduler's pending work, or a
/// delivery nested in another driver's, does not make a driver asynchronous.
final class SharingSchedulerMainThreadTests: RxTestCase {
    /// Enqueues work on the main queue through `MainScheduler.instance` (from another thread, so it cannot
    /// run at once) and a plain block; returns a counter of the scheduled work that ran.
    private func enqueuePendingMainQueueWork() -> CallCounter {
        let ran = CallCounter()
        runOnAnotherThread {
            _ = MainScheduler.instance.schedule(()) { _ in
                ran.increment()
                return Disposables.create()
            }
        }
        DispatchQueue.main.async {}
        return ran
    }

    func testEachSharedSequenceGetsItsOwnMainScheduler() {
        let first = SharingScheduler.make()
        let second = SharingScheduler.make()
        XCTAssertTrue(first is MainScheduler)
        XCTAssertTrue(second is MainScheduler)
        XCTAssertFalse(first as AnyObject === second as AnyObject, "a new main scheduler for each sequence")
        XCTAssertFalse(DriverSharingStrategy.scheduler as AnyObject === MainScheduler.instance)
    }

    func testDriverJustDeliversSynchronouslyWhileOtherWorkWaitsOnTheMainQueue() {
        XCTAssertTrue(Thread.isMainThread)
        let pendingRan = enqueuePendingMainQueueWork()
        var received: [Int] = []
        var completed = false
        let subscription = Driver.just(2).drive(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, [2], "delivered during drive")
        XCTAssertTrue(completed)
        XCTAssertEqual(pendingRan.value, 0, "the other work was still waiting on the main queue")
        drainMainQueue(until: { pendingRan.value == 1 })
        subscription.dispose()
    }

    func testSignalJustDeliversSynchronouslyWhileOtherWorkWaitsOnTheMainQueue() {
        let pendingRan = enqueuePendingMainQueueWork()
        var received: [Int] = []
        let subscription = Signal.just(3).emit(onNext: { received.append($0) })
        XCTAssertEqual(received, [3])
        XCTAssertEqual(pendingRan.value, 0, "the other work was still waiting on the main queue")
        drainMainQueue(until: { pendingRan.value == 1 })
        subscription.dispose()
    }

    func testTheFallbackDriverOfAnErrorDeliversSynchronously() {
        // The error is delivered by the first driver's scheduler, inside its action; the fallback's
        // subscription runs on the fallback's own scheduler, which has nothing enqueued.
        var events: [Event<Int>] = []
        let subscription = Observable<Int>.error(testError).asDriver(onErrorDriveWith: Driver.just(9))
            .drive(onNext: { events.append(.next($0)) }, onCompleted: { events.append(.completed) })
        XCTAssertEqual(events, [.next(9), .completed])
        subscription.dispose()
    }

    func testTheFallbackSignalOfAnErrorDeliversSynchronously() {
        var events: [Event<Int>] = []
        let subscription = Observable<Int>.error(testError).asSignal(onErrorSignalWith: Signal.just(8))
            .emit(onNext: { events.append(.next($0)) }, onCompleted: { events.append(.completed) })
        XCTAssertEqual(events, [.next(8), .completed])
        subscription.dispose()
    }

    func testADriverDeliversSynchronouslyFromInsideAnotherDriversDelivery() {
        let relay = BehaviorRelay(value: 0)
        let inner = relay.asDriver()
        var innerValues: [Int] = []
        var seenDuringOuterDelivery: [Int] = []
        let bag = DisposeBag()
        inner.drive(onNext: { innerValues.append($0) }).disposed(by: bag)
        XCTAssertEqual(innerValues, [0])
        Driver.just(1)
            .drive(onNext: { value in
                relay.accept(value * 5)
                seenDuringOuterDelivery = innerValues
            })
            .disposed(by: bag)
        XCTAssertEqual(seenDuringOuterDelivery, [0, 5], "the inner driver delivered inside the outer delivery")
    }

    func testASignalDeliversSynchronouslyFromInsideADriversDelivery() {
        let relay = PublishRelay<String>()
        var signalled: [String] = []
        var seenDuringDriverDelivery: [String] = []
        let bag = DisposeBag()
        relay.asSignal().emit(onNext: { signalled.append($0) }).disposed(by: bag)
        Driver.just("tap")
            .drive(onNext: { value in
                relay.accept(value)
                seenDuringDriverDelivery = signalled
            })
            .disposed(by: bag)
        XCTAssertEqual(seenDuringDriverDelivery, ["tap"])
    }

    func testADriversOwnNestedDeliveryWaitsOnTheMainQueueAsInRxSwift() {
        // A scheduler running an action enqueues what it is asked to run meanwhile, so a driver's own
        // deliveries keep their order: here its source sends again, re-entrantly, from inside a delivery.
        var received: [String] = []
        var sourceObserver: AnyObserver<Int>?
        let source = Observable<Int>.create { observer in
            sourceObserver = observer
            observer.onNext(1)
            return Disposables.create()
        }
        let subscription = source.asDriver(onErrorJustReturn: -1).drive(onNext: { value in
            received.append("start \(value)")
            if value == 1 { sourceObserver?.onNext(2) }
            received.append("end \(value)")
        })
        XCTAssertEqual(received, ["start 1", "end 1"], "the nested element waits on the main queue")
        drainMainQueue(until: { received.count == 4 })
        XCTAssertEqual(received, ["start 1", "end 1", "start 2", "end 2"])
        subscription.dispose()
        sourceObserver = nil
    }

    func testMockedSchedulersAreStillUsed() {
        let scheduler = ManualThreadScheduler()
        var received: [Int] = []
        var driver: Driver<Int>!
        SharingScheduler.mock(makeScheduler: { scheduler }) {
            driver = Driver.just(4)
        }
        XCTAssertTrue(SharingScheduler.make() is MainScheduler, "restored")
        let subscription = driver.drive(onNext: { received.append($0) })
        XCTAssertEqual(received, [], "waits for the mocked scheduler")
        XCTAssertEqual(scheduler.pendingCount, 1)
        scheduler.reset()
        subscription.dispose()
    }
}

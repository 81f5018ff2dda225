// OpenRx — reactive programming for Swift. MIT licence.

import Foundation
import OpenRx
import OpenRxBlocking
import OpenRxTest
import XCTest

final class BlockingObservableTests: RxTestCase {
    func testToArrayFirstLast() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().toArray(), [1, 2, 3])
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().first(), 1)
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().last(), 3)
        XCTAssertNil(try Observable<Int>.empty().toBlocking().first())
        XCTAssertNil(try Observable<Int>.empty().toBlocking().last())
    }

    func testFirstDisposesAnEndlessSequence() throws {
        var disposed = false
        let endless = Observable<Int>.create { observer in
            observer.onNext(7)
            return Disposables.create { disposed = true }
        }
        XCTAssertEqual(try endless.toBlocking().first(), 7)
        XCTAssertTrue(disposed)
    }

    /// As RxBlocking, the blocking operations subscribe inside a `CurrentThreadScheduler` trampoline, so a source
    /// that sends through it starts once the subscription is in place and stops at the deciding element. Before,
    /// it ran to its end inside `subscribe` (side effects included), and an endless one never returned, timeout
    /// or not.
    func testASourceOnTheCurrentThreadSchedulerStopsAtTheDecidingElement() throws {
        var seen: [Int] = []
        XCTAssertEqual(try Observable.of(1, 2, 3).do(onNext: { seen.append($0) }).toBlocking().first(), 1)
        XCTAssertEqual(seen, [1])
        seen = []
        XCTAssertThrowsError(
            try Observable.range(start: 1, count: 1_000).do(onNext: { seen.append($0) }).toBlocking().single()
        ) { error in
            guard case RxError.moreThanOneElement = error else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(seen, [1, 2])
        // Endless sources, on another thread: were they not stopped, the test would fail at its wait rather
        // than hang (a source inside its trampoline never gives the blocking wait a turn).
        let returned = expectation(description: "the endless sources were stopped")
        DispatchQueue.global().async {
            do {
                XCTAssertEqual(try Observable.repeatElement(7).toBlocking(timeout: 5).first(), 7)
                _ = try Observable.repeatElement(1).toBlocking(timeout: 5).single()
                XCTFail("single() of an endless sequence returned")
            } catch {
                if case RxError.moreThanOneElement = error {} else { XCTFail("\(error)") }
            }
            returned.fulfill()
        }
        wait(for: [returned], timeout: 30)
    }

    func testSingle() throws {
        XCTAssertEqual(try Observable.of(5).toBlocking().single(), 5)
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().single { $0 == 2 }, 2)
        XCTAssertThrowsError(try Observable.of(1, 2).toBlocking().single()) { error in
            guard case RxError.moreThanOneElement = error else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try Observable<Int>.empty().toBlocking().single()) { error in
            guard case RxError.noElements = error else { return XCTFail("\(error)") }
        }
    }

    func testErrorsAndMaterialize() {
        XCTAssertThrowsError(try Observable<Int>.error(testError).toBlocking().toArray()) {
            XCTAssertEqual($0 as? TestError, testError)
        }
        switch Observable.concat(.of(1), Observable<Int>.error(testError)).toBlocking().materialize() {
        case .failed(let elements, let error):
            XCTAssertEqual(elements, [1])
            XCTAssertEqual(error as? TestError, testError)
        case .completed:
            XCTFail("expected failure")
        }
        guard case .completed(let elements) = Observable.of(1, 2).toBlocking().materialize() else {
            return XCTFail("expected completion")
        }
        XCTAssertEqual(elements, [1, 2])
    }

    func testTimeoutThrows() {
        XCTAssertThrowsError(try Observable<Int>.never().toBlocking(timeout: 0.05).first()) { error in
            guard case RxError.timeout = error else { return XCTFail("\(error)") }
        }
    }

    /// As RxBlocking's: a timeout keeps the elements received until then.
    func testMaterializeAfterATimeoutKeepsTheElementsReceived() {
        let stalled = Observable.of(1, 2).concat(Observable<Int>.never())
        guard case .failed(let elements, let error) = stalled.toBlocking(timeout: 0.05).materialize() else {
            return XCTFail("expected a failure")
        }
        XCTAssertEqual(elements, [1, 2])
        guard case RxError.timeout = error else { return XCTFail("\(error)") }
    }

    /// As RxBlocking's: the source is disposed inside the event that decides the outcome, so an element sent
    /// right after it (here, in the same main-queue block) does not reach the source's operators.
    func testFirstDisposesTheSourceInsideTheDecidingEvent() throws {
        let subject = PublishSubject<Int>()
        var seen: [Int] = []
        DispatchQueue.main.async {
            subject.onNext(1)
            subject.onNext(2)
        }
        let first = try subject.do(onNext: { seen.append($0) }).toBlocking(timeout: 5).first()
        XCTAssertEqual(first, 1)
        XCTAssertEqual(seen, [1])
        XCTAssertFalse(subject.hasObservers)
    }

    /// Off the main thread too, the blocking call turns the calling thread's run loop, as RxBlocking does: a
    /// source that delivers through a `Timer` on that thread's run loop completes (before, OpenRx only waited on
    /// a semaphore there, and timed out).
    func testTurnsTheCallingThreadsRunLoopOffTheMainThread() {
        final class ObserverBox: @unchecked Sendable {
            // Emptied when the timer fires: the thread's run loop may keep the fired timer and its closure.
            // Sendable: only the one thread that runs the test's block and its run loop touches it.
            var observer: AnyObserver<Int>?
        }
        let result = ConcurrentLog<String>()
        runOnAnotherThread {
            let fromThisRunLoop = Observable<Int>.create { observer in
                let box = ObserverBox()
                box.observer = observer
                let timer = Timer(timeInterval: 0.001, repeats: false) { _ in
                    box.observer?.onNext(1)
                    box.observer?.onCompleted()
                    box.observer = nil
                }
                RunLoop.current.add(timer, forMode: .default)
                return Disposables.create { timer.invalidate() }
            }
            do {
                result.append("\(try fromThisRunLoop.toBlocking(timeout: 10).toArray())")
            } catch {
                result.append("\(error)")
            }
        }
        XCTAssertEqual(result.values, ["[1]"])
    }

    func testWaitsForBackgroundThreadsAndMainScheduler() throws {
        final class ObserverBox: @unchecked Sendable {
            // Sendable: used by the one background block, then released before it signals.
            var observer: AnyObserver<Int>?
            init(_ observer: AnyObserver<Int>) { self.observer = observer }
        }
        let finished = DispatchSemaphore(value: 0)
        let fromBackground = Observable<Int>.create { observer in
            let box = ObserverBox(observer)
            DispatchQueue.global().async {
                box.observer?.onNext(1)
                box.observer?.onCompleted()
                box.observer = nil
                finished.signal()
            }
            return Disposables.create()
        }
        XCTAssertEqual(try fromBackground.toBlocking(timeout: 5).toArray(), [1])
        finished.wait()
        let onMain = Observable.of(1, 2, scheduler: MainScheduler.asyncInstance)
        XCTAssertEqual(
            try onMain.toBlocking(timeout: 5).toArray(), [1, 2], "main-queue work runs while blocking on main")
    }
}

/// `single(_:)` stops asking its predicate once two matches decided the outcome.
final class BlockingSingleDecisionTests: RxTestCase {
    func testSinglePredicateIsNotCalledAfterTheOutcomeIsDecided() {
        var seen: [Int] = []
        XCTAssertThrowsError(
            try Observable.of(1, 2, 3, 4, 5).toBlocking().single { element in
                seen.append(element)
                return element >= 2
            }
        ) { error in
            guard case RxError.moreThanOneElement = error else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(seen, [1, 2, 3])
    }
}

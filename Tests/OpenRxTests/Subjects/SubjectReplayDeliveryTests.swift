// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxBlocking
import XCTest

/// The subject delivery rule (Documentation/Contracts.md, "Subjects"): a replaying subject's new
/// subscriber gets its replay inside `subscribe`, on the subscribing thread, even while another thread is
/// broadcasting or from inside an observer; broadcasts that reach it meanwhile wait for the replay.
final class SubjectReplayDeliveryTests: RxTestCase {
    /// Holds the thread that delivers `element` to the first observer until `release` opens.
    private struct Hold: Sendable {
        let element: Int
        let inside = Gate()
        let release = Gate()

        func handle(_ event: Event<Int>) {
            guard case .next(element) = event else { return }
            inside.open()
            release.wait()
        }
    }

    func testBehaviorSubjectReplaysInsideSubscribeWhileAnotherThreadDelivers() {
        let subject = BehaviorSubject(value: 0)
        let hold = Hold(element: 1)
        let first = GrammarObserver<Int>(onEvent: hold.handle)
        let firstSubscription = subject.subscribe(first)
        let delivering = startOnAnotherThread { subject.onNext(1) }
        hold.inside.wait()
        subject.onNext(2)  // queued behind the delivery of 1

        let second = GrammarObserver<Int>()
        let secondSubscription = subject.subscribe(second)
        XCTAssertEqual(second.elements, [2], "the current value arrives inside subscribe")
        subject.onNext(3)
        XCTAssertEqual(second.elements, [2], "a later broadcast waits for the delivery in progress")

        hold.release.open()
        delivering.wait()
        XCTAssertEqual(first.elements, [0, 1, 2, 3])
        XCTAssertEqual(second.elements, [2, 3])
        firstSubscription.dispose()
        secondSubscription.dispose()
    }

    func testReplaySubjectReplaysInsideSubscribeWhileAnotherThreadDelivers() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        let hold = Hold(element: 1)
        let first = GrammarObserver<Int>(onEvent: hold.handle)
        let firstSubscription = subject.subscribe(first)
        let delivering = startOnAnotherThread { subject.onNext(1) }
        hold.inside.wait()
        subject.onNext(2)

        let second = GrammarObserver<Int>()
        let secondSubscription = subject.subscribe(second)
        XCTAssertEqual(second.elements, [1, 2], "the buffer arrives inside subscribe")

        hold.release.open()
        delivering.wait()
        subject.onCompleted()
        XCTAssertEqual(first.events, [.next(1), .next(2), .completed])
        XCTAssertEqual(second.events, [.next(1), .next(2), .completed])
        firstSubscription.dispose()
        secondSubscription.dispose()
    }

    func testBroadcastsDuringTheReplayWaitForItAndKeepTheirOrder() {
        assertBroadcastsDuringTheReplayWaitForIt { $0 }
    }

    /// Through an operator the subject's observer is its own subscription (`subscribeOwned`), with its flags in
    /// itself: the same rule holds.
    func testBroadcastsDuringTheReplayWaitForItThroughAnOperator() {
        assertBroadcastsDuringTheReplayWaitForIt { $0.map { $0 } }
    }

    private func assertBroadcastsDuringTheReplayWaitForIt(
        _ shape: @escaping @Sendable (Observable<Int>) -> Observable<Int>
    ) {
        let subject = BehaviorSubject(value: 0)
        let hold = Hold(element: 0)
        let other = GrammarObserver<Int>()
        let otherSubscription = subject.subscribe(other)
        let late = GrammarObserver<Int>(onEvent: hold.handle)
        let subscription = SingleAssignmentDisposable()
        let subscribing = startOnAnotherThread {
            subscription.setDisposable(shape(subject.asObservable()).subscribe(late))
        }
        hold.inside.wait()

        subject.onNext(1)  // the broadcaster does not wait for the subscriber that is catching up
        subject.onNext(2)
        XCTAssertEqual(other.elements, [0, 1, 2])
        XCTAssertEqual(late.elements, [0], "the subscriber still handles its replay")

        hold.release.open()
        subscribing.wait()
        XCTAssertEqual(late.elements, [0, 1, 2], "the waiting broadcasts follow the replay, in order")
        subject.onNext(3)
        XCTAssertEqual(late.elements, [0, 1, 2, 3], "after catching up, broadcasts arrive directly")
        otherSubscription.dispose()
        subscription.dispose()
    }

    func testAnEventSentFromTheReplayIsNotDeliveredReentrantly() {
        let subject = BehaviorSubject(value: 0)
        let other = GrammarObserver<Int>()
        let otherSubscription = subject.subscribe(other)
        let late = GrammarObserver<Int> { event in
            if case .next(0) = event { subject.onNext(5) }
        }
        let subscription = subject.subscribe(late)
        XCTAssertEqual(late.elements, [0, 5], "the observer's own event follows its replay, not inside it")
        XCTAssertEqual(other.elements, [0, 5])
        otherSubscription.dispose()
        subscription.dispose()
    }

    func testTakeOneInsideAnObserverYieldsTheCurrentValueSynchronously() {
        let subject = BehaviorSubject(value: 0)
        var seenInside: [Int] = []
        let subscription = subject.skip(1).subscribe(onNext: { _ in
            var received: Int?
            _ = subject.take(1).subscribe(onNext: { received = $0 })
            seenInside.append(received ?? -1)
        })
        subject.onNext(7)
        XCTAssertEqual(seenInside, [7])
        XCTAssertTrue(subject.hasObservers, "the outer observer is still subscribed")
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers, "the take(1) subscription removed itself")
    }

    func testBlockingFirstInsideAnObserverReturnsTheCurrentValue() throws {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        var seenInside: [Int?] = []
        let subscription = subject.subscribe(onNext: { _ in
            seenInside.append(try? subject.toBlocking(timeout: 5).first())
        })
        subject.onNext(4)
        XCTAssertEqual(seenInside, [4])
        subscription.dispose()
    }

    func testStoppingDuringTheReplayEndsTheSubscription() {
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        subject.onNext(1)
        subject.onNext(2)
        let disposed = CallCounter()
        let late = GrammarObserver<Int> { event in
            if case .next(1) = event { subject.onNext(3) }  // waits for the replay
        }
        let subscription = subject.do(onDispose: disposed.increment).take(1).subscribe(late)
        XCTAssertEqual(late.events, [.next(1), .completed])
        XCTAssertEqual(disposed.value, 1)
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()

        let fresh = GrammarObserver<Int>()
        subject.subscribe(fresh).dispose()
        XCTAssertEqual(fresh.elements, [1, 2, 3], "the subject accepted the event sent during the replay")
    }
}

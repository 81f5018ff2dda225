// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

final class PublishSubjectTests: RxTestCase {
    func testObserversSeeOnlyLaterEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(100) { subscriptions.append(subject.subscribe(first)) }
        scheduler.scheduleAt(110) { subject.onNext(1) }
        scheduler.scheduleAt(120) { subscriptions.append(subject.subscribe(second)) }
        scheduler.scheduleAt(130) { subject.onNext(2) }
        scheduler.scheduleAt(140) { subscriptions[0].dispose() }
        scheduler.scheduleAt(150) { subject.onNext(3) }
        scheduler.scheduleAt(160) { subject.onCompleted() }
        scheduler.scheduleAt(170) { subject.onNext(4) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(110, 1), .next(130, 2)])
        XCTAssertEqual(second.events, [.next(130, 2), .next(150, 3), .completed(160)])
        XCTAssertFalse(subject.hasObservers)
    }

    func testLateSubscriberGetsStopEvent() {
        let subject = PublishSubject<Int>()
        subject.onError(testError)
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(testError)])
    }

    func testDisposedSubjectIgnoresEventsAndRejectsSubscribers() {
        let subject = PublishSubject<Int>()
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        subject.dispose()
        XCTAssertTrue(subject.isDisposed)
        subject.onNext(1)
        var late: [Event<Int>] = []
        _ = subject.subscribe { late.append($0) }
        XCTAssertEqual(events, [])
        guard case .error(RxError.disposed)? = late.first else {
            return XCTFail("expected RxError.disposed, got \(late)")
        }
    }

    /// RxSwift's subject forgets its stop event when disposed, and keeps a stop sent after `dispose()`: a later
    /// subscriber gets that stop, not `RxError.disposed`.
    func testAStopSentAfterDisposeIsWhatLaterSubscribersGet() {
        let stoppedBefore = PublishSubject<Int>()
        stoppedBefore.onCompleted()
        stoppedBefore.dispose()
        var late: [Event<Int>] = []
        _ = stoppedBefore.subscribe { late.append($0) }
        guard late.count == 1, case .error(RxError.disposed)? = late.first else {
            return XCTFail("expected RxError.disposed alone, got \(late)")
        }
        let stoppedAfter = PublishSubject<Int>()
        stoppedAfter.dispose()
        stoppedAfter.onNext(1)
        stoppedAfter.onError(testError)
        stoppedAfter.onCompleted()
        var events: [Event<Int>] = []
        _ = stoppedAfter.subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(testError)])
    }

    /// `dispose()` lets go of the error the subject stopped with, as RxSwift's does (it forgets the stop event).
    func testDisposeLetsGoOfTheStopEvent() {
        final class BoxedError: Error {}
        weak var publishError: BoxedError?
        weak var behaviorError: BoxedError?
        let publish = PublishSubject<Int>()
        let behavior = BehaviorSubject(value: 0)
        do {
            let first = BoxedError()
            let second = BoxedError()
            publishError = first
            behaviorError = second
            publish.onError(first)
            behavior.onError(second)
        }
        XCTAssertNotNil(publishError)
        XCTAssertNotNil(behaviorError)
        publish.dispose()
        behavior.dispose()
        XCTAssertNil(publishError)
        XCTAssertNil(behaviorError)
        XCTAssertThrowsError(try behavior.value()) { error in
            guard case RxError.disposed = error else { return XCTFail("\(error)") }
        }
    }

    func testReentrantOnNextIsDeliveredAfterTheCurrentEventToEveryone() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        // The first observer captures the subject: dispose it to break that cycle.
        let first = subject.subscribe(onNext: { value in
            log.append("A\(value)")
            if value == 1 { subject.onNext(2) }
        })
        _ = subject.subscribe(onNext: { log.append("B\($0)") })
        subject.onNext(1)
        XCTAssertEqual(log, ["A1", "B1", "A2", "B2"], "no nested delivery; B sees 1 before 2")
        first.dispose()
    }

    func testConcurrentOnNextDeliversEverythingSeriallyAndNothingAfterCompletion() {
        let subject = PublishSubject<Int>()
        let inside = AtomicCounter()
        let overlaps = AtomicCounter()
        var received: [Int] = []
        var completions = 0
        var afterCompletion = 0
        let subscription = subject.subscribe(
            AnyObserver { event in
                if inside.increment() != 1 { overlaps.increment() }
                switch event {
                case .next(let value):
                    if completions > 0 { afterCompletion += 1 }
                    received.append(value)
                case .completed: completions += 1
                case .error: break
                }
                inside.decrement()
            })
        let shared = Unchecked(subject)
        runConcurrently(4) { thread in
            for index in 0..<2_000 { shared.value.onNext(thread * 10_000 + index) }
        }
        subject.onCompleted()
        subject.onNext(-1)
        XCTAssertEqual(overlaps.value, 0, "the observer was called concurrently")
        XCTAssertEqual(received.count, 8_000, "every element arrives exactly once")
        XCTAssertEqual(Set(received).count, 8_000)
        XCTAssertEqual(completions, 1)
        XCTAssertEqual(afterCompletion, 0)
        for thread in 0..<4 {
            let fromThread = received.filter { $0 / 10_000 == thread }
            XCTAssertEqual(fromThread, fromThread.sorted(), "each thread's elements keep their order")
        }
        subscription.dispose()
    }

    /// The delivery count (Documentation/Contracts.md, "A subject's deliverer finishes without locking"): an
    /// event sent while another thread delivers waits for that delivery and returns at once; the deliverer then
    /// delivers it; and once it is done, the next event is delivered by the thread that sends it, inside its call.
    func testAnEventSentDuringADeliveryWaitsForItAndTheNextOneIsDeliveredByItsSender() {
        let subject = PublishSubject<Int>()
        let inside = Gate()
        let release = Gate()
        let log = ConcurrentLog<String>()
        let subscription = subject.subscribe(onNext: { value in
            log.append("\(value) on \(Thread.isMainThread ? "main" : "other")")
            if value == 1 {
                inside.open()
                release.wait()
            }
        })
        let shared = Unchecked(subject)
        let delivered = startOnAnotherThread { shared.value.onNext(1) }
        inside.wait()
        subject.onNext(2)
        XCTAssertEqual(log.values, ["1 on other"], "2 waits behind the delivery in progress")
        release.open()
        delivered.wait()
        XCTAssertEqual(log.values, ["1 on other", "2 on other"], "the deliverer delivered the queued event")
        subject.onNext(3)
        XCTAssertEqual(
            log.values, ["1 on other", "2 on other", "3 on main"],
            "with nothing in progress, the sender delivers inside its call")
        subscription.dispose()
    }

    func testConcurrentSubscribeAndDisposeWhileEmitting() {
        let subject = PublishSubject<Int>()
        let shared = Unchecked(subject)
        let delivered = AtomicCounter()
        runConcurrently(4) { thread in
            if thread == 0 {
                for value in 0..<5_000 { shared.value.onNext(value) }
            } else {
                for _ in 0..<500 {
                    let subscription = shared.value.subscribe(onNext: { _ in delivered.increment() })
                    subscription.dispose()
                }
            }
        }
        XCTAssertFalse(subject.hasObservers)
        let deliveredBefore = delivered.value
        subject.onNext(0)
        XCTAssertEqual(delivered.value, deliveredBefore, "no disposed subscriber receives a later event")
        var fresh: [Int] = []
        let subscription = subject.subscribe(onNext: { fresh.append($0) })
        subject.onNext(1)
        XCTAssertEqual(fresh, [1], "the subject still delivers after the concurrent churn")
        subscription.dispose()
    }
}

/// A counter that several threads may change.
final class AtomicCounter: @unchecked Sendable {
    // Sendable: every access goes through the NSLock.
    private let lock = NSLock()
    private var count = 0

    @discardableResult
    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return count
    }

    @discardableResult
    func decrement() -> Int {
        lock.lock()
        defer { lock.unlock() }
        count -= 1
        return count
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

import Foundation
import OpenRx
import XCTest

/// `ActorScheduler` runs scheduled work isolated to its actor, one action at a time, in order.
final class ActorSchedulerTests: RxTestCase {
    private actor Recorder {
        var values: [Int] = []

        func append(_ value: Int) {
            values.append(value)
        }
    }

    /// Waits until the actor has run what was scheduled on `scheduler` before this call and let go of it:
    /// the action that resumes this task runs inside the drain, so the actor call after it runs once that
    /// drain has ended.
    private func settle(_ recorder: Recorder, on scheduler: ActorScheduler) async {
        await withCheckedContinuation { continuation in
            _ = scheduler.schedule(()) { _ in
                continuation.resume()
                return Disposables.create()
            }
        }
        _ = await recorder.values
    }

    func testObserveOnAnActorDeliversEveryEventIsolatedToItInOrder() async {
        let recorder = Recorder()
        let scheduler = ActorScheduler(recorder)
        let completed = expectation(description: "completed")
        let subject = PublishSubject<Int>()
        let subscription = subject.observe(on: scheduler).subscribe(
            onNext: { value in
                // Stops the test run if the action runs off the actor.
                recorder.preconditionIsolated("observe(on: ActorScheduler) ran off the actor")
                recorder.assumeIsolated { $0.append(value) }
            },
            onCompleted: { completed.fulfill() },
            isolation: nil)
        runOnAnotherThread {
            for value in 1...50 { subject.onNext(value) }
            subject.onCompleted()
        }
        await fulfillment(of: [completed], timeout: 10)
        subscription.dispose()
        await settle(recorder, on: scheduler)
        let values = await recorder.values
        XCTAssertEqual(values, Array(1...50))
    }

    func testSubscribeOnAnActorSubscribesIsolatedToIt() async {
        let recorder = Recorder()
        let subscribed = expectation(description: "subscribed")
        let source = Observable<Int>.deferred {
            recorder.preconditionIsolated("subscribe(on: ActorScheduler) ran off the actor")
            subscribed.fulfill()
            return .just(1)
        }
        let scheduler = ActorScheduler(recorder)
        let subscription = source.subscribe(on: scheduler).subscribe(isolation: nil) { _ in }
        await fulfillment(of: [subscribed], timeout: 10)
        subscription.dispose()  // on the actor, after the subscription
        await settle(recorder, on: scheduler)
    }

    /// An action disposed before the actor runs it never runs; the others run in the order scheduled.
    @MainActor
    func testADisposedActionDoesNotRunAndTheOthersKeepTheirOrder() async {
        let scheduler = ActorScheduler.main
        var ran: [Int] = []
        // The main thread is this test's: nothing scheduled on the main actor runs before it awaits.
        let first = scheduler.schedule(1) { value in
            ran.append(value); return Disposables.create()
        }
        let second = scheduler.schedule(2) { value in
            ran.append(value); return Disposables.create()
        }
        let third = scheduler.schedule(3) { value in
            ran.append(value); return Disposables.create()
        }
        second.dispose()
        XCTAssertEqual(ran, [], "schedule always queues, even on the actor")
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
        XCTAssertEqual(ran, [1, 3])
        first.dispose()
        third.dispose()
    }

    /// A long run of work on the main actor (each action schedules the next, as a fast source observed on it
    /// does) lets the main queue's other work run between: a drain yields after a bounded number of actions
    /// and a new one takes the rest, in order. Before, one drain ran all thousand before the main queue's block
    /// queued by the first action.
    @MainActor
    func testALongRunOfWorkOnTheMainActorLetsTheMainQueuesOtherWorkRunBetween() async {
        let scheduler = ActorScheduler.main
        var ran: [Int] = []
        var pingedAfter: Int?
        func action(_ value: Int) -> Disposable {
            ran.append(value)
            if value < 1_000 { _ = scheduler.schedule(value + 1, action: action) }
            return Disposables.create()
        }
        _ = scheduler.schedule(1) { value in
            DispatchQueue.main.async { MainActor.assumeIsolated { pingedAfter = ran.count } }
            return action(value)
        }
        // Bounded: a drain that lost work or never restarted fails the assertions instead of hanging.
        for _ in 0..<10_000 where ran.count < 1_000 || pingedAfter == nil {
            await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
        }
        XCTAssertEqual(ran, Array(1...1_000), "the yields changed the order")
        XCTAssertLessThan(pingedAfter ?? .max, 1_000, "the main queue's block waited for the whole run")
    }

    /// `observe(on:)` the main actor of a source that keeps sending while its events are delivered (here the
    /// observer itself sends the next) lets the main queue's other work run after each batch, as the sink's
    /// batches promise: the batch asks the drain to yield. Before, the next batch ran in the same drain.
    @MainActor
    func testObservingAFastSourceOnTheMainActorLetsTheMainQueuesOtherWorkRunBetweenBatches() async {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var pingedAfter: Int?
        let subscription = subject.observe(on: ActorScheduler.main).subscribe(
            onNext: { value in
                if value == 1 {
                    DispatchQueue.main.async { MainActor.assumeIsolated { pingedAfter = received.count } }
                }
                received.append(value)
                if value < 1_000 { subject.onNext(value + 1) }
            }, isolation: nil)
        subject.onNext(1)
        // Bounded: a drain that lost work or never restarted fails the assertions instead of hanging.
        for _ in 0..<10_000 where received.count < 1_000 || pingedAfter == nil {
            await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
        }
        XCTAssertEqual(received, Array(1...1_000))
        XCTAssertLessThan(pingedAfter ?? .max, 1_000, "the main queue's block waited for every batch")
        subscription.dispose()
    }

    func testATimedActionRunsIsolatedToTheActor() async {
        let recorder = Recorder()
        let scheduler = ActorScheduler(recorder)
        await waitingForStartedTasks {
            let fired = AsyncGate()
            let timer = scheduler.scheduleRelative(7, dueTime: .milliseconds(1)) { value in
                recorder.preconditionIsolated("a timed action ran off the actor")
                recorder.assumeIsolated { $0.append(value) }
                fired.open()
                return Disposables.create()
            }
            await fired.wait()
            timer.dispose()
        }
        await settle(recorder, on: scheduler)
        let values = await recorder.values
        XCTAssertEqual(values, [7])
    }

    func testDisposingATimedActionBeforeItsTimeCancelsIt() async {
        let recorder = Recorder()
        let scheduler = ActorScheduler(recorder)
        await waitingForStartedTasks {
            let timer = scheduler.scheduleRelative(7, dueTime: .seconds(3_600)) { value in
                recorder.assumeIsolated { $0.append(value) }
                return Disposables.create()
            }
            timer.dispose()  // cancels the task's sleep: the task ends now, not in an hour
        }
        let values = await recorder.values
        XCTAssertEqual(values, [])
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

import Foundation
import OpenRx
import OpenRxBlocking
import XCTest

/// The operators that take `async` closures (issue 20): order, concurrency, cancellation, errors, leaks.
/// Tasks meet at gates; nothing sleeps.
final class AsyncOperatorTests: RxTestCase {
    /// What a subscription received, and a gate that opens at its stop event.
    private final class Recording: @unchecked Sendable {
        let elements = ConcurrentLog<Int>()
        let errors = ConcurrentLog<String>()
        let stopped = AsyncGate()

        func subscribe(_ source: Observable<Int>) -> Disposable {
            source.subscribe(
                onNext: { self.elements.append($0) },
                onError: {
                    self.errors.append("\($0)")
                    self.stopped.open()
                },
                onCompleted: { self.stopped.open() })
        }
    }

    /// A transform that waits for `gate` and opens `cancelled` if its task is cancelled while it waits.
    private static func waiting(for gate: AsyncGate, cancelled: AsyncGate) async {
        await withTaskCancellationHandler {
            await gate.wait()
        } onCancel: {
            cancelled.open()
            gate.open()
        }
    }

    func testAsyncMapTransformsOneElementAtATimeInOrder() async {
        await waitingForStartedTasks {
            let release = AsyncGate()
            let firstStarted = AsyncGate()
            let startedAfterRelease = ConcurrentLog<Bool>()
            let subject = PublishSubject<Int>()
            let recording = Recording()
            let subscription = recording.subscribe(
                subject.asyncMap { value in
                    startedAfterRelease.append(release.isOpen)
                    if value == 1 {
                        firstStarted.open()
                        await release.wait()
                    }
                    return value * 10
                })
            subject.onNext(1)
            subject.onNext(2)
            subject.onNext(3)
            subject.onCompleted()
            await firstStarted.wait()
            XCTAssertEqual(recording.elements.values, [])
            release.open()
            await recording.stopped.wait()
            XCTAssertEqual(recording.elements.values, [10, 20, 30])
            XCTAssertEqual(startedAfterRelease.values, [false, true, true], "2 and 3 waited for 1's transform")
            subscription.dispose()
        }
    }

    func testAsyncFlatMapRunsTransformsConcurrentlyAndSendsResultsAsTheyFinish() async {
        await waitingForStartedTasks {
            let release = AsyncGate()
            let secondDelivered = AsyncGate()
            let subject = PublishSubject<Int>()
            let recording = Recording()
            let subscription = recording.subscribe(
                subject.asyncFlatMap { value in
                    if value == 1 { await release.wait() }
                    return value * 10
                }.do(onNext: { if $0 == 20 { secondDelivered.open() } }))
            subject.onNext(1)
            subject.onNext(2)
            subject.onCompleted()
            await secondDelivered.wait()  // 2's transform finished while 1's still waits
            release.open()
            await recording.stopped.wait()
            XCTAssertEqual(recording.elements.values, [20, 10])
            subscription.dispose()
        }
    }

    func testAsyncFlatMapLatestCancelsTheRunningTransformWhenANewerElementArrives() async {
        await waitingForStartedTasks {
            let never = AsyncGate()
            let firstStarted = AsyncGate()
            let firstCancelled = AsyncGate()
            let subject = PublishSubject<Int>()
            let recording = Recording()
            let subscription = recording.subscribe(
                subject.asyncFlatMapLatest { value in
                    if value == 1 {
                        firstStarted.open()
                        await Self.waiting(for: never, cancelled: firstCancelled)
                    }
                    return value * 10
                })
            subject.onNext(1)
            await firstStarted.wait()
            subject.onNext(2)
            await firstCancelled.wait()
            subject.onCompleted()
            await recording.stopped.wait()
            XCTAssertEqual(recording.elements.values, [20], "the cancelled transform's result is dropped")
            subscription.dispose()
        }
    }

    func testAsyncFlatMapFirstIgnoresElementsWhileATransformRuns() async {
        await waitingForStartedTasks {
            let release = AsyncGate()
            let firstDelivered = AsyncGate()
            let subject = PublishSubject<Int>()
            let recording = Recording()
            let subscription = recording.subscribe(
                subject.asyncFlatMapFirst { value in
                    if value == 1 { await release.wait() }
                    return value * 10
                }.do(onNext: { if $0 == 10 { firstDelivered.open() } }))
            // Waits for the first transform's task to end: its inner sequence completes after the result is
            // delivered, and until then a new element is still ignored.
            await waitingForStartedTasks {
                subject.onNext(1)
                subject.onNext(2)  // ignored: 1's transform runs
                release.open()
                await firstDelivered.wait()
            }
            subject.onNext(3)
            subject.onCompleted()
            await recording.stopped.wait()
            XCTAssertEqual(recording.elements.values, [10, 30])
            subscription.dispose()
        }
    }

    func testAThrowingTransformEndsTheSequenceAndCancelsTheOthers() async {
        await waitingForStartedTasks {
            let never = AsyncGate()
            let firstStarted = AsyncGate()
            let firstCancelled = AsyncGate()
            let subject = PublishSubject<Int>()
            let recording = Recording()
            let subscription = recording.subscribe(
                subject.asyncFlatMap { value in
                    if value == 1 {
                        firstStarted.open()
                        await Self.waiting(for: never, cancelled: firstCancelled)
                        return 10
                    }
                    throw testError
                })
            subject.onNext(1)
            await firstStarted.wait()
            subject.onNext(2)
            await recording.stopped.wait()
            await firstCancelled.wait()
            XCTAssertEqual(recording.errors.values, ["\(testError)"])
            XCTAssertEqual(recording.elements.values, [])
            subscription.dispose()
        }
    }

    func testDisposalCancelsTheRunningTransformAndDeliversNothingAfter() async {
        await waitingForStartedTasks {
            let never = AsyncGate()
            let started = AsyncGate()
            let cancelled = AsyncGate()
            let subject = PublishSubject<Int>()
            let recording = Recording()
            let subscription = recording.subscribe(
                subject.asyncMap { value in
                    started.open()
                    await Self.waiting(for: never, cancelled: cancelled)
                    return value
                })
            subject.onNext(1)
            await started.wait()
            subscription.dispose()
            await cancelled.wait()
            XCTAssertEqual(recording.elements.values, [])
            XCTAssertFalse(recording.stopped.isOpen)
            XCTAssertFalse(subject.hasObservers)
        }
    }

    func testACompletableCreatedFromAsyncWorkCompletesOrFailsWithIt() async {
        await waitingForStartedTasks {
            let ran = ConcurrentLog<String>()
            let completed = AsyncGate()
            _ = Completable.create { ran.append("work") }.subscribe(onCompleted: { completed.open() })
            await completed.wait()
            let failed = AsyncGate()
            let errors = ConcurrentLog<String>()
            _ = Completable.create { throw testError }.subscribe(onError: {
                errors.append("\($0)")
                failed.open()
            })
            await failed.wait()
            XCTAssertEqual(ran.values, ["work"])
            XCTAssertEqual(errors.values, ["\(testError)"])
        }
    }

    func testAMaybeCreatedFromAsyncWorkSucceedsOrCompletesEmpty() async {
        await waitingForStartedTasks {
            let outcomes = ConcurrentLog<String>()
            let some = AsyncGate()
            _ = Maybe<Int>.create { 4 }.subscribe(onSuccess: {
                outcomes.append("success \($0)")
                some.open()
            })
            await some.wait()
            let none = AsyncGate()
            _ = Maybe<Int>.create { nil }.subscribe(
                onSuccess: { outcomes.append("success \($0)") },
                onCompleted: {
                    outcomes.append("empty")
                    none.open()
                })
            await none.wait()
            XCTAssertEqual(outcomes.values, ["success 4", "empty"])
        }
    }

    func testDisposingACompletableCreatedFromAsyncWorkCancelsItsTask() async {
        await waitingForStartedTasks {
            let never = AsyncGate()
            let started = AsyncGate()
            let cancelled = AsyncGate()
            let completions = ConcurrentLog<String>()
            let subscription = Completable.create {
                started.open()
                await Self.waiting(for: never, cancelled: cancelled)
            }.subscribe(onCompleted: { completions.append("completed") })
            await started.wait()
            subscription.dispose()
            await cancelled.wait()
            XCTAssertEqual(completions.values, [])
        }
    }
}

/// An async `create` body may send from several tasks at once (a task group): the observer it is given
/// delivers one event at a time, so the operators after it see no overlapping calls. The observer it was given
/// forwarded at once: `scan` after it, its state unguarded as in every stateful sink, lost updates.
final class AsyncCreateSerializationTests: RxTestCase {
    /// The create's task still holds the subscription for a moment after the last element reached the test:
    /// the test waits for it (`waitingForStartedTasks`) before the leak check.
    func testElementsSentFromATaskGroupAreDeliveredOneAtATime() async throws {
        let senders = 4
        let perSender = 2_000
        let numbers = Observable<Int>.create { observer in
            await withTaskGroup(of: Void.self) { group in
                for sender in 0..<senders {
                    group.addTask {
                        for index in 0..<perSender { observer.onNext(sender * perSender + index) }
                    }
                }
            }
        }
        // Locked, so that the check itself is no race when the calls do overlap.
        let lock = NSLock()
        var running = 0
        var overlaps = 0
        let counts = numbers.do(onNext: { _ in
            lock.lock()
            running += 1
            if running > 1 { overlaps += 1 }
            lock.unlock()
            lock.lock()
            running -= 1
            lock.unlock()
        })
        .scan(0) { count, _ in count + 1 }
        let total = try await waitingForStartedTasks { () async throws -> Int in
            var last = 0
            for try await count in counts.values { last = count }
            return last
        }
        XCTAssertEqual(overlaps, 0)
        XCTAssertEqual(total, senders * perSender)
    }
}

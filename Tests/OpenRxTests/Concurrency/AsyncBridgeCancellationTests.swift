// OpenRx — reactive programming for Swift. MIT licence.

import Foundation
import OpenRx
import XCTest

/// Cancellation of the async/await bridges, as in RxSwift 6.10.2: a trait's `value` subscribes first and
/// then honours cancellation (an outcome sent during the subscription is returned); `values` throws
/// `CancellationError` when its task is cancelled. The subscription is disposed in every case.
/// Cancels the current task, so what follows runs in an already-cancelled task.
private func cancelCurrentTask() {
    withUnsafeCurrentTask { $0?.cancel() }
}

final class AsyncBridgeCancellationTests: RxTestCase {
    // MARK: - value in an already-cancelled task

    func testSingleValueInACancelledTaskReturnsTheElementSentDuringTheSubscription() async throws {
        let disposals = CallCounter()
        let task = Task { () async throws -> Int in
            cancelCurrentTask()
            return try await Observable.just(5).do(onDispose: { disposals.increment() }).asSingle().value
        }
        let outcome = try await task.value
        XCTAssertEqual(outcome, 5)
        XCTAssertEqual(disposals.value, 1)
    }

    func testSingleValueInACancelledTaskThrowsTheFailureSentDuringTheSubscription() async {
        let task = Task { () async -> String in
            cancelCurrentTask()
            do {
                _ = try await Single<Int>.error(testError).value
                return "value"
            } catch {
                return "\(error)"
            }
        }
        let outcome = await task.value
        XCTAssertEqual(outcome, "\(testError)")
    }

    func testMaybeAndCompletableValuesInACancelledTaskReturnWhatIsSentDuringTheSubscription() async throws {
        let task = Task { () async throws -> [String] in
            cancelCurrentTask()
            let some = try await Maybe.just(3).value
            let none = try await Maybe<Int>.empty().value
            try await Completable.empty().value
            return [some.map(String.init) ?? "nil", none.map(String.init) ?? "nil", "completed"]
        }
        let outcomes = try await task.value
        XCTAssertEqual(outcomes, ["3", "nil", "completed"])
    }

    func testValueInACancelledTaskDisposesASourceThatIsStillRunningAndThrowsCancellation() async {
        let subject = PublishSubject<Int>()
        let subscriptions = CallCounter()
        let disposals = CallCounter()
        let source = Unchecked(
            subject.do(onSubscribed: { subscriptions.increment() }, onDispose: { disposals.increment() }))
        let task = Task { () async -> [String] in
            cancelCurrentTask()
            var outcomes: [String] = []
            do {
                _ = try await source.value.asSingle().value
                outcomes.append("single value")
            } catch {
                outcomes.append(error is CancellationError ? "single cancelled" : "\(error)")
            }
            do {
                _ = try await source.value.asMaybe().value
                outcomes.append("maybe value")
            } catch {
                outcomes.append(error is CancellationError ? "maybe cancelled" : "\(error)")
            }
            do {
                try await source.value.ignoreElements().asCompletable().value
                outcomes.append("completed")
            } catch {
                outcomes.append(error is CancellationError ? "completable cancelled" : "\(error)")
            }
            return outcomes
        }
        let outcomes = await task.value
        XCTAssertEqual(outcomes, ["single cancelled", "maybe cancelled", "completable cancelled"])
        XCTAssertEqual(subscriptions.value, 3, "subscribed even though the task was cancelled")
        XCTAssertEqual(disposals.value, 3)
        XCTAssertFalse(subject.hasObservers)
    }

    // MARK: - value cancelled while subscribing (forced interleaving)

    /// A single whose subscribe call signals `subscribing`, waits for `proceed`, then sends `success` (or
    /// nothing) before returning.
    private func gatedSingle(
        subscribing: Gate, proceed: Gate, success: Int?, disposals: CallCounter
    ) -> Single<Int> {
        Single<Int>.create { observer in
            subscribing.open()
            proceed.wait()
            if let success { observer(.success(success)) }
            return Disposables.create { disposals.increment() }
        }
    }

    func testACancellationDuringTheSubscribeCallYieldsToAnOutcomeSentBeforeItReturns() {
        let subscribing = Gate()
        let proceed = Gate()
        let disposals = CallCounter()
        let single = Unchecked(
            gatedSingle(subscribing: subscribing, proceed: proceed, success: 7, disposals: disposals))
        let finished = Unchecked(expectation(description: "the wait ended"))
        let outcome = ConcurrentLog<String>()
        let task = Task {
            do {
                outcome.append("\(try await single.value.value)")
            } catch {
                outcome.append(error is CancellationError ? "cancelled" : "\(error)")
            }
            finished.value.fulfill()
        }
        subscribing.wait()
        task.cancel()  // runs the cancellation handler here, while the subscribe call waits
        proceed.open()
        wait(for: [finished.value], timeout: 10)
        XCTAssertEqual(outcome.values, ["7"], "the outcome sent during the subscription wins")
        XCTAssertEqual(disposals.value, 1)
    }

    func testACancellationDuringTheSubscribeCallDisposesASourceThatDidNotFinish() {
        let subscribing = Gate()
        let proceed = Gate()
        let disposals = CallCounter()
        let single = Unchecked(
            gatedSingle(subscribing: subscribing, proceed: proceed, success: nil, disposals: disposals))
        let finished = Unchecked(expectation(description: "the wait ended"))
        let outcome = ConcurrentLog<String>()
        let task = Task {
            do {
                outcome.append("\(try await single.value.value)")
            } catch {
                outcome.append(error is CancellationError ? "cancelled" : "\(error)")
            }
            finished.value.fulfill()
        }
        subscribing.wait()
        task.cancel()
        XCTAssertEqual(disposals.value, 0, "not disposed before its subscribe call returns")
        proceed.open()
        wait(for: [finished.value], timeout: 10)
        XCTAssertEqual(outcome.values, ["cancelled"])
        XCTAssertEqual(disposals.value, 1)
    }

    // MARK: - values

    func testValuesThrowsCancellationErrorWhenItsTaskIsCancelledWhileWaiting() async {
        let subject = PublishSubject<Int>()
        let disposals = CallCounter()
        let source = Unchecked(subject.do(onDispose: { disposals.increment() }))
        let (progress, report) = AsyncStream<String>.makeStream()
        let task = Task { () async -> [String] in
            var log: [String] = []
            do {
                let values = source.value.values
                report.yield("subscribed")
                for try await value in values {
                    log.append("\(value)")
                    report.yield("\(value)")
                }
                log.append("ended")
            } catch {
                log.append(error is CancellationError ? "cancelled" : "\(error)")
            }
            return log
        }
        var reports = progress.makeAsyncIterator()
        let subscribed = await reports.next()
        XCTAssertEqual(subscribed, "subscribed")
        subject.onNext(1)
        let first = await reports.next()
        XCTAssertEqual(first, "1")
        task.cancel()
        let log = await task.value
        XCTAssertEqual(log, ["1", "cancelled"], "the loop throws CancellationError, as RxSwift's does")
        XCTAssertEqual(disposals.value, 1)
        XCTAssertFalse(subject.hasObservers)
    }

    func testValuesInACancelledTaskThrowsCancellationErrorAfterTheBufferedElements() async {
        let subject = BehaviorSubject(value: 1)
        let disposals = CallCounter()
        let source = Unchecked(subject.do(onDispose: { disposals.increment() }))
        let task = Task { () async -> [String] in
            cancelCurrentTask()
            var log: [String] = []
            do {
                for try await value in source.value.values { log.append("\(value)") }
                log.append("ended")
            } catch {
                log.append(error is CancellationError ? "cancelled" : "\(error)")
            }
            return log
        }
        let log = await task.value
        XCTAssertEqual(log, ["1", "cancelled"])
        XCTAssertEqual(disposals.value, 1)
        XCTAssertFalse(subject.hasObservers)
    }

    func testValuesOfASequenceThatEndedBeforeTheCancellationEndNormally() async {
        let task = Task { () async -> [String] in
            cancelCurrentTask()
            var log: [String] = []
            do {
                for try await value in Observable.of(1, 2, 3).values { log.append("\(value)") }
                log.append("ended")
            } catch {
                log.append("\(error)")
            }
            return log
        }
        let log = await task.value
        XCTAssertEqual(log, ["1", "2", "3", "ended"], "completed while subscribing: nothing to cancel")
    }

    func testInfallibleValuesEndTheLoopAndDisposeWhenTheTaskIsCancelled() async {
        let relay = PublishRelay<Int>()
        let disposals = CallCounter()
        let source = Unchecked(
            relay.asObservable().do(onDispose: { disposals.increment() }).asInfallible(onErrorJustReturn: 0))
        let (progress, report) = AsyncStream<String>.makeStream()
        let task = Task { () async -> [String] in
            var log: [String] = []
            let values = source.value.values
            report.yield("subscribed")
            for await value in values {
                log.append("\(value)")
                report.yield("\(value)")
            }
            log.append("ended")
            return log
        }
        var reports = progress.makeAsyncIterator()
        _ = await reports.next()
        relay.accept(4)
        _ = await reports.next()
        task.cancel()
        let log = await task.value
        XCTAssertEqual(log, ["4", "ended"], "a non-throwing stream ends")
        XCTAssertEqual(disposals.value, 1)
    }
}

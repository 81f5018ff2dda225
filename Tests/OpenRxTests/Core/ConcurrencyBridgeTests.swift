// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxCocoa
import XCTest

/// The async/await bridge: sequences as `AsyncSequence`s, `AsyncSequence`s as sequences, traits' values.
final class ConcurrencyBridgeTests: RxTestCase {
    func testValuesYieldsTheElementsAndEndsWithTheSequence() async throws {
        var received: [Int] = []
        for try await value in Observable.of(1, 2, 3).values { received.append(value) }
        XCTAssertEqual(received, [1, 2, 3])

        var beforeError: [Int] = []
        do {
            for try await value in Observable.concat(.just(4), .error(testError)).values { beforeError.append(value) }
            XCTFail("the error was not thrown")
        } catch {
            XCTAssertEqual(error as? TestError, testError)
        }
        XCTAssertEqual(beforeError, [4])
    }

    func testLeavingTheLoopDisposesTheSubscription() async throws {
        let subject = ReplaySubject<Int>.createUnbounded()
        for value in 1...5 { subject.onNext(value) }
        var received: [Int] = []
        for try await value in subject.values {
            received.append(value)
            if value == 2 { break }
        }
        XCTAssertEqual(received, [1, 2])
        XCTAssertFalse(subject.hasObservers, "leaving the loop disposed the subscription")
    }

    func testInfallibleValues() async {
        var received: [Int] = []
        for await value in Infallible.of(7, 8).values { received.append(value) }
        XCTAssertEqual(received, [7, 8])
    }

    /// An `Infallible` that fails anyway reports the error to the default handler, as RxSwift's `values` does,
    /// and ends the loop, where RxSwift's stream never finishes.
    func testInfallibleValuesReportAnErrorAndEnd() async {
        let previous = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = previous }
        let reported = ConcurrentLog<String>()
        Hooks.defaultErrorHandler = { _, error in reported.append("\(error)") }
        let failing = Infallible.of(1, 2).distinctUntilChanged { value -> Int in
            if value == 2 { throw testError }
            return value
        }
        var received: [Int] = []
        for await value in failing.values { received.append(value) }
        XCTAssertEqual(received, [1])
        XCTAssertEqual(reported.values, ["\(testError)"])
    }

    /// A driver's `values` is read on the main actor, as RxCocoa's: from another task, with `await`, and the
    /// sequence is subscribed on the main thread.
    func testDriverValuesAreSubscribedOnTheMainActor() async {
        let subscribedOnMain = ConcurrentLog<Bool>()
        let driver = Observable<Int>.create { observer in
            subscribedOnMain.append(Thread.isMainThread)
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create()
        }.asDriver(onErrorJustReturn: 0)
        var received: [Int] = []
        for await value in await driver.values { received.append(value) }
        XCTAssertEqual(received, [1])
        XCTAssertEqual(subscribedOnMain.values, [true])
    }

    @MainActor
    func testDriverValuesOnTheMainActor() async {
        // The driver delivers on the main queue while the main actor waits in the loop.
        var received: [Int] = []
        for await value in Driver.of(9, 10).values { received.append(value) }
        XCTAssertEqual(received, [9, 10])
    }

    func testAnAsyncSequenceAsAnObservable() async throws {
        let stream = AsyncThrowingStream<Int, Swift.Error> { continuation in
            continuation.yield(1)
            continuation.yield(2)
            continuation.finish(throwing: testError)
        }
        // The task iterating the stream holds the subscription until it ends, after the loop saw the error.
        let events = await waitingForStartedTasks { () async -> [Event<Int>] in
            var events: [Event<Int>] = []
            do {
                for try await value in stream.asObservable().values { events.append(.next(value)) }
            } catch {
                events.append(.error(error))
            }
            return events
        }
        XCTAssertEqual(events, [.next(1), .next(2), .error(testError)])
    }

    func testDisposingTheObservableCancelsTheIteration() async {
        let (terminated, terminate) = AsyncStream<Void>.makeStream()
        let endless = AsyncStream<Int> { continuation in
            continuation.yield(1)
            continuation.onTermination = { _ in terminate.yield(()) }
        }
        let first = AsyncStream<Int>.makeStream()
        // The stream terminates when the task is cancelled; the task still holds the observer until it ends.
        await waitingForStartedTasks {
            let subscription = endless.asObservable().subscribe(onNext: { first.continuation.yield($0) })
            var iterator = first.stream.makeAsyncIterator()
            let element = await iterator.next()
            XCTAssertEqual(element, 1)
            subscription.dispose()
            var termination = terminated.makeAsyncIterator()
            let ended: Void? = await termination.next()
            XCTAssertNotNil(ended, "disposal cancelled the task iterating the stream")
        }
    }

    func testTraitValues() async throws {
        // Each single's task resumes this test when it sends the outcome, before it has ended and let go.
        let doubled = try await waitingForStartedTasks {
            try await Single.create { await Task { 21 * 2 }.value }.value
        }
        XCTAssertEqual(doubled, 42)
        await waitingForStartedTasks {
            do {
                _ = try await Single<Int>.create { throw testError }.value
                XCTFail("the failure was not thrown")
            } catch {
                XCTAssertEqual(error as? TestError, testError)
            }
        }
        // A detached task inherits no task-local value: its work captures a signal instead, released with the
        // task's closure when the task ends, after it sent the outcome and let go of the observer.
        let released = expectation(description: "the detached task let go of its work")
        let detached = try await detachedSingle(returning: 5, releasing: ReleaseSignal(released)).value
        await fulfillment(of: [released], timeout: 10)
        XCTAssertEqual(detached, 5)
        let some = try await Maybe.just(3).value
        let none = try await Maybe<Int>.empty().value
        XCTAssertEqual(some, 3)
        XCTAssertNil(none)
        try await Completable.empty().value
        do {
            try await Completable.error(testError).value
            XCTFail("the error was not thrown")
        } catch {
            XCTAssertEqual(error as? TestError, testError)
        }
    }

    func testCancellingTheWaitDisposesTheSubscriptionAndThrowsCancellation() async {
        let subject = PublishSubject<Int>()
        let (subscribed, subscribedContinuation) = AsyncStream<Void>.makeStream()
        let single = subject.do(onSubscribed: { subscribedContinuation.yield(()) }).asSingle()
        let waiting = Task { try await single.value }
        var iterator = subscribed.makeAsyncIterator()
        _ = await iterator.next()
        waiting.cancel()
        do {
            _ = try await waiting.value
            XCTFail("the wait was not cancelled")
        } catch {
            XCTAssertTrue(error is CancellationError)
        }
        XCTAssertFalse(subject.hasObservers, "cancelling disposed the subscription")
    }

    /// A single whose detached task returns `value`; its work holds `signal` (nothing else does).
    private func detachedSingle(returning value: Int, releasing signal: ReleaseSignal) -> Single<Int> {
        Single.create(detached: true, priority: .low) { withExtendedLifetime(signal) { value } }
    }
}

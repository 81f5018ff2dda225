// OpenRx — reactive programming for Swift. MIT licence.

import Dispatch
import OpenRx
import OpenRxCocoa
import XCTest

/// Runs the application code of `ApplicationCode.swift` from the main actor, an actor, nonisolated async
/// functions and detached tasks, and checks what each part received.
final class ApplicationTests: XCTestCase {
    /// Runs the test, then waits until the work it started has ended, so that none of it is still releasing
    /// OpenRx objects while a later, leak-checked test runs: every task the test started (each inherits the
    /// signal bound here, and the runtime releases it when the task ends, after the task's closure) and the
    /// actions it left on `sharedScheduler`.
    override func invokeTest() {
        let ended = DispatchSemaphore(value: 0)
        StartedTasksEnd.$current.withValue(StartedTasksEnd(ended)) { super.invokeTest() }
        XCTAssertEqual(ended.wait(timeout: .now() + 10), .success, "the tasks the test started ended")
        drainSharedScheduler()
    }

    func testTheTasksATestStartsInheritTheSignalItsRunWaitsFor() async {
        XCTAssertNotNil(StartedTasksEnd.current, "invokeTest binds it around the test")
        let inherited = await Task { StartedTasksEnd.current != nil }.value
        XCTAssertTrue(inherited, "a task the test starts inherits it, so invokeTest waits for that task")
    }

    @MainActor
    func testAViewModelOnTheMainActorDrivesBindsSubscribesAndAwaits() async throws {
        let model = SearchViewModel()
        model.bind()
        let initial = await model.firstResults(1)
        XCTAssertEqual(initial, [[]], "the empty query finds nobody")

        model.query.accept("ann")
        var found: [User] = []
        for await users in model.results.values where !users.isEmpty {
            found = users
            break
        }
        XCTAssertEqual(found, [User(name: "ann"), User(name: "ann2")])
        XCTAssertEqual(model.shown, [[], found], "drive(with:) delivered each result once, on the main actor")
        XCTAssertEqual(model.label.text, "Search: ann", "bind(to: label.rx.text) set the label")

        sharedSubject.onNext("hello")
        XCTAssertEqual(model.messages, ["hello"], "subscribe(with:) received the global subject's element")

        let loaded = try await model.load()
        XCTAssertEqual(loaded, [User(name: "x"), User(name: "x2")])
    }

    func testAnActorWithNonisolatedRelaysAndSequences() async throws {
        let store = RelayStore()
        let counted = try await store.countTo(2)
        XCTAssertEqual(counted, [0, 1, 2])
        let changes = await store.countChangesTo(2)
        XCTAssertEqual(changes, [2, 3, 4])
        let traits = try await store.awaitTraits(SearchAPI())
        XCTAssertEqual(traits, ["2 1 true"])

        // The nonisolated relay is used from outside the actor and from a detached task.
        await Task.detached { store.state.accept(10) }.value
        XCTAssertEqual(store.state.value, 10)
        let latest = try await store.events.take(1).asSingle().value
        XCTAssertEqual(latest, 10)
    }

    func testNonisolatedFunctionsAndDetachedTasksUseTheGlobals() async throws {
        let users = try await searchEverywhere(SearchAPI(), "bo")
        XCTAssertEqual(users, [User(name: "bo"), User(name: "bo2")])
        do {
            _ = try await searchEverywhere(SearchAPI(), "fail")
            XCTFail("the search fails")
        } catch {
            XCTAssertEqual(error as? SearchFailure, SearchFailure())
        }

        let collected = try await collectInADetachedTask()
        XCTAssertEqual(collected, [1, 2, 3])

        let counts = ReplaySubject<Int>.createUnbounded()
        sharedCount.subscribe(counts).disposed(by: appDisposeBag)
        await Task.detached {
            sharedRelay.accept(1)
            sharedEvents.accept("ignored")
        }.value
        let seen = try await counts.take(2).toArray().value
        XCTAssertEqual(seen, [0, 1])

        let onAnotherThread = try await sharedCount.subscribe(on: sharedScheduler).take(1).asSingle().value
        XCTAssertEqual(onAnotherThread, 1)
    }

    @MainActor
    func testAsyncCreationOnTheMainActor() async throws {
        let counted = try await countdown(from: 3).toArray().value
        XCTAssertEqual(counted, [3, 2, 1])
        let split = try await lines("a\nb").toArray().value
        XCTAssertEqual(split, ["a", "b"])
        do {
            _ = try await Observable<Int>.create { _ in throw SearchFailure() }.toArray().value
            XCTFail("the sequence fails")
        } catch {
            XCTAssertEqual(error as? SearchFailure, SearchFailure())
        }
    }

    func testDisposingAnAsyncCreatedSubscriptionCancelsItsTask() async throws {
        let (ended, end) = AsyncStream<Bool>.makeStream()
        let (elements, element) = AsyncStream<Int>.makeStream()
        let events = ReplaySubject<String>.createUnbounded()
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            do {
                try await Task.sleep(for: .seconds(3_600))
            } catch {
                end.yield(Task.isCancelled)
                throw error
            }
        }
        let subscription = source.materialize().subscribe(onNext: { event in
            events.onNext("\(event)")
            if case .next(let value) = event { element.yield(value) }
        })
        var firstElement = elements.makeAsyncIterator()
        let first = await firstElement.next()
        XCTAssertEqual(first, 1)
        subscription.dispose()
        var endings = ended.makeAsyncIterator()
        let cancelled = await endings.next()
        XCTAssertEqual(cancelled, true, "disposal cancelled the task")
        events.onCompleted()
        let received = try await events.toArray().value
        XCTAssertEqual(received, ["next(1)"], "nothing is delivered after the disposal")
    }
}

/// Signals a semaphore when it is released: bound as a task-local value around a test, it is released when
/// the test and every task that inherited it have ended.
private final class StartedTasksEnd: Sendable {
    @TaskLocal static var current: StartedTasksEnd?
    private let ended: DispatchSemaphore

    init(_ ended: DispatchSemaphore) {
        self.ended = ended
    }

    deinit {
        ended.signal()
    }
}

/// Waits until the actions queued on `sharedScheduler` have run, including those that the action running
/// now queues before it returns (a disposal that `subscribe(on:)` sends back to the scheduler): one action
/// queued from an action queued now runs after all of them.
private func drainSharedScheduler() {
    let drained = DispatchSemaphore(value: 0)
    _ = sharedScheduler.schedule(drained) { drained in
        _ = sharedScheduler.schedule(drained) { drained in
            drained.signal()
            return Disposables.create()
        }
        return Disposables.create()
    }
    XCTAssertEqual(drained.wait(timeout: .now() + 10), .success, "the scheduler's actions ran")
}

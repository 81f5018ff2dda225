// OpenRx — reactive programming for Swift. MIT licence.

import Foundation
import OpenRx
import OpenRxCocoa
import XCTest

/// Runs the articles' code of `ArticleCode.swift` and checks it does what the articles say.
extension ApplicationTests {
    /// The main-actor model's subscriber adds every tick, on the main actor, although the ticks arrive on a
    /// background queue.
    @MainActor
    func testTheModelAddsTicksOnTheMainActor() async {
        await endingWithItsObjects {
            let model = Model()
            model.bind(Observable.of(1, 2, 3))
            await untilTrue { model.total == 6 }
            XCTAssertEqual(model.total, 6)
        }
    }

    /// The two replacements of a captured variable count what passes.
    func testTheCountsWithoutACapturedVariable() async throws {
        try await endingWithItsObjects {
            let counted = try await countedElements(.of(7, 8, 9)).toArray().value
            XCTAssertEqual(counted, [7, 8, 9])
            let counts = try await runningCounts(.of(7, 8, 9)).toArray().value
            XCTAssertEqual(counts, [1, 2, 3])
        }
    }

    /// The async operators: in order, concurrently, the latest query, the first tap.
    func testSwiftConcurrencyInsideChains() async throws {
        let loadedUsers = try await users.toArray().value
        XCTAssertEqual(loadedUsers, [User(name: "user 1"), User(name: "user 2"), User(name: "user 3")])
        let images = try await thumbnails.toArray().value
        XCTAssertEqual(Set(images), [Data("a.png".utf8), Data("b.png".utf8)])
        let found = try await results.toArray().value
        XCTAssertEqual(found, [[User(name: "swift")]])
        let saves: [Void] = try await saved.toArray().value
        // The two taps come at once; the first save may end before the second arrives (it does nothing), so one
        // or two saves ran, never more.
        XCTAssertTrue((1...2).contains(saves.count), "\(saves.count) saves")
    }

    /// The actor's subscriber runs on its executor and sees every tick.
    func testTheCounterAddsOnItsActor() async {
        await endingWithItsObjects {
            let counter = Counter()
            await counter.start(Observable.of(1, 2, 3))
            await untilTrue { await counter.total == 6 }
            let total = await counter.total
            XCTAssertEqual(total, 6)
        }
    }

    /// The relays of a global and of an actor are used from any isolation; the profile model reads the session.
    @MainActor
    func testRelaysAcrossIsolation() async throws {
        let store = Store()
        let latest = try await store.updates.take(1).toArray().value
        XCTAssertEqual(latest, [0])
        store.count.accept(4)
        XCTAssertEqual(store.count.value, 4)

        let model = ProfileModel()
        try await model.load(api)
        XCTAssertEqual(session.value, User(name: "Ada"))
        XCTAssertEqual(model.name, "Ada", "a driver subscribed on the main thread replays at once")
        session.accept(nil)
        XCTAssertEqual(model.name, "")
    }

    /// The async `create` runs its loop in a task that the disposal cancels.
    func testTheAsyncCreateStopsWhenDisposed() async throws {
        // The cancelled task ends, and lets go of the subscription's objects, after `value` returned.
        try await endingWithItsObjects {
            let first = try await ticks.take(1).toArray().value
            XCTAssertEqual(first, [1])
        }
    }

    /// "Drivers and signals": the label shows the title, and an empty title when the view model's fails.
    @MainActor
    func testTheDriverSetsTheLabel() async {
        await endingWithItsObjects {
            let label = Label()
            let disposeBag = DisposeBag()
            showTitle(of: TitleViewModel(title: .just("Inbox")), in: label, disposeBag: disposeBag)
            XCTAssertEqual(label.text, "Inbox")
            showTitle(of: TitleViewModel(title: .error(SearchFailure())), in: label, disposeBag: disposeBag)
            XCTAssertEqual(label.text, "")
        }
    }
}

/// Runs `body`, then waits until the OpenRx objects it made are released (a chain that ends on a queue, an
/// actor or a task lets go of them after the test's last `await`), so that none is released while a later,
/// leak-checked test runs; fails if they are not, after a bounded wait. At most as many as at the start: an
/// earlier test's object may be released meanwhile.
private func endingWithItsObjects(
    isolation: isolated (any Actor)? = #isolation, file: StaticString = #filePath, line: UInt = #line,
    _ body: () async throws -> Void
) async rethrows {
    let resourcesAtStart = Resources.total
    try await body()
    await untilTrue { Resources.total <= resourcesAtStart }
    XCTAssertLessThanOrEqual(
        Resources.total, resourcesAtStart, "the chains ended and let go of their objects", file: file, line: line)
}

/// Lets other work run until `condition` holds: each turn yields the current executor, so work queued on the
/// main actor or an actor runs between checks; gives up after a bounded number of turns (the caller's assertion
/// then fails).
private func untilTrue(
    isolation: isolated (any Actor)? = #isolation, _ condition: () async -> Bool
) async {
    for _ in 0..<100_000 {
        if await condition() { return }
        await Task.yield()
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

/// `concat` over a collection keeps the collection and walks it on each subscription, as RxSwift 6.10.2 does
/// (issue 19), and a concatenation built recursively runs in constant stack depth.
final class ConcatLazyCollectionTests: RxTestCase {
    func testALazyCollectionsSourcesAreMadeOnSubscribeOneAtATimeAndAgainForEachSubscription() {
        var made = 0
        let sources = (0..<3).lazy.map { index -> Observable<Int> in
            made += 1
            return .just(index)
        }
        let concatenated = Observable.concat(sources)
        XCTAssertEqual(made, 0, "no source is made before the first subscription")
        var elements: [Int] = []
        _ = concatenated.subscribe(onNext: { elements.append($0) })
        XCTAssertEqual(made, 3)
        _ = concatenated.subscribe(onNext: { elements.append($0) })
        XCTAssertEqual(made, 6)
        XCTAssertEqual(elements, [0, 1, 2, 0, 1, 2])
    }

    func testEachSourceIsMadeWhenThePreviousOneCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        var madeAt: [TestTime] = []
        let sources = (0..<3).lazy.map { index -> Observable<Int> in
            madeAt.append(scheduler.clock)
            return scheduler.createColdObservable([.next(10, index), .completed(20)]).asObservable()
        }
        let result = scheduler.start { Observable.concat(sources) }
        XCTAssertEqual(
            result.events, [.next(210, 0), .next(230, 1), .next(250, 2), .completed(260)])
        XCTAssertEqual(madeAt, [200, 220, 240])
    }

    func testAnErrorStopsTheWalk() {
        var made = 0
        let sources = (0..<3).lazy.map { index -> Observable<Int> in
            made += 1
            return index == 1 ? .error(testError) : .just(index)
        }
        var events: [Event<Int>] = []
        _ = Observable.concat(sources).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(0), .error(testError)])
        XCTAssertEqual(made, 2)
    }

    /// `[generator(i), generate(i + 1)].lazy.map { … }.concat()`, as in RxSwift's
    /// `testConcat_TailRecursionCollection`: each level's last source is the next level's concatenation, so
    /// without walking nested concatenations in place, 10,000 levels would nest 10,000 sinks.
    private func generateCollection(_ start: Int) -> Observable<Int> {
        let all = [0, 1].lazy.map { index -> Observable<Int> in
            index == 0
                ? Observable.just(start, scheduler: CurrentThreadScheduler.instance)
                : self.generateCollection(start + 1)
        }
        return Observable.concat(all)
    }

    func testARecursivelyBuiltConcatenationRunsInConstantStackDepth() {
        var elements: [Int] = []
        var completed = false
        _ = generateCollection(0).take(10_000).subscribe(
            onNext: { elements.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(elements, Array(0..<10_000))
        XCTAssertTrue(completed)
    }

    /// Each level of `generateCollection`, counted while its sequence is alive.
    private final class LiveLevels {
        var live = 0
        var maximum = 0
    }

    private final class Level {
        let levels: LiveLevels
        init(_ levels: LiveLevels) {
            self.levels = levels
            levels.live += 1
            levels.maximum = max(levels.maximum, levels.live)
        }
        deinit { levels.live -= 1 }
    }

    private func generateCounted(_ start: Int, _ levels: LiveLevels) -> Observable<Int> {
        let level = Level(levels)
        let all = [0, 1].lazy.map { index -> Observable<Int> in
            withExtendedLifetime(level) {
                index == 0
                    ? Observable.just(start, scheduler: CurrentThreadScheduler.instance)
                    : self.generateCounted(start + 1, levels)
            }
        }
        return Observable.concat(all)
    }

    func testAConcatenationNestedInLastPositionReplacesItsParentInsteadOfGrowingTheStack() {
        let levels = LiveLevels()
        var elements = 0
        _ = generateCounted(0, levels).take(1_000).subscribe(onNext: { _ in elements += 1 })
        XCTAssertEqual(elements, 1_000)
        XCTAssertLessThanOrEqual(levels.maximum, 3, "exhausted levels are released while the walk goes on")
        XCTAssertEqual(levels.live, 0)
    }

    /// Instance concats nested to the right (`x.concat(y.concat(z.concat(…)))`) leave the stack as their
    /// last source is taken, and no source is skipped or repeated.
    func testInstanceConcatsNestedToTheRightKeepEveryElementInOrder() {
        var chain = Observable.just(2_000)
        for index in (0..<2_000).reversed() { chain = Observable.just(index).concat(chain) }
        var elements: [Int] = []
        _ = chain.subscribe(onNext: { elements.append($0) })
        XCTAssertEqual(elements, Array(0...2_000))
        elements.removeAll()
        _ = Observable.concat([.just(0), Observable.just(1).concat(Observable.just(2)), .just(3)]).subscribe(onNext: {
            elements.append($0)
        })
        XCTAssertEqual(elements, [0, 1, 2, 3])
    }

    /// The same with the instance form: `a.concat(b).concat(c)…` is walked as one flat list of sources.
    func testAChainOfInstanceConcatsIsWalkedFlat() {
        var chain = Observable.just(0)
        for index in 1..<5_000 { chain = chain.concat(Observable.just(index)) }
        var elements: [Int] = []
        _ = chain.subscribe(onNext: { elements.append($0) })
        XCTAssertEqual(elements, Array(0..<5_000))
    }
}

/// `Completable.concat` and `SharedSequence.concat` of a sequence walk it on each subscription, as RxSwift's
/// (`sequence.lazy.map`); of a collection, they take its elements when called, as RxSwift's.
final class TraitConcatLazySequenceTests: RxTestCase {
    func testCompletableConcatOfASequenceWalksItOnEachSubscription() {
        var made = 0
        let completables = AnySequence(
            (0..<3).lazy.map { _ -> Completable in
                made += 1
                return .empty()
            })
        let concatenated = Completable.concat(completables)
        XCTAssertEqual(made, 0)
        var completions = 0
        _ = concatenated.subscribe(onCompleted: { completions += 1 })
        _ = concatenated.subscribe(onCompleted: { completions += 1 })
        XCTAssertEqual(made, 6)
        XCTAssertEqual(completions, 2)
    }
}

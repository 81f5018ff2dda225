// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

final class InfallibleTests: RxTestCase {
    func testCreateSendsElementsAndCompletionAndIgnoresEventsAfterIt() {
        var events: [InfallibleEvent<Int>] = []
        var disposed = false
        _ = Infallible<Int>.create { observer in
            observer(.next(1))
            observer(.next(2))
            observer(.completed)
            observer(.next(3))
            return Disposables.create { disposed = true }
        }.subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .next(2), .completed])
        XCTAssertTrue(disposed)
        XCTAssertEqual(InfallibleEvent.next(4).event, .next(4))
        XCTAssertEqual(InfallibleEvent<Int>.completed.event, .completed)
    }

    func testSubscribeClosuresAndSubscribeWithObject() {
        final class Owner {
            var log: [String] = []
        }
        let owner = Owner()
        var log: [String] = []
        _ = Infallible.of(1, 2).subscribe(
            onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") })
        _ = Infallible.just(3).subscribe(
            with: owner, onNext: { $0.log.append("next \($1)") }, onCompleted: { $0.log.append("completed") })
        XCTAssertEqual(log, ["next 1", "next 2", "completed", "disposed"])
        XCTAssertEqual(owner.log, ["next 3", "completed"])
    }

    func testAsInfallibleReplacesTheError() {
        let failing = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(testError)
            return Disposables.create()
        }
        var events: [[InfallibleEvent<Int>]] = [[], [], []]
        var recovered: [TestError] = []
        _ = failing.asInfallible(onErrorJustReturn: 0).subscribe { events[0].append($0) }
        _ = failing.asInfallible(onErrorFallbackTo: .of(7, 8)).subscribe { events[1].append($0) }
        _ = failing.asInfallible(onErrorRecover: { error in
            recovered.append(error as! TestError)
            return .just(9)
        }).subscribe { events[2].append($0) }
        XCTAssertEqual(events[0], [.next(1), .next(0), .completed])
        XCTAssertEqual(events[1], [.next(1), .next(7), .next(8), .completed])
        XCTAssertEqual(events[2], [.next(1), .next(9), .completed])
        XCTAssertEqual(recovered, [testError])
    }

    /// RxSwift 6's `Infallible.merge` for a collection that is not an array concatenates (its body is
    /// `concat`); arrays and variadic lists merge.
    func testMergeOfACollectionThatIsNotAnArrayConcatenatesAsInRxSwift() {
        let first = PublishRelay<Int>()
        let second = PublishRelay<Int>()
        let sources = [first.asInfallible(), second.asInfallible()]
        var sliced: [Int] = []
        var merged: [Int] = []
        let bag = DisposeBag()
        Infallible.merge(sources[...]).subscribe(onNext: { sliced.append($0) }).disposed(by: bag)
        Infallible.merge(sources).subscribe(onNext: { merged.append($0) }).disposed(by: bag)
        second.accept(2)
        first.accept(1)
        XCTAssertEqual(sliced, [1], "the second source waits for the first to complete")
        XCTAssertEqual(merged, [2, 1])
    }

    func testRelaysAsInfallible() {
        let behavior = BehaviorRelay(value: 1)
        let publish = PublishRelay<Int>()
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        replay.accept(5)
        var received: [Int] = []
        let bag = DisposeBag()
        behavior.asInfallible().subscribe(onNext: { received.append($0) }).disposed(by: bag)
        publish.asInfallible().subscribe(onNext: { received.append($0) }).disposed(by: bag)
        replay.asInfallible().subscribe(onNext: { received.append($0) }).disposed(by: bag)
        behavior.accept(2)
        publish.accept(3)
        replay.accept(6)
        XCTAssertEqual(received, [1, 5, 2, 3, 6])
    }

    func testTransformingAndFilteringOperators() {
        var received: [String] = []
        let source: Infallible<Int> = Infallible.from([1, 1, 2, 3, 4, 5, 6])
        let filtered: Infallible<Int> = source.distinctUntilChanged().filter { $0 != 3 }
        let mapped: Infallible<Int> = filtered.map { $0 * 10 }.compactMap { $0 == 40 ? nil : $0 }
        let accumulated: Infallible<Int> = mapped.scan(0) { $0 + $1 }.startWith(-1)
        _ = accumulated.skip(while: { $0 < 0 }).take(4)
            .subscribe(onNext: { received.append("\($0)") }, onCompleted: { received.append("|") })
        XCTAssertEqual(received, ["10", "30", "80", "140", "|"])
    }

    func testCombineLatestZipAndWithLatestFromOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let letters = scheduler.createHotObservable([.next(210, "a"), .next(230, "b"), .completed(250)])
            .asInfallible(onErrorJustReturn: "?")
        let numbers = scheduler.createHotObservable([.next(220, 1), .next(240, 2), .completed(260)])
            .asInfallible(onErrorJustReturn: 0)
        let combined = scheduler.start { Infallible.combineLatest(letters, numbers) { "\($0)\($1)" } }
        XCTAssertEqual(combined.events, [.next(220, "a1"), .next(230, "b1"), .next(240, "b2"), .completed(260)])

        let zipScheduler = TestScheduler(initialClock: 0)
        let zipped = zipScheduler.start {
            Infallible.zip(Infallible.of("x", "y"), Infallible.of(1, 2, 3)).map { "\($0)\($1)" }
        }
        XCTAssertEqual(zipped.events, [.next(200, "x1"), .next(200, "y2"), .completed(200)])

        let triggers = Infallible.of(1, 2)
        var latest: [String] = []
        let source = BehaviorRelay(value: "v")
        _ = triggers.withLatestFrom(source.asInfallible()).subscribe(onNext: { latest.append($0) })
        XCTAssertEqual(latest, ["v", "v"])
        let arrays = Infallible.combineLatest([Infallible.just(1), Infallible.just(2)])
        var combinedArrays: [[Int]] = []
        _ = arrays.subscribe(onNext: { combinedArrays.append($0) })
        XCTAssertEqual(combinedArrays, [[1, 2]])
    }

    func testFlatteningMergingAndConcatenating() {
        var received: [Int] = []
        _ = Infallible.of(1, 2).flatMap { Infallible.of($0, $0 * 10) }.subscribe(onNext: { received.append($0) })
        _ = Infallible.of(3).flatMapLatest { Observable.just($0) }.subscribe(onNext: { received.append($0) })
        _ = Infallible.of(4).concatMap { Infallible.just($0) }.subscribe(onNext: { received.append($0) })
        _ = Infallible.merge(.just(5), .just(6)).subscribe(onNext: { received.append($0) })
        _ = Infallible.concat([Infallible.just(7), .just(8)]).concat(Observable.just(9))
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 10, 2, 20, 3, 4, 5, 6, 7, 8, 9])
    }

    func testDebounceOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(240, 3), .completed(300)])
            .asInfallible(onErrorJustReturn: 0)
        let result = scheduler.start { source.debounce(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(225, 2), .next(250, 3), .completed(300)])
    }

    func testAnErrorThrownByAUserClosureGoesToTheDefaultErrorHandler() {
        let previous = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = previous }
        var reported: [String] = []
        Hooks.defaultErrorHandler = { _, error in reported.append("\(error)") }
        var received: [Int] = []
        var completed = false
        _ = Infallible.of(1, 2).distinctUntilChanged { value -> Int in
            if value == 2 { throw testError }
            return value
        }.subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, [1])
        XCTAssertFalse(completed)
        XCTAssertEqual(reported, ["TestError(1)"])
    }

    func testBindForms() {
        let source = Infallible.of(1, 2)
        let behavior = BehaviorRelay(value: 0)
        let optionalBehavior = BehaviorRelay<Int?>(value: nil)
        let publish = PublishRelay<Int>()
        let replay = ReplayRelay<Int>.create(bufferSize: 2)
        var log: [String] = []
        let bag = DisposeBag()
        publish.subscribe(onNext: { log.append("publish \($0)") }).disposed(by: bag)
        source.bind(to: behavior).disposed(by: bag)
        source.bind(to: optionalBehavior).disposed(by: bag)
        source.bind(to: publish).disposed(by: bag)
        source.bind(to: replay).disposed(by: bag)
        source.bind(onNext: { log.append("next \($0)") }).disposed(by: bag)
        source.bind(to: AnyObserver<Int> { log.append("observer \($0)") }).disposed(by: bag)
        source.bind(to: { infallible in infallible.subscribe(onNext: { log.append("binder \($0)") }) })
            .disposed(by: bag)
        XCTAssertEqual(behavior.value, 2)
        XCTAssertEqual(optionalBehavior.value, 2)
        var replayed: [Int] = []
        replay.subscribe(onNext: { replayed.append($0) }).dispose()
        XCTAssertEqual(replayed, [1, 2])
        XCTAssertEqual(
            log,
            [
                "publish 1", "publish 2", "next 1", "next 2", "observer next(1)", "observer next(2)",
                "observer completed", "binder 1", "binder 2",
            ])
    }
}

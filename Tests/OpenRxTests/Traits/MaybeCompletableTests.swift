// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

final class MaybeTests: RxTestCase {
    func testCreateAndSubscribeForms() {
        var outcomes: [MaybeEvent<Int>] = []
        for event in [MaybeEvent<Int>.success(1), .completed, .error(testError)] {
            _ = Maybe<Int>.create { observer in
                observer(event)
                observer(.success(99))
                return Disposables.create()
            }.subscribe { outcomes.append($0) }
        }
        XCTAssertEqual(outcomes, [.success(1), .completed, .error(testError)])
        var log: [String] = []
        _ = Maybe.just(2).map { $0 * 10 }.subscribe(
            onSuccess: { log.append("success \($0)") }, onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") })
        _ = Maybe<Int>.empty().subscribe(onSuccess: { _ in log.append("no") }, onCompleted: { log.append("empty") })
        XCTAssertEqual(log, ["success 20", "disposed", "empty"])
    }

    func testOperatorsAndConversions() {
        var outcomes: [MaybeEvent<Int>] = []
        _ = Maybe.just(3).filter { $0 > 5 }.subscribe { outcomes.append($0) }
        _ = Maybe.just(3).flatMap { Maybe.just($0 + 1) }.subscribe { outcomes.append($0) }
        _ = Maybe<Int>.error(testError).catchAndReturn(5).subscribe { outcomes.append($0) }
        _ = Observable.of(1, 2).asMaybe().subscribe { outcomes.append($0) }
        _ = Observable<Int>.empty().asMaybe().subscribe { outcomes.append($0) }
        _ = Single.just(8).asMaybe().subscribe { outcomes.append($0) }
        _ = Single.just("x").compactMap { Int($0) }.subscribe { outcomes.append($0) }
        XCTAssertEqual(
            outcomes,
            [
                .completed, .success(4), .success(5), .error(RxError.moreThanOneElement), .completed, .success(8),
                .completed,
            ])
        var singles: [SingleEvent<Int>] = []
        _ = Maybe<Int>.empty().ifEmpty(default: 7).subscribe { singles.append($0) }
        _ = Maybe<Int>.empty().ifEmpty(switchTo: Single.just(6)).subscribe { singles.append($0) }
        _ = Observable.of(4, 5).first().map { $0 ?? -1 }.subscribe { singles.append($0) }
        _ = Observable<Int>.empty().first().map { $0 ?? -1 }.subscribe { singles.append($0) }
        XCTAssertEqual(singles, [.success(7), .success(6), .success(4), .success(-1)])
    }
}

final class CompletableTests: RxTestCase {
    func testCreateSubscribeAndAndThen() {
        var outcomes: [CompletableEvent] = []
        _ = Completable.create { observer in
            observer(.completed)
            return Disposables.create()
        }.subscribe { outcomes.append($0) }
        _ = Completable.error(testError).subscribe { outcomes.append($0) }
        XCTAssertEqual(outcomes, [.completed, .error(testError)])

        var values: [Int] = []
        _ = Completable.empty().andThen(Observable.of(1, 2)).subscribe(onNext: { values.append($0) })
        var single: [SingleEvent<Int>] = []
        _ = Completable.empty().andThen(Single.just(3)).subscribe { single.append($0) }
        _ = Completable.error(testError).andThen(Single.just(3)).subscribe { single.append($0) }
        XCTAssertEqual(values, [1, 2])
        XCTAssertEqual(single, [.success(3), .failure(testError)])
    }

    func testConcatZipAndConversions() {
        var log: [String] = []
        let first = Completable.empty().do(onCompleted: { log.append("first") })
        let second = Completable.empty().do(onCompleted: { log.append("second") })
        _ = first.concat(second).subscribe(onCompleted: { log.append("done") })
        _ = Completable.zip(first, second).subscribe(onCompleted: { log.append("zipped") })
        _ = Completable.zip([first, Completable.error(testError)]).subscribe(onError: { log.append("error \($0)") })
        _ = Single.just(1).asCompletable().subscribe(onCompleted: { log.append("single completed") })
        _ = Single.just(1).flatMapCompletable { _ in Completable.empty() }.subscribe(onCompleted: { log.append("flat") }
        )
        _ = Observable<Never>.empty().asCompletable().subscribe(onCompleted: { log.append("observable") })
        XCTAssertEqual(
            log,
            [
                "first", "second", "done", "first", "second", "zipped", "first", "error TestError(1)",
                "single completed",
                "flat", "observable",
            ])
        final class Owner {}
        var owned = 0
        let owner = Owner()
        _ = Completable.never().subscribe(with: owner, onCompleted: { _ in owned += 1 }).dispose()
        _ = Completable.empty().subscribe(with: owner, onCompleted: { _ in owned += 1 })
        XCTAssertEqual(owned, 1)
    }

    /// RxSwift's `andThen` is `ConcatCompletable`, not `concat`: `second` is subscribed inside the completable's
    /// completion, and the completable's subscription is disposed after that. Here `second` ends the whole
    /// subscription while it is being subscribed, so the completable's disposable runs after `second`'s events.
    func testAndThenSubscribesTheSecondInsideTheCompletionAndDisposesTheFirstAfterIt() {
        var log: [String] = []
        var complete: (() -> Void)?
        let first = Completable.create { observer in
            complete = { observer(.completed) }
            return Disposables.create { log.append("first disposed") }
        }
        let second = Single<Int>.deferred {
            log.append("second subscribed")
            return .just(1)
        }
        let subscription = first.andThen(second).subscribe(
            onSuccess: { log.append("success \($0)") }, onDisposed: { log.append("disposed") })
        complete?()
        XCTAssertEqual(log, ["second subscribed", "success 1", "disposed", "first disposed"])
        subscription.dispose()
    }

    /// The same with a completable that completes while it is being subscribed: `second` is subscribed before
    /// the rest of the completable's `create` closure runs (`concat` subscribed it after), and `of` sends once
    /// the trampoline of the outer subscription runs what it queued, after the completable was disposed.
    func testAndThenAfterACompletableThatCompletesWhileSubscribing() {
        var log: [String] = []
        let first = Completable.create { observer in
            log.append("first subscribed")
            observer(.completed)
            log.append("first returns")
            return Disposables.create { log.append("first disposed") }
        }
        let second = Observable<Int>.deferred {
            log.append("second subscribed")
            return .of(1, 2).do(onDispose: { log.append("second disposed") })
        }
        _ = first.andThen(second).subscribe(
            onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
        XCTAssertEqual(
            log,
            [
                "first subscribed", "second subscribed", "first returns", "first disposed", "next 1", "next 2",
                "completed", "second disposed",
            ])
    }
}

/// `asMaybe()` on an observable, at RxSwift 6.10.2's times (issue 19): an upstream error is forwarded as it
/// is, even `RxError.noElements`; the element waits for the completion; a second element fails at once.
final class AsMaybeTests: RxTestCase {
    func testAnUpstreamNoElementsErrorIsForwardedNotTurnedIntoCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .error(230, RxError.noElements)])
        let result = scheduler.start { xs.asMaybe().asObservable() }
        XCTAssertEqual(result.events, [.error(230, RxError.noElements)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testTheErrorCodeOfANoElementsErrorSurvivesFurtherDownTheChain() {
        var outcomes: [MaybeEvent<Int>] = []
        _ = Observable<Int>.error(RxError.noElements).asMaybe().map { $0 + 1 }.subscribe { outcomes.append($0) }
        XCTAssertEqual(outcomes, [.error(RxError.noElements)])
        var events: [Event<Int>] = []
        let single: Single<Int> = Observable<Int>.error(RxError.noElements).asMaybe().ifEmpty(default: 7)
        _ = single.asObservable().subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(RxError.noElements)])
    }

    func testTheElementIsSentAtTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let result = scheduler.start { xs.asMaybe().asObservable() }
        XCTAssertEqual(result.events, [.next(250, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testASecondElementFailsAtItsTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let result = scheduler.start { xs.asMaybe().asObservable() }
        XCTAssertEqual(result.events, [.error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAnEmptySourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.completed(240)])
        let result = scheduler.start { xs.asMaybe().asObservable() }
        XCTAssertEqual(result.events, [.completed(240)])
    }

    /// `asSingle()` shares the conversion, as RxSwift's: the element waits for the completion, a second one
    /// fails at once, an empty source fails with `RxError.noElements` at its completion.
    func testAsSingleAtRxSwiftsTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let one = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        XCTAssertEqual(scheduler.start { one.asSingle().asObservable() }.events, [.next(250, 1), .completed(250)])
        let two = TestScheduler(initialClock: 0)
        let xs = two.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        XCTAssertEqual(two.start { xs.asSingle().asObservable() }.events, [.error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        let none = TestScheduler(initialClock: 0)
        let empty: TestableObservable<Int> = none.createHotObservable([.completed(240)])
        XCTAssertEqual(none.start { empty.asSingle().asObservable() }.events, [.error(240, RxError.noElements)])
    }
}

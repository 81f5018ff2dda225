// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

/// The operators all traits share, and zip of traits, on virtual time.
final class TraitOperatorsTests: RxTestCase {
    func testTimeOperatorsOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler.start { Single.just(1).delay(.seconds(10), scheduler: scheduler) }.events,
            [.next(210, 1), .completed(211)], "delay sends one event per run of its timer, as RxSwift")
        let late = TestScheduler(initialClock: 0)
        let cold = late.createColdObservable([.next(5, 2), .completed(5)])
        let delayed = late.start { cold.asSingle().delaySubscription(.seconds(20), scheduler: late) }
        XCTAssertEqual(delayed.events, [.next(225, 2), .completed(225)])
        XCTAssertEqual(cold.subscriptions, [Subscription(220, 225)])

        let timing = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            timing.start { Single<Int>.timer(.seconds(5), scheduler: timing) }.events,
            [.next(205, 0), .completed(205)])
        let timeouts = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            timeouts.start { Single<Int>.never().timeout(.seconds(10), scheduler: timeouts) }.events,
            [.error(210, RxError.timeout)])
        let fallbacks = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            fallbacks.start { Maybe<Int>.never().timeout(.seconds(10), other: .just(3), scheduler: fallbacks) }.events,
            [.next(210, 3), .completed(210)])
        let hops = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        XCTAssertEqual(
            hops.start { Single.just(4).subscribe(on: hops).observe(on: hops) }.events,
            [.next(200, 4), .completed(200)])
    }

    func testCatchRetryAndUsing() {
        var outcomes: [SingleEvent<Int>] = []
        _ = Single<Int>.error(testError).catch { _ in .just(5) }.subscribe { outcomes.append($0) }
        var attempts = 0
        let flaky = Single<Int>.create { observer in
            attempts += 1
            observer(attempts < 3 ? .failure(testError) : .success(attempts))
            return Disposables.create()
        }
        _ = flaky.retry(3).subscribe { outcomes.append($0) }
        attempts = 0
        _ = flaky.retry(2).subscribe { outcomes.append($0) }
        attempts = 0
        _ = flaky.retry(when: { (errors: Observable<TestError>) in errors }).subscribe { outcomes.append($0) }
        attempts = 0
        _ = flaky.retry(when: { (errors: Observable<Swift.Error>) in errors.take(1) }).subscribe {
            outcomes.append($0)
        }
        let resource = BooleanDisposable()
        _ = Single.using({ resource }) { _ in Single.just(6) }.subscribe { outcomes.append($0) }
        _ = Single.just(7).debug("trait").subscribe { outcomes.append($0) }
        XCTAssertEqual(
            outcomes,
            [
                .success(5), .success(3), .failure(testError), .success(3), .failure(RxError.noElements),
                .success(6), .success(7),
            ])
        XCTAssertTrue(resource.isDisposed)
    }

    func testZipOfSinglesAndMaybes() {
        var singles: [SingleEvent<String>] = []
        _ = Single.zip(Single.just(1), Single.just("a")) { "\($0)\($1)" }.subscribe { singles.append($0) }
        _ = Single.zip(Single.just(2), Single.just("b"), Single.just(true)).map { "\($0)\($1)\($2)" }
            .subscribe { singles.append($0) }
        _ = Single.zip([Single.just("x"), Single.just("y")]).map { $0.joined() }.subscribe { singles.append($0) }
        _ = Single.zip([Single<String>]()).map { "\($0.count) elements" }.subscribe { singles.append($0) }
        _ = Single.zip(Single.just(3), Single<Int>.error(testError)) { "\($0)\($1)" }.subscribe { singles.append($0) }
        XCTAssertEqual(
            singles, [.success("1a"), .success("2btrue"), .success("xy"), .success("0 elements"), .failure(testError)])

        var maybes: [MaybeEvent<String>] = []
        _ = Maybe.zip(Maybe.just(1), Maybe.just("c")) { "\($0)\($1)" }.subscribe { maybes.append($0) }
        _ = Maybe.zip(Maybe.just(1), Maybe<Int>.empty()).map { "\($0)\($1)" }.subscribe { maybes.append($0) }
        XCTAssertEqual(maybes, [.success("1c"), .completed])
    }

    func testSingleDoCallsItsClosuresInOrder() {
        var log: [String] = []
        _ = Single.just(1)
            .do(
                onSuccess: { log.append("success \($0)") }, afterSuccess: { log.append("after \($0)") },
                onSubscribe: { log.append("subscribe") }, onSubscribed: { log.append("subscribed") },
                onDispose: { log.append("dispose") }
            )
            .subscribe(onSuccess: { log.append("observer \($0)") })
        _ = Single<Int>.error(testError).do(
            onError: { _ in log.append("error") }, afterError: { _ in log.append("after error") }
        )
        .subscribe(onFailure: { _ in log.append("observer error") })
        XCTAssertEqual(
            log,
            [
                "subscribe", "success 1", "observer 1", "after 1", "subscribed", "dispose", "error", "observer error",
                "after error",
            ])
    }
}

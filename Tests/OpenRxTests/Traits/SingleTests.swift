// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxBlocking
import OpenRxTest
import XCTest

final class SingleTests: RxTestCase {
    func testCreateSuccessAndFailure() {
        var outcomes: [SingleEvent<Int>] = []
        _ = Single<Int>.create { observer in
            observer(.success(1))
            observer(.success(2))
            return Disposables.create()
        }.subscribe { outcomes.append($0) }
        _ = Single<Int>.create { observer in
            observer(.failure(testError))
            return Disposables.create()
        }.subscribe { outcomes.append($0) }
        XCTAssertEqual(outcomes, [.success(1), .failure(testError)])
    }

    func testSubscribeClosuresAndOnDisposed() {
        var log: [String] = []
        _ = Single.just(3).map { $0 * 2 }.subscribe(
            onSuccess: { log.append("success \($0)") }, onFailure: { _ in log.append("failure") },
            onDisposed: { log.append("disposed") })
        _ = Single<Int>.error(testError).subscribe(
            onSuccess: { _ in log.append("success") }, onFailure: { log.append("failure \($0)") })
        XCTAssertEqual(log, ["success 6", "disposed", "failure TestError(1)"])
        let never = Single<Int>.never().subscribe(
            onSuccess: { _ in log.append("never") }, onDisposed: { log.append("never disposed") })
        never.dispose()
        XCTAssertEqual(log.last, "never disposed")
    }

    func testFlatMapCatchAndReturnAndAsSingle() {
        var outcomes: [SingleEvent<Int>] = []
        _ = Single.just(1).flatMap { Single.just($0 + 1) }.subscribe { outcomes.append($0) }
        _ = Single<Int>.error(testError).catchAndReturn(5).subscribe { outcomes.append($0) }
        _ = Observable.of(9).asSingle().subscribe { outcomes.append($0) }
        _ = Observable.of(1, 2).asSingle().subscribe { outcomes.append($0) }
        _ = Observable<Int>.empty().asSingle().subscribe { outcomes.append($0) }
        _ = Single.deferred { Single.just(4) }.subscribe { outcomes.append($0) }
        XCTAssertEqual(
            outcomes,
            [
                .success(2), .success(5), .success(9), .failure(RxError.moreThanOneElement),
                .failure(RxError.noElements),
                .success(4),
            ])
    }

    func testSubscribeWithObject() {
        final class Owner {}
        let owner = Owner()
        var received: [Int] = []
        _ = Single.just(1).subscribe(with: owner, onSuccess: { _, value in received.append(value) })
        XCTAssertEqual(received, [1])
    }

    func testJustOnScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Single.just(1, scheduler: scheduler).asObservable() }
        XCTAssertEqual(result.events, [.next(201, 1), .completed(202)])
    }
}

/// RxSwift's deprecated names, which RxSwift code still calls: each must exist on the trait RxSwift declares it
/// on. Called through a protocol whose witnesses are deprecated, the calls compile without a warning (warnings
/// are errors in this build).
private protocol RxSwiftDeprecatedNames {
    func singleCatchErrorJustReturn(_ single: Single<Int>, _ element: Int) -> Single<Int>
}

private struct DeprecatedNamesCaller: RxSwiftDeprecatedNames {
    @available(*, deprecated, message: "calls RxSwift's deprecated names on purpose")
    func singleCatchErrorJustReturn(_ single: Single<Int>, _ element: Int) -> Single<Int> {
        single.catchErrorJustReturn(element)
    }
}

final class SingleDeprecatedNamesTests: RxTestCase {
    /// `Single.catchErrorJustReturn(_:)`, RxSwift's former `catchAndReturn`, was missing: RxSwift code calling it
    /// did not compile (only `Maybe` had it).
    func testCatchErrorJustReturnIsCatchAndReturn() throws {
        let names: any RxSwiftDeprecatedNames = DeprecatedNamesCaller()
        XCTAssertEqual(try names.singleCatchErrorJustReturn(.error(testError), 5).toBlocking().single(), 5)
        XCTAssertEqual(try names.singleCatchErrorJustReturn(.just(1), 5).toBlocking().single(), 1)
    }
}

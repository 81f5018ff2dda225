// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

/// Grammar and once-only promises that user closures must not be able to break.
final class GrammarRegressionTests: RxTestCase {
    func testThrowingAfterCompletedSendsNothingAfterTheStop() {
        let observer = GrammarObserver<Int>()
        var downstreamErrors = 0
        _ = Observable.of(1).do(afterCompleted: { throw testError })
            .do(onError: { _ in downstreamErrors += 1 })
            .subscribe(observer)
        XCTAssertEqual(observer.events, [.next(1), .completed])
        XCTAssertEqual(downstreamErrors, 0)
    }

    func testThrowingAfterErrorSendsNothingAfterTheStop() {
        let observer = GrammarObserver<Int>()
        _ = Observable<Int>.error(testError).do(afterError: { _ in throw otherError }).subscribe(observer)
        XCTAssertEqual(observer.events, [.error(testError)])
    }

    func testThrowingAfterNextEndsWithThatError() {
        let observer = GrammarObserver<Int>()
        _ = Observable.of(1, 2).do(afterNext: { _ in throw testError }).subscribe(observer)
        XCTAssertEqual(observer.events, [.next(1), .error(testError)])
    }

    func testSingleSubscribeCallsOnDisposedOnce() {
        for single in [Single.just(1), Single<Int>.error(testError)] {
            let disposed = CallCounter()
            let subscription = single.subscribe(
                onSuccess: { _ in }, onFailure: { _ in },
                onDisposed: {
                    disposed.increment()
                })
            subscription.dispose()
            XCTAssertEqual(disposed.value, 1)
        }
        let pending = PublishSubject<Int>()
        let disposed = CallCounter()
        let subscription = pending.asSingle().subscribe(onDisposed: { disposed.increment() })
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(disposed.value, 1)
    }
}

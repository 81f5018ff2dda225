// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

/// What `retry(when:)` does at a stop when the attempt its trigger made fails while it is being subscribed
/// (issue 35, items 1 and 2). RxSwift's `flatMap` delivers under a recursive lock, so the handler's answer to
/// that failure (here `.error`, from inside the `flatMap` that is still delivering the timer's element) reaches
/// downstream nested, before the failed attempt's subscribe call has returned — and so before what that attempt
/// subscribed is disposed.
final class RetryWhenStopOrderTests: RxTestCase {
    /// Retries once after 56 s, then answers the next error with that error.
    private func retryOnceThenFail(_ scheduler: TestScheduler) -> (Observable<Swift.Error>) -> Observable<Int> {
        { errors in
            errors.enumerated().flatMap { index, error in
                index < 1 ? Observable<Int>.timer(.seconds(56), scheduler: scheduler) : .error(error)
            }
        }
    }

    func testAFallbackIsSubscribedBeforeTheFailedAttemptIsReleased() {
        let log = StopOrderLog.run { scheduler, log in
            Observable.using({ log.resource("u1") }) { _ in log.logged("L2", Observable<Int>.error(testError)) }
                .retry(when: retryOnceThenFail(scheduler))
                .catch { _ in log.logged("F3", Observable<Int>.never()) }
        }
        XCTAssertEqual(
            log,
            [
                "u1:c@200", "L2:s@200", "L2:d@200", "u1:d@200",
                "u1:c@256", "L2:s@256", "F3:s@256", "L2:d@256", "u1:d@256",
                "F3:d@1000",
            ])
    }

    func testAnErrorWhileResubscribingFinishesDownstreamBeforeTheSourceIsReleased() {
        let log = StopOrderLog.run { scheduler, log in
            Observable.using({ log.resource("u1") }) { _ in
                Observable.merge([
                    .never(),
                    Observable<Int>.create { observer in
                        observer.onError(testError)
                        return Disposables.create { log.append("cr2:d") }
                    },
                ])
                .retry(when: self.retryOnceThenFail(scheduler))
            }
        }
        XCTAssertEqual(log, ["u1:c@200", "cr2:d@200", "E@256", "u1:d@256", "cr2:d@256"])
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import XCTest

/// A sink that keeps subscriptions in its own state waits, when it is disposed while the producer's `run` is on
/// the stack, for the producer's second call (`Sink.defersDisposal`). If `run` returns on another thread between
/// the sink's check and its mark, the producer does not call again: the sink must dispose them itself
/// (`SinkBase.waitsForRunToDispose()`). The gates stop the disposing thread exactly there.
final class DisposalAsRunReturnsTests: RxTestCase {
    #if DEBUG
        func testAnInnerThatFailsWhileRunReturnsOnAnotherThreadStillDisposesTheOtherInners() {
            let log = ConcurrentLog<String>()
            let inside = Gate()
            let checked = Gate()
            let returned = Gate()
            let failing = PublishSubject<Int>()
            let other = Observable<Int>.create { _ in Disposables.create { log.append("other inner disposed") } }
            let source = Observable<Int>.create { observer in
                observer.onNext(0)  // subscribes `other`
                observer.onNext(1)  // subscribes `failing`
                inside.open()
                checked.wait()  // the failing thread is in the sink's `dispose()`, past its check
                return Disposables.create()
            }
            SinkTestHooks.afterRunCheck = {
                checked.open()
                returned.wait()  // `run` has returned and the producer stored its subscription
            }
            defer { SinkTestHooks.afterRunCheck = nil }
            let failed = startOnAnotherThread {
                inside.wait()
                failing.onError(testError)
            }

            let subscription = source.flatMap { $0 == 0 ? other : failing.asObservable() }
                .subscribe(onError: { _ in log.append("error") })
            returned.open()
            failed.wait()

            XCTAssertEqual(log.values, ["error", "other inner disposed"], "the other inner is disposed all the same")
            subscription.dispose()
        }
    #endif
}

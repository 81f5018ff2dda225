// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest

var errorHandlingScenarios: [MarbleScenario] {
    [
        MarbleScenario("catch", "catch { _ in fallback }") { r in
            let fallback = r.cold("fallback", [.next(10, 8), .next(20, 9), .completed(30)])
            return r.hot("source", [.next(10, 1), .next(30, 2), .error(45, MarbleError())]).catch { _ in fallback }.text
        },
        MarbleScenario("catchAndReturn", "catchAndReturn(0)") { r in
            r.hot("source", [.next(10, 1), .next(30, 2), .error(50, MarbleError())]).catchAndReturn(0).text
        },
        MarbleScenario("retry", "retry(2)") { r in
            r.cold("source", [.next(10, 1), .next(20, 2), .error(30, MarbleError())], kind: .input).retry(2).text
        },
        MarbleScenario("retryWhen", "retry(when: { $0.delay(.seconds(10), scheduler: s) })") { r in
            // Fails twice, then completes: each attempt is a subscription on the source's lane.
            var attempts = 0
            let source = Observable<Int>.deferred {
                attempts += 1
                let end: Recorded<Event<Int>> = attempts < 3 ? .error(20, MarbleError()) : .completed(20)
                return r.scheduler.createColdObservable([.next(10, attempts), end]).asObservable()
            }
            return r.tap("source", source, kind: .input)
                .retry(when: { (errors: Observable<Swift.Error>) in errors.delay(.seconds(10), scheduler: r.timed) })
                .text
        },
        MarbleScenario("timeoutOther", "timeout(.seconds(20), other: fallback, scheduler: s)") { r in
            let fallback = r.cold("fallback", [.next(10, 9), .completed(20)])
            return r.hot("source", [.next(10, 1), .next(25, 2), .next(60, 3), .completed(80)])
                .timeout(.seconds(20), other: fallback, scheduler: r.timed).text
        },
        MarbleScenario("timeout", "timeout(.seconds(20), scheduler: s)") { r in
            r.hot("source", [.next(10, 1), .next(25, 2), .next(60, 3), .completed(80)])
                .timeout(.seconds(20), scheduler: r.timed).text
        },
    ]
}

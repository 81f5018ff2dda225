// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest

/// The source most filtering diagrams share: 1 to 5, then completion.
private func oneToFive(_ r: MarbleRecording) -> Observable<Int> {
    r.hot("source", [.next(10, 1), .next(25, 2), .next(40, 3), .next(55, 4), .next(70, 5), .completed(85)])
}

var filteringScenarios: [MarbleScenario] {
    [
        MarbleScenario("filter", "filter { $0 % 2 == 1 }") { r in oneToFive(r).filter { $0 % 2 == 1 }.text },
        MarbleScenario("distinctUntilChanged", "distinctUntilChanged()") { r in
            r.hot("source", [.next(10, 1), .next(25, 1), .next(40, 2), .next(55, 2), .next(70, 1), .completed(85)])
                .distinctUntilChanged().text
        },
        MarbleScenario("take", "take(2)") { r in oneToFive(r).take(2).text },
        MarbleScenario("takeLast", "takeLast(2)") { r in oneToFive(r).takeLast(2).text },
        MarbleScenario("takeWhile", "take(while: { $0 < 3 })") { r in oneToFive(r).take(while: { $0 < 3 }).text },
        MarbleScenario("takeUntil", "take(until: other)") { r in
            let other = r.hot("other", [.next(45, 0)])
            return oneToFive(r).take(until: other).text
        },
        MarbleScenario("takeUntilPredicate", "take(until: { $0 == 3 }, behavior: .inclusive)") { r in
            oneToFive(r).take(until: { $0 == 3 }, behavior: .inclusive).text
        },
        MarbleScenario("skip", "skip(2)") { r in oneToFive(r).skip(2).text },
        MarbleScenario("skipWhile", "skip(while: { $0 < 3 })") { r in oneToFive(r).skip(while: { $0 < 3 }).text },
        MarbleScenario("skipUntil", "skip(until: other)") { r in
            let other = r.hot("other", [.next(30, 0)])
            return oneToFive(r).skip(until: other).text
        },
        MarbleScenario("elementAt", "element(at: 2)") { r in oneToFive(r).element(at: 2).text },
        MarbleScenario("ignoreElements", "ignoreElements()") { r in
            oneToFive(r).ignoreElements().asObservable().text
        },
        MarbleScenario("single", "single()") { r in
            r.hot("source", [.next(10, 1), .next(40, 2), .completed(60)]).single().text
        },
        MarbleScenario("sample", "sample(sampler)") { r in
            let sampler = r.hot("sampler", [.next(20, 0), .next(35, 0), .next(60, 0), .next(90, 0)])
            return r.hot("source", [.next(10, 1), .next(15, 2), .next(45, 3), .completed(80)]).sample(sampler).text
        },
    ]
}

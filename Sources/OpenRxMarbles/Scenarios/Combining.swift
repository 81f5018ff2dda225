// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest

var combiningScenarios: [MarbleScenario] {
    [
        MarbleScenario("merge", "Observable.merge(a, b)") { r in
            let a = r.hot("a", [.next(10, 1), .next(40, 2), .completed(70)])
            let b = r.hot("b", [.next(25, 10), .next(55, 20), .completed(80)])
            return Observable.merge(a, b).text
        },
        MarbleScenario("concat", "a.concat(b)", end: 120) { r in
            let a = r.cold("a", [.next(10, 1), .next(30, 2), .completed(40)], kind: .input)
            let b = r.cold("b", [.next(10, 10), .next(30, 20), .completed(50)], kind: .input)
            return a.concat(b).text
        },
        MarbleScenario("combineLatest", "Observable.combineLatest(a, b) { \"\\($0)\\($1)\" }") { r in
            let a = r.hot("a", [.next(10, 1), .next(40, 2), .next(60, 3), .completed(80)])
            let b = r.hot("b", [.next(25, 7), .next(50, 8), .completed(70)])
            return Observable.combineLatest(a, b) { "\($0)\($1)" }
        },
        MarbleScenario("zip", "Observable.zip(a, b) { \"\\($0)\\($1)\" }") { r in
            let a = r.hot("a", [.next(10, 1), .next(20, 2), .next(30, 3), .completed(40)])
            let b = r.hot("b", [.next(25, 7), .next(50, 8), .next(75, 9), .completed(90)])
            return Observable.zip(a, b) { "\($0)\($1)" }
        },
        MarbleScenario("withLatestFrom", "a.withLatestFrom(b) { \"\\($0)\\($1)\" }") { r in
            let b = r.hot("b", [.next(15, 7), .next(45, 8), .completed(90)])
            let a = r.hot("a", [.next(10, 1), .next(30, 2), .next(50, 3), .next(70, 4), .completed(80)])
            return a.withLatestFrom(b) { "\($0)\($1)" }
        },
        MarbleScenario("startWith", "startWith(0)") { r in
            r.hot("source", [.next(30, 1), .next(60, 2), .completed(80)]).startWith(0).text
        },
        MarbleScenario("switchLatest", "switchLatest()", end: 120) { r in
            let first = r.cold("inner 1", [.next(10, 10), .next(40, 11), .completed(50)])
            let second = r.cold("inner 2", [.next(10, 20), .next(40, 21), .completed(50)])
            return r.hot("sources", [.next(10, 1), .next(40, 2), .completed(60)])
                .map { $0 == 1 ? first : second }
                .switchLatest().text
        },
        MarbleScenario("amb", "Observable.amb([a, b])") { r in
            let a = r.hot("a", [.next(30, 1), .next(50, 2), .completed(80)])
            let b = r.hot("b", [.next(20, 10), .next(60, 20), .completed(90)])
            return Observable.amb([a, b]).text
        },
    ]
}

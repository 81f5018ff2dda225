// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest

var transformingScenarios: [MarbleScenario] {
    [
        MarbleScenario("map", "map { $0 * 10 }") { r in
            r.hot("source", [.next(10, 1), .next(30, 2), .next(50, 3), .completed(70)]).map { $0 * 10 }.text
        },
        MarbleScenario("compactMap", "compactMap { $0 % 2 == 1 ? $0 * 10 : nil }") { r in
            r.hot("source", [.next(10, 1), .next(25, 2), .next(40, 3), .next(55, 4), .completed(70)])
                .compactMap { $0 % 2 == 1 ? $0 * 10 : nil }.text
        },
        MarbleScenario("scan", "scan(0, accumulator: +)") { r in
            r.hot("source", [.next(10, 1), .next(30, 2), .next(50, 3), .completed(70)]).scan(0, accumulator: +).text
        },
        MarbleScenario("enumerated", "enumerated()") { r in
            r.hot("source", [.next(10, 7), .next(30, 8), .next(50, 9), .completed(70)]).enumerated()
                .map { "\($0.index):\($0.element)" }
        },
        MarbleScenario("flatMap", "flatMap { inner($0) }", end: 120) { r in
            r.hot("source", [.next(10, 1), .next(40, 2), .completed(60)])
                .flatMap { value in
                    r.cold("inner \(value)", [.next(10, value * 10), .next(40, value * 10 + 1), .completed(50)])
                }.text
        },
        MarbleScenario("flatMapLatest", "flatMapLatest { inner($0) }", end: 120) { r in
            r.hot("source", [.next(10, 1), .next(40, 2), .completed(60)])
                .flatMapLatest { value in
                    r.cold("inner \(value)", [.next(10, value * 10), .next(40, value * 10 + 1), .completed(50)])
                }.text
        },
        MarbleScenario("flatMapFirst", "flatMapFirst { inner($0) }", end: 120) { r in
            r.hot("source", [.next(10, 1), .next(30, 2), .next(70, 3), .completed(80)])
                .flatMapFirst { value in
                    r.cold("inner \(value)", [.next(10, value * 10), .next(25, value * 10 + 1), .completed(30)])
                }.text
        },
        MarbleScenario("concatMap", "concatMap { inner($0) }", end: 120) { r in
            r.hot("source", [.next(10, 1), .next(20, 2), .completed(40)])
                .concatMap { value in
                    r.cold("inner \(value)", [.next(10, value * 10), .next(30, value * 10 + 1), .completed(40)])
                }.text
        },
        MarbleScenario("groupBy", "groupBy { $0 % 2 }") { r in
            r.hot("source", [.next(10, 1), .next(25, 2), .next(40, 3), .next(55, 4), .completed(75)])
                .groupBy { $0 % 2 }
                .do(onNext: { group in _ = r.tap("group \(group.key)", group.asObservable()).subscribe() })
                .map { "key \($0.key)" }
        },
        MarbleScenario("window", "window(timeSpan: .seconds(30), count: 2, scheduler: s)") { r in
            var count = 0
            return r.hot("source", [.next(10, 1), .next(20, 2), .next(25, 3), .next(50, 4), .completed(80)])
                .window(timeSpan: .seconds(30), count: 2, scheduler: r.timed)
                .do(onNext: { window in
                    count += 1
                    _ = r.tap("window \(count)", window).subscribe()
                })
                .map { _ in "w\(count)" }
        },
        MarbleScenario("buffer", "buffer(timeSpan: .seconds(30), count: 2, scheduler: s)") { r in
            r.hot("source", [.next(10, 1), .next(20, 2), .next(25, 3), .next(50, 4), .completed(80)])
                .buffer(timeSpan: .seconds(30), count: 2, scheduler: r.timed)
                .map { "[" + $0.map(String.init).joined(separator: ",") + "]" }
        },
        MarbleScenario("materialize", "materialize()") { r in
            r.hot("source", [.next(10, 1), .next(30, 2), .error(50, MarbleError())]).materialize()
                .map { event in
                    switch event {
                    case .next(let value): return "next \(value)"
                    case .error: return "error"
                    case .completed: return "completed"
                    }
                }
        },
    ]
}

// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest

var utilityScenarios: [MarbleScenario] {
    [
        MarbleScenario("do", "do(onNext: { print($0) })") { r in
            r.hot("source", [.next(10, 1), .next(30, 2), .next(50, 3), .completed(70)]).do(onNext: { _ in }).text
        },
        MarbleScenario("delay", "delay(.seconds(15), scheduler: s)") { r in
            r.hot("source", [.next(10, 1), .next(30, 2), .next(50, 3), .completed(70)])
                .delay(.seconds(15), scheduler: r.timed).text
        },
        MarbleScenario("delaySubscription", "delaySubscription(.seconds(25), scheduler: s)") { r in
            r.hot("source", [.next(10, 1), .next(30, 2), .next(50, 3), .completed(70)])
                .delaySubscription(.seconds(25), scheduler: r.timed).text
        },
        MarbleScenario("share", "share(replay: 1) — a second subscriber at 45") { r in
            let shared = r.hot("source", [.next(10, 1), .next(30, 2), .next(60, 3), .completed(80)]).share(replay: 1)
            _ = r.scheduler.scheduleRelative((), dueTime: .seconds(45)) { _ in
                r.tap("subscriber 2", shared).subscribe()
            }
            return shared.text
        },
        MarbleScenario("using", "Observable.using(makeResource) { _ in source }") { r in
            let source = r.cold("source", [.next(10, 1), .next(30, 2), .completed(50)])
            return Observable.using({ CompositeDisposable() }, observableFactory: { _ in source }).text
        },
    ]
}

var conditionalScenarios: [MarbleScenario] {
    [
        MarbleScenario("ifEmpty", "ifEmpty(default: 0)") { r in
            r.hot("source", [.completed(40)]).ifEmpty(default: 0).text
        },
        MarbleScenario("ifEmptySwitch", "ifEmpty(switchTo: other)") { r in
            let other = r.cold("other", [.next(10, 9), .completed(20)])
            return r.hot("source", [.completed(40)]).ifEmpty(switchTo: other).text
        },
    ]
}

var aggregateScenarios: [MarbleScenario] {
    [
        MarbleScenario("reduce", "reduce(0, accumulator: +)") { r in
            r.hot("source", [.next(10, 1), .next(30, 2), .next(50, 3), .completed(70)]).reduce(0, accumulator: +).text
        },
        MarbleScenario("toArray", "toArray()") { r in
            r.hot("source", [.next(10, 1), .next(30, 2), .next(50, 3), .completed(70)]).toArray().asObservable()
                .map { "[" + $0.map(String.init).joined(separator: ",") + "]" }
        },
    ]
}

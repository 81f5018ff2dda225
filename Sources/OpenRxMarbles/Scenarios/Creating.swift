// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest

var creatingScenarios: [MarbleScenario] {
    [
        MarbleScenario("just", "Observable.just(1)") { _ in Observable.just(1).text },
        MarbleScenario("of", "Observable.of(1, 2, 3)") { _ in Observable.of(1, 2, 3).text },
        MarbleScenario("from", "Observable.from([1, 2, 3])") { _ in Observable.from([1, 2, 3]).text },
        MarbleScenario("fromOptional", "Observable.from(optional: 1)") { _ in Observable.from(optional: 1).text },
        MarbleScenario("range", "Observable.range(start: 1, count: 4)") { _ in Observable.range(start: 1, count: 4).text
        },
        MarbleScenario("empty", "Observable<Int>.empty()") { _ in Observable<Int>.empty().text },
        MarbleScenario("never", "Observable<Int>.never()") { _ in Observable<Int>.never().text },
        MarbleScenario("error", "Observable<Int>.error(error)") { _ in Observable<Int>.error(MarbleError()).text },
        MarbleScenario("interval", "Observable<Int>.interval(.seconds(20), scheduler: s)") { r in
            Observable<Int>.interval(.seconds(20), scheduler: r.timed).take(4).text
        },
        MarbleScenario("timer", "Observable<Int>.timer(.seconds(30), scheduler: s)") { r in
            Observable<Int>.timer(.seconds(30), scheduler: r.timed).text
        },
        MarbleScenario("create", "Observable.create { observer in … }") { r in
            Observable<Int>.create { observer in
                observer.onNext(1)
                let later = r.scheduler.scheduleRelative((), dueTime: .seconds(40)) { _ in
                    observer.onNext(2)
                    observer.onCompleted()
                    return Disposables.create()
                }
                return later
            }.text
        },
        MarbleScenario("generate", "Observable.generate(initialState: 1, condition: { $0 < 5 }, iterate: { $0 + 1 })") {
            _ in
            Observable.generate(initialState: 1, condition: { $0 < 5 }, iterate: { $0 + 1 }).text
        },
        MarbleScenario("repeatElement", "Observable.repeatElement(7).take(3)") { _ in
            Observable.repeatElement(7).take(3).text
        },
        MarbleScenario("deferred", "Observable.deferred { source }") { r in
            let source = r.cold("source", [.next(10, 1), .next(20, 2), .completed(30)])
            return Observable.deferred { source }.delaySubscription(.seconds(20), scheduler: r.scheduler).text
        },
    ]
}

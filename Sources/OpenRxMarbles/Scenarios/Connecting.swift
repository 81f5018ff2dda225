// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest

/// The source of the connectable diagrams: one element every 20 seconds.
private func steady(_ r: MarbleRecording) -> Observable<Int> {
    r.hot("source", [.next(10, 1), .next(30, 2), .next(50, 3), .next(70, 4), .completed(90)])
}

/// Connects `connectable` at `time`.
private func connect<Element>(_ connectable: ConnectableObservable<Element>, at time: Int, _ r: MarbleRecording) {
    _ = r.scheduler.scheduleRelative((), dueTime: .seconds(time)) { _ in connectable.connect() }
}

var connectableScenarios: [MarbleScenario] {
    [
        MarbleScenario("publish", "publish() — connected at 25") { r in
            let published = steady(r).publish()
            connect(published, at: 25, r)
            return published.text
        },
        MarbleScenario("multicast", "multicast(PublishSubject()) — connected at 25") { r in
            let multicast = steady(r).multicast(PublishSubject())
            connect(multicast, at: 25, r)
            return multicast.text
        },
        MarbleScenario("replay", "replay(1) — connected at once, a second subscriber at 45") { r in
            let replayed = steady(r).replay(1)
            _ = replayed.connect()
            _ = r.scheduler.scheduleRelative((), dueTime: .seconds(45)) { _ in
                r.tap("subscriber 2", replayed.asObservable()).subscribe()
            }
            return replayed.text
        },
        MarbleScenario("replayAll", "replayAll() — connected at once, a second subscriber at 45") { r in
            let replayed = steady(r).replayAll()
            _ = replayed.connect()
            _ = r.scheduler.scheduleRelative((), dueTime: .seconds(45)) { _ in
                r.tap("subscriber 2", replayed.asObservable()).subscribe()
            }
            return replayed.text
        },
    ]
}

var conversionScenarios: [MarbleScenario] {
    [
        MarbleScenario("asSingle", "asSingle()") { r in
            r.hot("source", [.next(20, 1), .completed(50)]).asSingle().asObservable().text
        },
        MarbleScenario("asMaybe", "asMaybe()") { r in
            r.hot("source", [.completed(50)]).asMaybe().asObservable().text
        },
        MarbleScenario("asCompletable", "ignoreElements().asCompletable()") { r in
            r.hot("source", [.next(20, 1), .next(40, 2), .completed(60)]).ignoreElements().asCompletable()
                .asObservable().text
        },
        MarbleScenario("first", "first()") { r in
            r.hot("source", [.next(20, 1), .next(40, 2), .completed(60)]).first().asObservable()
                .map { "\($0.map(String.init) ?? "nil")" }
        },
        MarbleScenario("asInfallible", "asInfallible(onErrorJustReturn: 0)") { r in
            r.hot("source", [.next(20, 1), .error(50, MarbleError())]).asInfallible(onErrorJustReturn: 0)
                .asObservable().text
        },
        MarbleScenario("andThen", "completable.andThen(next)", end: 120) { r in
            let next = r.cold("next", [.next(10, 1), .next(30, 2), .completed(40)])
            return r.hot("completable", [.completed(40)]).ignoreElements().asCompletable().andThen(next).text
        },
        MarbleScenario("flatMapMaybe", "single.flatMapMaybe { inner($0) }", end: 120) { r in
            r.hot("single", [.next(20, 1), .completed(20)]).asSingle()
                .flatMapMaybe { value in r.cold("inner \(value)", [.next(30, value * 10), .completed(30)]).asMaybe() }
                .asObservable().text
        },
        MarbleScenario("flatMapCompletable", "single.flatMapCompletable { inner($0) }", end: 120) { r in
            r.hot("single", [.next(20, 1), .completed(20)]).asSingle()
                .flatMapCompletable { _ in r.cold("inner", [.completed(40)]).ignoreElements().asCompletable() }
                .asObservable().text
        },
        MarbleScenario("dematerialize", "dematerialize()") { r in
            let events: [Recorded<Event<Event<Int>>>] = [
                .next(20, .next(1)), .next(40, .next(2)), .next(60, .completed), .completed(80),
            ]
            return r.tap(
                "events", r.scheduler.createHotObservable(events).asObservable(), kind: .input,
                describe: { event in
                    switch event {
                    case .next(let value): return "next \(value)"
                    case .error: return "error"
                    case .completed: return "completed"
                    }
                }
            ).dematerialize().text
        },
        MarbleScenario("withUnretained", "withUnretained(owner) { _, value in value }") { r in
            r.hot("source", [.next(20, 1), .next(40, 2), .completed(60)]).withUnretained(r) { _, value in value }.text
        },
        MarbleScenario("observeOn", "observe(on: s)") { r in
            r.hot("source", [.next(20, 1), .next(40, 2), .completed(60)]).observe(on: r.timed).text
        },
    ]
}

// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest

/// Bursts of typing: 1 2 3 close together, a pause, 4 5, a pause, 6.
private func bursts(_ r: MarbleRecording) -> Observable<Int> {
    r.hot(
        "source",
        [.next(10, 1), .next(15, 2), .next(20, 3), .next(45, 4), .next(50, 5), .next(80, 6), .completed(110)])
}

var timeScenarios: [MarbleScenario] {
    [
        MarbleScenario("debounce", "debounce(.seconds(10), scheduler: s)", end: 120) { r in
            bursts(r).debounce(.seconds(10), scheduler: r.timed).text
        },
        MarbleScenario("throttle", "throttle(.seconds(20), scheduler: s)", end: 120) { r in
            bursts(r).throttle(.seconds(20), scheduler: r.timed).text
        },
        MarbleScenario("throttleNotLatest", "throttle(.seconds(20), latest: false, scheduler: s)", end: 120) { r in
            bursts(r).throttle(.seconds(20), latest: false, scheduler: r.timed).text
        },
        MarbleScenario("skipForDuration", "skip(for: .seconds(40), scheduler: s)", end: 120) { r in
            bursts(r).skip(for: .seconds(40), scheduler: r.timed).text
        },
        MarbleScenario("takeForDuration", "take(for: .seconds(50), scheduler: s)", end: 120) { r in
            bursts(r).take(for: .seconds(50), scheduler: r.timed).text
        },
    ]
}

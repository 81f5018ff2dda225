// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxCocoa
import OpenRxTest

/// The source of the sharing diagrams: an element every 20 seconds, then an error.
private func failing(_ r: MarbleRecording) -> Observable<Int> {
    r.hot("source", [.next(10, 1), .next(30, 2), .next(50, 3), .error(70, MarbleError())])
}

/// What `share` makes of the source, made while the test scheduler is the traits' (the scheduler is taken when the
/// trait is made), with a second subscriber at 45 drawn as its own lane.
private func withSecondSubscriber(
    _ r: MarbleRecording, _ share: (Observable<Int>) -> Observable<Int>
) -> Observable<String> {
    var made: Observable<Int>?
    SharingScheduler.mock(scheduler: r.scheduler) { made = share(failing(r)) }
    let shared = made!
    _ = r.scheduler.scheduleRelative((), dueTime: .seconds(45)) { _ in
        r.tap("subscriber 2", shared).subscribe()
    }
    return shared.text
}

/// RxCocoa's traits on the virtual clock, as a test of an app's view model runs them (`SharingScheduler.mock`).
var sharingScenarios: [MarbleScenario] {
    [
        MarbleScenario("asDriver", "asDriver(onErrorJustReturn: 0) — a second subscriber at 45") { r in
            withSecondSubscriber(r) { $0.asDriver(onErrorJustReturn: 0).asObservable() }
        },
        MarbleScenario("asSignal", "asSignal(onErrorJustReturn: 0) — a second subscriber at 45") { r in
            withSecondSubscriber(r) { $0.asSignal(onErrorJustReturn: 0).asObservable() }
        },
    ]
}

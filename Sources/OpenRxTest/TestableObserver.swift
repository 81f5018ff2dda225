// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx

/// An observer that records every event with the virtual time it arrived at.
///
///     let observer = scheduler.createObserver(Int.self)
///     source.subscribe(observer)
///     scheduler.start()
///     XCTAssertEqual(observer.events, [.next(210, 1), .completed(300)])
public final class TestableObserver<Element>: ObserverType {
    private let scheduler: TestScheduler

    /// The recorded events, in arrival order.
    public private(set) var events = [Recorded<Event<Element>>]()

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// Records `event` at the scheduler's current time.
    public func on(_ event: Event<Element>) {
        events.append(Recorded(time: scheduler.clock, value: event))
    }
}

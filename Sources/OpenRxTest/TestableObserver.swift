// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx

/// An observer that records every event with the virtual time it arrived at.
///
///     let observer = scheduler.createObserver(Int.self)
///     source.subscribe(observer)
///     scheduler.start()
///     XCTAssertEqual(observer.events, [.next(210, 1), .completed(300)])
///
/// The events are kept behind a lock: events that reach it on another thread (after `observe(on:)` a dispatch
/// queue) are recorded safely, at the clock's time then.
public final class TestableObserver<Element>: ObserverType {
    private let scheduler: TestScheduler
    private let recorded = LockedState.make([Recorded<Event<Element>>]())

    /// The recorded events, in arrival order.
    public var events: [Recorded<Event<Element>>] { recorded.withLock { $0 } }

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// Records `event` at the scheduler's current time.
    public func on(_ event: Event<Element>) {
        let time = scheduler.clock
        recorded.withLock { $0.append(Recorded(time: time, value: event)) }
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

import RxSwift
import RxTest

extension TestableObserver {
    /// The elements recorded so far, without their times (an RxTestExt-style helper).
    public var recordedElements: [Element] {
        events.compactMap { $0.value.element }
    }
}

/// Runs `make` on a fresh test scheduler and returns the elements it sent.
public func recordElements<Element>(_ make: @escaping (TestScheduler) -> Observable<Element>) -> [Element] {
    let scheduler = TestScheduler(initialClock: 0)
    return scheduler.start { make(scheduler) }.recordedElements
}

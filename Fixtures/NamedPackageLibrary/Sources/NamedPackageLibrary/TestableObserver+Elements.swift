// OpenRx — reactive programming for Swift. MIT licence.

import RxSwift
import RxTest

extension TestableObserver {
    /// The elements recorded so far, without their times (RxTestExt-style helper).
    public var elements: [Element] {
        events.compactMap { $0.value.element }
    }
}

extension TestScheduler {
    /// Subscribes to `source` at 200 and runs the scheduler, as `start` does, then returns the recorded elements.
    ///
    ///     cold: -1-2-|  →  [1, 2]
    public func recordElements<Element>(of source: RxSwift.Observable<Element>) -> [Element] {
        start { source }.elements
    }
}

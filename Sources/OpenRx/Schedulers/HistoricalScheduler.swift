// OpenRx — reactive programming for Swift. MIT licence.

import Foundation

/// Converts a ``HistoricalScheduler``'s dates and intervals (they are real dates already).
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType, Sendable {
    /// Virtual time is a date.
    public typealias VirtualTimeUnit = RxTime
    /// Virtual intervals are seconds.
    public typealias VirtualTimeIntervalUnit = TimeInterval

    /// The date itself.
    public func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime { virtualTime }
    /// The date itself.
    public func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit { time }
    /// The interval itself.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval {
        virtualTimeInterval
    }
    /// The interval itself.
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit {
        timeInterval
    }
    /// `time` plus `offset` seconds.
    public func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit {
        time.addingTimeInterval(offset)
    }
    /// Compares two dates.
    public func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : (lhs == rhs ? .equal : .greaterThan)
    }
}

/// A virtual-time scheduler whose clock is a `Date`: it replays work against historical time.
///
///     let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 0))
///     _ = Observable<Int>.timer(.seconds(10), scheduler: scheduler).subscribe(onNext: { _ in })
///     scheduler.start()   // the clock is now 10 seconds after 1970
public class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter> {
    /// Creates a scheduler whose clock starts at `initialClock`.
    public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
        super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
    }
}

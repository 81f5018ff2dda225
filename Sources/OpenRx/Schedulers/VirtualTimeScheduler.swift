// OpenRx — reactive programming for Swift. MIT licence.

import Foundation

/// Converts between a virtual time scheduler's units and real dates and intervals.
public protocol VirtualTimeConverterType {
    /// The virtual time unit (for example `Int` ticks).
    associatedtype VirtualTimeUnit
    /// The virtual interval unit.
    associatedtype VirtualTimeIntervalUnit

    /// The date of `virtualTime`.
    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime
    /// The virtual time of `time`.
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit
    /// The real interval of `virtualTimeInterval`.
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval
    /// The virtual interval of `timeInterval`.
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit
    /// `time` moved by `offset`.
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit
    /// How two virtual times compare.
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}

/// The result of comparing two virtual times.
public enum VirtualTimeComparison: Sendable {
    /// The left time is earlier.
    case lessThan
    /// The times are equal.
    case equal
    /// The left time is later.
    case greaterThan
}

/// A scheduler whose clock moves only when work runs: `start()` runs everything in time order,
/// `advanceTo(_:)` runs what is due up to a time. It is for tests and simulations and is not
/// thread-safe: drive it from one thread.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType, CustomDebugStringConvertible {
    /// The virtual time unit.
    public typealias VirtualTime = Converter.VirtualTimeUnit
    /// The virtual interval unit.
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    private var running = false
    private var nextItemID = 0
    private let converter: Converter
    private var queue: PriorityQueue<VirtualSchedulerItem<VirtualTime>>

    /// The current virtual time.
    public private(set) var clock: VirtualTime

    /// The current virtual time as a date.
    public var now: RxTime { converter.convertFromVirtualTime(clock) }

    /// Creates a scheduler whose clock starts at `initialClock`.
    public init(initialClock: VirtualTime, converter: Converter) {
        self.clock = initialClock
        self.converter = converter
        self.queue = PriorityQueue { lhs, rhs in
            switch converter.compareVirtualTime(lhs.time, rhs.time) {
            case .lessThan: return true
            case .greaterThan: return false
            case .equal: return lhs.id < rhs.id
            }
        }
    }

    /// Schedules `action` at the current virtual time (adjusted by ``adjustScheduledTime(_:)``).
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .microseconds(0), action: action)
    }

    /// Schedules `action` after `dueTime`, converted to virtual time. `.never` never runs (nothing is
    /// queued); a due date beyond `Date.distantFuture` is clamped to it, so no conversion overflows.
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        if dueTime.isNever { return Disposables.create() }
        let time = converter.convertToVirtualTime(Swift.min(now.adding(dueTime), .distantFuture))
        return scheduleAbsoluteVirtual(state, time: adjustScheduledTime(time), action: action)
    }

    /// Schedules `action` after a virtual interval.
    public func scheduleRelativeVirtual<StateType>(
        _ state: StateType, dueTime: VirtualTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        scheduleAbsoluteVirtual(state, time: converter.offsetVirtualTime(clock, offset: dueTime), action: action)
    }

    /// Schedules `action` at a virtual time.
    public func scheduleAbsoluteVirtual<StateType>(
        _ state: StateType, time: VirtualTime, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        #if Inspector
            let action = Inspection.carryingContext(action)
        #endif
        let item = VirtualSchedulerItem(time: time, id: nextItemID) { action(state) }
        nextItemID += 1
        queue.enqueue(item)
        return item
    }

    /// Adjusts the time of work scheduled relative to now. The default returns `time` unchanged.
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        time
    }

    /// Runs all scheduled work in time order, moving the clock, until none is left or ``stop()`` is
    /// called.
    public func start() {
        guard !running else { return }
        running = true
        while running, let item = nextItem() {
            if converter.compareVirtualTime(item.time, clock) == .greaterThan {
                clock = item.time
            }
            item.invoke()
        }
        running = false
    }

    /// Runs the work due up to `virtualTime` and sets the clock to it; an earlier `virtualTime` runs nothing
    /// and sets the clock back, as in RxSwift. Called while the scheduler runs (from one of its actions), it
    /// does nothing (RxSwift stops the program).
    public func advanceTo(_ virtualTime: VirtualTime) {
        guard !running else { return }
        running = true
        while running, let item = nextItem(dueBy: virtualTime) {
            if converter.compareVirtualTime(item.time, clock) == .greaterThan {
                clock = item.time
            }
            item.invoke()
        }
        clock = virtualTime
        running = false
    }

    /// Moves the clock forward by `virtualInterval` without running any work. An interval that would move it
    /// back does nothing (RxSwift stops the program: "Can't sleep to past.").
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        let sleepTo = converter.offsetVirtualTime(clock, offset: virtualInterval)
        guard converter.compareVirtualTime(sleepTo, clock) != .lessThan else { return }
        clock = sleepTo
    }

    /// Stops ``start()`` or ``advanceTo(_:)`` after the work that is running.
    public func stop() {
        running = false
    }

    /// The clock and the number of queued items.
    public var debugDescription: String {
        "VirtualTimeScheduler(clock: \(clock), queued: \(queue.count))"
    }

    private func nextItem(dueBy limit: VirtualTime? = nil) -> VirtualSchedulerItem<VirtualTime>? {
        while let item = queue.peek() {
            if item.isDisposed {
                _ = queue.dequeue()
                continue
            }
            if let limit, converter.compareVirtualTime(item.time, limit) == .greaterThan { return nil }
            return queue.dequeue()
        }
        return nil
    }
}

/// One item of a virtual time scheduler's queue.
final class VirtualSchedulerItem<Time>: Disposable {
    let time: Time
    let id: Int
    private var action: (() -> Disposable)?
    private let result = SingleAssignmentDisposable()

    init(time: Time, id: Int, action: @escaping () -> Disposable) {
        self.time = time
        self.id = id
        self.action = action
    }

    var isDisposed: Bool { result.isDisposed }

    func invoke() {
        guard let action, !result.isDisposed else { return }
        self.action = nil
        result.setDisposable(action())
    }

    func dispose() {
        action = nil
        result.dispose()
    }
}

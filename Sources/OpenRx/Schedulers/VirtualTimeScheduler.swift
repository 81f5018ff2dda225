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
/// `advanceTo(_:)` runs what is due up to a time. It is for tests and simulations: drive it from one thread.
///
/// Work scheduled from other threads (an operator after `observe(on:)` a dispatch queue) is queued safely, its
/// state behind a lock, and runs on the thread that drives the clock, in time order; which of two threads
/// queues first is theirs to race, so such a test is not deterministic. (RxSwift stops the program when a
/// virtual time scheduler is used from a second thread; unsynchronized, OpenRx's queue was a data race.)
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType, CustomDebugStringConvertible {
    /// The virtual time unit.
    public typealias VirtualTime = Converter.VirtualTimeUnit
    /// The virtual interval unit.
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    /// The clock, the queue and whether the scheduler runs, behind the lock. The queue's order calls the
    /// converter's `compareVirtualTime`, a pure comparison, under it.
    private struct State {
        var running = false
        var nextItemID = 0
        var clock: VirtualTime
        var queue: PriorityQueue<VirtualSchedulerItem<VirtualTime>>

        /// Starts running, unless it runs already.
        mutating func startRunning() -> Bool {
            if running { return false }
            running = true
            return true
        }

        /// Takes the first live item due by `limit` (any, if `nil`) and moves the clock to it, while running.
        mutating func next(
            dueBy limit: VirtualTime?, converter: Converter
        ) -> VirtualSchedulerItem<VirtualTime>? {
            guard running else { return nil }
            while let item = queue.peek() {
                if item.isDisposed {
                    _ = queue.dequeue()
                    continue
                }
                if let limit, converter.compareVirtualTime(item.time, limit) == .greaterThan { return nil }
                if converter.compareVirtualTime(item.time, clock) == .greaterThan { clock = item.time }
                return queue.dequeue()
            }
            return nil
        }
    }

    private let converter: Converter
    private let state: LockedState<State>

    /// The current virtual time.
    public var clock: VirtualTime { state.withLock { $0.clock } }

    /// The current virtual time as a date.
    public var now: RxTime { converter.convertFromVirtualTime(clock) }

    /// Creates a scheduler whose clock starts at `initialClock`.
    public init(initialClock: VirtualTime, converter: Converter) {
        self.converter = converter
        let queue = PriorityQueue<VirtualSchedulerItem<VirtualTime>> { lhs, rhs in
            switch converter.compareVirtualTime(lhs.time, rhs.time) {
            case .lessThan: return true
            case .greaterThan: return false
            case .equal: return lhs.id < rhs.id
            }
        }
        state = LockedState.make(State(clock: initialClock, queue: queue))
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
        return self.state.withLock { scheduler in
            let item = VirtualSchedulerItem(time: time, id: scheduler.nextItemID) { action(state) }
            scheduler.nextItemID += 1
            scheduler.queue.enqueue(item)
            return item
        }
    }

    /// Adjusts the time of work scheduled relative to now. The default returns `time` unchanged.
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        time
    }

    /// Runs all scheduled work in time order, moving the clock, until none is left or ``stop()`` is
    /// called.
    public func start() {
        guard state.withLock({ $0.startRunning() }) else { return }
        while let item = state.withLock({ $0.next(dueBy: nil, converter: converter) }) {
            item.invoke()
        }
        state.withLock { $0.running = false }
    }

    /// Runs the work due up to `virtualTime` and sets the clock to it; an earlier `virtualTime` runs nothing
    /// and sets the clock back, as in RxSwift. Called while the scheduler runs (from one of its actions), it
    /// does nothing (RxSwift stops the program).
    public func advanceTo(_ virtualTime: VirtualTime) {
        guard state.withLock({ $0.startRunning() }) else { return }
        while let item = state.withLock({ $0.next(dueBy: virtualTime, converter: converter) }) {
            item.invoke()
        }
        state.withLock {
            $0.clock = virtualTime
            $0.running = false
        }
    }

    /// Moves the clock forward by `virtualInterval` without running any work. An interval that would move it
    /// back does nothing (RxSwift stops the program: "Can't sleep to past.").
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        let converter = self.converter
        state.withLock { state in
            let sleepTo = converter.offsetVirtualTime(state.clock, offset: virtualInterval)
            guard converter.compareVirtualTime(sleepTo, state.clock) != .lessThan else { return }
            state.clock = sleepTo
        }
    }

    /// Stops ``start()`` or ``advanceTo(_:)`` after the work that is running.
    public func stop() {
        state.withLock { $0.running = false }
    }

    /// The clock and the number of queued items.
    public var debugDescription: String {
        let (clock, count) = state.withLock { ($0.clock, $0.queue.count) }
        return "VirtualTimeScheduler(clock: \(clock), queued: \(count))"
    }
}

/// One item of a virtual time scheduler's queue: its action is taken under its lock by whichever of running it
/// and disposing it comes first.
final class VirtualSchedulerItem<Time>: Disposable {
    let time: Time
    let id: Int
    private let action: LockedState<(() -> Disposable)?>
    private let result = SingleAssignmentDisposable()

    init(time: Time, id: Int, action: @escaping () -> Disposable) {
        self.time = time
        self.id = id
        self.action = LockedState.make(action)
    }

    var isDisposed: Bool { result.isDisposed }

    func invoke() {
        guard let action = action.exchange(nil), !result.isDisposed else { return }
        result.setDisposable(action())
    }

    func dispose() {
        // Released after unlocking: the action's captures may call out when they go.
        let dropped = action.exchange(nil)
        result.dispose()
        withExtendedLifetime(dropped) {}
    }
}

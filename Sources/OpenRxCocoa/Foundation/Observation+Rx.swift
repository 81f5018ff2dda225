// OpenRx — reactive programming for Swift. MIT licence.

import Foundation
import Observation
import OpenRx

extension Reactive where Base: AnyObject & Observation.Observable {
    /// The value at `keyPath` of an `@Observable` object: the current value at once, then the value after
    /// each change — the key-value observation of platforms without the Objective-C runtime.
    ///
    /// The Observation module reports a change before the new value is stored, so the new value is read on `scheduler`
    /// (by default the main queue, asynchronously); changes made before that read arrive as one value. The read must
    /// come after the change: a scheduler that runs it at once, inside the change (`MainScheduler.instance` on the main
    /// thread, `CurrentThreadScheduler` outside a trampoline), would read the old value, so that read goes through
    /// `MainScheduler.asyncInstance` instead. The object is held weakly, so the subscription does not keep it alive;
    /// the sequence ends when a read finds it gone (a change made just before its release). Releasing the object does
    /// not end the sequence by itself — without the Objective-C runtime nothing reports a deallocation (RxCocoa's KVO
    /// `observe` ends at `rx.deallocated`) — so dispose the subscription with the object's owner (its `DisposeBag`).
    /// Give your class `rx` with `extension Model: ReactiveCompatible {}`.
    ///
    ///     @Observable final class Model { var count = 0 }
    ///     extension Model: ReactiveCompatible {}
    ///     model.rx.observe(\.count).subscribe(onNext: { print($0) })   // 0, then each new count
    public func observe<Value>(
        _ keyPath: KeyPath<Base, Value>, scheduler: ImmediateSchedulerType = MainScheduler.asyncInstance
    ) -> Observable<Value> {
        weak let object = base
        // The tracking reads the object one read at a time (see `ObservationTracking`).
        return Observable.create(
            uncheckedOperatorClosure { observer in
                let tracking = ObservationTracking<Value>(scheduler: scheduler) {
                    guard let object else { return nil }
                    return object[keyPath: keyPath]
                } deliver: { value in
                    if let value { observer.onNext(value) } else { observer.onCompleted() }
                }
                tracking.start()
                return tracking
            })
    }
}

/// Reads a value under observation tracking, delivers it, and does it again on `scheduler` after each
/// change, until disposed.
///
/// One read-and-deliver runs at a time: a change reported while a read or its delivery runs (on any
/// thread) schedules the next read only once that delivery is done, so values arrive in order and never
/// overlap. The scheduled read is owned by the locked state, by id: a scheduling call that returns late
/// (after its read ran, or after disposal) never replaces the live one and is disposed instead.
// Sendable: the state is behind its lock; `read` and `deliver` are called one read at a time, as above.
final class ObservationTracking<Value>: Disposable, @unchecked Sendable {
    private enum Phase {
        /// A read and its delivery run; `changed` when a change was reported meanwhile.
        case reading(changed: Bool)
        /// Delivered; waiting for a change.
        case tracking
        /// A change came: the read `id` is scheduled (its disposable once the scheduling call returned).
        case scheduled(id: Int, Disposable?)
        case disposed
    }

    private struct State {
        var phase = Phase.reading(changed: false)
        var lastID = 0

        /// The tracked value changed: schedules a read unless one runs or is scheduled already.
        mutating func changed() -> Int? {
            switch phase {
            case .reading:
                phase = .reading(changed: true)
                return nil
            case .tracking:
                return scheduleNext()
            case .scheduled, .disposed:
                return nil
            }
        }

        /// The read finished: whether to deliver its value.
        func shouldDeliver() -> Bool {
            if case .disposed = phase { return false }
            return true
        }

        /// The value was delivered: schedules the next read if a change came meanwhile.
        mutating func delivered() -> Int? {
            switch phase {
            case .reading(changed: true):
                return scheduleNext()
            case .reading(changed: false):
                phase = .tracking
                return nil
            case .tracking, .scheduled, .disposed:
                return nil
            }
        }

        /// The scheduled read `id` starts: whether it is still the live one.
        mutating func startRead(_ id: Int) -> Bool {
            guard case .scheduled(id, _) = phase else { return false }
            phase = .reading(changed: false)
            return true
        }

        /// The scheduling call of read `id` returned `disposable`: kept while that read waits; otherwise
        /// returned, to dispose after unlocking.
        mutating func scheduled(_ id: Int, _ disposable: Disposable) -> Disposable? {
            guard case .scheduled(id, nil) = phase else { return disposable }
            phase = .scheduled(id: id, disposable)
            return nil
        }

        /// Ends the tracking; returns the scheduled read to cancel after unlocking.
        mutating func dispose() -> Disposable? {
            let pending: Disposable?
            if case .scheduled(_, let disposable) = phase { pending = disposable } else { pending = nil }
            phase = .disposed
            return pending
        }

        private mutating func scheduleNext() -> Int {
            lastID += 1
            phase = .scheduled(id: lastID, nil)
            return lastID
        }
    }

    private let scheduler: ImmediateSchedulerType
    private let read: () -> Value?
    private let deliver: (Value?) -> Void
    private let state = LockedState.make(State())

    /// Tracks `read` (`nil` once the object is gone), delivering with `deliver`; reads again on `scheduler`.
    init(scheduler: ImmediateSchedulerType, read: @escaping () -> Value?, deliver: @escaping (Value?) -> Void) {
        self.scheduler = scheduler
        self.read = read
        self.deliver = deliver
    }

    /// Reads and delivers the current value, and tracks it.
    func start() {
        readAndDeliver()
    }

    func dispose() {
        // Cancelled after unlocking.
        state.withLock { $0.dispose() }?.dispose()
    }

    private func readAndDeliver() {
        let value = withObservationTracking(read) { [weak self] in self?.changed() }
        guard state.withLock({ $0.shouldDeliver() }) else { return }
        deliver(value)
        if let id = state.withLock({ $0.delivered() }) { schedule(id) }
    }

    private func changed() {
        if let id = state.withLock({ $0.changed() }) { schedule(id, insideChange: true) }
    }

    /// Schedules read `id` on the scheduler. `insideChange`: called from the change notification, which comes
    /// before the value is stored; a scheduler that runs the read at once, on this thread, would read the old
    /// value, so the read then goes to the main queue, after the change.
    private func schedule(_ id: Int, insideChange: Bool = false) {
        let caller = Thread.current
        let schedulingReturned = LockedState.make(false)
        let disposable = scheduler.schedule(()) { [weak self] _ in
            if insideChange && Thread.current === caller && !schedulingReturned.withLock({ $0 }) {
                _ = MainScheduler.asyncInstance.schedule(()) { [weak self] _ in
                    self?.runScheduledRead(id)
                    return Disposables.create()
                }
                return Disposables.create()
            }
            self?.runScheduledRead(id)
            return Disposables.create()
        }
        schedulingReturned.withLock { $0 = true }
        // A late or stale scheduling is disposed after unlocking, never stored over the live one.
        state.withLock { $0.scheduled(id, disposable) }?.dispose()
    }

    private func runScheduledRead(_ id: Int) {
        guard state.withLock({ $0.startRead(id) }) else { return }
        readAndDeliver()
    }
}

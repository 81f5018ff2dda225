// OpenRx — reactive programming for Swift. MIT licence.

import Foundation
import OpenRx
import XCTest

/// A scheduler for the late-assignment interleaving: it passes work to a `ManualThreadScheduler`, except
/// for the one scheduling call made after `arm()`, whose action runs on another thread to the end before
/// that call returns (the timer fires before the operator could store its disposable, and the operator
/// starts its next timer meanwhile). Only that one call runs early, so a timer that reschedules itself
/// does not recurse.
final class FiresOnceBeforeReturning: SchedulerType, @unchecked Sendable {
    // Sendable: `isArmed` is guarded by the lock; the base scheduler is thread-safe.
    let base: ManualThreadScheduler
    private let lock = NSLock()
    private var isArmed = false

    init(_ base: ManualThreadScheduler) {
        self.base = base
    }

    /// Makes the next scheduling call run its action before returning.
    func arm() {
        lock.lock()
        isArmed = true
        lock.unlock()
    }

    private func takeArmed() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let armed = isArmed
        isArmed = false
        return armed
    }

    var now: RxTime { base.now }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        base.schedule(state, action: action)
    }

    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        guard takeArmed() else { return base.scheduleRelative(state, dueTime: dueTime, action: action) }
        let work = Unchecked((state, action))
        runOnAnotherThread { _ = work.value.1(work.value.0) }
        return Disposables.create()
    }
}

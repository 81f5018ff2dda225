// OpenRx — reactive programming for Swift. MIT licence.

import Foundation
import Observation
import OpenRx

extension Reactive where Base: AnyObject & Observation.Observable {
    /// The value at `keyPath` of an `@Observable` object: the current value at once, then the value after
    /// each change — the key-value observation of platforms without the Objective-C runtime.
    ///
    /// The Observation module reports a change before the new value is stored, so the new value is read on
    /// `scheduler` (by default the main queue, asynchronously); changes made before that read arrive as one
    /// value. The object is held weakly: once it is gone, the next change ends the sequence. Give your
    /// class `rx` with `extension Model: ReactiveCompatible {}`.
    ///
    ///     @Observable final class Model { var count = 0 }
    ///     extension Model: ReactiveCompatible {}
    ///     model.rx.observe(\.count).subscribe(onNext: { print($0) })   // 0, then each new count
    public func observe<Value>(
        _ keyPath: KeyPath<Base, Value>, scheduler: ImmediateSchedulerType = MainScheduler.asyncInstance
    ) -> Observable<Value> {
        weak let object = base
        return Observable.create { observer in
            let tracking = ObservationTracking(scheduler: scheduler)
            tracking.start { () -> Value? in
                guard let object else { return nil }
                return object[keyPath: keyPath]
            } deliver: { value in
                if let value { observer.onNext(value) } else { observer.onCompleted() }
            }
            return tracking
        }
    }
}

/// Reads a value under observation tracking, delivers it, and does it again on `scheduler` after each
/// change, until disposed.
// Sendable: `isDisposed` is behind the lock; the reading and delivering closures are only called from the
// subscribing call and then from the scheduler, one call at a time (each change schedules the next read).
final class ObservationTracking: Disposable, @unchecked Sendable {
    private let scheduler: ImmediateSchedulerType
    private let pending = SerialDisposable()
    private let lock = NSLock()
    private var isDisposed = false

    init(scheduler: ImmediateSchedulerType) {
        self.scheduler = scheduler
    }

    /// Reads with `read` (`nil` once the object is gone) and delivers with `deliver`, now and after each change.
    func start<Value>(read: @escaping () -> Value?, deliver: @escaping (Value?) -> Void) {
        if disposed { return }
        let step = CocoaSendableBox { [weak self] in self?.start(read: read, deliver: deliver) }
        let value = withObservationTracking(read) { [weak self] in
            guard let self, !self.disposed else { return }
            self.pending.disposable = self.scheduler.schedule(()) { _ in
                step.value()
                return Disposables.create()
            }
        }
        deliver(value)
    }

    private var disposed: Bool {
        lock.lock()
        defer { lock.unlock() }
        return isDisposed
    }

    func dispose() {
        lock.lock()
        isDisposed = true
        lock.unlock()
        pending.dispose()
    }
}

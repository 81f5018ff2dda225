// OpenRx — reactive programming for Swift. MIT licence.

/// Disposes its inner disposable on a scheduler.
///
///     let disposable = ScheduledDisposable(scheduler: MainScheduler.instance, disposable: subscription)
///     disposable.dispose()   // `subscription.dispose()` runs on the main scheduler
// Sendable: the inner disposable is taken once through the atomic flag.
public final class ScheduledDisposable: Cancelable, @unchecked Sendable {
    /// The scheduler that runs the disposal.
    public let scheduler: ImmediateSchedulerType
    private let flag = AtomicInt.make()
    private var disposable: Disposable?

    /// Creates a disposable that disposes `disposable` on `scheduler`.
    public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        self.disposable = disposable
    }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { flag.atomicLoad() != 0 }

    /// Schedules the disposal of the inner disposable.
    public func dispose() {
        _ = scheduler.schedule(self) { scheduled in
            scheduled.disposeInner()
            return Disposables.create()
        }
    }

    private func disposeInner() {
        guard flag.atomicFetchOr(1) == 0 else { return }
        let inner = disposable
        disposable = nil
        inner?.dispose()
    }
}

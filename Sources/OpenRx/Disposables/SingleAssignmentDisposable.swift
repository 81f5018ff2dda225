// OpenRx — reactive programming for Swift. MIT licence.

/// A disposable whose inner disposable is set once, possibly after it was disposed (then the inner one
/// is disposed as soon as it is set).
///
///     let slot = SingleAssignmentDisposable()
///     slot.setDisposable(source.subscribe(observer))
// Sendable: the inner disposable is guarded by the lock; disposal happens after unlocking.
public final class SingleAssignmentDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    private struct State {
        var disposable: Disposable?
        var isSet = false
        var isDisposed = false
    }

    private let state = LockedState.make(State())

    /// Creates an empty disposable.
    public override init() {
        super.init()
    }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { state.withLock { $0.isDisposed } }

    /// Sets the inner disposable; disposes it at once if this disposable was disposed already.
    ///
    /// - Precondition: called at most once.
    public func setDisposable(_ disposable: Disposable) {
        let disposeNow: Bool = state.withLock { state in
            precondition(!state.isSet, "SingleAssignmentDisposable.setDisposable(_:) called twice")
            state.isSet = true
            if state.isDisposed { return true }
            state.disposable = disposable
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    /// Disposes the inner disposable (now, or when it is set).
    public func dispose() {
        let inner: Disposable? = state.withLock { state in
            if state.isDisposed { return nil }
            state.isDisposed = true
            defer { state.disposable = nil }
            return state.disposable
        }
        inner?.dispose()
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

/// A disposable whose inner disposable can be replaced; setting a new one disposes the previous one.
/// After disposal, any disposable that is set is disposed at once.
///
///     let current = SerialDisposable()
///     current.disposable = first.subscribe()
///     current.disposable = second.subscribe()   // disposes the first subscription
// Sendable: the inner disposable is guarded by the lock; disposal happens after unlocking.
public final class SerialDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    private struct State {
        var current: Disposable?
        var isDisposed = false
    }

    private let state = LockedState.make(State())

    /// Creates an empty disposable.
    public override init() {
        super.init()
    }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { state.withLock { $0.isDisposed } }

    /// The inner disposable. Setting it disposes the previous one (or the new one, after disposal).
    public var disposable: Disposable {
        get { state.withLock { $0.current } ?? Disposables.create() }
        set {
            let toDispose: Disposable? = state.withLock { state in
                if state.isDisposed { return newValue }
                defer { state.current = newValue }
                return state.current
            }
            toDispose?.dispose()
        }
    }

    /// Disposes the inner disposable and every later one.
    public func dispose() {
        let inner: Disposable? = state.withLock { state in
            if state.isDisposed { return nil }
            state.isDisposed = true
            defer { state.current = nil }
            return state.current
        }
        inner?.dispose()
    }
}

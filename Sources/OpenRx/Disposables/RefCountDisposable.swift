// OpenRx — reactive programming for Swift. MIT licence.

/// Disposes its underlying disposable only when it was disposed and every disposable that ``retain()``
/// handed out was disposed too.
///
///     let shared = RefCountDisposable(disposable: connection)
///     let user = shared.retain()
///     shared.dispose()   // connection stays alive: `user` still holds it
///     user.dispose()     // now the connection is disposed
// Sendable: the state is guarded by the lock; disposal happens after unlocking.
public final class RefCountDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    private struct State {
        var disposable: Disposable?
        var isPrimaryDisposed = false
        var count = 0

        /// Takes the underlying disposable when it is due for disposal.
        mutating func takeIfDue() -> Disposable? {
            guard isPrimaryDisposed, count == 0, let taken = disposable else { return nil }
            disposable = nil
            return taken
        }
    }

    private let state: LockedState<State>

    /// Creates a reference-counted wrapper of `disposable`.
    public init(disposable: Disposable) {
        state = LockedState.make(State(disposable: disposable))
        super.init()
    }

    /// Whether the underlying disposable was disposed.
    public var isDisposed: Bool { state.withLock { $0.disposable == nil } }

    /// Returns a disposable that holds the underlying one alive until it is disposed. After the
    /// underlying disposable was disposed, returns a disposable that does nothing.
    public func retain() -> Disposable {
        let retained = state.withLock { (state: inout State) -> Bool in
            guard state.disposable != nil else { return false }
            state.count += 1
            return true
        }
        guard retained else { return Disposables.create() }
        return Disposables.create { [self] in release() }
    }

    /// Disposes the underlying disposable once nothing retains it.
    public func dispose() {
        let due = state.withLock { (state: inout State) -> Disposable? in
            state.isPrimaryDisposed = true
            return state.takeIfDue()
        }
        due?.dispose()
    }

    private func release() {
        let due = state.withLock { (state: inout State) -> Disposable? in
            state.count -= 1
            return state.takeIfDue()
        }
        due?.dispose()
    }
}

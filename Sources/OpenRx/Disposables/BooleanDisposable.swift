// OpenRx — reactive programming for Swift. MIT licence.

/// A disposable that only records whether it was disposed.
///
///     let flag = BooleanDisposable()
///     flag.dispose()
///     flag.isDisposed   // true
// Sendable: the flag is atomic.
public final class BooleanDisposable: Cancelable, @unchecked Sendable {
    private let state: AtomicInt

    /// Creates a disposable that is not disposed.
    public init() {
        state = AtomicInt.make(0)
    }

    /// Creates a disposable that is disposed already if `isDisposed` is true.
    public init(isDisposed: Bool) {
        state = AtomicInt.make(isDisposed ? 1 : 0)
    }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { state.atomicLoad() != 0 }

    /// Marks the disposable disposed.
    public func dispose() {
        state.atomicStore(1)
    }
}

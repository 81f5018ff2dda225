// OpenRx — reactive programming for Swift. MIT licence.

/// Runs an action on its first disposal and then releases the action.
// Thread safety: the action is taken by the one caller whose fetch-or wins; nobody touches it afterwards.
@usableFromInline
final class AnonymousDisposable: AtomicBuffer<(() -> Void)?>, Cancelable {
    /// A disposable that runs `action` on its first disposal.
    @usableFromInline
    static func make(_ action: @escaping () -> Void) -> AnonymousDisposable {
        Resources.incrementTotal()
        return make(header: action)
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Whether `dispose()` has been called.
    @usableFromInline
    var isDisposed: Bool { atomicLoad() != 0 }

    /// Runs the action, the first time only, and releases it.
    @usableFromInline
    func dispose() {
        guard atomicFetchOr(1) == 0 else { return }
        let action = header
        header = nil
        action?()
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

/// Runs an action on its first disposal and then releases the action.
// Thread safety: the action is taken by the one caller whose fetch-or wins; nobody touches it afterwards.
@usableFromInline
final class AnonymousDisposable: AtomicBuffer<(() -> Void)?>, Cancelable {
    @usableFromInline
    static func make(_ action: @escaping () -> Void) -> AnonymousDisposable {
        Resources.incrementTotal()
        return make(header: action)
    }

    deinit {
        Resources.decrementTotal()
    }

    @usableFromInline
    var isDisposed: Bool { atomicLoad() != 0 }

    @usableFromInline
    func dispose() {
        guard atomicFetchOr(1) == 0 else { return }
        let action = header
        header = nil
        action?()
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

/// Disposes two disposables on its first disposal and then releases them.
// Thread safety: the pair is taken by the one caller whose fetch-or wins; nobody touches it afterwards.
@usableFromInline
final class BinaryDisposable: AtomicBuffer<(Disposable, Disposable)?>, Cancelable {
    /// A disposable that disposes `first`, then `second`, on its first disposal.
    @usableFromInline
    static func make(_ first: Disposable, _ second: Disposable) -> BinaryDisposable {
        Resources.incrementTotal()
        return make(header: (first, second))
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Whether `dispose()` has been called.
    @usableFromInline
    var isDisposed: Bool { atomicLoad() != 0 }

    /// Disposes both, the first time only, and releases them.
    @usableFromInline
    func dispose() {
        guard atomicFetchOr(1) == 0 else { return }
        let pair = header
        header = nil
        pair?.0.dispose()
        pair?.1.dispose()
    }
}

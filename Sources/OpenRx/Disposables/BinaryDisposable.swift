// OpenRx — reactive programming for Swift. MIT licence.

/// Disposes two disposables on its first disposal and then releases them.
///
/// It keeps them as class instances (``DisposableObject``): copying the pair out and releasing it is then two
/// retains and releases, where a pair of `any Disposable` went through the value witnesses of both dynamic
/// types, about a thousand instructions per subscription that ended this way (issue 38).
// Thread safety: the pair is taken by the one caller whose fetch-or wins; nobody touches it afterwards.
@usableFromInline
final class BinaryDisposable: AtomicBuffer<BinaryDisposable.Pair>, Cancelable {
    /// The two disposables; `nil` is one with nothing to dispose.
    @usableFromInline
    struct Pair {
        @usableFromInline var first: DisposableObject?
        @usableFromInline var second: DisposableObject?

        @inlinable
        init(_ first: DisposableObject?, _ second: DisposableObject?) {
            self.first = first
            self.second = second
        }
    }

    /// A disposable that disposes `first`, then `second`, on its first disposal.
    @usableFromInline
    static func make(disposing first: DisposableObject?, then second: DisposableObject?) -> BinaryDisposable {
        Resources.incrementTotal()
        return make(header: Pair(first, second))
    }

    /// ``make(disposing:then:)`` for disposables that may be of the user's types.
    @usableFromInline
    static func make(_ first: Disposable, _ second: Disposable) -> BinaryDisposable {
        make(disposing: disposableObject(first), then: disposableObject(second))
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
        header = Pair(nil, nil)
        pair.first?.dispose()
        pair.second?.dispose()
    }
}

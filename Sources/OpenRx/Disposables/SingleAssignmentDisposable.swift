// OpenRx — reactive programming for Swift. MIT licence.

/// A disposable whose inner disposable is set once, possibly after it was disposed (then the inner one
/// is disposed as soon as it is set).
///
///     let slot = SingleAssignmentDisposable()
///     slot.setDisposable(source.subscribe(observer))
// Sendable: `disposable` is written before the release of `setBit` and taken after the acquire that sees
// both bits, by the one caller (of `setDisposable` and `dispose`) that comes second.
public final class SingleAssignmentDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    private static var disposedBit: Int { 1 }
    private static var setBit: Int { 2 }

    // The first stored property: the atomic state word (see `InlineAtomicWord`).
    private var state = 0
    /// Written by `setDisposable` before the atomic word publishes it, taken once by the thread that sees both
    /// bits set: the word orders the accesses, so the runtime's exclusivity check (about 76 instructions an
    /// access) is off (Documentation/Contracts.md, "Exclusivity checks").
    @exclusivity(unchecked) private var disposable: Disposable?

    /// Creates an empty disposable.
    public override init() {
        super.init()
        #if DEBUG
            _ = withUnsafeMutablePointer(to: &state) { InlineAtomicWord(self, firstStoredProperty: $0) }
        #endif
    }

    private var word: InlineAtomicWord { InlineAtomicWord(self) }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { word.load() & Self.disposedBit != 0 }

    /// Sets the inner disposable; disposes it at once if this disposable was disposed already.
    ///
    /// - Precondition: called at most once.
    public func setDisposable(_ disposable: Disposable) {
        self.disposable = disposable
        let previous = word.fetchOr(Self.setBit)
        precondition(previous & Self.setBit == 0, "SingleAssignmentDisposable.setDisposable(_:) called twice")
        if previous & Self.disposedBit != 0 { takeAndDispose() }
    }

    /// Disposes the inner disposable (now, or when it is set).
    public func dispose() {
        let previous = word.fetchOr(Self.disposedBit)
        if previous & Self.disposedBit == 0 && previous & Self.setBit != 0 { takeAndDispose() }
    }

    private func takeAndDispose() {
        let inner = disposable
        disposable = nil
        inner?.dispose()
    }
}

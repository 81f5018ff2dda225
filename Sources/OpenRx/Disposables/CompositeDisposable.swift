// OpenRx — reactive programming for Swift. MIT licence.

/// A group of disposables disposed together; members can be added and removed by key.
///
///     let group = CompositeDisposable()
///     let key = group.insert(first.subscribe())
///     group.remove(for: key!)   // disposes that subscription only
///     group.dispose()           // disposes the rest, and anything inserted later
// Sendable: the bag is guarded by the lock; disposal happens after unlocking.
public final class CompositeDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    /// The key of a disposable in the group, for ``remove(for:)``.
    public struct DisposeKey: Hashable, Sendable {
        fileprivate let key: BagKey
    }

    private struct State {
        var disposables = Bag<Disposable>()
        var isDisposed = false
    }

    private let state: LockedState<State>

    /// Creates an empty group.
    public override init() {
        state = LockedState.make(State())
        super.init()
    }

    /// Creates a group of two disposables.
    public init(_ disposable1: Disposable, _ disposable2: Disposable) {
        state = LockedState.make(State())
        super.init()
        insertAll([disposable1, disposable2])
    }

    /// Creates a group of three disposables.
    public init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {
        state = LockedState.make(State())
        super.init()
        insertAll([disposable1, disposable2, disposable3])
    }

    /// Creates a group of four or more disposables.
    public init(
        _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable,
        _ disposable4: Disposable, _ disposables: Disposable...
    ) {
        state = LockedState.make(State())
        super.init()
        insertAll([disposable1, disposable2, disposable3, disposable4] + disposables)
    }

    /// Creates a group of the disposables.
    public init(disposables: [Disposable]) {
        state = LockedState.make(State())
        super.init()
        insertAll(disposables)
    }

    private func insertAll(_ disposables: [Disposable]) {
        state.withLock { state in
            for disposable in disposables { state.disposables.insert(disposable) }
        }
    }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { state.withLock { $0.isDisposed } }

    /// Adds `disposable` and returns its key; if the group is disposed, disposes it at once and
    /// returns `nil`.
    @discardableResult
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        let key: BagKey? = state.withLock { state in
            if state.isDisposed { return nil }
            return state.disposables.insert(disposable)
        }
        guard let key else {
            disposable.dispose()
            return nil
        }
        return DisposeKey(key: key)
    }

    /// The number of disposables in the group.
    public var count: Int { state.withLock { $0.disposables.count } }

    /// Removes the disposable with `disposeKey` from the group and disposes it.
    public func remove(for disposeKey: DisposeKey) {
        state.withLock { $0.disposables.removeKey(disposeKey.key) }?.dispose()
    }

    /// Disposes every disposable in the group, and every one inserted later.
    public func dispose() {
        let members: Bag<Disposable>? = state.withLock { state in
            if state.isDisposed { return nil }
            state.isDisposed = true
            defer { state.disposables.removeAll() }
            return state.disposables
        }
        members?.forEach { $0.dispose() }
    }
}

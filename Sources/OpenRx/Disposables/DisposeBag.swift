// OpenRx — reactive programming for Swift. MIT licence.

/// Collects disposables and disposes them all when the bag is deallocated.
///
///     final class ViewModel {
///         private let disposeBag = DisposeBag()
///         init(source: Observable<Int>) {
///             source.subscribe(onNext: { print($0) }).disposed(by: disposeBag)
///         }
///     }
///
/// To dispose early, replace the bag with a new one. A disposable inserted into a bag that is being
/// deallocated is disposed at once.
// Sendable: the disposables are guarded by the lock; disposal happens after unlocking.
public final class DisposeBag: DisposeBase, @unchecked Sendable {
    private struct State {
        var disposables: [Disposable] = []
        var isDisposed = false
    }

    private let state = LockedState.make(State())

    /// Creates an empty bag.
    public override init() {
        super.init()
    }

    /// Adds `disposable`, to be disposed when the bag is deallocated.
    public func insert(_ disposable: Disposable) {
        let disposeNow: Bool = state.withLock { state in
            if state.isDisposed { return true }
            state.disposables.append(disposable)
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    private func disposeAll() {
        let disposables: [Disposable] = state.withLock { state in
            state.isDisposed = true
            defer { state.disposables = [] }
            return state.disposables
        }
        for disposable in disposables { disposable.dispose() }
    }

    deinit {
        disposeAll()
    }
}

extension DisposeBag {
    /// Creates a bag holding `disposables`.
    public convenience init(disposing disposables: Disposable...) {
        self.init(disposing: disposables)
    }

    /// Creates a bag holding the disposables the builder lists.
    ///
    ///     let bag = DisposeBag {
    ///         first.subscribe()
    ///         second.subscribe()
    ///     }
    public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init(disposing: builder())
    }

    /// Creates a bag holding `disposables`.
    public convenience init(disposing disposables: [Disposable]) {
        self.init()
        insert(disposables)
    }

    /// Adds the disposables.
    public func insert(_ disposables: Disposable...) {
        insert(disposables)
    }

    /// Adds the disposables the builder lists.
    public func insert(@DisposableBuilder builder: () -> [Disposable]) {
        insert(builder())
    }

    /// Adds the disposables.
    public func insert(_ disposables: [Disposable]) {
        for disposable in disposables { insert(disposable) }
    }

    /// Builds an array of disposables from the statements of a closure.
    @resultBuilder
    public struct DisposableBuilder {
        /// Collects the disposables of a block.
        public static func buildBlock(_ disposables: Disposable...) -> [Disposable] {
            disposables
        }
    }
}

extension Disposable {
    /// Adds the disposable to `bag`, to be disposed when the bag is deallocated.
    ///
    ///     observable.subscribe(onNext: { print($0) }).disposed(by: disposeBag)
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

/// Factory functions for disposables.
///
///     let disposable = Disposables.create { print("released") }
public struct Disposables {
    private init() {}

    /// A disposable that does nothing.
    public static func create() -> Disposable {
        NopDisposable.instance
    }

    /// A disposable that runs `dispose` once, on its first disposal.
    public static func create(with dispose: @escaping () -> Void) -> Cancelable {
        AnonymousDisposable.make(dispose)
    }

    /// A disposable that disposes both disposables, once.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
        BinaryDisposable.make(disposable1, disposable2)
    }

    /// A disposable that disposes the three disposables, once.
    public static func create(
        _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable
    )
        -> Cancelable
    {
        CompositeDisposable(disposable1, disposable2, disposable3)
    }

    /// A disposable that disposes all the disposables, once: the variadic ones first, then the first three
    /// (RxSwift's order: it appends the three to the others).
    public static func create(
        _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable,
        _ disposables: Disposable...
    ) -> Cancelable {
        CompositeDisposable(disposables: disposables + [disposable1, disposable2, disposable3])
    }

    /// A disposable that disposes all the disposables, once.
    public static func create(_ disposables: [Disposable]) -> Cancelable {
        switch disposables.count {
        case 2: return BinaryDisposable.make(disposables[0], disposables[1])
        default: return CompositeDisposable(disposables: disposables)
        }
    }
}

/// The disposable that does nothing.
struct NopDisposable: Disposable, Sendable {
    static let instance = NopDisposable()

    func dispose() {}
}

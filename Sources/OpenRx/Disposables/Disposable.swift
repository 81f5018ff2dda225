// OpenRx — reactive programming for Swift. MIT licence.

/// A resource that can be released, such as a subscription.
///
/// `dispose()` is idempotent and thread-safe for every disposable OpenRx creates.
public protocol Disposable {
    /// Releases the resource.
    func dispose()
}

/// A disposable that can tell whether it was disposed.
public protocol Cancelable: Disposable {
    /// Whether `dispose()` has been called.
    var isDisposed: Bool { get }
}

/// The base class of OpenRx's stateful disposables; it counts them in ``Resources/total``.
public class DisposeBase {
    init() {
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }
}

/// A disposable as OpenRx passes subscriptions around inside: a class instance. Moving one moves two words
/// (the instance and its witness table) and releasing it is one `swift_release`, where every copy, move and
/// release of an `any Disposable` goes through the value witnesses of its dynamic type (a quarter of the
/// instructions of subscribing and disposing a map/filter chain went there). `nil` stands for "nothing to
/// dispose".
@usableFromInline
typealias DisposableObject = any Disposable & AnyObject

/// `disposable` as a ``DisposableObject``: itself if it is a class instance, `nil` for the disposable that
/// does nothing, and otherwise (a value type of the user's) boxed. For disposables that come from outside
/// OpenRx's own types: the checks are dynamic casts.
@usableFromInline
func disposableObject(_ disposable: Disposable) -> DisposableObject? {
    if disposable is NopDisposable { return nil }
    if let object = disposable as? DisposableObject { return object }
    return DisposableValueBox(disposable)
}

/// A disposable of a value type, boxed so that it can travel as a ``DisposableObject``.
private final class DisposableValueBox: Disposable {
    let disposable: Disposable

    init(_ disposable: Disposable) {
        self.disposable = disposable
    }

    func dispose() {
        disposable.dispose()
    }
}

extension Optional where Wrapped == DisposableObject {
    /// The subscription as the public `Disposable` that `subscribe` returns (`nil`: one that does nothing).
    @inlinable
    var asDisposable: Disposable {
        if let self { return self }
        return Disposables.create()
    }
}

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

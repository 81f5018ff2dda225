// OpenRx — reactive programming for Swift. MIT licence.

import Foundation
import OpenRx

/// The base class of delegate proxies, in pure Swift.
///
/// A subclass implements the delegate protocol `D`: each method reports the call with
/// ``interceptDelegateCall(_:arguments:forward:)`` (which also forwards it), and methods that return a
/// value ask ``forwardToDelegate()`` themselves. Observers read the calls with ``methodInvoked(_:)`` (after
/// the forward delegate ran) or ``sentMessage(_:)`` (before).
///
///     final class ScrollerDelegateProxy: DelegateProxy<Scroller, ScrollerDelegate>, DelegateProxyType,
///         ScrollerDelegate
///     {
///         init(scroller: Scroller) { super.init(parentObject: scroller, delegateProxy: ScrollerDelegateProxy.self) }
///         static func registerKnownImplementations() { register { ScrollerDelegateProxy(scroller: $0) } }
///         func scroller(_ scroller: Scroller, didScrollTo offset: Int) {
///             interceptDelegateCall("scroller:didScrollTo:", arguments: [scroller, offset]) {
///                 $0.scroller(scroller, didScrollTo: offset)
///             }
///         }
///     }
// Thread safety: the forward delegate and the subjects are behind `lock`; subjects are thread-safe.
open class DelegateProxy<P: AnyObject, D> {
    /// The type of the object whose delegate the proxy is.
    public typealias ParentObject = P
    /// The delegate protocol.
    public typealias Delegate = D

    private weak var parent: P?
    private let lock = NSLock()
    private weak var weakForwardDelegate: AnyObject?
    private var strongForwardDelegate: AnyObject?
    private var sentMessageSubjects: [Selector: PublishSubject<[Any]>] = [:]
    private var methodInvokedSubjects: [Selector: PublishSubject<[Any]>] = [:]

    /// Creates the proxy of `parentObject`; `delegateProxy` is the subclass being created.
    public init<Proxy: DelegateProxyType>(parentObject: ParentObject, delegateProxy: Proxy.Type)
    where Proxy: DelegateProxy<ParentObject, Delegate>, Proxy.ParentObject == ParentObject, Proxy.Delegate == Delegate {
        parent = parentObject
    }

    deinit {
        for subject in sentMessageSubjects.values { subject.onCompleted() }
        for subject in methodInvokedSubjects.values { subject.onCompleted() }
    }

    /// The object whose delegate the proxy is, while it exists.
    public var parentObject: ParentObject? { parent }

    /// The arguments of each call of the delegate method `selector`, sent before the forward delegate is
    /// called. Completes when the proxy is released.
    open func sentMessage(_ selector: Selector) -> Observable<[Any]> {
        subject(for: selector, sent: true).asObservable()
    }

    /// The arguments of each call of the delegate method `selector`, sent after the forward delegate was
    /// called. Completes when the proxy is released.
    open func methodInvoked(_ selector: Selector) -> Observable<[Any]> {
        subject(for: selector, sent: false).asObservable()
    }

    /// The delegate calls are forwarded to.
    open func forwardToDelegate() -> Delegate? {
        lock.lock()
        defer { lock.unlock() }
        return (strongForwardDelegate ?? weakForwardDelegate) as? Delegate
    }

    /// Sets the delegate calls are forwarded to: held weakly, or strongly if `retainDelegate`.
    open func setForwardToDelegate(_ delegate: Delegate?, retainDelegate: Bool) {
        let object = delegate.map { $0 as AnyObject }
        lock.lock()
        weakForwardDelegate = object
        strongForwardDelegate = retainDelegate ? object : nil
        lock.unlock()
    }

    /// Reports a call of the delegate method `selector` with `arguments`: to ``sentMessage(_:)``, then to
    /// the forward delegate through `forward` (if there is one), then to ``methodInvoked(_:)``. Subclasses
    /// call it from their delegate methods.
    public func interceptDelegateCall(_ selector: Selector, arguments: [Any], forward: (Delegate) -> Void) {
        existingSubject(for: selector, sent: true)?.onNext(arguments)
        if let delegate = forwardToDelegate() { forward(delegate) }
        existingSubject(for: selector, sent: false)?.onNext(arguments)
    }

    private func subject(for selector: Selector, sent: Bool) -> PublishSubject<[Any]> {
        lock.lock()
        defer { lock.unlock() }
        if let subject = sent ? sentMessageSubjects[selector] : methodInvokedSubjects[selector] { return subject }
        let subject = PublishSubject<[Any]>()
        if sent { sentMessageSubjects[selector] = subject } else { methodInvokedSubjects[selector] = subject }
        return subject
    }

    private func existingSubject(for selector: Selector, sent: Bool) -> PublishSubject<[Any]>? {
        lock.lock()
        defer { lock.unlock() }
        return sent ? sentMessageSubjects[selector] : methodInvokedSubjects[selector]
    }
}

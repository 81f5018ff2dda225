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
// Thread safety: the forward delegate and the subjects are behind the state's lock; subjects are thread-safe.
open class DelegateProxy<P: AnyObject, D> {
    /// The type of the object whose delegate the proxy is.
    public typealias ParentObject = P
    /// The delegate protocol.
    public typealias Delegate = D

    private struct State {
        weak var weakForwardDelegate: AnyObject?
        var strongForwardDelegate: AnyObject?
        var sentMessageSubjects: [Selector: PublishSubject<[Any]>] = [:]
        var methodInvokedSubjects: [Selector: PublishSubject<[Any]>] = [:]

        /// The subject of `selector`, made on first use.
        mutating func subject(for selector: Selector, sent: Bool) -> PublishSubject<[Any]> {
            if let subject = existingSubject(for: selector, sent: sent) { return subject }
            let subject = PublishSubject<[Any]>()
            if sent { sentMessageSubjects[selector] = subject } else { methodInvokedSubjects[selector] = subject }
            return subject
        }

        func existingSubject(for selector: Selector, sent: Bool) -> PublishSubject<[Any]>? {
            sent ? sentMessageSubjects[selector] : methodInvokedSubjects[selector]
        }

        /// Replaces the forward delegate; returns the one it held strongly, to release after unlocking.
        mutating func setForwardDelegate(_ object: AnyObject?, retain: Bool) -> AnyObject? {
            let released = strongForwardDelegate
            weakForwardDelegate = object
            strongForwardDelegate = retain ? object : nil
            return released
        }
    }

    private weak var parent: P?
    private let state = LockedState.make(State())

    /// Creates the proxy of `parentObject`; `delegateProxy` is the subclass being created.
    public init<Proxy: DelegateProxyType>(parentObject: ParentObject, delegateProxy: Proxy.Type)
    where Proxy: DelegateProxy<ParentObject, Delegate>, Proxy.ParentObject == ParentObject, Proxy.Delegate == Delegate {
        parent = parentObject
    }

    deinit {
        let subjects = state.withLock { state in
            Array(state.sentMessageSubjects.values) + Array(state.methodInvokedSubjects.values)
        }
        // Completed after unlocking.
        for subject in subjects { subject.onCompleted() }
    }

    /// The object whose delegate the proxy is, while it exists.
    public var parentObject: ParentObject? { parent }

    /// The arguments of each call of the delegate method `selector`, sent before the forward delegate is
    /// called. Completes when the proxy is released.
    open func sentMessage(_ selector: Selector) -> Observable<[Any]> {
        state.withLock { $0.subject(for: selector, sent: true) }.asObservable()
    }

    /// The arguments of each call of the delegate method `selector`, sent after the forward delegate was
    /// called. Completes when the proxy is released.
    open func methodInvoked(_ selector: Selector) -> Observable<[Any]> {
        state.withLock { $0.subject(for: selector, sent: false) }.asObservable()
    }

    /// The delegate calls are forwarded to.
    open func forwardToDelegate() -> Delegate? {
        state.withLock { $0.strongForwardDelegate ?? $0.weakForwardDelegate } as? Delegate
    }

    /// Sets the delegate calls are forwarded to: held weakly, or strongly if `retainDelegate`.
    open func setForwardToDelegate(_ delegate: Delegate?, retainDelegate: Bool) {
        let object = delegate.map { $0 as AnyObject }
        let released = state.withLock { $0.setForwardDelegate(object, retain: retainDelegate) }
        // The previous delegate is released here, after unlocking: its deinit may call back.
        withExtendedLifetime(released) {}
    }

    /// Reports a call of the delegate method `selector` with `arguments`: to ``sentMessage(_:)``, then to
    /// the forward delegate through `forward` (if there is one), then to ``methodInvoked(_:)``. Subclasses
    /// call it from their delegate methods.
    public func interceptDelegateCall(_ selector: Selector, arguments: [Any], forward: (Delegate) -> Void) {
        state.withLock { $0.existingSubject(for: selector, sent: true) }?.onNext(arguments)
        if let delegate = forwardToDelegate() { forward(delegate) }
        state.withLock { $0.existingSubject(for: selector, sent: false) }?.onNext(arguments)
    }
}

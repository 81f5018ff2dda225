// OpenRx — reactive programming for Swift. MIT licence.

import Foundation
import OpenRx

/// An object with a `delegate` property, so a ``DelegateProxyType`` can read and set it without being told
/// how.
public protocol HasDelegate: AnyObject {
    /// The delegate's type.
    associatedtype Delegate
    /// The delegate.
    var delegate: Delegate? { get set }
}

/// An object with a `dataSource` property, for proxies of data sources.
public protocol HasDataSource: AnyObject {
    /// The data source's type.
    associatedtype DataSource
    /// The data source.
    var dataSource: DataSource? { get set }
}

/// An object with a `prefetchDataSource` property, for proxies of prefetching data sources.
public protocol HasPrefetchDataSource: AnyObject {
    /// The prefetching data source's type.
    associatedtype PrefetchDataSource
    /// The prefetching data source.
    var prefetchDataSource: PrefetchDataSource? { get set }
}

/// A data source of sectioned rows whose models a binding can read back by index path.
public protocol SectionedViewDataSourceType {
    /// The model at `indexPath`; throws when there is none.
    func model(at indexPath: IndexPath) throws -> Any
}

/// A delegate proxy: it stands in as an object's delegate, turns the delegate calls into sequences
/// (`methodInvoked`, `sentMessage`) and forwards them to the delegate that was there before (or that
/// ``installForwardDelegate(_:retainDelegate:onProxyForObject:)`` puts there).
///
/// Conform a `DelegateProxy` subclass that implements the delegate protocol; register how to make it in
/// ``registerKnownImplementations()``; get the one proxy of an object with ``proxy(for:)``.
public protocol DelegateProxyType: AnyObject {
    /// The type of the objects whose delegate the proxy is.
    associatedtype ParentObject: AnyObject
    /// The delegate protocol.
    associatedtype Delegate

    /// Registers the factories of the proxy type with ``register(make:)``; called once, before the first
    /// proxy of the type is made.
    static func registerKnownImplementations()

    /// The key of the delegate: proxy types with the same key share one proxy per object and one table of
    /// factories (by default, every proxy type of the same `Delegate` protocol, as in RxCocoa, so that a proxy
    /// type and its subclasses for subclasses of the parent object are one proxy).
    static var identifier: UnsafeRawPointer { get }

    /// The delegate `object` has now.
    static func currentDelegate(for object: ParentObject) -> Delegate?

    /// Sets `object`'s delegate.
    static func setCurrentDelegate(_ delegate: Delegate?, to object: ParentObject)

    /// The delegate the proxy forwards calls to.
    func forwardToDelegate() -> Delegate?

    /// Sets the delegate the proxy forwards calls to, retaining it if `retainDelegate`.
    func setForwardToDelegate(_ forwardToDelegate: Delegate?, retainDelegate: Bool)
}

extension DelegateProxyType where ParentObject: HasDelegate, ParentObject.Delegate == Delegate {
    /// The object's `delegate`.
    public static func currentDelegate(for object: ParentObject) -> Delegate? {
        object.delegate
    }

    /// Sets the object's `delegate`.
    public static func setCurrentDelegate(_ delegate: Delegate?, to object: ParentObject) {
        object.delegate = delegate
    }
}

extension DelegateProxyType where ParentObject: HasDataSource, ParentObject.DataSource == Delegate {
    /// The object's `dataSource`.
    public static func currentDelegate(for object: ParentObject) -> Delegate? {
        object.dataSource
    }

    /// Sets the object's `dataSource`.
    public static func setCurrentDelegate(_ delegate: Delegate?, to object: ParentObject) {
        object.dataSource = delegate
    }
}

extension DelegateProxyType where ParentObject: HasPrefetchDataSource, ParentObject.PrefetchDataSource == Delegate {
    /// The object's `prefetchDataSource`.
    public static func currentDelegate(for object: ParentObject) -> Delegate? {
        object.prefetchDataSource
    }

    /// Sets the object's `prefetchDataSource`.
    public static func setCurrentDelegate(_ delegate: Delegate?, to object: ParentObject) {
        object.prefetchDataSource = delegate
    }
}

extension DelegateProxyType {
    /// The key of the delegate protocol: every proxy type of the same `Delegate` shares it, as in RxCocoa.
    public static var identifier: UnsafeRawPointer {
        UnsafeRawPointer(bitPattern: Int(bitPattern: ObjectIdentifier(Delegate.self)))!
    }
}

extension DelegateProxyType {
    /// Registers how to make the proxy for objects of type `Parent` (and its subclasses, unless they have
    /// a factory of their own). The proxy type's ``registerKnownImplementations()`` runs first, if it has
    /// not yet, as in RxCocoa.
    ///
    /// - Precondition: no factory is registered for `Parent` under the same ``identifier`` (RxCocoa stops
    ///   the program too: which of two factories wins would depend on the order of first use).
    public static func register<Parent>(make: @escaping (Parent) -> Self) {
        DelegateProxyRegistry.shared.registerKnownImplementationsOnce(of: identifier) {
            Self.registerKnownImplementations()
        }
        let added = DelegateProxyRegistry.shared.register(identifier: identifier, parentType: Parent.self) {
            object in make(object as! Parent)
        }
        guard added else {
            preconditionFailure(
                "The factory of \(Parent.self) is registered twice for \(Delegate.self): \(Self.self) may not register it again"
            )
        }
    }

    /// Makes a new proxy for `object` with the factory registered for its type or nearest superclass.
    ///
    /// - Precondition: a factory is registered for the object's type (a programming error otherwise, as
    ///   in RxSwift).
    public static func createProxy(for object: AnyObject) -> Self {
        DelegateProxyRegistry.shared.registerKnownImplementationsOnce(of: identifier) {
            Self.registerKnownImplementations()
        }
        guard let made = DelegateProxyRegistry.shared.makeProxy(identifier: identifier, for: object) else {
            preconditionFailure(
                "\(Self.self) has no factory for \(type(of: object)): register one in registerKnownImplementations()")
        }
        guard let proxy = made as? Self else {
            preconditionFailure(
                "The factory for \(type(of: object)) made a \(type(of: made)), which is not a \(Self.self)")
        }
        return proxy
    }

    /// The one proxy of `object`, made and installed as its delegate the first time: the delegate it had is
    /// kept as the proxy's forward delegate.
    ///
    /// The proxy lives as long as `object` (OpenRx keeps it in a registry keyed by the object, since there
    /// are no associated objects without the Objective-C runtime); it is released, completing its
    /// sequences, the next time a proxy is looked up after `object` is gone. Call it on the thread that owns
    /// `object` (the main thread for user-interface objects): it reads and sets the object's delegate. RxCocoa
    /// stops the program off the main thread; OpenRx does not check (README, "Where OpenRx deliberately
    /// differs").
    public static func proxy(for object: ParentObject) -> Self {
        let shared = DelegateProxyRegistry.shared.proxy(identifier: identifier, for: object) {
            Self.createProxy(for: object)
        }
        // Another proxy type of the same delegate made the object's proxy (RxCocoa stops the program too).
        guard let proxy = shared as? Self else {
            preconditionFailure(
                "The proxy of \(type(of: object)) for \(Delegate.self) is a \(type(of: shared)), not a \(Self.self)")
        }
        let current = currentDelegate(for: object)
        if (current as AnyObject?) !== proxy {
            proxy.setForwardToDelegate(current, retainDelegate: false)
            // RxCocoa stops the program here too: a proxy that does not implement the delegate protocol would
            // set the object's delegate to nil and lose every call, the app's own included.
            guard let delegate = proxy as? Delegate else {
                preconditionFailure("\(Self.self) does not conform to \(Delegate.self): it cannot be the delegate")
            }
            setCurrentDelegate(delegate, to: object)
        }
        return proxy
    }

    /// Makes `forwardDelegate` the forward delegate of `object`'s proxy (installing the proxy if needed);
    /// disposing the result clears the forward delegate, as in RxSwift. Until then the result keeps the
    /// proxy alive (and the delegate, when `retainDelegate`), as RxSwift's does.
    ///
    /// A forward delegate that was there before (the object's own delegate, which the proxy took over) is
    /// replaced, and not restored by the disposal: RxSwift asserts in debug builds that there is none, and
    /// replaces it in release builds; OpenRx replaces it in both.
    ///
    ///     let installed = ScrollerDelegateProxy.installForwardDelegate(myDelegate, retainDelegate: false,
    ///                                                                  onProxyForObject: scroller)
    public static func installForwardDelegate(
        _ forwardDelegate: Delegate, retainDelegate: Bool, onProxyForObject object: ParentObject
    ) -> Disposable {
        let proxy = Self.proxy(for: object)
        proxy.setForwardToDelegate(forwardDelegate, retainDelegate: retainDelegate)
        return Disposables.create {
            proxy.setForwardToDelegate(nil, retainDelegate: retainDelegate)
        }
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

import Foundation

/// The `rx` namespace: reactive extensions of a base object.
///
/// Add members with `extension Reactive where Base: MyType { … }`. For class bases, every writable
/// key path is also available as a ``Binder``:
///
///     final class Label: ReactiveCompatible { var text = "" }
///     let label = Label()
///     Observable.just("hello").bind(to: label.rx.text)   // label.text == "hello" (on the main scheduler)
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The extended object.
    public let base: Base

    /// Creates the extensions of `base`.
    public init(_ base: Base) {
        self.base = base
    }

    /// A binder that sets the property at `keyPath` of the base (held weakly) on the main scheduler.
    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>) -> Binder<Property>
    where Base: AnyObject {
        Binder(base) { base, value in
            base[keyPath: keyPath] = value
        }
    }
}

/// A type that has the `rx` namespace.
public protocol ReactiveCompatible {
    /// The type being extended.
    associatedtype ReactiveBase

    /// The static reactive extensions.
    static var rx: Reactive<ReactiveBase>.Type { get set }

    /// The reactive extensions of this value.
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    /// The static reactive extensions.
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        // Allows mutating members through `rx` (as in RxSwift).
        // swiftlint:disable:next unused_setter_value
        set {}
    }

    /// The reactive extensions of this value.
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        // Allows mutating members through `rx` (as in RxSwift).
        // swiftlint:disable:next unused_setter_value
        set {}
    }
}

extension NSObject: ReactiveCompatible {}

/// The `rx` namespace can cross isolation domains when its base can.
extension Reactive: Sendable where Base: Sendable {}

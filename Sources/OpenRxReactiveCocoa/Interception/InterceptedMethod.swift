// OpenRx — reactive programming for Swift. MIT licence.

/// One method that `@Intercepted` rewrote, with the type of its arguments: a tuple of its parameters (the
/// parameter itself for one, `Void` for none). The `@Interceptable` macro makes one per intercepted method, as
/// a property of the class's `Interception` type, so `object.rx.methodInvoked(\.viewWillAppear)` names the
/// method by a key path the compiler checks and gets its arguments typed.
public struct InterceptedMethod<Arguments>: Sendable {
    /// The method's name, with its argument labels (`viewWillAppear(_:)`).
    public let name: StaticString
    /// The method's slot in its object's ``InterceptionTable``.
    public let index: Int

    /// Describes the intercepted method named `name`, in slot `index` of the table.
    public init(name: StaticString, index: Int) {
        self.name = name
        self.index = index
    }
}

/// A class whose methods marked `@Intercepted` send their calls as sequences; `@Interceptable` makes a class
/// conform (do not conform by hand).
public protocol InterceptableObject: AnyObject {
    /// The intercepted methods, one property each.
    associatedtype Interception: InterceptionMethods

    /// The sequences of this object's intercepted calls and of its deallocation.
    var _rxInterception: InterceptionTable { get }
}

/// The type that lists a class's intercepted methods. A name it does not list — a misspelled method, one not
/// marked `@Intercepted` — is a ``NoSuchInterceptedMethod``, which `rx.sentMessage(_:)` and `rx.methodInvoked(_:)`
/// refuse with a message that says so at the call.
@dynamicMemberLookup
public protocol InterceptionMethods {
    /// The list.
    init()
}

extension InterceptionMethods {
    /// What a name the list does not have stands for: no intercepted method.
    public subscript(dynamicMember name: String) -> NoSuchInterceptedMethod {
        NoSuchInterceptedMethod()
    }
}

/// What a key path into a class's list of intercepted methods names when the class has no intercepted method of
/// that name (`\.viewWillApear`): `rx.methodInvoked(_:)` refuses it at compile time, saying so.
public struct NoSuchInterceptedMethod: Sendable {
    /// The stand-in.
    public init() {}
}

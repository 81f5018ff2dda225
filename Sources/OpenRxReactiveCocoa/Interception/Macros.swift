// OpenRx — reactive programming for Swift. MIT licence.

#if Macros
    import OpenRx

    /// Makes a class's methods marked ``Intercepted()`` observable: `object.rx.sentMessage(\.method)` sends
    /// each call's arguments before the body runs, `object.rx.methodInvoked(\.method)` after it returned, and
    /// `object.rx.deallocating` / `deallocated` tell the object's end — RxCocoa's message interception,
    /// written at compile time instead of by rewriting the class at run time, typed, and on any Swift class.
    ///
    ///     @Interceptable
    ///     final class LoginViewController {
    ///         @Intercepted
    ///         func viewWillAppear(_ animated: Bool) { … }
    ///     }
    ///     controller.rx.methodInvoked(\.viewWillAppear).subscribe(onNext: { animated in … })
    ///
    /// It adds a stored property (`_rxInterception`), each method's index in it (static `_rxIndex_…`), a type
    /// listing the intercepted methods (`Interception`: a property per method named by its base name —
    /// `\.viewWillAppear` — and, when the method has argument labels, one named by its full name —
    /// `\.tableViewDidSelectRowAt` for `tableView(_:didSelectRowAt:)`, the one to use when several intercepted
    /// methods share a base name), and conformances to ``InterceptableObject`` and `ReactiveCompatible`.
    @attached(member, names: named(_rxInterception), named(Interception), arbitrary)
    @attached(extension, conformances: InterceptableObject, ReactiveCompatible)
    public macro Interceptable() = #externalMacro(module: "OpenRxReactiveCocoaMacros", type: "InterceptableMacro")

    /// Sends each call of the method to its observers before the body runs and after it returns normally (see
    /// ``Interceptable()``); a call nobody observes costs one atomic load. Any method of an `@Interceptable`
    /// class or of a subclass: implicit returns, `throws` (no `methodInvoked` on a throw), `async` (after the
    /// awaited body), generic, variadic (an array), `inout` (the value at the call), isolated. Not `rethrows`.
    @attached(body)
    public macro Intercepted() = #externalMacro(module: "OpenRxReactiveCocoaMacros", type: "InterceptedMacro")
#endif

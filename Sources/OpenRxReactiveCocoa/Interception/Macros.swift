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
    /// It adds a stored property (`_rxInterception`), a type listing the intercepted methods
    /// (`Interception`, one property per method, named by the method's base name), and conformances to
    /// ``InterceptableObject`` and `ReactiveCompatible`.
    @attached(member, names: named(_rxInterception), named(Interception))
    @attached(extension, conformances: InterceptableObject, ReactiveCompatible)
    public macro Interceptable() = #externalMacro(module: "OpenRxReactiveCocoaMacros", type: "InterceptableMacro")

    /// Sends each call of the method to its observers before the body runs and after it returns (see
    /// ``Interceptable()``); a call nobody observes costs one atomic load. Throwing and `async` methods are
    /// rejected at compile time.
    @attached(body)
    public macro Intercepted() = #externalMacro(module: "OpenRxReactiveCocoaMacros", type: "InterceptedMacro")
#endif

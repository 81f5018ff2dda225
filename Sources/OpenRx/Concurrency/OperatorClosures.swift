// OpenRx — reactive programming for Swift. MIT licence.

#if StrictConcurrency
    /// The type of the closures operators take (`map`, `filter`, `do`, `flatMap`, `scan`, `catch`, result
    /// selectors, `create`, `deferred`…): `@Sendable` in the strict mode (the package trait
    /// `StrictConcurrency`), so that in the Swift 6 language mode a closure that touches an actor's state or
    /// mutates a captured variable — which an operator may run on any thread, and twice at once for two
    /// subscriptions — is a compile-time error at the closure. In the default build the same function type
    /// without `@Sendable`: RxSwift's signatures, the same symbols.
    ///
    /// `RxClosure<Element, Bool>` is `(Element) throws -> Bool`; `RxClosure<Result>` is `() throws -> Result`.
    public typealias RxClosure<each Input, Output> = @Sendable (repeat each Input) throws -> Output

    /// ``RxClosure``, not throwing (`Infallible`, `Driver` and `Signal` operators, `do(onSubscribe:)`…).
    public typealias RxNonThrowingClosure<each Input, Output> = @Sendable (repeat each Input) -> Output

    /// The subscribe closure of `Single.create`, `Maybe.create`, `Completable.create` and `Infallible.create`: given
    /// the observer of `Event`s, it returns the subscription. `@Sendable` in the strict mode (a subscription may start
    /// on any thread).
    public typealias RxCreateClosure<Event> = @Sendable (@escaping (Event) -> Void) -> Disposable
#else
    /// The type of the closures operators take (`map`, `filter`, `do`, `flatMap`, `scan`, `catch`, result
    /// selectors, `create`, `deferred`…): here RxSwift's plain function type; `@Sendable` in the strict mode
    /// (the package trait `StrictConcurrency`), where a closure that races — touches an actor's state, or
    /// mutates a captured variable, from the threads an operator runs it on — does not compile in the Swift 6
    /// language mode.
    ///
    /// `RxClosure<Element, Bool>` is `(Element) throws -> Bool`; `RxClosure<Result>` is `() throws -> Result`.
    public typealias RxClosure<each Input, Output> = (repeat each Input) throws -> Output

    /// ``RxClosure``, not throwing (`Infallible`, `Driver` and `Signal` operators, `do(onSubscribe:)`…).
    public typealias RxNonThrowingClosure<each Input, Output> = (repeat each Input) -> Output

    /// The subscribe closure of `Single.create`, `Maybe.create`, `Completable.create` and `Infallible.create`: given
    /// the observer of `Event`s, it returns the subscription. `@Sendable` in the strict mode (a subscription may start
    /// on any thread).
    public typealias RxCreateClosure<Event> = (@escaping (Event) -> Void) -> Disposable
#endif

// OpenRx's own closures, typed as operator closures without the strict mode's check: they forward to closures
// the app gave (checked where the app wrote them) and capture nothing shared but type metadata, which Swift 6.2
// flags in a `@Sendable` closure formed in generic code (SE-0470). Emitted into their callers only. In the
// strict mode one per arity OpenRx uses (a variadic function type cannot be cast); in the default build the
// identity, generic over the closure's own type, so the closure keeps exactly the type the operator takes (no
// conversion thunk).
#if StrictConcurrency
    /// `closure` as an operator closure of one input, unchecked (see above).
    @_alwaysEmitIntoClient @usableFromInline
    package func uncheckedOperatorClosure<Input, Output>(
        _ closure: @escaping (Input) throws -> Output
    ) -> RxClosure<Input, Output> {
        unsafeBitCast(closure, to: RxClosure<Input, Output>.self)
    }

    /// `closure` as a non-throwing operator closure of one input, unchecked (see above).
    @_alwaysEmitIntoClient @usableFromInline
    package func uncheckedOperatorClosure<Input, Output>(
        _ closure: @escaping (Input) -> Output
    ) -> RxNonThrowingClosure<Input, Output> {
        unsafeBitCast(closure, to: RxNonThrowingClosure<Input, Output>.self)
    }

    /// `closure` as an operator closure with no input, unchecked (see above).
    @_alwaysEmitIntoClient @usableFromInline
    package func uncheckedOperatorClosure<Output>(_ closure: @escaping () throws -> Output) -> RxClosure<Output> {
        unsafeBitCast(closure, to: RxClosure<Output>.self)
    }
#else
    /// `closure` itself (see above).
    @_alwaysEmitIntoClient @usableFromInline
    package func uncheckedOperatorClosure<Closure>(_ closure: Closure) -> Closure {
        closure
    }
#endif

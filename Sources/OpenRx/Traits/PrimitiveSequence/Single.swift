// OpenRx — reactive programming for Swift. MIT licence.

/// The trait of ``Single``: exactly one element, or an error.
public enum SingleTrait: Sendable {}

/// A sequence that succeeds with exactly one element or fails with an error.
///
///     let user: Single<User> = api.fetchUser(id: 1)
///     user.subscribe(onSuccess: { print($0) }, onFailure: { print($0) })
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// The outcome of a ``Single``.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The closure a `Single.create` subscribe handler receives.
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// Creates a single from a subscribe closure that reports one `SingleEvent`.
    ///
    ///     Single<Int>.create { observer in
    ///         observer(.success(42))
    ///         return Disposables.create()
    ///     }
    ///
    /// ![The marble diagram of `create`, drawn from a run on TestScheduler.](marble-create)
    public static func create(
        subscribe: @escaping RxCreateClosure<SingleEvent<Element>>
    ) -> Single<Element> {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.on(.next(element))
                    observer.on(.completed)
                case .failure(let error):
                    observer.on(.error(error))
                }
            }
        }
        return PrimitiveSequence(raw: source)
    }

    /// Subscribes a closure that receives the outcome, once.
    @available(swift, obsoleted: 6)
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        subscribeOutcome(isolation: nil, onDisposed: nil, paired: false, observer)
    }

    /// Subscribes a closure that receives the outcome, once, run on `isolation` (the caller's actor by default).
    @available(swift, introduced: 6)
    public func subscribe(
        isolation: (any Actor)? = #isolation, _ observer: @escaping (SingleEvent<Element>) -> Void
    ) -> Disposable {
        subscribeOutcome(isolation: isolation, onDisposed: nil, paired: false, observer)
    }

    /// The subscription behind every `subscribe` that takes closures: `observer` gets the outcome once, then
    /// `onDisposed` runs once (or on disposal before the outcome); both on `isolation` when there is one. RxSwift's
    /// pair if `paired` (the closure forms), the subscription itself otherwise (the event-closure form).
    func subscribeOutcome(
        isolation: (any Actor)?, onDisposed: (() -> Void)?, paired: Bool,
        _ observer: @escaping (SingleEvent<Element>) -> Void
    ) -> Disposable {
        primitiveSequence.asObservable().subscribeOutcome(
            isolation: isolation, onDisposed: onDisposed, paired: paired
        ) { event in
            Self.deliver(event, to: observer)
        }
    }

    private static func deliver(_ event: Event<Element>, to observer: (SingleEvent<Element>) -> Void) {
        switch event {
        case .next(let element): observer(.success(element))
        case .error(let error): observer(.failure(error))
        // RxSwift stops the program in debug builds and sends nothing in release builds (README, "Where OpenRx
        // deliberately differs").
        case .completed: observer(.failure(RxError.noElements))
        }
    }

    /// The closures' subscription.
    func subscribeClosures(
        onSuccess: ((Element) -> Void)?, onFailure: ((Swift.Error) -> Void)?, onDisposed: (() -> Void)?,
        isolation: (any Actor)?
    ) -> Disposable {
        let callStack = Hooks.captureCallStackIfEnabled()
        return subscribeOutcome(isolation: isolation, onDisposed: onDisposed, paired: true) { event in
            switch event {
            case .success(let element):
                onSuccess?(element)
            case .failure(let error):
                if let onFailure { onFailure(error) } else { Hooks.reportUnhandled(error, callStack: callStack) }
            }
        }
    }

    /// Subscribes closures for success, failure and disposal. A failure with no `onFailure` handler
    /// goes to ``Hooks/defaultErrorHandler``.
    @available(swift, obsoleted: 6)
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil, onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribeClosures(onSuccess: onSuccess, onFailure: onFailure, onDisposed: onDisposed, isolation: nil)
    }

    /// Subscribes closures for success, failure and disposal. A failure with no `onFailure` handler
    /// goes to ``Hooks/defaultErrorHandler``.
    @available(swift, introduced: 6)
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil, onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        subscribeClosures(onSuccess: onSuccess, onFailure: onFailure, onDisposed: onDisposed, isolation: isolation)
    }

    /// The former spelling of ``subscribe(onSuccess:onFailure:onDisposed:)``.
    @available(swift, obsoleted: 6)
    @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil, onError: @escaping ((Swift.Error) -> Void),
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribeClosures(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed, isolation: nil)
    }

    /// The former spelling of ``subscribe(onSuccess:onFailure:onDisposed:isolation:)``.
    @available(swift, introduced: 6)
    @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:isolation:)")
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil, onError: @escaping ((Swift.Error) -> Void),
        onDisposed: (() -> Void)? = nil, isolation: (any Actor)? = #isolation
    ) -> Disposable {
        subscribeClosures(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed, isolation: isolation)
    }

    /// Subscribes closures that receive `object` (held weakly) besides the outcome.
    @available(swift, obsoleted: 6)
    public func subscribe<Object: AnyObject>(
        with object: Object, onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, Swift.Error) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(with: object, onSuccess: onSuccess, onFailure: onFailure, onDisposed: onDisposed, isolation: nil)
    }

    /// Subscribes closures that receive `object` (held weakly) besides the outcome, run on `isolation` (the
    /// caller's actor by default).
    @available(swift, introduced: 6)
    public func subscribe<Object: AnyObject>(
        with object: Object, onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, Swift.Error) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        subscribeClosures(
            onSuccess: { [weak object] in if let object { onSuccess?(object, $0) } },
            onFailure: { [weak object] in if let object { onFailure?(object, $0) } },
            onDisposed: { [weak object] in if let object { onDisposed?(object) } },
            isolation: isolation)
    }

    /// A single that succeeds with `element`.
    ///
    /// ![The marble diagram of `just`, drawn from a run on TestScheduler.](marble-just)
    public static func just(_ element: Element) -> Single<Element> {
        PrimitiveSequence(raw: .just(element))
    }

    /// A single that succeeds with `element` on `scheduler`.
    ///
    /// ![The marble diagram of `just`, drawn from a run on TestScheduler.](marble-just)
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Single<Element> {
        PrimitiveSequence(raw: .just(element, scheduler: scheduler))
    }

    /// A single that fails with `error`.
    ///
    /// ![The marble diagram of `error`, drawn from a run on TestScheduler.](marble-error)
    public static func error(_ error: Swift.Error) -> Single<Element> {
        PrimitiveSequence(raw: .error(error))
    }

    /// A single that never finishes.
    ///
    /// ![The marble diagram of `never`, drawn from a run on TestScheduler.](marble-never)
    public static func never() -> Single<Element> {
        PrimitiveSequence(raw: .never())
    }

    /// Calls the closures for side effects as the outcome passes (see `Observable.do`): `onSuccess` and
    /// `afterSuccess` before and after the element is delivered.
    ///
    /// ![The marble diagram of `do`, drawn from a run on TestScheduler.](marble-do)
    public func `do`(
        onSuccess: RxClosure<Element, Void>? = nil, afterSuccess: RxClosure<Element, Void>? = nil,
        onError: RxClosure<Swift.Error, Void>? = nil, afterError: RxClosure<Swift.Error, Void>? = nil,
        onSubscribe: RxNonThrowingClosure<Void>? = nil, onSubscribed: RxNonThrowingClosure<Void>? = nil,
        onDispose: RxNonThrowingClosure<Void>? = nil
    ) -> Single<Element> {
        PrimitiveSequence(
            raw: primitiveSequence.asObservable().do(
                onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Transforms the element.
    ///
    /// ![The marble diagram of `map`, drawn from a run on TestScheduler.](marble-map)
    public func map<Result>(_ transform: @escaping RxClosure<Element, Result>) -> Single<Result> {
        PrimitiveSequence(raw: primitiveSequence.asObservable().map(transform))
    }

    /// Continues with the single that `selector` returns for the element.
    ///
    /// ![The marble diagram of `flatMap`, drawn from a run on TestScheduler.](marble-flatMap)
    public func flatMap<Result>(_ selector: @escaping RxClosure<Element, Single<Result>>) -> Single<Result> {
        PrimitiveSequence(raw: primitiveSequence.asObservable().flatMap(selector))
    }

    /// Succeeds with `element` instead of failing.
    ///
    /// ![The marble diagram of `catchAndReturn`, drawn from a run on TestScheduler.](marble-catchAndReturn)
    public func catchAndReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: primitiveSequence.asObservable().catchAndReturn(element))
    }

    /// The former name of `catchAndReturn(_:)`.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
        catchAndReturn(element)
    }
}

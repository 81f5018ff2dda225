// OpenRx — reactive programming for Swift. MIT licence.

/// The trait of ``Maybe``: at most one element, then completion, or an error.
public enum MaybeTrait: Sendable {}

/// A sequence that succeeds with one element, completes empty, or fails.
///
///     let cached: Maybe<User> = cache.user(id: 1)
///     cached.subscribe(onSuccess: show, onError: report, onCompleted: { print("not cached") })
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// The outcome of a ``Maybe``.
@frozen
public enum MaybeEvent<Element> {
    /// One element, then the end.
    case success(Element)
    /// A failure.
    case error(Swift.Error)
    /// The end, without an element.
    case completed
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The closure a `Maybe.create` subscribe handler receives.
    public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

    /// Creates a maybe from a subscribe closure that reports one `MaybeEvent`.
    ///
    /// ![The marble diagram of `create`, drawn from a run on TestScheduler.](marble-create)
    public static func create(
        subscribe: @escaping RxCreateClosure<MaybeEvent<Element>>
    )
        -> PrimitiveSequence<Trait, Element>
    {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.on(.next(element))
                    observer.on(.completed)
                case .error(let error):
                    observer.on(.error(error))
                case .completed:
                    observer.on(.completed)
                }
            }
        }
        return PrimitiveSequence(raw: source)
    }

    /// Subscribes a closure that receives the outcome, once.
    @available(swift, obsoleted: 6)
    public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
        subscribeOutcome(isolation: nil, onDisposed: nil, paired: false, observer)
    }

    /// Subscribes a closure that receives the outcome, once, run on `isolation` (the caller's actor by default).
    @available(swift, introduced: 6)
    public func subscribe(
        isolation: (any Actor)? = #isolation, _ observer: @escaping (MaybeEvent<Element>) -> Void
    ) -> Disposable {
        subscribeOutcome(isolation: isolation, onDisposed: nil, paired: false, observer)
    }

    /// The subscription behind every `subscribe` that takes closures: `observer` gets the outcome once, then
    /// `onDisposed` runs once (or on disposal before the outcome); both on `isolation` when there is one. RxSwift's
    /// pair if `paired` (the closure forms), the subscription itself otherwise (the event-closure form).
    func subscribeOutcome(
        isolation: (any Actor)?, onDisposed: (() -> Void)?, paired: Bool,
        _ observer: @escaping (MaybeEvent<Element>) -> Void
    ) -> Disposable {
        primitiveSequence.asObservable().subscribeOutcome(
            isolation: isolation, onDisposed: onDisposed, paired: paired
        ) { event in
            Self.deliver(event, to: observer)
        }
    }

    private static func deliver(_ event: Event<Element>, to observer: (MaybeEvent<Element>) -> Void) {
        switch event {
        case .next(let element): observer(.success(element))
        case .error(let error): observer(.error(error))
        case .completed: observer(.completed)
        }
    }

    /// The closures' subscription.
    func subscribeClosures(
        onSuccess: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?,
        onDisposed: (() -> Void)?, isolation: (any Actor)?
    ) -> Disposable {
        let callStack = Hooks.captureCallStackIfEnabled()
        return subscribeOutcome(isolation: isolation, onDisposed: onDisposed, paired: true) { event in
            switch event {
            case .success(let element): onSuccess?(element)
            case .error(let error):
                if let onError { onError(error) } else { Hooks.reportUnhandled(error, callStack: callStack) }
            case .completed: onCompleted?()
            }
        }
    }

    /// Subscribes closures for the element, the error, empty completion and disposal. An error with no
    /// `onError` handler goes to ``Hooks/defaultErrorHandler``.
    @available(swift, obsoleted: 6)
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribeClosures(
            onSuccess: onSuccess, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed, isolation: nil)
    }

    /// Subscribes closures for the element, the error, empty completion and disposal. An error with no
    /// `onError` handler goes to ``Hooks/defaultErrorHandler``.
    @available(swift, introduced: 6)
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        subscribeClosures(
            onSuccess: onSuccess, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed,
            isolation: isolation)
    }

    /// Subscribes closures that receive `object` (held weakly) besides the outcome.
    @available(swift, obsoleted: 6)
    public func subscribe<Object: AnyObject>(
        with object: Object, onSuccess: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            with: object, onSuccess: onSuccess, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed,
            isolation: nil)
    }

    /// Subscribes closures that receive `object` (held weakly) besides the outcome.
    @available(swift, introduced: 6)
    public func subscribe<Object: AnyObject>(
        with object: Object, onSuccess: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        subscribeClosures(
            onSuccess: { [weak object] in if let object { onSuccess?(object, $0) } },
            onError: { [weak object] in if let object { onError?(object, $0) } },
            onCompleted: { [weak object] in if let object { onCompleted?(object) } },
            onDisposed: { [weak object] in if let object { onDisposed?(object) } },
            isolation: isolation)
    }

    /// A maybe that succeeds with `element`.
    ///
    /// ![The marble diagram of `just`, drawn from a run on TestScheduler.](marble-just)
    public static func just(_ element: Element) -> Maybe<Element> {
        PrimitiveSequence(raw: .just(element))
    }

    /// A maybe that succeeds with `element` on `scheduler`.
    ///
    /// ![The marble diagram of `just`, drawn from a run on TestScheduler.](marble-just)
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Maybe<Element> {
        PrimitiveSequence(raw: .just(element, scheduler: scheduler))
    }

    /// A maybe that fails with `error`.
    ///
    /// ![The marble diagram of `error`, drawn from a run on TestScheduler.](marble-error)
    public static func error(_ error: Swift.Error) -> Maybe<Element> {
        PrimitiveSequence(raw: .error(error))
    }

    /// A maybe that never finishes.
    ///
    /// ![The marble diagram of `never`, drawn from a run on TestScheduler.](marble-never)
    public static func never() -> Maybe<Element> {
        PrimitiveSequence(raw: .never())
    }

    /// A maybe that completes without an element.
    ///
    /// ![The marble diagram of `empty`, drawn from a run on TestScheduler.](marble-empty)
    public static func empty() -> Maybe<Element> {
        PrimitiveSequence(raw: .empty())
    }

    /// Calls the closures for side effects as the outcome passes (see `Observable.do`).
    ///
    /// ![The marble diagram of `do`, drawn from a run on TestScheduler.](marble-do)
    public func `do`(
        onNext: RxClosure<Element, Void>? = nil, afterNext: RxClosure<Element, Void>? = nil,
        onError: RxClosure<Swift.Error, Void>? = nil, afterError: RxClosure<Swift.Error, Void>? = nil,
        onCompleted: RxClosure<Void>? = nil, afterCompleted: RxClosure<Void>? = nil,
        onSubscribe: RxNonThrowingClosure<Void>? = nil, onSubscribed: RxNonThrowingClosure<Void>? = nil,
        onDispose: RxNonThrowingClosure<Void>? = nil
    ) -> Maybe<Element> {
        PrimitiveSequence(
            raw: primitiveSequence.asObservable().do(
                onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
                onCompleted: onCompleted, afterCompleted: afterCompleted, onSubscribe: onSubscribe,
                onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Keeps the element only if it satisfies `predicate`.
    ///
    /// ![The marble diagram of `filter`, drawn from a run on TestScheduler.](marble-filter)
    public func filter(_ predicate: @escaping RxClosure<Element, Bool>) -> Maybe<Element> {
        PrimitiveSequence(raw: primitiveSequence.asObservable().filter(predicate))
    }

    /// Transforms the element.
    ///
    /// ![The marble diagram of `map`, drawn from a run on TestScheduler.](marble-map)
    public func map<Result>(_ transform: @escaping RxClosure<Element, Result>) -> Maybe<Result> {
        PrimitiveSequence(raw: primitiveSequence.asObservable().map(transform))
    }

    /// Transforms the element, completing empty when the result is `nil`.
    ///
    /// ![The marble diagram of `compactMap`, drawn from a run on TestScheduler.](marble-compactMap)
    public func compactMap<Result>(_ transform: @escaping RxClosure<Element, Result?>) -> Maybe<Result> {
        PrimitiveSequence(raw: primitiveSequence.asObservable().compactMap(transform))
    }

    /// Continues with the maybe that `selector` returns for the element.
    ///
    /// ![The marble diagram of `flatMap`, drawn from a run on TestScheduler.](marble-flatMap)
    public func flatMap<Result>(_ selector: @escaping RxClosure<Element, Maybe<Result>>) -> Maybe<Result> {
        PrimitiveSequence(raw: primitiveSequence.asObservable().flatMap(selector))
    }

    /// Succeeds with `default` when empty.
    ///
    /// ![The marble diagram of `ifEmpty`, drawn from a run on TestScheduler.](marble-ifEmpty)
    public func ifEmpty(default: Element) -> Single<Element> {
        PrimitiveSequence(raw: primitiveSequence.asObservable().ifEmpty(default: `default`))
    }

    /// Continues with `other` when empty.
    ///
    /// ![The marble diagram of `ifEmptySwitch`, drawn from a run on TestScheduler.](marble-ifEmptySwitch)
    public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
        PrimitiveSequence(raw: primitiveSequence.asObservable().ifEmpty(switchTo: other.asObservable()))
    }

    /// Continues with `other` when empty.
    ///
    /// ![The marble diagram of `ifEmptySwitch`, drawn from a run on TestScheduler.](marble-ifEmptySwitch)
    public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        PrimitiveSequence(raw: primitiveSequence.asObservable().ifEmpty(switchTo: other.asObservable()))
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

extension ObservableType {
    /// A single of the first element, or `nil` if the sequence completes empty.
    ///
    ///     Observable.of(1, 2).first()   // success(Optional(1)): a Single<Int?>
    ///
    /// ![The marble diagram of `first`, drawn from a run on TestScheduler.](marble-first)
    public func first() -> Single<Element?> {
        PrimitiveSequence(raw: map { Optional($0) }.take(1).ifEmpty(default: nil))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The single as a maybe.
    ///
    /// ![The marble diagram of `asMaybe`, drawn from a run on TestScheduler.](marble-asMaybe)
    public func asMaybe() -> Maybe<Element> {
        PrimitiveSequence(raw: primitiveSequence.asObservable())
    }

    /// Keeps the element only if it satisfies `predicate`.
    ///
    /// ![The marble diagram of `filter`, drawn from a run on TestScheduler.](marble-filter)
    public func filter(_ predicate: @escaping RxClosure<Element, Bool>) -> Maybe<Element> {
        PrimitiveSequence(raw: primitiveSequence.asObservable().filter(predicate))
    }

    /// Transforms the element, completing empty when the result is `nil`.
    ///
    /// ![The marble diagram of `compactMap`, drawn from a run on TestScheduler.](marble-compactMap)
    public func compactMap<Result>(_ transform: @escaping RxClosure<Element, Result?>) -> Maybe<Result> {
        PrimitiveSequence(raw: primitiveSequence.asObservable().compactMap(transform))
    }

    /// Continues with the maybe that `selector` returns for the element.
    ///
    /// ![The marble diagram of `flatMapMaybe`, drawn from a run on TestScheduler.](marble-flatMapMaybe)
    public func flatMapMaybe<Result>(_ selector: @escaping RxClosure<Element, Maybe<Result>>) -> Maybe<Result> {
        PrimitiveSequence(raw: primitiveSequence.asObservable().flatMap(selector))
    }
}

extension MaybeEvent: Sendable where Element: Sendable {}

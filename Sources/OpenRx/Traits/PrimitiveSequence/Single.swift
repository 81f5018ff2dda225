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
    public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable) -> Single<Element> {
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
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        let finished = AtomicInt.make()
        return primitiveSequence.asObservable().subscribe { event in
            guard finished.atomicFetchOr(1) == 0 else { return }
            switch event {
            case .next(let element): observer(.success(element))
            case .error(let error): observer(.failure(error))
            case .completed: observer(.failure(RxError.noElements))
            }
        }
    }

    /// Subscribes closures for success, failure and disposal. A failure with no `onFailure` handler
    /// goes to ``Hooks/defaultErrorHandler``.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil, onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let callStack = onFailure == nil ? Hooks.captureCallStackIfEnabled() : []
        // `onDisposed` runs once: after the outcome, or on disposal before it.
        let once = onDisposed.map { Disposables.create(with: $0) }
        let subscription = subscribe { event in
            switch event {
            case .success(let element):
                onSuccess?(element)
            case .failure(let error):
                if let onFailure { onFailure(error) } else { Hooks.reportUnhandled(error, callStack: callStack) }
            }
            once?.dispose()
        }
        guard let once else { return subscription }
        return Disposables.create(subscription, once)
    }

    /// The former spelling of ``subscribe(onSuccess:onFailure:onDisposed:)``.
    @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil, onError: @escaping ((Swift.Error) -> Void),
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed)
    }

    /// Subscribes closures that receive `object` (held weakly) besides the outcome.
    public func subscribe<Object: AnyObject>(
        with object: Object, onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, Swift.Error) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onSuccess: { [weak object] in if let object { onSuccess?(object, $0) } },
            onFailure: { [weak object] in if let object { onFailure?(object, $0) } },
            onDisposed: { [weak object] in if let object { onDisposed?(object) } }
        )
    }

    /// A single that succeeds with `element`.
    public static func just(_ element: Element) -> Single<Element> {
        PrimitiveSequence(raw: .just(element))
    }

    /// A single that succeeds with `element` on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Single<Element> {
        PrimitiveSequence(raw: .just(element, scheduler: scheduler))
    }

    /// A single that fails with `error`.
    public static func error(_ error: Swift.Error) -> Single<Element> {
        PrimitiveSequence(raw: .error(error))
    }

    /// A single that never finishes.
    public static func never() -> Single<Element> {
        PrimitiveSequence(raw: .never())
    }

    /// Calls the closures for side effects as the outcome passes (see `Observable.do`): `onSuccess` and
    /// `afterSuccess` before and after the element is delivered.
    public func `do`(
        onSuccess: ((Element) throws -> Void)? = nil, afterSuccess: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil, afterError: ((Swift.Error) throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil
    ) -> Single<Element> {
        PrimitiveSequence(
            raw: primitiveSequence.asObservable().do(
                onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Transforms the element.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        PrimitiveSequence(raw: primitiveSequence.asObservable().map(transform))
    }

    /// Continues with the single that `selector` returns for the element.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        PrimitiveSequence(raw: primitiveSequence.asObservable().flatMap(selector))
    }

    /// Succeeds with `element` instead of failing.
    public func catchAndReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: primitiveSequence.asObservable().catchAndReturn(element))
    }
}

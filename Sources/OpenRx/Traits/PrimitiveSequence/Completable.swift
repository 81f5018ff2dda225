// OpenRx — reactive programming for Swift. MIT licence.

/// The trait of ``Completable``: no elements, just completion or an error.
public enum CompletableTrait: Sendable {}

/// A sequence that only completes or fails.
///
///     let saved: Completable = database.save(user)
///     saved.andThen(api.upload(user)).subscribe(onSuccess: { print("done", $0) })
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// The outcome of a ``Completable``.
@frozen
public enum CompletableEvent: Sendable {
    /// A failure.
    case error(Swift.Error)
    /// Success.
    case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// The closure a `Completable.create` subscribe handler receives.
    public typealias CompletableObserver = (CompletableEvent) -> Void

    /// Creates a completable from a subscribe closure that reports one `CompletableEvent`.
    ///
    /// ![The marble diagram of `create`, drawn from a run on TestScheduler.](marble-create)
    public static func create(
        subscribe: @escaping RxCreateClosure<CompletableEvent>
    )
        -> PrimitiveSequence<Trait, Element>
    {
        let source = Observable<Never>.create { observer in
            subscribe { event in
                switch event {
                case .error(let error): observer.on(.error(error))
                case .completed: observer.on(.completed)
                }
            }
        }
        return PrimitiveSequence(raw: source)
    }

    /// Subscribes a closure that receives the outcome, once.
    @available(swift, obsoleted: 6)
    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
        subscribe(isolation: nil, observer)
    }

    /// Subscribes a closure that receives the outcome, once, run on `isolation` (the caller's actor by default).
    @available(swift, introduced: 6)
    public func subscribe(
        isolation: (any Actor)? = #isolation, _ observer: @escaping (CompletableEvent) -> Void
    ) -> Disposable {
        primitiveSequence.asObservable().subscribe(isolation: isolation) { event in
            switch event {
            case .next: break
            case .error(let error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }
    }

    /// Subscribes closures for completion, the error and disposal. An error with no `onError` handler
    /// goes to ``Hooks/defaultErrorHandler``.
    @available(swift, obsoleted: 6)
    public func subscribe(
        onCompleted: (() -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil, onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribe(onCompleted: onCompleted, onError: onError, onDisposed: onDisposed, isolation: nil)
    }

    /// Subscribes closures for completion, the error and disposal. An error with no `onError` handler
    /// goes to ``Hooks/defaultErrorHandler``.
    @available(swift, introduced: 6)
    public func subscribe(
        onCompleted: (() -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil, onDisposed: (() -> Void)? = nil,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        primitiveSequence.asObservable().subscribe(
            onNext: nil, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed, isolation: isolation)
    }

    /// Subscribes closures that receive `object` (held weakly) besides the outcome.
    @available(swift, obsoleted: 6)
    public func subscribe<Object: AnyObject>(
        with object: Object, onCompleted: ((Object) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(with: object, onCompleted: onCompleted, onError: onError, onDisposed: onDisposed, isolation: nil)
    }

    /// Subscribes closures that receive `object` (held weakly) besides the outcome.
    @available(swift, introduced: 6)
    public func subscribe<Object: AnyObject>(
        with object: Object, onCompleted: ((Object) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        primitiveSequence.asObservable().subscribe(
            with: object, onNext: nil, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed,
            isolation: isolation)
    }

    /// A completable that fails with `error`.
    ///
    /// ![The marble diagram of `error`, drawn from a run on TestScheduler.](marble-error)
    public static func error(_ error: Swift.Error) -> Completable {
        PrimitiveSequence(raw: .error(error))
    }

    /// A completable that never finishes.
    ///
    /// ![The marble diagram of `never`, drawn from a run on TestScheduler.](marble-never)
    public static func never() -> Completable {
        PrimitiveSequence(raw: .never())
    }

    /// A completable that completes at once.
    ///
    /// ![The marble diagram of `empty`, drawn from a run on TestScheduler.](marble-empty)
    public static func empty() -> Completable {
        PrimitiveSequence(raw: .empty())
    }

    /// Calls the closures for side effects as the outcome passes (see `Observable.do`).
    ///
    /// ![The marble diagram of `do`, drawn from a run on TestScheduler.](marble-do)
    public func `do`(
        onError: RxClosure<Swift.Error, Void>? = nil, afterError: RxClosure<Swift.Error, Void>? = nil,
        onCompleted: RxClosure<Void>? = nil, afterCompleted: RxClosure<Void>? = nil,
        onSubscribe: RxNonThrowingClosure<Void>? = nil, onSubscribed: RxNonThrowingClosure<Void>? = nil,
        onDispose: RxNonThrowingClosure<Void>? = nil
    ) -> Completable {
        PrimitiveSequence(
            raw: primitiveSequence.asObservable().do(
                onError: onError, afterError: afterError, onCompleted: onCompleted, afterCompleted: afterCompleted,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Runs `second` after this one completes.
    ///
    /// ![The marble diagram of `concat`, drawn from a run on TestScheduler.](marble-concat)
    public func concat(_ second: Completable) -> Completable {
        PrimitiveSequence(raw: primitiveSequence.asObservable().concat(second.asObservable()))
    }

    /// Runs the completables one after the other.
    ///
    /// ![The marble diagram of `concat`, drawn from a run on TestScheduler.](marble-concat)
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Completable
    where Sequence.Element == Completable {
        // Lazily, as RxSwift: the sequence is walked on each subscription.
        PrimitiveSequence(raw: Observable.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// Runs the completables one after the other.
    ///
    /// ![The marble diagram of `concat`, drawn from a run on TestScheduler.](marble-concat)
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Completable
    where Collection.Element == Completable {
        // The sources are copied at once (as RxSwift's map does), so a subscription may let go of each one
        // it moved past.
        PrimitiveSequence(raw: Observable.concat(ConsumedSources(collection.map { $0.asObservable() })))
    }

    /// Runs the completables one after the other.
    ///
    /// ![The marble diagram of `concat`, drawn from a run on TestScheduler.](marble-concat)
    public static func concat(_ sources: Completable...) -> Completable {
        concat(sources)
    }

    /// Runs the completables at once; completes when all complete, fails with the first error.
    ///
    /// ![The marble diagram of `zip`, drawn from a run on TestScheduler.](marble-zip)
    public static func zip<Collection: Swift.Collection>(_ sources: Collection) -> Completable
    where Collection.Element == Completable {
        PrimitiveSequence(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Runs the completables at once; completes when all complete, fails with the first error.
    ///
    /// ![The marble diagram of `zip`, drawn from a run on TestScheduler.](marble-zip)
    public static func zip(_ sources: [Completable]) -> Completable {
        PrimitiveSequence(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Runs the completables at once; completes when all complete, fails with the first error.
    ///
    /// ![The marble diagram of `zip`, drawn from a run on TestScheduler.](marble-zip)
    public static func zip(_ sources: Completable...) -> Completable {
        zip(sources)
    }

    /// Continues with `second` once this completes.
    ///
    /// ![The marble diagram of `andThen`, drawn from a run on TestScheduler.](marble-andThen)
    public func andThen<Element>(_ second: Single<Element>) -> Single<Element> {
        PrimitiveSequence(raw: andThenObservable(second.asObservable()))
    }

    /// Continues with `second` once this completes.
    ///
    /// ![The marble diagram of `andThen`, drawn from a run on TestScheduler.](marble-andThen)
    public func andThen<Element>(_ second: Maybe<Element>) -> Maybe<Element> {
        PrimitiveSequence(raw: andThenObservable(second.asObservable()))
    }

    /// Continues with `second` once this completes.
    ///
    /// Once this completable completes, the subscription holds only `second`: what this one captured is
    /// released then, not when the whole subscription ends.
    ///
    /// ![The marble diagram of `andThen`, drawn from a run on TestScheduler.](marble-andThen)
    public func andThen(_ second: Completable) -> Completable {
        PrimitiveSequence(raw: andThenObservable(second.asObservable()))
    }

    /// Continues with `second` once this completes.
    ///
    ///     migrateDatabase.andThen(loadItems)
    ///
    /// ![The marble diagram of `andThen`, drawn from a run on TestScheduler.](marble-andThen)
    public func andThen<Element>(_ second: Observable<Element>) -> Observable<Element> {
        andThenObservable(second)
    }
}

extension ObservableType where Element == Never {
    /// The sequence as a completable.
    ///
    /// ![The marble diagram of `asCompletable`, drawn from a run on TestScheduler.](marble-asCompletable)
    public func asCompletable() -> Completable {
        PrimitiveSequence(raw: asObservable())
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Ignores the element: completes when the single succeeds.
    ///
    /// ![The marble diagram of `asCompletable`, drawn from a run on TestScheduler.](marble-asCompletable)
    public func asCompletable() -> Completable {
        PrimitiveSequence(raw: primitiveSequence.asObservable().ignoreElements())
    }

    /// Continues with the completable that `selector` returns for the element.
    ///
    /// ![The marble diagram of `flatMapCompletable`, drawn from a run on TestScheduler.](marble-flatMapCompletable)
    public func flatMapCompletable(_ selector: @escaping RxClosure<Element, Completable>) -> Completable {
        PrimitiveSequence(raw: primitiveSequence.asObservable().flatMap(selector))
    }
}

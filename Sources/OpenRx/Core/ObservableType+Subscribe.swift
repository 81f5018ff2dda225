// OpenRx — reactive programming for Swift. MIT licence.

// Each subscribe that takes closures comes twice: for Swift 5 callers, RxSwift's signature, which runs the
// closures where the events arrive; for Swift 6 callers, the same with `isolation` (the caller's, by
// default), on which the closures run (`Documentation/Contracts.md`, "Swift 6 isolation").

extension ObservableType {
    /// Subscribes a closure that receives every event.
    ///
    ///     Observable.of(1, 2).subscribe { event in print(event) }   // next(1), next(2), completed
    @available(swift, obsoleted: 6)
    @inlinable
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        asObservable().subscribeErased(AnyObserver(AnonymousObserver.make(on))).asDisposable
    }

    /// Subscribes a closure that receives every event, run on `isolation`.
    ///
    ///     Observable.of(1, 2).subscribe { event in print(event) }   // next(1), next(2), completed
    ///
    /// - Parameters:
    ///   - isolation: Where `on` runs: the caller's actor by default. Events that arrive elsewhere
    ///     are handled on it, in order; `nil` runs `on` where the events arrive, as RxSwift does.
    ///   - on: Receives every event.
    @available(swift, introduced: 6)
    @inlinable
    public func subscribe(
        isolation: (any Actor)? = #isolation, _ on: @escaping (Event<Element>) -> Void
    ) -> Disposable {
        if let isolation { return subscribe(isolatedTo: isolation, on, onDisposed: nil, paired: false) }
        return asObservable().subscribeErased(AnyObserver(AnonymousObserver.make(on))).asDisposable
    }

    /// Subscribes closures for elements, the error, completion and disposal.
    ///
    /// `onDisposed` runs once: after the stop event's handler, or when the returned disposable is disposed.
    /// An error with no `onError` handler goes to ``Hooks/defaultErrorHandler``.
    ///
    ///     let disposable = Observable.of(1, 2).subscribe(
    ///         onNext: { print($0) }, onCompleted: { print("done") }, onDisposed: { print("disposed") })
    @available(swift, obsoleted: 6)
    @inlinable
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribeClosures(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures for elements, the error, completion and disposal, run on `isolation`.
    ///
    /// `onDisposed` runs once: after the stop event's handler, or when the returned disposable is disposed.
    /// An error with no `onError` handler goes to ``Hooks/defaultErrorHandler``.
    ///
    ///     let disposable = Observable.of(1, 2).subscribe(
    ///         onNext: { print($0) }, onCompleted: { print("done") }, onDisposed: { print("disposed") })
    ///
    /// - Parameters:
    ///   - onNext: Receives each element.
    ///   - onError: Receives the error.
    ///   - onCompleted: Runs at completion.
    ///   - onDisposed: Runs once, when the subscription ends.
    ///   - isolation: Where the closures run: the caller's actor by default (a closure formed on
    ///     the main actor or in an actor belongs to it). An event that arrives on that actor with nothing
    ///     queued before it is handled at once, as in RxSwift; one that arrives elsewhere (after
    ///     `observe(on:)` a background scheduler, from another thread) is handled on the actor, in order.
    ///     `nil` runs the closures where the events arrive, as RxSwift does.
    @available(swift, introduced: 6)
    @inlinable
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        guard let isolation else {
            return subscribeClosures(
                onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
        }
        let callStack = Hooks.captureCallStackIfEnabled()
        let observer = SubscribeObserver<Element>(
            onNext: onNext, onError: onError, onCompleted: onCompleted, disposedAction: nil, callStack: callStack)
        return subscribe(isolatedTo: isolation, observer.on, onDisposed: onDisposed, paired: true)
    }

    /// The closures' subscription where the events arrive.
    @inlinable
    func subscribeClosures(
        onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?,
        onDisposed: (() -> Void)?
    ) -> Disposable {
        let callStack = Hooks.captureCallStackIfEnabled()
        let disposedAction = onDisposed.map { AnonymousDisposable.make($0) }
        let observer = SubscribeObserver<Element>(
            onNext: onNext, onError: onError, onCompleted: onCompleted, disposedAction: disposedAction,
            callStack: callStack)
        // Always a pair, as RxSwift's `Disposables.create(subscription, disposable)`: `Cancelable`, and disposed
        // only once `dispose()` is called, not when the sequence ends (the subscription alone reads disposed
        // after a completion, and a subject's is not `Cancelable`).
        return asObservable().subscribeKept(
            AnyObserver.sharedForwarder(to: observer), then: disposedAction, paired: true
        ).asDisposable
    }

    /// Subscribes closures that receive `object` (held weakly) besides each event; once `object` is
    /// gone, the closures are no longer called.
    ///
    ///     viewModel.title.subscribe(with: self, onNext: { owner, title in owner.label.text = title })
    @available(swift, obsoleted: 6)
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            with: object, onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed,
            isolation: nil)
    }

    /// Subscribes closures that receive `object` (held weakly) besides each event, run on `isolation`
    /// (see ``subscribe(onNext:onError:onCompleted:onDisposed:isolation:)``); once `object` is gone, the
    /// closures are no longer called.
    ///
    ///     viewModel.title.subscribe(with: self, onNext: { owner, title in owner.label.text = title })
    @available(swift, introduced: 6)
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        subscribe(
            onNext: { [weak object] value in
                guard let object else { return }
                onNext?(object, value)
            },
            onError: { [weak object] error in
                guard let object else { return }
                onError?(object, error)
            },
            onCompleted: { [weak object] in
                guard let object else { return }
                onCompleted?(object)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            },
            isolation: isolation
        )
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Subscribes a closure that receives every event.
    ///
    ///     Observable.of(1, 2).subscribe { event in print(event) }   // next(1), next(2), completed
    @inlinable
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        asObservable().subscribeErased(AnyObserver(AnonymousObserver.make(on))).asDisposable
    }

    /// Subscribes closures for elements, the error, completion and disposal.
    ///
    /// `onDisposed` runs once: after the stop event's handler, or when the returned disposable is disposed.
    /// An error with no `onError` handler goes to ``Hooks/defaultErrorHandler``.
    ///
    ///     let disposable = Observable.of(1, 2).subscribe(
    ///         onNext: { print($0) }, onCompleted: { print("done") }, onDisposed: { print("disposed") })
    @inlinable
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let callStack = onError == nil ? Hooks.captureCallStackIfEnabled() : []
        let disposedAction = onDisposed.map { AnonymousDisposable.make($0) }
        let observer = SubscribeObserver<Element>(
            onNext: onNext, onError: onError, onCompleted: onCompleted, disposedAction: disposedAction,
            callStack: callStack)
        let subscription = asObservable().subscribeErased(AnyObserver.sharedForwarder(to: observer))
        guard let disposedAction else { return subscription.asDisposable }
        // A subscription with nothing to dispose (`just`, a stopped subject) needs no pair.
        guard let subscription else { return disposedAction }
        return Disposables.create(subscription, disposedAction)
    }

    /// Subscribes closures that receive `object` (held weakly) besides each event; once `object` is
    /// gone, the closures are no longer called.
    ///
    ///     viewModel.title.subscribe(with: self, onNext: { owner, title in owner.label.text = title })
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
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
            }
        )
    }
}

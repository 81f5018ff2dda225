// OpenRx — reactive programming for Swift. MIT licence.

/// Reports an error that reached a binding (bindings are for sequences that never fail): to
/// ``Hooks/defaultErrorHandler`` as a ``BindingError``, whatever the binding (a `Binder`, a control property, a
/// relay, `bind(onNext:)`, an items binding), so that a handler tells binding errors apart, and unwraps them.
@usableFromInline
package func reportBindingError(_ error: Swift.Error) {
    Hooks.reportUnhandled(BindingError(underlying: error), callStack: [])
}

/// An error that reached a binding — a `Binder`, a control property, a relay, `bind(onNext:)` — which
/// ``Hooks/defaultErrorHandler`` receives: bound sequences must not fail (use `Driver`, `Signal`, `catch`).
/// RxSwift stops the program there in debug builds and prints "Binding error: …" in release builds; OpenRx's
/// default handler prints it in both.
public struct BindingError: Error, CustomStringConvertible, @unchecked Sendable {
    // Sendable: `underlying` is only read.
    /// The error the bound sequence sent.
    public let underlying: Swift.Error

    /// "Binding error: " and the error.
    public var description: String { "Binding error: \(underlying)" }
}

extension ObservableType {
    /// Subscribes the relays: each element is accepted by every relay. Errors go to
    /// ``Hooks/defaultErrorHandler``; completion ends the binding.
    ///
    ///     textChanges.bind(to: titleRelay).disposed(by: disposeBag)
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        bindRelays { element in relays.forEach { $0.accept(element) } }
    }

    /// Binds to relays of optional elements.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        // As RxRelay: the elements made optional by a `map`, then the relay binding.
        map { $0 as Element? }.bindRelays { element in relays.forEach { $0.accept(element) } }
    }

    /// Binds to behavior relays: each element becomes their value.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        bindRelays { element in relays.forEach { $0.accept(element) } }
    }

    /// Binds to behavior relays of optional elements.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        // As RxRelay: the elements made optional by a `map`, then the relay binding.
        map { $0 as Element? }.bindRelays { element in relays.forEach { $0.accept(element) } }
    }

    /// Binds to replay relays.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        bindRelays { element in relays.forEach { $0.accept(element) } }
    }

    /// Binds to replay relays of optional elements.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        // As RxRelay: the elements made optional by a `map`, then the relay binding.
        map { $0 as Element? }.bindRelays { element in relays.forEach { $0.accept(element) } }
    }

    /// Subscribes the observers (for example ``Binder``s, subjects, `AnyObserver`s): every event reaches
    /// every observer, errors included, as in RxSwift. A ``Binder`` (and a `ControlProperty`) itself treats
    /// an error as a programming error and reports it to ``Hooks/defaultErrorHandler``.
    ///
    ///     viewModel.isLoading.bind(to: spinner.rx.isAnimating).disposed(by: disposeBag)
    @inlinable
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        bindEvents(observers)
    }

    /// Binds to observers of optional elements.
    @inlinable
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        map { $0 as Element? }.bindEvents(observers)
    }

    /// Calls `binder` with the sequence and returns its result (for custom binding functions).
    ///
    ///     source.bind(to: { source in source.subscribe(onNext: { print($0) }) })
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Calls `binder(self)(curriedArgument)` and returns its result.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Subscribes `onNext` to the elements; errors go to ``Hooks/defaultErrorHandler``.
    ///
    ///     source.bind(onNext: { print($0) }).disposed(by: disposeBag)
    @available(swift, obsoleted: 6)
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        bindElements(onNext, isolation: nil)
    }

    /// Subscribes `onNext` to the elements, run on `isolation` (the caller's actor by default; see
    /// ``ObservableType/subscribe(onNext:onError:onCompleted:onDisposed:isolation:)``); errors go to
    /// ``Hooks/defaultErrorHandler``.
    ///
    ///     source.bind(onNext: { print($0) }).disposed(by: disposeBag)
    @available(swift, introduced: 6)
    public func bind(isolation: (any Actor)? = #isolation, onNext: @escaping (Element) -> Void) -> Disposable {
        bindElements(onNext, isolation: isolation)
    }
    /// Subscribes `onNext`, which also receives `object` (held weakly); once `object` is gone, elements are
    /// ignored. Errors go to ``Hooks/defaultErrorHandler``.
    ///
    ///     names.bind(with: self) { owner, name in owner.title = name }.disposed(by: disposeBag)
    @available(swift, obsoleted: 6)
    public func bind<Object: AnyObject>(
        with object: Object, onNext: @escaping (Object, Element) -> Void
    )
        -> Disposable
    {
        bind(with: object, isolation: nil, onNext: onNext)
    }

    /// Subscribes `onNext`, which also receives `object` (held weakly), run on `isolation` (the caller's
    /// actor by default); once `object` is gone, elements are ignored. Errors go to
    /// ``Hooks/defaultErrorHandler``.
    ///
    ///     names.bind(with: self) { owner, name in owner.title = name }.disposed(by: disposeBag)
    @available(swift, introduced: 6)
    public func bind<Object: AnyObject>(
        with object: Object, isolation: (any Actor)? = #isolation, onNext: @escaping (Object, Element) -> Void
    )
        -> Disposable
    {
        bindElements(
            { [weak object] element in
                guard let object else { return }
                onNext(object, element)
            }, isolation: isolation)
    }

    /// Subscribes `onNext`; an error is a binding error.
    func bindElements(_ onNext: @escaping (Element) -> Void, isolation: (any Actor)?) -> Disposable {
        subscribe(onNext: onNext, onError: reportBindingError, isolation: isolation)
    }

    /// The relays' binding: RxSwift's `subscribe { event in … }`, so the disposable is the subscription itself
    /// (after a completion it reads disposed), not the pair of ``bind(onNext:)``; an error is a binding error.
    func bindRelays(_ accept: @escaping (Element) -> Void) -> Disposable {
        let observer = AnonymousObserver<Element>.make { event in
            switch event {
            case .next(let element): accept(element)
            case .error(let error): reportBindingError(error)
            case .completed: break
            }
        }
        return asObservable().subscribeErased(AnyObserver(observer)).asDisposable
    }

    /// Sends every event to `observers`.
    @inlinable
    func bindEvents<Observer: ObserverType>(_ observers: [Observer]) -> Disposable
    where Observer.Element == Element {
        asObservable().subscribeErased(AnyObserver.sharedForwarder(to: ObserverFanOut(observers))).asDisposable
    }
}

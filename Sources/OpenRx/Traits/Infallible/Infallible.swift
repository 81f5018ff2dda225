// OpenRx — reactive programming for Swift. MIT licence.

/// A sequence that cannot fail: it sends elements and, maybe, completion.
///
/// Build one with ``Infallible/create(subscribe:)``, the creation operators, or from any sequence with
/// `asInfallible(onErrorJustReturn:)` and its siblings, which say what replaces an error.
///
///     let ticks: Infallible<Int> = Observable.interval(.seconds(1), scheduler: MainScheduler.instance)
///         .asInfallible(onErrorJustReturn: -1)
///     ticks.subscribe(onNext: { print($0) })
///
/// Errors thrown by closures given to its operators (those that are `throws`, as in RxSwift) still end
/// the sequence with that error; with no error handler to subscribe, it goes to
/// ``Hooks/defaultErrorHandler``.
public protocol InfallibleType: ObservableConvertibleType {}

/// A sequence that cannot fail. See ``InfallibleType``.
public struct Infallible<Element>: InfallibleType {
    @usableFromInline let source: Observable<Element>

    /// Wraps `source`, which the caller guarantees never fails.
    @inlinable
    init(_ source: Observable<Element>) {
        self.source = source
    }

    /// The sequence as an `Observable`.
    @inlinable
    public func asObservable() -> Observable<Element> {
        source
    }
}

extension InfallibleType {
    /// Subscribes closures for elements, completion and disposal.
    ///
    ///     names.subscribe(onNext: { print($0) }, onCompleted: { print("done") })
    @available(swift, obsoleted: 6)
    @inlinable
    public func subscribe(
        onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed, isolation: nil)
    }

    /// Subscribes closures for elements, completion and disposal, run on `isolation` (the caller's actor by
    /// default; see ``ObservableType/subscribe(onNext:onError:onCompleted:onDisposed:isolation:)``).
    ///
    ///     names.subscribe(onNext: { print($0) }, onCompleted: { print("done") })
    @available(swift, introduced: 6)
    @inlinable
    public func subscribe(
        onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        asObservable().subscribe(
            onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed, isolation: isolation)
    }

    /// Subscribes closures that receive `object` (held weakly) besides each event; once `object` is
    /// gone, they are no longer called.
    @available(swift, obsoleted: 6)
    public func subscribe<Object: AnyObject>(
        with object: Object, onNext: ((Object, Element) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(
            with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed, isolation: nil)
    }

    /// Subscribes closures that receive `object` (held weakly) besides each event, run on `isolation` (the
    /// caller's actor by default); once `object` is gone, they are no longer called.
    @available(swift, introduced: 6)
    public func subscribe<Object: AnyObject>(
        with object: Object, onNext: ((Object, Element) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil, isolation: (any Actor)? = #isolation
    ) -> Disposable {
        asObservable().subscribe(
            with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed, isolation: isolation)
    }

    /// Subscribes a closure that receives every event.
    ///
    ///     names.subscribe { event in print(event) }   // next(…), …, completed
    @available(swift, obsoleted: 6)
    public func subscribe(_ on: @escaping (InfallibleEvent<Element>) -> Void) -> Disposable {
        subscribe(isolation: nil, on)
    }

    /// Subscribes a closure that receives every event, run on `isolation` (the caller's actor by default).
    ///
    ///     names.subscribe { event in print(event) }   // next(…), …, completed
    @available(swift, introduced: 6)
    public func subscribe(
        isolation: (any Actor)? = #isolation, _ on: @escaping (InfallibleEvent<Element>) -> Void
    ) -> Disposable {
        asObservable().subscribe(isolation: isolation) { event in
            switch event {
            case .next(let element): on(.next(element))
            case .completed: on(.completed)
            case .error(let error): Hooks.reportUnhandled(error, callStack: [])
            }
        }
    }
}

/// An infallible is Sendable, as its `Observable` is.
extension Infallible: Sendable {}

// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx

// `drive` is `subscribe` for drivers. Call it on the main thread: the element a driver replays to a new
// observer is delivered during the call. Checked in debug builds, on every platform; RxSwift checks in every
// build on Apple platforms and never on Linux (README, "Where OpenRx deliberately differs").

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    @inlinable
    func checkMainThread() {
        #if DEBUG
            MainScheduler.ensureRunningOnMainThread(
                errorMessage:
                    "`drive*` can only be called on the main thread: a driver replays its latest element there.")
        #endif
    }

    /// Sends the elements to `observers`.
    ///
    ///     isValid.drive(submitEnabled)
    @inlinable
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
    where Observer.Element == Element {
        checkMainThread()
        return asObservable().subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Sends the elements, as optionals, to `observers`.
    @inlinable
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        checkMainThread()
        return asObservable().map { $0 as Element? }.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Sets each element as the value of `relays`.
    @inlinable
    public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
        checkMainThread()
        return asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sets each element, as an optional, as the value of `relays`.
    @inlinable
    public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
        checkMainThread()
        return asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends each element to `relays`.
    @inlinable
    public func drive(_ relays: ReplayRelay<Element>...) -> Disposable {
        checkMainThread()
        return asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends each element, as an optional, to `relays`.
    @inlinable
    public func drive(_ relays: ReplayRelay<Element?>...) -> Disposable {
        checkMainThread()
        return asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Hands the driver, as an `Observable`, to `transformation` (a binder function) and returns its result.
    @inlinable
    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        checkMainThread()
        return transformation(asObservable())
    }

    /// Hands the driver, as an `Observable`, to the curried binder `with`, then `curriedArgument` to the
    /// function it returns.
    @inlinable
    public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        checkMainThread()
        return with(asObservable())(curriedArgument)
    }

    /// Subscribes closures that receive `object` (held weakly) besides each event.
    @available(swift, obsoleted: 6)
    @inlinable
    public func drive<Object: AnyObject>(
        with object: Object, onNext: ((Object, Element) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        checkMainThread()
        return asObservable().subscribe(
            with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed, isolation: nil)
    }

    /// Subscribes closures that receive `object` (held weakly) besides each event, run on `isolation` (the
    /// caller's actor by default: on the main actor, at once, as the driver's events arrive there).
    @available(swift, introduced: 6)
    @inlinable
    public func drive<Object: AnyObject>(
        with object: Object, onNext: ((Object, Element) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil, isolation: (any Actor)? = #isolation
    ) -> Disposable {
        checkMainThread()
        return asObservable().subscribe(
            with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed, isolation: isolation)
    }

    /// Subscribes closures for elements, completion and disposal.
    ///
    ///     title.drive(onNext: { label.text = $0 })
    @available(swift, obsoleted: 6)
    @inlinable
    public func drive(
        onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        checkMainThread()
        return asObservable().subscribe(
            onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed, isolation: nil)
    }

    /// Subscribes closures for elements, completion and disposal, run on `isolation` (the caller's actor
    /// by default: on the main actor, at once, as the driver's events arrive there).
    ///
    ///     title.drive(onNext: { label.text = $0 })
    @available(swift, introduced: 6)
    @inlinable
    public func drive(
        onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        checkMainThread()
        return asObservable().subscribe(
            onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed, isolation: isolation)
    }

    /// Subscribes without handling the elements (for their side effects).
    @inlinable
    public func drive() -> Disposable {
        checkMainThread()
        return asObservable().subscribe()
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx

// `emit` is `subscribe` for signals.

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Sends the elements to `observers`.
    @inlinable
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        asObservable().subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Sends the elements, as optionals, to `observers`.
    @inlinable
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        asObservable().map { $0 as Element? }.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Sets each element as the value of `relays`.
    @inlinable
    public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sets each element, as an optional, as the value of `relays`.
    @inlinable
    public func emit(to relays: BehaviorRelay<Element?>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends each element to `relays`.
    @inlinable
    public func emit(to relays: PublishRelay<Element>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends each element, as an optional, to `relays`.
    @inlinable
    public func emit(to relays: PublishRelay<Element?>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends each element to `relays`.
    @inlinable
    public func emit(to relays: ReplayRelay<Element>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends each element, as an optional, to `relays`.
    @inlinable
    public func emit(to relays: ReplayRelay<Element?>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Subscribes closures that receive `object` (held weakly) besides each event.
    @available(swift, obsoleted: 6)
    @inlinable
    public func emit<Object: AnyObject>(
        with object: Object, onNext: ((Object, Element) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(
            with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed, isolation: nil)
    }

    /// Subscribes closures that receive `object` (held weakly) besides each event, run on `isolation` (the
    /// caller's actor by default: on the main actor, at once, as the signal's events arrive there).
    @available(swift, introduced: 6)
    @inlinable
    public func emit<Object: AnyObject>(
        with object: Object, onNext: ((Object, Element) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil, isolation: (any Actor)? = #isolation
    ) -> Disposable {
        asObservable().subscribe(
            with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed, isolation: isolation)
    }

    /// Subscribes closures for elements, completion and disposal.
    ///
    ///     taps.emit(onNext: { print("tapped") })
    @available(swift, obsoleted: 6)
    @inlinable
    public func emit(
        onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed, isolation: nil)
    }

    /// Subscribes closures for elements, completion and disposal, run on `isolation` (the caller's actor
    /// by default: on the main actor, at once, as the signal's events arrive there).
    ///
    ///     taps.emit(onNext: { print("tapped") })
    @available(swift, introduced: 6)
    @inlinable
    public func emit(
        onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        asObservable().subscribe(
            onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed, isolation: isolation)
    }

    /// Subscribes without handling the elements (for their side effects).
    @inlinable
    public func emit() -> Disposable {
        asObservable().subscribe()
    }
}

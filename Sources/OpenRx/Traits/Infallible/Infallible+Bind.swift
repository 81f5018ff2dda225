// OpenRx — reactive programming for Swift. MIT licence.

// `bind` for infallible sequences, as for observables (an infallible sequence is the natural source of a
// binding: it cannot fail).

extension InfallibleType {
    /// Sends the elements to `observers`.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        asObservable().bindEvents(observers)
    }

    /// Sends the elements, as optionals, to `observers`.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        asObservable().map { $0 as Element? }.bindEvents(observers)
    }

    /// Calls `binder` with the sequence and returns its result.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Calls `binder(self)(curriedArgument)` and returns its result.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Subscribes `onNext` to the elements.
    @available(swift, obsoleted: 6)
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        asObservable().bindElements(onNext, isolation: nil)
    }

    /// Subscribes `onNext` to the elements, run on `isolation` (the caller's actor by default).
    @available(swift, introduced: 6)
    public func bind(isolation: (any Actor)? = #isolation, onNext: @escaping (Element) -> Void) -> Disposable {
        asObservable().bindElements(onNext, isolation: isolation)
    }

    /// Sets each element as the value of `relays`.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        asObservable().bindElements({ element in relays.forEach { $0.accept(element) } }, isolation: nil)
    }

    /// Sets each element, as an optional, as the value of `relays`.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        asObservable().bindElements({ element in relays.forEach { $0.accept(element) } }, isolation: nil)
    }

    /// Sends each element to `relays`.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        asObservable().bindElements({ element in relays.forEach { $0.accept(element) } }, isolation: nil)
    }

    /// Sends each element, as an optional, to `relays`.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        asObservable().bindElements({ element in relays.forEach { $0.accept(element) } }, isolation: nil)
    }

    /// Sends each element to `relays`.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        asObservable().bindElements({ element in relays.forEach { $0.accept(element) } }, isolation: nil)
    }

    /// Sends each element, as an optional, to `relays`.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        asObservable().bindElements({ element in relays.forEach { $0.accept(element) } }, isolation: nil)
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

/// A type that can be converted to an ``Observable``.
public protocol ObservableConvertibleType {
    /// The type of elements of the sequence.
    associatedtype Element

    /// The sequence as an `Observable`.
    func asObservable() -> Observable<Element>
}

/// A push-based sequence that observers subscribe to.
public protocol ObservableType: ObservableConvertibleType {
    /// Subscribes `observer` to the sequence and returns the disposable that ends the subscription.
    ///
    /// Events are sent in the order `next* (error | completed)?`. Disposing the result stops further
    /// events and releases every resource the subscription holds.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

extension ObservableType {
    /// Wraps the sequence in an `Observable` that subscribes to it.
    public func asObservable() -> Observable<Element> {
        // The logic, not `create`: a closure formed here is OpenRx's, not checked as an app's.
        Producer(CreateLogic(subscribeHandler: { observer in self.subscribe(observer) }))
    }
}

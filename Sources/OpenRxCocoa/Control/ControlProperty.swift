// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx

/// A type that is both the values of a property and the observer that sets it.
public protocol ControlPropertyType: ObservableType, ObserverType {
    /// The value as a control property.
    func asControlProperty() -> ControlProperty<Element>
}

/// A property of a user-interface control (a text field's text, a switch's state): its values (the
/// current one first, then each change) never fail, complete when the control is deallocated and are
/// subscribed on the main scheduler; as an observer, it sets the property.
///
///     let text = ControlProperty(values: textRelay.asObservable(), valueSink: Binder(field) { $0.text = $1 })
///     viewModel.name.bind(to: text)
public struct ControlProperty<PropertyType>: ControlPropertyType {
    /// The type of the property's values.
    public typealias Element = PropertyType

    @usableFromInline let values: Observable<PropertyType>
    @usableFromInline let valueSink: AnyObserver<PropertyType>

    /// Makes a property from its `values` (which must never fail) and the observer that sets it.
    @inlinable
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
    where Element == Values.Element, Element == Sink.Element {
        self.values = values.subscribe(on: ConcurrentMainScheduler.instance)
        self.valueSink = valueSink.asObserver()
    }

    /// Subscribes `observer` to the values: the current one, then each change.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        values.subscribe(observer)
    }

    /// The changes only: the values without the current one.
    public var changed: ControlEvent<PropertyType> {
        ControlEvent(events: values.skip(1))
    }

    /// The values as an `Observable`.
    @inlinable
    public func asObservable() -> Observable<Element> {
        values
    }

    /// Returns `self`.
    @inlinable
    public func asControlProperty() -> ControlProperty<Element> {
        self
    }

    /// Sets the property for `next`; completion is passed on; an error is a binding error (a programming
    /// error: it goes to `Hooks.defaultErrorHandler`, as binding errors do, and the property is not set).
    public func on(_ event: Event<Element>) {
        switch event {
        case .next, .completed:
            valueSink.on(event)
        case .error(let error):
            reportBindingError(error)
        }
    }

    /// The values as a ``Driver``.
    ///
    /// A control's values do not fail; if they did, the driver would complete, as RxSwift's does in release
    /// builds (its debug builds stop the program): the empty driver is made then, not here.
    @inlinable
    public func asDriver() -> Driver<Element> {
        asDriver(onErrorRecover: { _ in .empty() })
    }
}

extension ControlPropertyType where Element == String? {
    /// The property with `nil` read as the empty string.
    public var orEmpty: ControlProperty<String> {
        let original = asControlProperty()
        let values: Observable<String> = original.values.map { $0 ?? "" }
        let valueSink: AnyObserver<String> = original.valueSink.mapObserver { $0 }
        return ControlProperty<String>(values: values, valueSink: valueSink)
    }
}

/// A control property is Sendable, as its `Observable` and its observer are.
extension ControlProperty: Sendable {}

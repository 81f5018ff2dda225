// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx

/// A read-only property: a view of a ``MutableProperty``, a constant, a sequence with an initial value, or a
/// composition of properties (see ``PropertyProtocol``).
///
///     let count = MutableProperty(0)
///     let label: Property<String> = count.map { "\($0) items" }
///     count.value = 3
///     label.value   // "3 items"
public final class Property<Value>: PropertyProtocol, @unchecked Sendable {
    // Sendable: immutable; what it reads and observes is the source's, which is thread-safe.
    private let reading: () -> Value
    private let observable: Observable<Value>

    /// The current value.
    public var value: Value { reading() }

    /// The changes from now on.
    public var changes: Observable<Value> { observable.skip(1) }

    /// The current value on subscription, then every change.
    public func asObservable() -> Observable<Value> { observable }

    /// A property that reads with `reading` and sends `observable` (which must send the current value on
    /// subscription, synchronously).
    init(reading: @escaping () -> Value, observable: Observable<Value>) {
        self.reading = reading
        self.observable = observable
    }

    /// A read-only view of `property` (the same property when it already is one). A view of a
    /// ``MutableProperty`` does not keep it alive: when it is released, the view keeps its last value and its
    /// sequences complete, as ReactiveSwift's.
    public convenience init<Source: PropertyProtocol>(_ property: Source) where Source.Value == Value {
        if let property = property as? Property<Value> {
            self.init(reading: property.reading, observable: property.observable)
        } else if let mutable = property as? MutableProperty<Value> {
            let storage = mutable.storage
            self.init(reading: { storage.value }, observable: storage.observable)
        } else {
            self.init(reading: { property.value }, observable: property.asObservable())
        }
    }

    /// A property that never changes: its sequence sends the value and completes, as ReactiveSwift's constant
    /// property's do (so a composition with it ends when its other sources end).
    public convenience init(value: Value) {
        self.init(reading: { value }, observable: Observable.just(value))
    }

    /// A property that starts at `initial` and then takes each element of `values` (subscribed now, for as
    /// long as the property lives). Its sequences complete when `values` ends, as ReactiveSwift's; an error of
    /// `values` ends it too, leaving the last value in place.
    public convenience init<Values: ObservableConvertibleType>(initial: Value, then values: Values)
    where Values.Element == Value {
        let storage = MutableProperty(initial)
        let shared = storage.storage
        storage
            <~ values.asObservable()
            .do(onError: { _ in shared.complete() }, onCompleted: { shared.complete() })
            .catch { _ in .empty() }
        self.init(reading: { storage.value }, observable: storage.asObservable())
    }
}

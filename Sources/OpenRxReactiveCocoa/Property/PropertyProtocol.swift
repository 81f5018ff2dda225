// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx

/// A value that changes over time and can be read now — ReactiveSwift's property, which RxSwift lacks: a
/// `BehaviorRelay` has a `value`, but its `map` is an `Observable`, which has none. A property's
/// compositions (``map(_:)``, ``combineLatest(with:)``, ``flatMap(_:_:)``) are properties again.
///
/// As an `Observable` (`asObservable()`) a property sends its current value on subscription, then every
/// change, in the order the changes were made, and never fails; ``changes`` sends the changes alone.
public protocol PropertyProtocol<Value>: ObservableConvertibleType where Element == Value {
    /// The type of the value.
    associatedtype Value

    /// The current value.
    var value: Value { get }

    /// The changes from now on (not the current value).
    var changes: Observable<Value> { get }
}

extension PropertyProtocol {
    /// A read-only property whose value is `transform` of this one's (computed when read: keep `transform`
    /// pure and cheap).
    ///
    ///     let title = Property(user).map { $0.name.uppercased() }
    ///     title.value   // readable now, unlike a relay's `map`
    public func map<Result>(_ transform: @escaping RxNonThrowingClosure<Value, Result>) -> Property<Result> {
        let source = Property(self)
        return Property(
            reading: { transform(source.value) }, observable: source.asObservable().map(transform))
    }

    /// A read-only property whose value is the pair of this one's value and `other`'s.
    public func combineLatest<Other: PropertyProtocol>(with other: Other) -> Property<(Value, Other.Value)> {
        let first = Property(self)
        let second = Property(other)
        return Property(
            reading: { (first.value, second.value) },
            observable: Observable.combineLatest(first.asObservable(), second.asObservable()) { ($0, $1) })
    }

    /// A read-only property whose value is that of the property `transform` makes from this one's value,
    /// following the latest one — ReactiveSwift's `flatMap(.latest)`.
    ///
    ///     let avatar = Property(session).flatMap(.latest) { session in session.user.avatar }
    public func flatMap<Inner: PropertyProtocol>(
        _ strategy: PropertyFlattenStrategy, _ transform: @escaping RxNonThrowingClosure<Value, Inner>
    ) -> Property<Inner.Value> {
        let source = Property(self)
        return Property(
            reading: { transform(source.value).value },
            observable: source.asObservable().flatMapLatest(uncheckedOperatorClosure { transform($0).asObservable() }))
    }

    /// ``flatMap(_:_:)`` with `.latest`, by its Rx name.
    public func flatMapLatest<Inner: PropertyProtocol>(
        _ transform: @escaping RxNonThrowingClosure<Value, Inner>
    ) -> Property<Inner.Value> {
        flatMap(.latest, transform)
    }
}

/// How ``PropertyProtocol/flatMap(_:_:)`` flattens: a property has one current value, so only by following
/// the latest inner property.
public enum PropertyFlattenStrategy: Sendable {
    /// Follow the property made from the latest value.
    case latest
}

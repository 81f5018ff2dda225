// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxCocoa

// Two-way binding (the "channels" of ReactiveCocoa): a value kept in a relay and shown by a control, each
// side following the other. In a module of its own, not in OpenRxCocoa: apps that come from RxSwift declare
// their own `<->` (RxSwift's example app has one), and an overload imported with RxCocoa's stand-in would
// silently win overload resolution with different semantics.

infix operator <-> : DefaultPrecedence

/// Binds `property` and `relay` both ways: the relay's value is set on the property (at once, and after
/// each change), and the property's new values (a user's edits) are accepted by the relay. A value equal
/// to the other side's is not sent on: the relay does not take what it holds, and the value the relay sends
/// back while it accepts the user's edit is not set on the property again (the user's own value is not written
/// back), so the two never echo each other. Disposing ends both directions.
///
///     (nameField.rx.text.orEmpty <-> viewModel.name).disposed(by: disposeBag)
public func <-> <Element: Equatable>(property: ControlProperty<Element>, relay: BehaviorRelay<Element>) -> Disposable {
    // The user's edit being accepted, while `relay.accept` runs: the relay sends it back synchronously, and that
    // echo alone is dropped (any other value, from any thread, goes to the property). Guarded by its lock.
    let accepting = LockedState<Element?>.make(nil)
    // Unchecked in the strict mode: `accepting` is read under its lock.
    let toProperty = relay.asObservable()
        .filter(uncheckedOperatorClosure { value in accepting.withLock { $0 != value } })
        .bind(to: property)
    let toRelay = property.asObservable().subscribe(
        onNext: { value in
            guard relay.value != value else { return }
            accepting.withLock { $0 = value }
            relay.accept(value)
            accepting.withLock { $0 = nil }
        },
        onCompleted: { toProperty.dispose() })
    return Disposables.create(toProperty, toRelay)
}

/// Binds two relays both ways: each takes the other's new values; `right` first takes `left`'s value.
/// Equal values are not sent on, so the two never echo each other forever.
public func <-> <Element: Equatable>(left: BehaviorRelay<Element>, right: BehaviorRelay<Element>) -> Disposable {
    let toRight = left.asObservable().subscribe(onNext: { value in
        if right.value != value { right.accept(value) }
    })
    let toLeft = right.asObservable().subscribe(onNext: { value in
        if left.value != value { left.accept(value) }
    })
    return Disposables.create(toRight, toLeft)
}

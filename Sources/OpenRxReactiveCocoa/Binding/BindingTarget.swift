// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx

precedencegroup BindingPrecedence {
    associativity: right
    higherThan: AssignmentPrecedence
}

/// Binds a sequence into a target — ReactiveSwift's binding operator: `target <~ source`.
infix operator <~ : BindingPrecedence

/// What `<~` binds into: a ``MutableProperty``, a relay, a `Binder`, or anything that provides a
/// ``BindingTarget``.
public protocol BindingTargetProvider<Value> {
    /// The type of the values bound.
    associatedtype Value

    /// How to apply a value, and what the binding's lifetime is tied to.
    var bindingTarget: BindingTarget<Value> { get }
}

/// Applies values to a target held weakly. A binding into it ends when the source ends, when the disposable
/// `<~` returns is disposed, or when the target is released: at once for a ``MutableProperty`` (which owns
/// its bindings), at the next element for a target that does not (a relay, a `Binder`'s object).
public struct BindingTarget<Value>: BindingTargetProvider {
    /// Applies a value; returns `false` once the target is gone.
    let apply: (Value) -> Bool
    /// Where bindings are kept for the target's lifetime, when it has such a place.
    let bindings: CompositeDisposable?

    /// A target that calls `action` with `owner` (held weakly) and each value. `action` runs on the thread
    /// each value arrives on (see `<~`), so it is `@Sendable` in the strict mode (`RxNonThrowingClosure`),
    /// where an action that changes an actor's state does not compile; bind through a `Binder` to apply
    /// values on the main thread.
    public init<Owner: AnyObject>(owner: Owner, action: @escaping RxNonThrowingClosure<Owner, Value, Void>) {
        bindings = (owner as? any BindingsOwner)?.bindingsBag
        weak let target = owner
        apply = { value in
            guard let target else { return false }
            action(target, value)
            return true
        }
    }

    /// A target that applies values with `apply` until it returns `false`.
    init(apply: @escaping (Value) -> Bool, bindings: CompositeDisposable?) {
        self.apply = apply
        self.bindings = bindings
    }

    /// Itself.
    public var bindingTarget: BindingTarget<Value> { self }
}

/// A target that keeps the bindings made into it.
protocol BindingsOwner: AnyObject {
    var bindingsBag: CompositeDisposable { get }
}

extension MutableProperty: BindingsOwner {
    var bindingsBag: CompositeDisposable { bindings }
}

/// Binds `source` into `target`: each element is applied to the target, on the thread it arrives on. The
/// returned disposable ends the binding early; otherwise it lasts until the source ends or the target is
/// released (see ``BindingTarget``). Errors of `source` end the binding and go to
/// `Hooks.defaultErrorHandler`, as `bind(to:)`'s do.
///
///     viewModel.title <~ api.titles
///     isLoading <~ login.isExecuting
@discardableResult
public func <~ <Target: BindingTargetProvider, Source: ObservableConvertibleType>(
    target: Target, source: Source
) -> Disposable where Source.Element == Target.Value {
    let binding = target.bindingTarget
    // The closures take `apply` and the target's bindings weakly: the bindings keep this subscription, and must
    // not be kept alive by it.
    let apply = binding.apply
    let subscription = SingleAssignmentDisposable()
    // Kept for the target's lifetime, and let go of when the binding ends first (as ReactiveSwift's binding stops
    // observing its target's lifetime): a long-lived target bound once per request keeps no ended binding.
    let key = binding.bindings?.insert(subscription)
    if binding.bindings != nil && key == nil { return subscription }  // the target is gone: disposed at once
    weak let bindings = binding.bindings
    subscription.setDisposable(
        source.asObservable().subscribe(
            onNext: { value in
                if !apply(value) { subscription.dispose() }
            },
            onError: { error in reportBindingError(error) },
            onDisposed: key.map { key in { bindings?.remove(for: key) } },
            isolation: nil))
    return subscription
}

extension BehaviorRelay: BindingTargetProvider {
    /// Accepts each value.
    public var bindingTarget: BindingTarget<Element> {
        BindingTarget(owner: self) { relay, value in relay.accept(value) }
    }
}

extension PublishRelay: BindingTargetProvider {
    /// Accepts each value.
    public var bindingTarget: BindingTarget<Element> {
        BindingTarget(owner: self) { relay, value in relay.accept(value) }
    }
}

extension ReplayRelay: BindingTargetProvider {
    /// Accepts each value.
    public var bindingTarget: BindingTarget<Element> {
        BindingTarget(owner: self) { relay, value in relay.accept(value) }
    }
}

extension Binder: BindingTargetProvider {
    /// Sends each value to the binder, which applies it on its scheduler. Like any target that does not own
    /// its bindings (see ``BindingTarget``), a binding into it ends at the first element that arrives after
    /// the binder's object is gone.
    public var bindingTarget: BindingTarget<Value> {
        let binder = self
        return BindingTarget(
            apply: { value in
                guard binder.isTargetAlive else { return false }
                binder.onNext(value)
                return true
            }, bindings: nil)
    }
}

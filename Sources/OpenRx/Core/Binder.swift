// OpenRx — reactive programming for Swift. MIT licence.

/// An observer that applies each element to a target object, on a scheduler (the main scheduler by
/// default), while the target is alive.
///
/// A binder never fails: an error sent to it goes to ``Hooks/defaultErrorHandler``. Completion is
/// ignored. The target is held weakly.
///
///     let isEnabled = Binder(button) { button, enabled in button.isEnabled = enabled }
///     validity.bind(to: isEnabled).disposed(by: disposeBag)
public struct Binder<Value>: ObserverType {
    /// The element type.
    public typealias Element = Value

    /// The target (weakly), the binding, the scheduler and the hop, in one object: a binder is one reference,
    /// which copies without the weak-reference calls a weak field of its own cost.
    @usableFromInline let core: BinderCoreBase<Value>

    /// Whether the target still exists (a binding into a binder may end once it is gone: `<~`).
    package var isTargetAlive: Bool { core.isTargetAlive }

    /// Creates a binder that calls `binding` with `target` and each element, on `scheduler`.
    @available(swift, obsoleted: 6)
    @inlinable
    public init<Target: AnyObject>(
        _ target: Target, scheduler: ImmediateSchedulerType = MainScheduler(),
        binding: @escaping (Target, Value) -> Void
    ) {
        let (main, other) = resolveBinderScheduler(scheduler)
        self.init(target, main: main, other: other, hop: nil, binding: binding)
    }

    /// Creates a binder that calls `binding` with `target` and each element, on `scheduler` (the main
    /// scheduler by default) and on `isolation` (the caller's actor by default).
    ///
    /// A binding formed on the main actor runs as before: the main scheduler runs it on the main thread. A
    /// binding formed in another actor runs isolated to that actor: with no scheduler given, each element
    /// goes straight to the actor (at once when it arrives there with nothing queued, otherwise queued, in
    /// order); with one, the scheduler runs first and the binding then runs on the actor. `nil` runs the
    /// binding where the scheduler runs it, as RxSwift does.
    ///
    /// Inlinable, as the binder's initializers below: made in the caller's module, the binder's object has its
    /// type metadata at hand, where generic code looked it up on every binder (about 420 instructions).
    @available(swift, introduced: 6)
    @inlinable
    public init<Target: AnyObject>(
        _ target: Target, scheduler: ImmediateSchedulerType? = nil, isolation: (any Actor)? = #isolation,
        binding: @escaping (Target, Value) -> Void
    ) {
        guard let isolation else {
            let (main, other) = resolveBinderScheduler(scheduler)
            self.init(target, main: main, other: other, hop: nil, binding: binding)
            return
        }
        let isMainActor = isolation === MainActor.shared
        if scheduler == nil, !isMainActor {
            self.init(target, main: nil, other: nil, hop: ActorHop(isolation), binding: binding)
            return
        }
        let (main, other) = resolveBinderScheduler(scheduler)
        // The main scheduler runs the binding on the main thread, which is the main actor, in order: a hop onto
        // the main actor after it would only add a lock per element and an allocation per binder.
        let hop = isMainActor && main != nil ? nil : ActorHop(isolation)
        self.init(target, main: main, other: other, hop: hop, binding: binding)
    }

    /// A binder that runs `binding` on `main` or `other` (if either), then through `hop` (if any).
    @inlinable
    init<Target: AnyObject>(
        _ target: Target, main: MainScheduler?, other: BinderScheduler?, hop: ActorHop?,
        binding: @escaping (Target, Value) -> Void
    ) {
        core = BinderCore(target, main: main, other: other, hop: hop, binding: binding)
    }

    /// Applies a `next` element to the target; reports an error; ignores completion.
    @inlinable
    public func on(_ event: Event<Value>) {
        core.on(event)
    }

    /// Erases the binder's type.
    public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: on)
    }
}

// Sendable: the binding is immutable; it holds the target weakly and touches it only in work it schedules
// on its scheduler (the main scheduler by default), whatever thread sends the event.
extension Binder: @unchecked Sendable {}

/// What a ``Binder`` calls, whatever its target's type: ``BinderCore`` is the one kind there is.
// Sendable: no state; BinderCore's is immutable.
@usableFromInline
class BinderCoreBase<Value>: @unchecked Sendable {
    /// Applies an event: a closure made where the binder is made (``BinderCore``'s inlinable initializer), so
    /// that it runs specialized for the target's and the element's types. A method overridden in the generic
    /// subclass ran unspecialized (the vtable holds the generic implementation) and looked up `Event<Value>`'s
    /// metadata at run time on every element: about 325 instructions.
    @usableFromInline let deliverEvent: (BinderCoreBase<Value>, Event<Value>) -> Void

    @inlinable
    init(deliverEvent: @escaping (BinderCoreBase<Value>, Event<Value>) -> Void) {
        self.deliverEvent = deliverEvent
    }

    /// Applies an event.
    @inlinable
    final func on(_ event: Event<Value>) {
        deliverEvent(self, event)
    }

    /// Whether the target still exists.
    @usableFromInline
    var isTargetAlive: Bool { false }
}

/// What a ``Binder`` keeps, in one object: the target (weakly), the binding, the scheduler and the hop. Three
/// closures, each with a context of its own, did this before (issue 38: ScreenCreating 7,379 -> 6,179
/// allocations per screen of 300 binders).
// Sendable: every field is immutable; the target is read through its weak reference.
@usableFromInline
final class BinderCore<Target: AnyObject, Value>: BinderCoreBase<Value>, @unchecked Sendable {
    /// Set once, in the initializer. Unchecked: the runtime's exclusivity check cost about 76 instructions
    /// per element applied (Documentation/Contracts.md, "Exclusivity checks").
    @exclusivity(unchecked) @usableFromInline weak var target: Target?
    @usableFromInline let binding: (Target, Value) -> Void
    /// The scheduler when it is the main scheduler, which applies an element that can run at once without an
    /// action made for it (no allocation per element).
    @usableFromInline let mainScheduler: MainScheduler?
    /// The scheduler when it is another one.
    @usableFromInline let otherScheduler: BinderScheduler?
    @usableFromInline let hop: ActorHop?

    @inlinable
    init(
        _ target: Target, main: MainScheduler?, other: BinderScheduler?, hop: ActorHop?,
        binding: @escaping (Target, Value) -> Void
    ) {
        self.target = target
        self.binding = binding
        mainScheduler = main
        otherScheduler = other
        self.hop = hop
        super.init(deliverEvent: { core, event in unsafeDowncast(core, to: BinderCore.self).handle(event) })
    }

    /// Applies a `next` element on the scheduler; reports an error; ignores completion.
    @inlinable
    func handle(_ event: Event<Value>) {
        switch event {
        case .next(let element):
            if let mainScheduler { return mainScheduler.run(element, deliver) }
            guard let otherScheduler else { return deliver(element) }
            _ = otherScheduler.scheduler.schedule(element) { [self] element in
                deliver(element)
                return Disposables.create()
            }
        case .error(let error):
            reportBindingError(error)
        case .completed:
            break
        }
    }

    @usableFromInline
    override var isTargetAlive: Bool { target != nil }

    /// Applies `element`, through the hop when there is one.
    @inlinable
    func deliver(_ element: Value) {
        guard let hop else { return apply(element) }
        hop.run(element, apply)
    }

    /// Applies `element` to the target, if it is still alive.
    @inlinable
    func apply(_ element: Value) {
        if let target { binding(target, element) }
    }
}

/// The scheduler a binder runs on: `scheduler`, or a new main scheduler, as the main scheduler it is or boxed.
/// Known without a dynamic cast for the default, which most binders take (a cast costs about 260 instructions).
@usableFromInline
func resolveBinderScheduler(_ scheduler: ImmediateSchedulerType?) -> (main: MainScheduler?, other: BinderScheduler?) {
    guard let scheduler else { return (MainScheduler(), nil) }
    if let main = asMainScheduler(scheduler) { return (main, nil) }
    return (nil, BinderScheduler(scheduler))
}

/// A binder's scheduler that is not the main scheduler, boxed: the binder's object then holds only class
/// references. An optional existential field is destroyed through `Optional`'s generic value witnesses (with the
/// metadata instantiated first), about 95 instructions per binder in its unspecialized `deinit`, and copies of
/// one cost as much; a binder with another scheduler is rare, and pays one allocation instead.
// Sendable: immutable; a scheduler is used from any thread.
@usableFromInline
final class BinderScheduler: @unchecked Sendable {
    @usableFromInline let scheduler: ImmediateSchedulerType

    @inlinable
    init(_ scheduler: ImmediateSchedulerType) {
        self.scheduler = scheduler
    }
}

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
        self.init(target, scheduling: BinderScheduling(scheduler), hop: nil, binding: binding)
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
            self.init(target, scheduling: BinderScheduling(scheduler), hop: nil, binding: binding)
            return
        }
        let isMainActor = isolation === MainActor.shared
        if scheduler == nil, !isMainActor {
            self.init(target, scheduling: .immediate, hop: ActorHop(isolation, holdingItWeakly: true), binding: binding)
            return
        }
        let scheduling = BinderScheduling(scheduler)
        // The main scheduler runs the binding on the main thread, which is the main actor, in order: a hop onto
        // the main actor after it would only add a lock per element and an allocation per binder.
        let hop = isMainActor && scheduling.isMain ? nil : ActorHop(isolation, holdingItWeakly: true)
        self.init(target, scheduling: scheduling, hop: hop, binding: binding)
    }

    /// A binder that runs `binding` as `scheduling` says, then through `hop` (if any).
    @inlinable
    init<Target: AnyObject>(
        _ target: Target, scheduling: BinderScheduling, hop: ActorHop?, binding: @escaping (Target, Value) -> Void
    ) {
        core = BinderCore(target, scheduling: scheduling, hop: hop, binding: binding)
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
// Sendable: the count of queued work is atomic; everything else is immutable.
@usableFromInline
class BinderCoreBase<Value>: @unchecked Sendable {
    /// How many of the binder's elements wait on the main queue, when it schedules as a main scheduler of its
    /// own (``BinderScheduling/ownMainQueue``): the first stored property, so an atomic word
    /// (`InlineAtomicWord`).
    @usableFromInline final var mainQueueCount = 0
    /// Applies an event: a closure made where the binder is made (``BinderCore``'s inlinable initializer), so
    /// that it runs specialized for the target's and the element's types. A method overridden in the generic
    /// subclass ran unspecialized (the vtable holds the generic implementation) and looked up `Event<Value>`'s
    /// metadata at run time on every element: about 325 instructions.
    @usableFromInline let deliverEvent: (BinderCoreBase<Value>, Event<Value>) -> Void

    @inlinable
    init(deliverEvent: @escaping (BinderCoreBase<Value>, Event<Value>) -> Void) {
        self.deliverEvent = deliverEvent
        #if DEBUG
            let countAddress = withUnsafeMutablePointer(to: &mainQueueCount) { UnsafeMutableRawPointer($0) }
            _ = InlineAtomicWord(self, firstStoredProperty: countAddress)
        #endif
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
    @usableFromInline let scheduling: BinderScheduling
    @usableFromInline let hop: ActorHop?

    @inlinable
    init(
        _ target: Target, scheduling: BinderScheduling, hop: ActorHop?, binding: @escaping (Target, Value) -> Void
    ) {
        self.target = target
        self.binding = binding
        self.scheduling = scheduling
        self.hop = hop
        super.init(deliverEvent: { core, event in unsafeDowncast(core, to: BinderCore.self).handle(event) })
    }

    /// Applies a `next` element on the scheduler; reports an error; ignores completion.
    @inlinable
    func handle(_ event: Event<Value>) {
        switch event {
        case .next(let element):
            switch scheduling {
            case .ownMainQueue:
                MainScheduler.run(element, counting: InlineAtomicWord(self), of: self, deliver)
            case .main(let scheduler):
                scheduler.run(element, deliver)
            case .other(let box):
                _ = box.scheduler.schedule(element) { [self] element in
                    deliver(element)
                    return Disposables.create()
                }
            case .immediate:
                deliver(element)
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

/// How a binder schedules its elements. Class references only: an optional existential is destroyed and copied
/// through `Optional`'s generic value witnesses, in the binder's unspecialized `deinit` too.
@usableFromInline
enum BinderScheduling {
    /// As a main scheduler of its own, counting in the binder's object (``BinderCoreBase/mainQueueCount``): the
    /// default. RxSwift's binder makes a `MainScheduler()` for this, an allocation per binder with the same
    /// order.
    case ownMainQueue
    /// On a main scheduler given to it (`MainScheduler.instance`), counting in that scheduler.
    case main(MainScheduler)
    /// On another scheduler, boxed.
    case other(BinderScheduler)
    /// At once, where the element arrives (a binder hopping onto its actor).
    case immediate

    /// How a binder runs on `scheduler`; `nil` is the default. A main scheduler is known by its type, without
    /// a dynamic cast (about 260 instructions).
    @inlinable
    init(_ scheduler: ImmediateSchedulerType?) {
        guard let scheduler else {
            self = .ownMainQueue
            return
        }
        if let main = asMainScheduler(scheduler) {
            self = .main(main)
        } else {
            self = .other(BinderScheduler(scheduler))
        }
    }

    /// Whether elements are applied on the main scheduler's terms: on the main thread, in its order.
    @inlinable
    var isMain: Bool {
        switch self {
        case .ownMainQueue, .main: return true
        case .other, .immediate: return false
        }
    }
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

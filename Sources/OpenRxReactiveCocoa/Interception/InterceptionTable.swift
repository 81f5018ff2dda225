// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx

/// The sequences of one object's intercepted calls, before (`sentMessage`) and after (`methodInvoked`) each
/// method's body, and of its deallocation; a stored property that `@Interceptable` adds.
///
/// One slot per intercepted method, at the index the macros give it, holds the method's two subjects. A call that nobody observes costs one atomic load: the table counts the observers of
/// all its object's calls in one word, read before anything else; an observed call reads its slot and sends
/// to its subject — no name is looked up. The object's deallocation releases the table, whose `deinit` sends
/// `deallocating`, then `deallocated`, then completes every sequence.
public final class InterceptionTable: @unchecked Sendable {
    // Sendable: each slot's subjects are behind its lock; the observer count is an atomic word.

    /// When a call is sent: before the body runs, or after it returned.
    public enum Phase: Sendable {
        /// Before the body runs (`sentMessage`).
        case beforeBody
        /// After the body returned (`methodInvoked`).
        case afterBody
    }

    /// How many observers the object's calls have, all methods together: the one word a call reads.
    @usableFromInline let observerCount = AtomicInt.make()
    /// One slot per intercepted method.
    @usableFromInline let slots: [InterceptionSlot]
    private let deallocatingSubject = ReplaySubject<Void>.create(bufferSize: 1)
    private let deallocatedSubject = ReplaySubject<Void>.create(bufferSize: 1)

    /// A table for intercepted methods whose arguments have the types `argumentTypes`, in the methods' order
    /// (`@Interceptable` writes the call).
    public init(argumentTypes: [Any.Type]) {
        slots = argumentTypes.map { InterceptionSlot.make(for: $0) }
    }

    deinit {
        deallocatingSubject.onNext(())
        deallocatingSubject.onCompleted()
        deallocatedSubject.onNext(())
        deallocatedSubject.onCompleted()
        for slot in slots { slot.complete() }
    }

    /// Sends `arguments` to the observers of the calls of method `method` (its index) at `phase`; one atomic
    /// load and nothing else while the object's calls have no observer. Called by the bodies `@Intercepted`
    /// writes.
    @inlinable
    public func send<Arguments>(_ method: Int, _ phase: Phase, _ arguments: @autoclosure () -> Arguments) {
        if observerCount.atomicLoad() != 0 { slots[method].deliver(phase, arguments()) }
    }

    /// The calls of `method` at `phase`, from now on; completes when the object is deallocated. Inlinable,
    /// so that the subscription's sinks are specialized for the arguments' type where it is made: generic
    /// code looked up `Event<Arguments>`'s metadata on every delivered call.
    @inlinable
    func calls<Arguments>(of method: InterceptedMethod<Arguments>, _ phase: Phase) -> Observable<Arguments> {
        guard slots.indices.contains(method.index) else { return .empty() }
        let slot = slots[method.index]
        let subject: PublishSubject<Arguments> = slot.subject(phase)
        return CountedSubjectObservable(subject, counters: [observerCount, slot.count(phase)])
    }

    /// Sends once, while the object is being deallocated, then completes.
    var deallocating: Observable<Void> { deallocatingSubject.asObservable() }

    /// Sends once the object is gone, then completes.
    var deallocated: Observable<Void> { deallocatedSubject.asObservable() }
}

/// One intercepted method's subjects (`PublishSubject<Arguments>`), before and after its body, made with the
/// slot (the object's interception table makes one slot per intercepted method), and how many observers
/// each has: a call sends to a phase only while that phase is observed, and reads its subject without a lock.
/// They deliver nested, as RxCocoa's do: a call made from an observer of `sentMessage` gets its own
/// `sentMessage` at once, before either body runs; calls from other threads wait for the delivery in
/// progress (`PublishSubject.onNested`).
@usableFromInline
final class InterceptionSlot: @unchecked Sendable {
    // Sendable: the subjects never change and are thread-safe; the counts are atomic words.
    @usableFromInline let before: AnyObject
    @usableFromInline let after: AnyObject
    /// `before` and `after`, unretained: a delivery reaches its subject without a retain and release (which, while
    /// subject subscriptions held their subject weakly, took the runtime's slow path, a call more than the rest
    /// of its delivery). The slot holds both strongly, and the table its slots, for as long as a call can run.
    @usableFromInline let unretainedBefore: Unmanaged<AnyObject>
    @usableFromInline let unretainedAfter: Unmanaged<AnyObject>
    @usableFromInline let beforeCount = AtomicInt.make()
    @usableFromInline let afterCount = AtomicInt.make()

    init<Arguments>(_ arguments: Arguments.Type) {
        before = PublishSubject<Arguments>()
        after = PublishSubject<Arguments>()
        unretainedBefore = .passUnretained(before)
        unretainedAfter = .passUnretained(after)
    }

    /// A slot for arguments of type `type`.
    static func make<Arguments>(for type: Arguments.Type) -> InterceptionSlot {
        InterceptionSlot(type)
    }

    /// The subject of `phase`.
    @inlinable
    func subject<Arguments>(_ phase: InterceptionTable.Phase) -> PublishSubject<Arguments> {
        unsafeDowncast(phase == .beforeBody ? before : after, to: PublishSubject<Arguments>.self)
    }

    /// The observer count of `phase`.
    @inlinable
    func count(_ phase: InterceptionTable.Phase) -> AtomicInt {
        phase == .beforeBody ? beforeCount : afterCount
    }

    /// Sends `arguments` to the subject of `phase` if it is observed. Inlinable (specialized for the
    /// arguments' type where the method is: unspecialized, the subject's cast and delivery looked up type
    /// metadata on every call) but not inlined, so the unobserved path stays one load and a branch.
    @inlinable @inline(never)
    func deliver<Arguments>(_ phase: InterceptionTable.Phase, _ arguments: Arguments) {
        let isBefore = phase == .beforeBody
        guard (isBefore ? beforeCount : afterCount).atomicLoad() != 0 else { return }
        (isBefore ? unretainedBefore : unretainedAfter)._withUnsafeGuaranteedRef {
            unsafeDowncast($0, to: PublishSubject<Arguments>.self).onNested(.next(arguments))
        }
    }

    /// Completes both subjects (the object is gone).
    func complete() {
        for subject in [before, after] { (subject as? any Completing)?.complete() }
    }
}

/// A subject completed when its object is deallocated.
private protocol Completing {
    func complete()
}

extension PublishSubject: Completing {
    fileprivate func complete() { onNested(.completed) }
}

extension Reactive where Base: InterceptableObject {
    /// Each call of `method`, with its arguments, before the method's body runs (RxCocoa's `sentMessage`);
    /// completes when the object is deallocated.
    ///
    ///     controller.rx.sentMessage(\.viewWillAppear).subscribe(onNext: { animated in … })
    @inlinable
    public func sentMessage<Arguments>(
        _ method: KeyPath<Base.Interception, InterceptedMethod<Arguments>>
    ) -> Observable<Arguments> {
        base._rxInterception.calls(of: Base.Interception()[keyPath: method], .beforeBody)
    }

    /// Each call of `method`, with its arguments, after the method's body returned (RxCocoa's
    /// `methodInvoked`); completes when the object is deallocated.
    @inlinable
    public func methodInvoked<Arguments>(
        _ method: KeyPath<Base.Interception, InterceptedMethod<Arguments>>
    ) -> Observable<Arguments> {
        base._rxInterception.calls(of: Base.Interception()[keyPath: method], .afterBody)
    }

    /// A key path that names no intercepted method of the class: refused, saying so.
    @available(
        *, unavailable,
        message:
            "this class has no @Intercepted method of that name: check its spelling, mark the method @Intercepted, or mark the class @Interceptable"
    )
    public func sentMessage(_ method: KeyPath<Base.Interception, NoSuchInterceptedMethod>) -> Observable<Never> {
        .empty()
    }

    /// A key path that names no intercepted method of the class: refused, saying so.
    @available(
        *, unavailable,
        message:
            "this class has no @Intercepted method of that name: check its spelling, mark the method @Intercepted, or mark the class @Interceptable"
    )
    public func methodInvoked(_ method: KeyPath<Base.Interception, NoSuchInterceptedMethod>) -> Observable<Never> {
        .empty()
    }

    /// Sends once while the object is being deallocated (its stored properties are being released, after
    /// its `deinit` body ran), then completes.
    public var deallocating: Observable<Void> { base._rxInterception.deallocating }

    /// Sends once the object is gone, then completes.
    public var deallocated: Observable<Void> { base._rxInterception.deallocated }
}

// OpenRx — reactive programming for Swift. MIT licence.

/// The disposable of a subscription to a subject made for code outside the operators
/// (``Observable/subscribeErased(_:)``, `subscribe`): disposing it removes the observer from the subject and
/// stops deliveries to it at once (an atomic flag checked per event).
///
/// It holds the key and what it leaves through (``SubjectSubscriptionOwner``): the subject's locked state, or
/// a share's connection, never the subject, the share or the observer. The caller may keep it after the
/// subscription ended, so it must hold none of them: a kept subscription keeps neither the subject alive (as
/// RxSwift's, which holds the subject weakly) nor the observer's closure, which the subject lets go of when the
/// subscriber leaves or the subject stops. Its atomic word holds the ``SubjectObserver`` flags of its observer.
///
/// A subscription made inside a chain (``Observable/subscribeOwned(_:)``) needs no such object: its caller lets
/// go of the disposable when the subscription ends (or, for some operators, when the operator ends, and the
/// closure then holds only that operator's sink), so the observer is its own disposable (one allocation).
///
/// For `subscribe(onNext:…)` the subscription is a ``SubjectPairSubscription``, which is also RxSwift's pair
/// with `then` (``SubscriptionKind/carrying(then:paired:)``).
// Thread safety: the key and owner are set before the subscription is published; the flags are atomic; `then`
// is taken once, by the caller whose fetch-or sets the disposed flag.
@usableFromInline
class SubjectSubscription: AtomicBuffer<SubjectSubscription.Parts>, Disposable {
    @usableFromInline
    struct Parts {
        @usableFromInline var key = BagKey(rawValue: 0)
        @usableFromInline let owner: SubjectSubscriptionOwner
        /// A pair's second disposable, disposed after leaving (``SubjectPairSubscription``); `nil` otherwise.
        @usableFromInline var then: DisposableObject?

        @inlinable
        init(owner: SubjectSubscriptionOwner, then: DisposableObject?) {
            self.owner = owner
            self.then = then
        }
    }

    /// The subscription of a ``SubscriptionKind/kept`` or ``SubscriptionKind/carrying(then:paired:)`` subscriber,
    /// its observer's flags set to `flags`.
    @inlinable
    static func make(
        owner: consuming SubjectSubscriptionOwner, kind: SubscriptionKind, flags: Int
    )
        -> SubjectSubscription
    {
        switch kind {
        case .kept:
            return make(header: Parts(owner: owner, then: nil), value: flags)
        case .carrying(let then, paired: true):
            return SubjectPairSubscription.make(header: Parts(owner: owner, then: then), value: flags)
        case .carrying(let then, paired: false):
            return make(header: Parts(owner: owner, then: then), value: flags)
        case .owned:
            preconditionFailure("An owned subscriber is its own subscription")
        }
    }

    /// The flags of the observer.
    @inlinable
    final var flags: InlineAtomicWord { InlineAtomicWord(address: withUnsafeMutablePointerToElements { $0 }) }

    @usableFromInline
    final func dispose() {
        guard atomicFetchOr(SubjectObserverFlags.disposed) & SubjectObserverFlags.disposed == 0 else { return }
        let parts = headerPointer
        let owner = parts.pointee.owner
        owner.leave(owner.object, parts.pointee.key)
        if parts.pointee.then != nil { parts.pointee.then.take()?.dispose() }
    }
}

/// The subscription of `subscribe(onNext:…)` to a subject or a share: also RxSwift's pair
/// `Disposables.create(subscription, then)`, so `Cancelable`, disposed only by `dispose()` (the subject's stop
/// does not set the flag), which leaves the subject and then disposes `then`. A subclass, so that a subject's
/// other subscriptions stay plain disposables, as RxSwift's are.
@usableFromInline
final class SubjectPairSubscription: SubjectSubscription, Cancelable {
    /// Whether `dispose()` has been called.
    @usableFromInline
    var isDisposed: Bool { atomicLoad() & SubjectObserverFlags.disposed != 0 }
}

/// The bits of a subject observer's atomic flags word: zero for a live observer that has caught up.
@usableFromInline
enum SubjectObserverFlags {
    /// Set once the subscription is disposed.
    @usableFromInline static let disposed = 1
    /// Set while the subscriber receives its replay; events broadcast meanwhile wait in the subject.
    @usableFromInline static let catchingUp = 2
}

/// The part of a ``SubjectObserver`` that does not depend on the element type: its flags, its key, and, when
/// the observer is its own subscription, what it leaves through. Not generic, so that code that holds only a
/// disposable can find it with a cheap class cast (`subscribe(on:)`, ``leaving``).
///
/// Its flags (disposed, catching up: ``SubjectObserverFlags``) live in its ``SubjectSubscription`` when it
/// has one (a subscription made for code outside the operators, which may keep its disposable after the
/// subscription ended and must then not keep the closure), and otherwise in its own first word: the observer
/// is then the subscription itself, whose owner lets go of it when the subscription ends
/// (``Observable/subscribeOwned(_:)``), as a producer's sink is (see Documentation/Contracts.md, "One object per
/// subject subscription").
// Thread safety: the owner and subscription are immutable; the key is written once, under the subject's lock,
// before the observer is published; the flags are only accessed atomically.
@usableFromInline
class SubjectObserverBase: Disposable {
    // The first stored property (a subclass's stored properties come after the base's): the flags when the
    // observer is its own subscription (see `InlineAtomicWord`); only atomic operations reach it.
    // No default value: its assignment in `init` is then its initialization, not an access with the
    // runtime's exclusivity check (about 76 instructions per subscription).
    @usableFromInline final var ownFlags: Int
    /// The disposable of a subscription made for code outside the operators, which holds the flags; `nil`
    /// when the observer is its own subscription.
    @usableFromInline let subscription: SubjectSubscription?
    /// What the observer leaves through when it is its own subscription; `nil` otherwise.
    @usableFromInline let owner: SubjectSubscriptionOwner?
    /// The key of the observer in the subject's bag, set when it is registered.
    @exclusivity(unchecked) @usableFromInline final var key = BagKey(rawValue: 0)
    /// The address of the flags: ``ownFlags`` or the subscription's word, set in `init`. An address, not a
    /// test of ``subscription`` per delivery: that cost about 20 instructions per element delivered.
    @exclusivity(unchecked) @usableFromInline final var flagsAddress: UnsafeMutablePointer<Int>

    /// The flags and owner of an observer that is its own subscription if its `kind` is
    /// ``SubscriptionKind/owned``, and is ``SubjectObserverFlags/catchingUp`` if `catchingUp`.
    @inlinable @inline(__always)
    init(owner: consuming SubjectSubscriptionOwner, kind: SubscriptionKind, catchingUp: Bool) {
        let flags = catchingUp ? SubjectObserverFlags.catchingUp : 0
        guard case .owned = kind else {
            ownFlags = 0
            let subscription = SubjectSubscription.make(owner: owner, kind: kind, flags: flags)
            self.subscription = subscription
            self.owner = nil
            flagsAddress = subscription.flags.address
            return
        }
        ownFlags = flags
        subscription = nil
        self.owner = owner
        // Its own first word, whose address needs `self`: a placeholder until every property is set.
        flagsAddress = UnsafeMutablePointer(bitPattern: MemoryLayout<Int>.alignment)!
        flagsAddress = _getUnsafePointerToStoredProperties(self).assumingMemoryBound(to: Int.self)
        #if DEBUG
            let first = withUnsafeMutablePointer(to: &ownFlags) { UnsafeMutableRawPointer($0) }
            assert(first == UnsafeMutableRawPointer(flagsAddress), "the flags must come first")
        #endif
    }

    /// The atomic flags word (``SubjectObserverFlags``).
    @inlinable
    final var flags: InlineAtomicWord { InlineAtomicWord(address: flagsAddress) }

    /// Whether the subscription was disposed.
    @inlinable
    final var isDisposed: Bool { flags.load() & SubjectObserverFlags.disposed != 0 }

    /// Marks the replay finished; called under the subject's lock, once, by the subscribing thread.
    @inlinable
    final func finishCatchingUp() {
        _ = flags.fetchAdd(-SubjectObserverFlags.catchingUp)
    }

    /// The disposable of the subscription: the ``SubjectSubscription``, or the observer itself.
    @inlinable
    final var disposable: DisposableObject { subscription ?? self }

    /// When the observer is its own subscription: stops the deliveries to it at once, as ``dispose()`` does, and
    /// returns how to leave the subject later without holding the observer (what it leaves through and its key;
    /// see `SubscribeOnSink`). `nil`, doing nothing, otherwise.
    @inlinable
    final func stopDeliveriesAndLeaveLater() -> SubjectLeaving? {
        guard let owner else { return nil }
        _ = flags.fetchOr(SubjectObserverFlags.disposed)
        return SubjectLeaving(owner: owner, key: key)
    }

    /// Leaves the subject, when the observer is its own subscription.
    @usableFromInline
    final func dispose() {
        guard let owner, flags.fetchOr(SubjectObserverFlags.disposed) & SubjectObserverFlags.disposed == 0 else {
            return
        }
        owner.leave(owner.object, key)
    }
}

/// Leaves a subject, or a share connection, for an observer that is its own subscription, without holding the
/// observer: once the subject stopped or was freed meanwhile, the observer is gone already and leaving does
/// nothing. Run it once: a share counts its subscribers down on each leave.
@usableFromInline
struct SubjectLeaving {
    @usableFromInline let owner: SubjectSubscriptionOwner
    @usableFromInline let key: BagKey

    @inlinable
    init(owner: SubjectSubscriptionOwner, key: BagKey) {
        self.owner = owner
        self.key = key
    }

    /// Removes the observer with the key from a subject, if it is still there; leaves a share connection, once.
    @inlinable
    func leave() {
        owner.leave(owner.object, key)
    }
}

/// An observer registered with a subject; for a subscription made inside a chain, also its disposable (see
/// ``SubjectObserverBase``).
///
/// The closure is a `let` of a class, so a delivery calls it without reference counting (see
/// ``Bag/Members/broadcast(_:behindCatchUp:)``): a closure in a `var`, or behind a pointer, is retained and
/// released around every call, because the call might replace it.
///
/// A new subscriber of a subject that replays (`BehaviorSubject`, `ReplaySubject`) receives its replay
/// inside `subscribe`, on the subscribing thread, even while another thread is broadcasting (as in
/// RxSwift). Until its replay is done it is *catching up*: broadcasts that reach it meanwhile are queued in
/// the subject for the subscribing thread, which delivers them after the replay. So the observer is never
/// called concurrently or re-entrantly, and sees the replay before any later event.
// Thread safety: the closure is immutable; see `SubjectObserverBase` for the rest.
@usableFromInline
final class SubjectObserver<Element>: SubjectObserverBase {
    @usableFromInline let observer: (Event<Element>) -> Void

    /// An observer calling `observer`, its own subscription if its `kind` is ``SubscriptionKind/owned`` (see
    /// ``SubjectObserverBase``), that is ``SubjectObserverFlags/catchingUp`` if `catchingUp`.
    @inlinable @inline(__always)
    init(
        observer: @escaping (Event<Element>) -> Void, owner: consuming SubjectSubscriptionOwner,
        kind: SubscriptionKind, catchingUp: Bool
    ) {
        self.observer = observer
        super.init(owner: owner, kind: kind, catchingUp: catchingUp)
    }

    /// Sends a broadcast `event` to the observer unless its subscription was disposed; returns `false`,
    /// without sending, while the observer is catching up.
    @inlinable
    final func deliver(_ event: Event<Element>) -> Bool {
        let flags = flags.load()
        if flags == 0 {
            observer(event)
            return true
        }
        return flags & SubjectObserverFlags.catchingUp == 0
    }

    /// Sends `event` unless the subscription was disposed, whether or not the observer is catching up:
    /// for the replay and the events queued behind it, and for a broadcast that found the catch-up over.
    @inlinable
    final func deliverDirectly(_ event: Event<Element>) {
        if isDisposed { return }
        observer(event)
    }
}

/// A subject's subscribe and leave paths as closures created in its inlinable initializer, so that they are
/// specialized for the element type in the module that creates the subject.
@usableFromInline
struct SubjectEntryPoints<Subject, Element> {
    /// Subscribes an observer for a holder of the given kind.
    @usableFromInline let subscribe: (Subject, AnyObserver<Element>, SubscriptionKind) -> DisposableObject?
    /// Removes the subscription with a key from the owner object of ``SubjectSubscriptionOwner``.
    @usableFromInline let leave: (AnyObject, BagKey) -> Void
    /// Lets go of what a subject holds when it is freed (its observers, value, buffer, stop event): kept
    /// subscriptions hold its state, not the subject. A closure, because a generic class's `deinit` is not
    /// specialized: written there, this cost about 4,500 instructions per subject.
    @usableFromInline let release: (Subject) -> Void

    @inlinable
    init(
        subscribe: @escaping (Subject, AnyObserver<Element>, SubscriptionKind) -> DisposableObject?,
        leave: @escaping (AnyObject, BagKey) -> Void,
        release: @escaping (Subject) -> Void = { _ in }
    ) {
        self.subscribe = subscribe
        self.leave = leave
        self.release = release
    }
}

extension SubjectEntryPoints where Subject: Observable<Element> {
    /// Subscribes `observer` to `subject` through ``subscribe``, for a holder of the given kind, recorded while
    /// an inspector records: the body of a subject's and a share's `subscribeErased` and `subscribeOwned`.
    @inline(__always)
    func subscribe(
        _ subject: Subject, _ observer: AnyObserver<Element>, kind: SubscriptionKind
    )
        -> DisposableObject?
    {
        #if Inspector
            return subject.subscribeRecorded(observer, kind: Subject.self) { subscribe(subject, $0, kind) }
        #else
            return subscribe(subject, observer, kind)
        #endif
    }

    /// ``subscribe(_:_:kind:)`` for ``Observable/subscribeKept(_:then:paired:)``: the subscription carries
    /// `then`, and is the pair with it if `paired`. A subject that had stopped has nothing to leave: it returns
    /// `then` alone, or a pair with nothing else.
    @inline(__always)
    func subscribeKept(
        _ subject: Subject, _ observer: AnyObserver<Element>, then: DisposableObject?, paired: Bool
    )
        -> DisposableObject?
    {
        let subscription = subscribe(subject, observer, kind: .carrying(then: then, paired: paired))
        if let subscription { return subscription }
        return paired ? BinaryDisposable.make(disposing: nil, then: then) : then
    }
}

/// What a subject subscription leaves through when it is disposed: an object, held strongly, and the function
/// that removes a key from it (a closure that captures nothing, so it allocates nothing).
///
/// The object is a subject's `LockedState`, or a share's connection, not the subject or the share: a weak
/// reference to them cost a side table per subject and share (an allocation) and runtime calls per
/// subscription (issue 38), and a strong one would keep a share's upstream, with its closures, alive as long
/// as a bag keeps the disposable.
@usableFromInline
struct SubjectSubscriptionOwner {
    @usableFromInline let object: AnyObject
    @usableFromInline let leave: (AnyObject, BagKey) -> Void

    @inlinable
    init(object: AnyObject, leave: @escaping (AnyObject, BagKey) -> Void) {
        self.object = object
        self.leave = leave
    }
}

/// Work a subject delivers outside its lock, in the order its critical sections produced it: an event for
/// every observer of a snapshot.
///
/// A struct, not an enum of delivery kinds: an optional of it is then cheap to test, which the drain loop
/// does once per event (several events for one snapshot are several deliveries).
@usableFromInline
struct SubjectDelivery<Element> {
    @usableFromInline let event: Event<Element>
    @usableFromInline let observers: SubjectObservers<Element>

    @inlinable
    init(_ event: Event<Element>, to observers: SubjectObservers<Element>) {
        self.event = event
        self.observers = observers
    }
}

/// A snapshot of a subject's observers: the members of its bag, without the bag's bookkeeping.
@usableFromInline
typealias SubjectObservers<Element> = Bag<SubjectObserver<Element>>.Members

extension Bag.Members {
    /// Sends `event` to every observer of a subject's snapshot, in RxSwift's bag order (``Bag``); an
    /// observer that is still catching up is handed to `behindCatchUp` instead.
    ///
    /// The snapshot keeps every observer alive, so each is called through an unretained reference: a
    /// delivery costs no reference counting per observer.
    @inlinable @inline(__always)
    func broadcast<Value>(
        _ event: Event<Value>, behindCatchUp: (SubjectObserver<Value>) -> Void
    ) where Element == SubjectObserver<Value> {
        switch self {
        case .empty:
            return
        case .single(let observer):
            if !observer.deliver(event) { behindCatchUp(observer) }
        case .many(let entries):
            entries.withUnsafeBufferPointer { buffer in
                for index in buffer.indices {
                    guard let observer = buffer[index].value.map({ Unmanaged.passUnretained($0) }) else { continue }
                    if !observer._withUnsafeGuaranteedRef({ $0.deliver(event) }) {
                        behindCatchUp(observer.takeUnretainedValue())
                    }
                }
            }
        }
    }
}

/// The observers of a subject and the queue of its serializer.
///
/// The thread that finds the subject idle broadcasts outside the lock; broadcasts that arrive meanwhile
/// (from other threads, or re-entrantly from an observer) queue behind it and return. Observers are thus
/// never called concurrently or re-entrantly, and see events in the order the subject accepted them.
/// Whether a broadcast is in progress is the lock's ``DeliveryCount``, so the deliverer finishes without
/// locking again when nothing waits. A replay to a new subscriber does not wait for this queue (see
/// ``SubjectObserver``).
@usableFromInline
struct SubjectDispatchState<Element> {
    @usableFromInline var observers = Bag<SubjectObserver<Element>>()
    /// The broadcasts waiting behind the one in progress; each is counted in the lock's ``DeliveryCount``.
    @usableFromInline var pending = Queue<SubjectDelivery<Element>>()
    /// The broadcasts waiting for subscribers that are catching up, by subscription key: filled only when a
    /// broadcast meets a subscriber that is catching up (rare: another thread's broadcast during a replay), so
    /// a subject's subscriptions allocate nothing here.
    @usableFromInline var waitingForCatchUp: [BagKey: Queue<Event<Element>>] = [:]

    @inlinable
    init() {}

    /// Returns a snapshot of the observers for the caller to send `event` to now, or queues the broadcast
    /// behind the delivery in progress and returns `nil`; `deliveries` is the count of the lock the caller
    /// holds. A stop event also removes every observer, unless `keepingObserversAtStop` (a `BehaviorSubject`'s,
    /// which RxSwift keeps until each subscription is disposed).
    @inlinable @inline(__always)
    mutating func scheduleBroadcast(
        _ event: Event<Element>, deliveries: DeliveryCount, keepingObserversAtStop: Bool = false
    ) -> SubjectObservers<Element>? {
        let snapshot = observers.members
        if event.isStopEvent, !keepingObserversAtStop { observers.removeAll() }
        if deliveries.offer() { return snapshot }
        pending.enqueue(SubjectDelivery(event, to: snapshot))
        return nil
    }

    /// Schedules several broadcasts in order, as ``scheduleBroadcast(_:deliveries:)`` schedules one: returns the
    /// first for the caller to deliver now (the others wait for it), or queues them all.
    @inlinable
    mutating func schedule(
        _ broadcasts: [SubjectDelivery<Element>], deliveries: DeliveryCount
    ) -> SubjectDelivery<Element>? {
        guard let first = broadcasts.first else { return nil }
        let delivers = deliveries.offer(broadcasts.count)
        if !delivers { pending.enqueue(first) }
        for broadcast in broadcasts.dropFirst() { pending.enqueue(broadcast) }
        return delivers ? first : nil
    }

    /// Removes every observer and hands them back, for the caller to let go of after unlocking: a subject that
    /// is freed, since a kept subscription holds the subject's state, not the subject.
    @inlinable
    mutating func takeObservers() -> Bag<SubjectObserver<Element>> {
        defer { observers.removeAll() }
        return observers
    }

    /// Queues `event` for `observer` if it is still catching up; returns whether it did.
    ///
    /// The catching-up flag changes only under the subject's lock (``nextAfterCatchUp(_:)``), which the caller
    /// holds: what it reads here is what the catching-up thread sees next.
    @inlinable
    mutating func waitForCatchUp(_ event: Event<Element>, observer: SubjectObserver<Element>) -> Bool {
        guard observer.flags.load() & SubjectObserverFlags.catchingUp != 0 else { return false }
        waitingForCatchUp[observer.key, default: Queue()].enqueue(event)
        return true
    }

    /// The next event waiting for `observer`'s catch-up, or `nil` when none is left: the catch-up is then
    /// over, and later broadcasts reach the observer directly.
    @inlinable
    mutating func nextAfterCatchUp(_ observer: SubjectObserver<Element>) -> Event<Element>? {
        if !waitingForCatchUp.isEmpty {
            let key = observer.key
            if let event = waitingForCatchUp[key]?.dequeue() { return event }
            waitingForCatchUp[key] = nil
        }
        observer.finishCatchingUp()
        return nil
    }
}

/// A subject's lock-guarded state.
@usableFromInline
protocol SubjectStateProtocol<Element> {
    associatedtype Element
    var dispatch: SubjectDispatchState<Element> { get set }
}

extension LockedState where State: SubjectStateProtocol {
    /// Performs `first` (if the caller became the deliverer) and then whatever was queued meanwhile.
    ///
    /// Each delivery finishes with the atomic decrement of ``DeliveryCount``; the lock is taken again only to
    /// take a queued delivery, which the count says is there.
    @inlinable
    func drain(startingWith first: SubjectDelivery<State.Element>?) {
        guard let first else { return }
        send(first.event, to: first.observers)
        deliverQueued()
    }

    /// Sends `event` to `observers` (if the caller became the deliverer), then performs whatever was queued
    /// meanwhile.
    @inlinable @inline(__always)
    func broadcast(_ event: Event<State.Element>, to observers: SubjectObservers<State.Element>?) {
        guard let observers else { return }
        send(event, to: observers)
        deliverQueued()
    }

    /// Finishes the delivery just made; while others were queued meanwhile, takes and performs the next.
    @inlinable @inline(__always)
    func deliverQueued() {
        let deliveries = self.deliveries
        while deliveries.finish() {
            // Counted and queued in one critical section, so it is there.
            if let next = withLock({ $0.dispatch.pending.dequeue() }) { send(next.event, to: next.observers) }
        }
    }

    /// Sends `event` to each of `observers`, or queues it for those still catching up.
    @inlinable @inline(__always)
    func send(_ event: Event<State.Element>, to observers: SubjectObservers<State.Element>) {
        observers.broadcast(event) { observer in
            let waits = withLock { $0.dispatch.waitForCatchUp(event, observer: observer) }
            if !waits { observer.deliverDirectly(event) }
        }
    }

    /// The owner of this state's subscriptions: the state itself, with `leave` (a subject's
    /// ``SubjectEntryPoints/leave``, which calls ``removeObserver(_:)``).
    @inlinable
    func subscriptionOwner(leave: @escaping (AnyObject, BagKey) -> Void) -> SubjectSubscriptionOwner {
        SubjectSubscriptionOwner(object: self, leave: leave)
    }

    /// Removes the subscription with `key`.
    @inlinable
    func removeObserver(_ key: BagKey) {
        // The removed subscription is released after unlocking: its deinit may release user objects.
        let removed = withLock { $0.dispatch.observers.removeKey(key) }
        _ = removed
    }
}

extension SubjectObserver {
    /// Registers a new subscription of `observer` in `dispatch`, for a holder of the given kind (see
    /// ``SubjectObserver``); one that `catchesUp` receives `replay` (non-empty) before any broadcast.
    @inlinable
    static func register(
        _ observer: AnyObserver<Element>, owner: consuming SubjectSubscriptionOwner, kind: SubscriptionKind,
        in dispatch: inout SubjectDispatchState<Element>, catchingUp: Bool = false
    ) -> SubjectObserver<Element> {
        let registered = SubjectObserver(
            observer: observer.observer, owner: owner, kind: kind, catchingUp: catchingUp)
        let key = dispatch.observers.insert(registered)
        registered.key = key
        registered.subscription?.headerPointer.pointee.key = key
        return registered
    }
}

/// What a subject's `subscribe` decided under its lock.
@usableFromInline
enum SubjectSubscribeOutcome<Element> {
    /// The observer was registered; it receives `replay` (if not empty) now, on the subscribing thread.
    case subscribed(SubjectObserver<Element>, replay: [Event<Element>])
    /// The subject had stopped (or was disposed): these events go to the observer at once.
    case stopped([Event<Element>])
}

extension LockedState where State: SubjectStateProtocol {
    /// Registers `observer` in `state`, for a holder of the given kind (see ``SubjectObserver``): with `replay`
    /// when it is not empty, or when it `replaysElement` (one element, handed to
    /// ``finishSubscribe(_:observer:replayingFirst:)`` beside the outcome), the new subscriber catches up.
    @inlinable
    static func register(
        _ observer: AnyObserver<State.Element>, owner: consuming SubjectSubscriptionOwner, kind: SubscriptionKind,
        in state: inout State, replay: [Event<State.Element>], replaysElement: Bool = false
    ) -> SubjectSubscribeOutcome<State.Element> {
        let registered = SubjectObserver.register(
            observer, owner: owner, kind: kind, in: &state.dispatch, catchingUp: replaysElement || !replay.isEmpty)
        return .subscribed(registered, replay: replay)
    }

    /// Carries out `outcome` for `observer` outside the lock and returns the subscription. A subscriber that
    /// was registered with one element to replay gets `first` before `replay`.
    ///
    /// The one element — a `BehaviorSubject`'s value, a `share(replay: 1)`'s latest element, the replay of
    /// every `Driver` stage — comes beside the outcome, not in an array: one allocation less per such
    /// subscription. Not in the outcome either: a bigger outcome, or a replay enum in it, cost every
    /// subscription of every subject more in copies than the array did (measured in issue 38).
    @inlinable
    func finishSubscribe(
        _ outcome: SubjectSubscribeOutcome<State.Element>, observer: AnyObserver<State.Element>,
        replayingFirst first: State.Element? = nil
    ) -> DisposableObject? {
        switch outcome {
        case .subscribed(let registered, let replay):
            if first != nil || !replay.isEmpty { catchUp(registered, first: first, replay: replay) }
            return registered.disposable
        case .stopped(let events):
            for event in events { observer.on(event) }
            return nil
        }
    }

    /// Sends `first` (if any) and `replay` to a new subscriber, then the broadcasts that waited for it, until
    /// none is left.
    @inlinable
    func catchUp(
        _ registered: SubjectObserver<State.Element>, first: State.Element?, replay: [Event<State.Element>]
    ) {
        if let first { registered.deliverDirectly(.next(first)) }
        for event in replay { registered.deliverDirectly(event) }
        while let event = withLock({ $0.dispatch.nextAfterCatchUp(registered) }) {
            registered.deliverDirectly(event)
        }
    }
}

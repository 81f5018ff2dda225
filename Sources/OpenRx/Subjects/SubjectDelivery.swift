// OpenRx — reactive programming for Swift. MIT licence.

/// The disposable of one subscription to a subject: disposing it removes the observer from the subject
/// and stops deliveries to it at once (an atomic flag checked per event).
///
/// It holds the key and the subject (weakly), never the observer, so an observer closure may capture its
/// own subscription without creating a cycle.
// Thread safety: the key and owner are set before the subscription is published; the flag is atomic.
@usableFromInline
final class SubjectSubscription: AtomicBuffer<SubjectSubscription.Parts>, Disposable {
    @usableFromInline
    struct Parts {
        @usableFromInline var key = BagKey(rawValue: 0)
        @usableFromInline weak var owner: (any SubjectSubscriptionOwner)?

        @inlinable
        init(owner: any SubjectSubscriptionOwner) {
            self.owner = owner
        }
    }

    @inlinable
    static func make(owner: any SubjectSubscriptionOwner) -> SubjectSubscription {
        make(header: Parts(owner: owner))
    }

    /// Whether the subscription was disposed.
    @inlinable
    var isDisposed: Bool { atomicLoad() != 0 }

    @usableFromInline
    func dispose() {
        guard atomicFetchOr(1) == 0 else { return }
        header.owner?.unsubscribe(header.key)
    }
}

/// An observer registered with a subject, with the subscription that can cancel it.
///
/// A class with `let` fields, so a delivery reaches the observer closure without reference counting (see
/// ``Bag/broadcast(_:)``).
@usableFromInline
final class SubjectObserver<Element> {
    @usableFromInline let observer: (Event<Element>) -> Void
    @usableFromInline let subscription: SubjectSubscription

    @inlinable
    init(observer: @escaping (Event<Element>) -> Void, subscription: SubjectSubscription) {
        self.observer = observer
        self.subscription = subscription
    }

    /// Sends `event` to the observer unless its subscription was disposed.
    @inlinable
    final func deliver(_ event: Event<Element>) {
        if subscription.isDisposed { return }
        observer(event)
    }
}

/// A subject's subscribe and unsubscribe paths as closures created in its inlinable initializer, so that
/// they are specialized for the element type in the module that creates the subject.
@usableFromInline
struct SubjectEntryPoints<Subject, Element> {
    @usableFromInline let subscribe: (Subject, AnyObserver<Element>) -> Disposable
    @usableFromInline let unsubscribe: (Subject, BagKey) -> Void

    @inlinable
    init(
        subscribe: @escaping (Subject, AnyObserver<Element>) -> Disposable,
        unsubscribe: @escaping (Subject, BagKey) -> Void
    ) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }
}

/// A subject that removes subscriptions by key.
@usableFromInline
protocol SubjectSubscriptionOwner: AnyObject {
    func unsubscribe(_ key: BagKey)
}

/// Work a subject delivers outside its lock, in the order its critical sections produced it.
@usableFromInline
enum SubjectDelivery<Element> {
    /// An event for every observer of a snapshot.
    case broadcast(Event<Element>, Bag<SubjectObserver<Element>>)
    /// Several events, in order, for every observer of a snapshot.
    case broadcastAll([Event<Element>], Bag<SubjectObserver<Element>>)
    /// Events for one observer that just subscribed (the replayed elements, a stop event).
    case replay([Event<Element>], SubjectObserver<Element>)

    /// Delivers the events. Consuming, so the payload moves out of the enum instead of being copied.
    @inlinable
    consuming func perform() {
        switch consume self {
        case .broadcast(let event, let observers):
            observers.broadcast(event)
        case .broadcastAll(let events, let observers):
            for event in events { observers.broadcast(event) }
        case .replay(let events, let observer):
            for event in events { observer.deliver(event) }
        }
    }
}

extension Bag {
    /// Sends `event` to every observer of a subject's snapshot, in subscription order.
    ///
    /// The snapshot keeps every observer alive, so each is called through an unretained reference: a
    /// delivery costs no reference counting per observer.
    @inlinable
    func broadcast<Value>(_ event: Event<Value>) where Element == SubjectObserver<Value> {
        entries.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                guard let observer = buffer[index].value.map({ Unmanaged.passUnretained($0) }) else { continue }
                observer._withUnsafeGuaranteedRef { $0.deliver(event) }
            }
        }
    }
}

/// The observers of a subject and the serializer of its deliveries.
///
/// The thread that finds the subject idle delivers outside the lock; calls that arrive meanwhile (from
/// other threads, or re-entrantly from an observer) queue their delivery and return. Observers are thus
/// never called concurrently or re-entrantly, and see events in the order the subject accepted them.
@usableFromInline
struct SubjectDispatchState<Element> {
    @usableFromInline var observers = Bag<SubjectObserver<Element>>()
    @usableFromInline var serial = SerialDeliveryState<SubjectDelivery<Element>>()

    @inlinable
    init() {}

    /// Hands `delivery` to the caller to perform now, or queues it behind the delivery in progress.
    @inlinable
    mutating func schedule(_ delivery: SubjectDelivery<Element>) -> SubjectDelivery<Element>? {
        serial.offer(delivery)
    }

    /// Returns a snapshot of the observers for the caller to send `event` to now, or queues the broadcast
    /// behind the delivery in progress and returns `nil`. A stop event also removes every observer.
    @inlinable
    mutating func scheduleBroadcast(_ event: Event<Element>) -> Bag<SubjectObserver<Element>>? {
        let snapshot = observers
        if event.isStopEvent { observers.removeAll() }
        if serial.isDelivering {
            serial.pending.enqueue(.broadcast(event, snapshot))
            return nil
        }
        serial.isDelivering = true
        return snapshot
    }
}

/// A subject's lock-guarded state.
@usableFromInline
protocol SubjectStateProtocol<Element> {
    associatedtype Element
    var dispatch: SubjectDispatchState<Element> { get set }
}

extension LockedState where State: SubjectStateProtocol {
    /// Performs `first` and then whatever was queued meanwhile, releasing the lock between deliveries.
    @inlinable
    func drain(startingWith first: SubjectDelivery<State.Element>?) {
        guard let first else { return }
        first.perform()
        while let next = withLock({ $0.dispatch.serial.next() }) {
            next.perform()
        }
    }

    /// Sends `event` to `observers` (if the caller became the deliverer), then performs whatever was queued
    /// meanwhile.
    @inlinable
    func broadcast(_ event: Event<State.Element>, to observers: Bag<SubjectObserver<State.Element>>?) {
        guard let observers else { return }
        observers.broadcast(event)
        while let next = withLock({ $0.dispatch.serial.next() }) {
            next.perform()
        }
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
    /// Registers a new subscription of `observer` in `dispatch`.
    @inlinable
    static func register(
        _ observer: AnyObserver<Element>, owner: any SubjectSubscriptionOwner,
        in dispatch: inout SubjectDispatchState<Element>
    ) -> SubjectObserver<Element> {
        let subscription = SubjectSubscription.make(owner: owner)
        let registered = SubjectObserver(observer: observer.observer, subscription: subscription)
        subscription.header.key = dispatch.observers.insert(registered)
        return registered
    }
}

/// What a subject's `subscribe` decided under its lock.
@usableFromInline
enum SubjectSubscribeOutcome<Element> {
    /// The observer was registered; the delivery (a replay) is to be performed, if any.
    case subscribed(SubjectObserver<Element>, SubjectDelivery<Element>?)
    /// The subject had stopped (or was disposed): these events go to the observer at once.
    case stopped([Event<Element>])
}

extension LockedState where State: SubjectStateProtocol {
    /// Carries out `outcome` for `observer` outside the lock and returns the subscription.
    @inlinable
    func finishSubscribe(
        _ outcome: SubjectSubscribeOutcome<State.Element>, observer: AnyObserver<State.Element>
    ) -> Disposable {
        switch outcome {
        case .subscribed(let registered, let delivery):
            drain(startingWith: delivery)
            return registered.subscription
        case .stopped(let events):
            for event in events { observer.on(event) }
            return Disposables.create()
        }
    }
}

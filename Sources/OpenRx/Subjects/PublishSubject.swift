// OpenRx — reactive programming for Swift. MIT licence.

/// A subject that sends each event to the observers subscribed at that moment.
///
/// Observers that subscribe after the stop event receive the stop event at once. After `dispose()`,
/// elements are ignored and new subscribers receive `RxError.disposed`; as in RxSwift, a stop event sent after
/// `dispose()` is kept, and they receive it instead.
///
///     let subject = PublishSubject<Int>()
///     subject.onNext(1)                                  // nobody hears it
///     _ = subject.subscribe(onNext: { print($0) })
///     subject.onNext(2)                                  // prints 2
///
/// `on` may be called from any thread and from inside an observer: deliveries are serialized (see
/// Documentation/Contracts.md), so observers are never called concurrently or re-entrantly.
// Sendable: all state is behind `state`'s lock.
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable,
    @unchecked Sendable
{
    /// The observer type of the subject: the subject itself.
    public typealias SubjectObserverType = PublishSubject<Element>

    @usableFromInline
    struct State: SubjectStateProtocol {
        @usableFromInline var dispatch = SubjectDispatchState<Element>()
        @usableFromInline var stopEvent: Event<Element>?
        @usableFromInline var isDisposed = false
        /// The thread delivering through ``onNested(_:)``, and how deep its nested deliveries go.
        @usableFromInline var nestedOwner: UInt = 0
        @usableFromInline var nestedDepth = 0

        @inlinable
        init() {}
    }

    @usableFromInline let state: LockedState<State>
    /// The subscribe and leave paths, specialized where the subject is created (see ``init()``).
    @usableFromInline let entryPoints: SubjectEntryPoints<PublishSubject<Element>, Element>

    /// Creates a subject.
    ///
    /// Inlinable, so that it captures the subscribe and leave paths specialized for `Element` in the
    /// caller's module: the overridden entry points call them and never run generic code (which would look
    /// up type metadata at run time on every subscription).
    @inlinable
    public override init() {
        state = LockedState.make(State())
        entryPoints = SubjectEntryPoints(
            subscribe: { subject, observer, kind in subject.subscribeNow(observer, kind) },
            leave: { state, key in unsafeDowncast(state, to: LockedState<State>.self).removeObserver(key) },
            release: { subject in
                // Released after unlocking: the observers' and elements' deinits may call back.
                let released = subject.state.withLock { state in
                    (state.dispatch.takeObservers(), state.stopEvent.take())
                }
                _ = released
            })
        Resources.incrementTotal()
        super.init()
    }

    deinit {
        // A kept subscription holds the state, not the subject: what the subject held is let go of now, as
        // RxSwift's subject lets go of it when it is freed.
        entryPoints.release(self)
        Resources.decrementTotal()
    }

    /// The owner of this subject's subscriptions: its state, not the subject (see ``SubjectSubscriptionOwner``).
    @inlinable
    var subscriptionOwner: SubjectSubscriptionOwner { state.subscriptionOwner(leave: entryPoints.leave) }

    /// Whether any observer is subscribed.
    public var hasObservers: Bool { state.withLock { !$0.dispatch.observers.isEmpty } }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { state.withLock { $0.isDisposed } }

    /// Sends `event` to the current observers; a stop event is remembered for later subscribers.
    @inlinable @inline(__always)
    public func on(_ event: Event<Element>) {
        let deliveries = state.deliveries
        let observers = state.withLock { state -> SubjectObservers<Element>? in
            if state.stopEvent != nil { return nil }
            // As RxSwift's: a stop is kept even after `dispose()`, and later subscribers get it.
            if event.isStopEvent { state.stopEvent = event } else if state.isDisposed { return nil }
            return state.dispatch.scheduleBroadcast(event, deliveries: deliveries)
        }
        state.broadcast(event, to: observers)
    }

    /// Sends `event` as RxSwift's subject does under its recursive lock: at once on the thread that is
    /// delivering, even from inside that delivery (nested), and, from any other thread, after the delivery in
    /// progress (queued, as ``on(_:)`` queues) — so observers are still never called concurrently. For the
    /// operators whose order depends on the nesting (`retry(when:)` feeds its handler this way); not mixed with
    /// ``on(_:)`` on one subject.
    @inlinable
    package func onNested(_ event: Event<Element>) {
        let thread = ThreadIdentity.current
        let deliveries = state.deliveries
        let delivery = state.withLock { state -> SubjectObservers<Element>? in
            if state.stopEvent != nil { return nil }
            if event.isStopEvent { state.stopEvent = event } else if state.isDisposed { return nil }
            if state.nestedDepth > 0, state.nestedOwner == thread {
                // This thread is delivering: nested, at once (the delivery count is the outermost delivery's).
                let snapshot = state.dispatch.observers.members
                if event.isStopEvent { state.dispatch.observers.removeAll() }
                state.nestedDepth += 1
                return snapshot
            }
            // Another thread delivers: queued behind it. Otherwise this thread becomes the deliverer.
            guard let snapshot = state.dispatch.scheduleBroadcast(event, deliveries: deliveries) else { return nil }
            state.nestedOwner = thread
            state.nestedDepth = 1
            return snapshot
        }
        guard let delivery else { return }
        state.send(event, to: delivery)
        // The outermost delivery on this thread then delivers what other threads queued meanwhile (one lock
        // acquisition per step: leaving a delivery and taking the next are one critical section).
        while let queued = state.withLock({ state -> SubjectDelivery<Element>? in
            state.nestedDepth -= 1
            guard state.nestedDepth == 0 else { return nil }
            guard deliveries.finish(), let next = state.dispatch.pending.dequeue() else {
                state.nestedOwner = 0
                return nil
            }
            state.nestedDepth = 1
            return next
        }) {
            state.send(queued.event, to: queued.observers)
        }
    }

    /// Subscribes `observer` to the events sent from now on.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subscribeErased(eraseObserver(observer)).asDisposable
    }

    @usableFromInline
    override func subscribeErased(_ observer: AnyObserver<Element>) -> DisposableObject? {
        entryPoints.subscribe(self, observer, kind: .kept)
    }

    /// A stop removes every observer, so an owned subscription is over with it.
    @usableFromInline
    override var ownedSubscriptionEndsWithItsStop: Bool {
        true
    }

    /// An owned subscription is the registered observer.
    @usableFromInline
    override var ownedSubscriptionIsSubjectObserver: Bool {
        true
    }

    @usableFromInline
    override func subscribeOwned(_ observer: AnyObserver<Element>) -> DisposableObject? {
        entryPoints.subscribe(self, observer, kind: .owned)
    }

    @usableFromInline
    override func subscribeKept(
        _ observer: AnyObserver<Element>, then: DisposableObject?, paired: Bool
    ) -> DisposableObject? {
        entryPoints.subscribeKept(self, observer, then: then, paired: paired)
    }

    @inlinable
    func subscribeNow(_ observer: AnyObserver<Element>, _ kind: SubscriptionKind) -> DisposableObject? {
        let outcome: SubjectSubscribeOutcome<Element> = state.withLock { state in
            // The stop event first, as RxSwift: a stop sent after `dispose()` is what later subscribers get.
            if let stopEvent = state.stopEvent { return .stopped([stopEvent]) }
            if state.isDisposed { return .stopped([.error(RxError.disposed(object: self))]) }
            return LockedState.register(observer, owner: subscriptionOwner, kind: kind, in: &state, replay: [])
        }
        return state.finishSubscribe(outcome, observer: observer)
    }

    /// Returns the subject.
    public func asObserver() -> PublishSubject<Element> {
        self
    }

    /// Removes every observer, forgets the stop event and ignores later elements; later subscribers receive
    /// `RxError.disposed`.
    ///
    /// As in RxSwift, a stop event sent after `dispose()` is still kept, and later subscribers receive it
    /// instead.
    public func dispose() {
        let released = state.withLock { state in
            state.isDisposed = true
            defer { state.dispatch.observers.removeAll() }
            return (state.dispatch.observers, state.stopEvent.take())
        }
        // Released after unlocking: the observers' and the error's deinits may call back.
        _ = released
    }
}

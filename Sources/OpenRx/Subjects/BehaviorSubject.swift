// OpenRx — reactive programming for Swift. MIT licence.

/// A subject that holds a current value: each new observer receives it first, then later events.
///
///     let subject = BehaviorSubject(value: 0)
///     _ = subject.subscribe(onNext: { print($0) })   // prints 0
///     subject.onNext(1)                              // prints 1
///     try subject.value()                            // 1
///
/// As RxSwift's, it keeps its subscribers after its stop event, until each subscription is disposed (an operator
/// disposes its own at the stop; a `subscribe` or `bind` is disposed by its `DisposeBag`): ``hasObservers`` stays
/// true meanwhile, and the subscribers' closures stay alive. The other subjects let go of them at the stop.
// Sendable: all state is behind `state`'s lock.
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable,
    @unchecked Sendable
{
    /// The observer type of the subject: the subject itself.
    public typealias SubjectObserverType = BehaviorSubject<Element>

    @usableFromInline
    struct State: SubjectStateProtocol {
        @usableFromInline var dispatch = SubjectDispatchState<Element>()
        /// Always set while the subject lives; `nil` once it is freed (see `deinit`).
        @usableFromInline var element: Element?
        @usableFromInline var stopEvent: Event<Element>?
        @usableFromInline var isDisposed = false

        @inlinable
        init(element: Element) {
            self.element = element
        }
    }

    @usableFromInline let state: LockedState<State>
    /// The subscribe and leave paths, specialized where the subject is created (see
    /// `PublishSubject.init()`).
    @usableFromInline let entryPoints: SubjectEntryPoints<BehaviorSubject<Element>, Element>

    /// Creates a subject whose current value is `value`.
    @inlinable
    public init(value: Element) {
        state = LockedState.make(State(element: value))
        entryPoints = SubjectEntryPoints(
            subscribe: { subject, observer, kind in subject.subscribeNow(observer, kind) },
            leave: { state, key in unsafeDowncast(state, to: LockedState<State>.self).removeObserver(key) },
            release: { subject in
                // Released after unlocking: the observers' and elements' deinits may call back.
                let released = subject.state.withLock { state in
                    (state.dispatch.takeObservers(), state.stopEvent.take(), state.element.take())
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

    /// Whether any observer is subscribed; after the stop event, until its subscription is disposed.
    public var hasObservers: Bool { state.withLock { !$0.dispatch.observers.isEmpty } }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { state.withLock { $0.isDisposed } }

    /// The current value.
    ///
    /// - Throws: `RxError.disposed` after `dispose()`; the error the subject failed with.
    public func value() throws -> Element {
        try state.withLock { state in
            if state.isDisposed { throw RxError.disposed(object: self) }
            if case .error(let error)? = state.stopEvent { throw error }
            return state.element!
        }
    }

    /// Sets the current value (for `next`) and sends `event` to the current observers.
    @inlinable @inline(__always)
    public func on(_ event: Event<Element>) {
        let deliveries = state.deliveries
        let (observers, replaced) = state.withLock { state -> (SubjectObservers<Element>?, Element?) in
            if state.isDisposed || state.stopEvent != nil { return (nil, nil) }
            let replaced: Element?
            switch event {
            case .next(let element):
                var value: Element? = element
                swap(&value, &state.element)
                replaced = value
            case .error, .completed:
                state.stopEvent = event
                replaced = nil
            }
            // RxSwift's subject keeps its observers at its stop: each stays until its subscription is disposed
            // (`hasObservers` stays true), where the other subjects let go of them.
            return (
                state.dispatch.scheduleBroadcast(event, deliveries: deliveries, keepingObserversAtStop: true),
                replaced
            )
        }
        // The replaced value is released after unlocking: its deinit may call back into the subject.
        withExtendedLifetime(replaced) {}
        state.broadcast(event, to: observers)
    }

    /// Subscribes `observer`: it receives the current value, then later events.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subscribeErased(eraseObserver(observer)).asDisposable
    }

    @usableFromInline
    override func subscribeErased(_ observer: AnyObserver<Element>) -> DisposableObject? {
        entryPoints.subscribe(self, observer, kind: .kept)
    }

    /// An owned subscription is the registered observer; the stop keeps it (so it is not over with the stop).
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
        let (outcome, value): (SubjectSubscribeOutcome<Element>, Element?) = state.withLock { state in
            if state.isDisposed { return (.stopped([.error(RxError.disposed(object: self))]), nil) }
            if let stopEvent = state.stopEvent { return (.stopped([stopEvent]), nil) }
            // The value is replayed beside the outcome, with no array for it.
            return (
                LockedState.register(
                    observer, owner: subscriptionOwner, kind: kind, in: &state, replay: [], replaysElement: true),
                state.element
            )
        }
        return state.finishSubscribe(outcome, observer: observer, replayingFirst: value)
    }

    /// Returns the subject.
    public func asObserver() -> BehaviorSubject<Element> {
        self
    }

    /// Removes every observer, forgets the stop event and ignores later events; `value()` and later subscribers
    /// get `RxError.disposed`.
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

// OpenRx — reactive programming for Swift. MIT licence.

/// A subject that sends only its last element, followed by completion, once it completes; an error is
/// sent as is, without an element.
///
///     let subject = AsyncSubject<Int>()
///     _ = subject.subscribe(onNext: { print($0) })
///     subject.onNext(1); subject.onNext(2)
///     subject.onCompleted()                          // prints 2
// Sendable: all state is behind `state`'s lock.
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType,
    @unchecked Sendable
{
    /// The observer type of the subject: the subject itself.
    public typealias SubjectObserverType = AsyncSubject<Element>

    @usableFromInline
    struct State: SubjectStateProtocol {
        @usableFromInline var dispatch = SubjectDispatchState<Element>()
        @usableFromInline var lastElement: Element?
        @usableFromInline var stopEvent: Event<Element>?

        @inlinable
        init() {}
    }

    @usableFromInline let state: LockedState<State>
    /// The subscribe and leave paths, specialized where the subject is created (see
    /// `PublishSubject.init()`).
    @usableFromInline let entryPoints: SubjectEntryPoints<AsyncSubject<Element>, Element>

    /// Creates a subject.
    @inlinable
    public override init() {
        state = LockedState.make(State())
        entryPoints = SubjectEntryPoints(
            subscribe: { subject, observer, kind in subject.subscribeNow(observer, kind) },
            leave: { state, key in unsafeDowncast(state, to: LockedState<State>.self).removeObserver(key) },
            release: { subject in
                // Released after unlocking: the observers' and elements' deinits may call back.
                let released = subject.state.withLock { state in
                    (state.dispatch.takeObservers(), state.stopEvent.take(), state.lastElement.take())
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

    /// Remembers a `next` element; on completion sends the last element and completion, on error the
    /// error.
    @inlinable
    public func on(_ event: Event<Element>) {
        let count = state.deliveries
        let (delivery, replaced) = state.withLock { state -> (SubjectDelivery<Element>?, Element?) in
            if state.stopEvent != nil { return (nil, nil) }
            switch event {
            case .next(let element):
                var replaced: Element? = element
                swap(&replaced, &state.lastElement)
                return (nil, replaced)
            case .error, .completed:
                state.stopEvent = event
                defer { state.dispatch.observers.removeAll() }
                let observers = state.dispatch.observers.members
                let deliveries = Self.finalEvents(state).map { SubjectDelivery($0, to: observers) }
                return (state.dispatch.schedule(deliveries, deliveries: count), nil)
            }
        }
        // The replaced element is released after unlocking: its deinit may call back into the subject.
        withExtendedLifetime(replaced) {}
        state.drain(startingWith: delivery)
    }

    @inlinable
    static func finalEvents(_ state: State) -> [Event<Element>] {
        guard let stopEvent = state.stopEvent else { return [] }
        if stopEvent.isCompleted, let last = state.lastElement { return [.next(last), .completed] }
        return [stopEvent]
    }

    /// Subscribes `observer`; after the subject stopped, it receives the final events at once.
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
            if state.stopEvent != nil { return .stopped(Self.finalEvents(state)) }
            return LockedState.register(observer, owner: subscriptionOwner, kind: kind, in: &state, replay: [])
        }
        return state.finishSubscribe(outcome, observer: observer)
    }

    /// Returns the subject.
    public func asObserver() -> AsyncSubject<Element> {
        self
    }
}

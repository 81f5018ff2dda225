// OpenRx — reactive programming for Swift. MIT licence.

/// A subject that sends each event to the observers subscribed at that moment.
///
/// Observers that subscribe after the stop event receive the stop event at once. After `dispose()`,
/// events are ignored and new subscribers receive `RxError.disposed`.
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
    SubjectSubscriptionOwner, @unchecked Sendable
{
    /// The observer type of the subject: the subject itself.
    public typealias SubjectObserverType = PublishSubject<Element>

    @usableFromInline
    struct State: SubjectStateProtocol {
        @usableFromInline var dispatch = SubjectDispatchState<Element>()
        @usableFromInline var stopEvent: Event<Element>?
        @usableFromInline var isDisposed = false

        @inlinable
        init() {}
    }

    @usableFromInline let state: LockedState<State>
    /// The subscribe and unsubscribe paths, specialized where the subject is created (see ``init()``).
    @usableFromInline let entryPoints: SubjectEntryPoints<PublishSubject<Element>, Element>

    /// Creates a subject.
    ///
    /// Inlinable, so that it captures the subscribe and unsubscribe paths specialized for `Element` in the
    /// caller's module: the overridden entry points call them and never run generic code (which would look
    /// up type metadata at run time on every subscription).
    @inlinable
    public override init() {
        state = LockedState.make(State())
        entryPoints = SubjectEntryPoints(
            subscribe: { subject, observer in subject.subscribeNow(observer) },
            unsubscribe: { subject, key in subject.state.removeObserver(key) })
        Resources.incrementTotal()
        super.init()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Whether any observer is subscribed.
    public var hasObservers: Bool { state.withLock { !$0.dispatch.observers.isEmpty } }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { state.withLock { $0.isDisposed } }

    /// Sends `event` to the current observers; a stop event is remembered for later subscribers.
    @inlinable
    public func on(_ event: Event<Element>) {
        let observers = state.withLock { state -> Bag<SubjectObserver<Element>>? in
            if state.isDisposed || state.stopEvent != nil { return nil }
            if event.isStopEvent { state.stopEvent = event }
            return state.dispatch.scheduleBroadcast(event)
        }
        state.broadcast(event, to: observers)
    }

    /// Sends `event` to the current observers at once, even from inside a delivery of this subject: RxSwift's
    /// nested delivery, for the operators whose order depends on it (`retry(when:)` feeds the handler its
    /// errors this way). Not mixed with ``on(_:)`` on one subject.
    func onNested(_ event: Event<Element>) {
        let observers = state.withLock { state -> Bag<SubjectObserver<Element>>? in
            if state.isDisposed || state.stopEvent != nil { return nil }
            let snapshot = state.dispatch.observers
            if event.isStopEvent {
                state.stopEvent = event
                state.dispatch.observers.removeAll()
            }
            return snapshot
        }
        if let observers { state.send(event, to: observers) }
    }

    /// Subscribes `observer` to the events sent from now on.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subscribeErased(eraseObserver(observer)).asDisposable
    }

    @usableFromInline
    override func subscribeErased(_ observer: AnyObserver<Element>) -> DisposableObject? {
        entryPoints.subscribe(self, observer)
    }

    @inlinable
    func subscribeNow(_ observer: AnyObserver<Element>) -> DisposableObject? {
        let outcome: SubjectSubscribeOutcome<Element> = state.withLock { state in
            if state.isDisposed { return .stopped([.error(RxError.disposed(object: self))]) }
            if let stopEvent = state.stopEvent { return .stopped([stopEvent]) }
            return LockedState.register(observer, owner: self, in: &state, replay: [])
        }
        return state.finishSubscribe(outcome, observer: observer)
    }

    @usableFromInline
    func unsubscribe(_ key: BagKey) {
        entryPoints.unsubscribe(self, key)
    }

    /// Returns the subject.
    public func asObserver() -> PublishSubject<Element> {
        self
    }

    /// Removes every observer and ignores later events; later subscribers receive `RxError.disposed`.
    public func dispose() {
        let observers = state.withLock { state in
            state.isDisposed = true
            defer { state.dispatch.observers.removeAll() }
            return state.dispatch.observers
        }
        _ = observers
    }
}

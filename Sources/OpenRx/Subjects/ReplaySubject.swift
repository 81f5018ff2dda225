// OpenRx — reactive programming for Swift. MIT licence.

/// A subject that replays up to `bufferSize` of the latest elements (or all of them) to each new
/// observer, then sends later events.
///
///     let subject = ReplaySubject<Int>.create(bufferSize: 2)
///     subject.onNext(1); subject.onNext(2); subject.onNext(3)
///     _ = subject.subscribe(onNext: { print($0) })   // prints 2, 3
///
/// A negative `bufferSize` is treated as 0; prefer `createUnbounded()` to keep everything.
// Sendable: all state is behind `state`'s lock.
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable,
    @unchecked Sendable
{
    /// The observer type of the subject: the subject itself.
    public typealias SubjectObserverType = ReplaySubject<Element>

    @usableFromInline
    struct State: SubjectStateProtocol {
        @usableFromInline var dispatch = SubjectDispatchState<Element>()
        @usableFromInline var buffer = Queue<Element>()
        @usableFromInline let bufferSize: Int?
        @usableFromInline var stopEvent: Event<Element>?
        @usableFromInline var isDisposed = false

        @inlinable
        init(bufferSize: Int?) {
            self.bufferSize = bufferSize
        }
    }

    @usableFromInline let state: LockedState<State>
    /// The subscribe and leave paths, specialized where the subject is created (see
    /// `PublishSubject.init()`).
    @usableFromInline let entryPoints: SubjectEntryPoints<ReplaySubject<Element>, Element>

    @inlinable
    init(bufferSize: Int?) {
        state = LockedState.make(State(bufferSize: bufferSize.map { Swift.max(0, $0) }))
        entryPoints = SubjectEntryPoints(
            subscribe: { subject, observer, kind in subject.subscribeNow(observer, kind) },
            leave: { state, key in unsafeDowncast(state, to: LockedState<State>.self).removeObserver(key) },
            release: { subject in
                // Released after unlocking: the observers' and elements' deinits may call back.
                let released = subject.state.withLock { state in
                    (state.dispatch.takeObservers(), state.stopEvent.take(), state.buffer.takeAll())
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

    /// Creates a subject that replays the latest `bufferSize` elements.
    @inlinable
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: bufferSize)
    }

    /// Creates a subject that replays every element.
    @inlinable
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: nil)
    }

    /// Whether any observer is subscribed.
    public var hasObservers: Bool { state.withLock { !$0.dispatch.observers.isEmpty } }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { state.withLock { $0.isDisposed } }

    /// Buffers a `next` element and sends `event` to the current observers.
    @inlinable
    public func on(_ event: Event<Element>) {
        let deliveries = state.deliveries
        let (observers, dropped) = state.withLock { state -> (SubjectObservers<Element>?, Element?) in
            if state.isDisposed || state.stopEvent != nil { return (nil, nil) }
            switch event {
            case .next(let element):
                state.buffer.enqueue(element)
                // The buffer held at most `size` elements before, so at most one falls out.
                var dropped: Element?
                if let size = state.bufferSize, state.buffer.count > size { dropped = state.buffer.dequeue() }
                return (state.dispatch.scheduleBroadcast(event, deliveries: deliveries), dropped)
            case .error, .completed:
                state.stopEvent = event
                return (state.dispatch.scheduleBroadcast(event, deliveries: deliveries), nil)
            }
        }
        // The dropped element is released after unlocking: its deinit may call back into the subject.
        withExtendedLifetime(dropped) {}
        state.broadcast(event, to: observers)
    }

    /// Subscribes `observer`: it receives the buffered elements (and the stop event, if any), then later
    /// events.
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
            if state.isDisposed { return .stopped([.error(RxError.disposed(object: self))]) }
            let replay = state.buffer.elements.map { Event.next($0) }
            if let stopEvent = state.stopEvent { return .stopped(replay + [stopEvent]) }
            return LockedState.register(observer, owner: subscriptionOwner, kind: kind, in: &state, replay: replay)
        }
        return state.finishSubscribe(outcome, observer: observer)
    }

    /// Returns the subject.
    public func asObserver() -> ReplaySubject<Element> {
        self
    }

    /// Removes every observer, clears the buffer and ignores later events; later subscribers receive
    /// `RxError.disposed`.
    public func dispose() {
        let released = state.withLock { state in
            state.isDisposed = true
            defer {
                state.dispatch.observers.removeAll()
                state.buffer.removeAll()
            }
            return (state.dispatch.observers, state.buffer)
        }
        _ = released
    }
}

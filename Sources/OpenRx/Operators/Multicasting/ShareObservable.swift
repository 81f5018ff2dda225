// OpenRx — reactive programming for Swift. MIT licence.

/// The subject of a shared connection: a publish subject, or a replay subject for `replay > 0`.
@usableFromInline
enum ShareSubject<Element> {
    case publish(PublishSubject<Element>)
    case replay(ReplaySubject<Element>)

    @inlinable
    init(replay: Int) {
        self = replay == 0 ? .publish(PublishSubject()) : .replay(.create(bufferSize: replay))
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch self {
        case .publish(let subject): subject.on(event)
        case .replay(let subject): subject.on(event)
        }
    }

    func subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        switch self {
        case .publish(let subject): return subject.subscribeErased(observer)
        case .replay(let subject): return subject.subscribeErased(observer)
        }
    }
}

/// One connection of a shared sequence: the subject its subscribers observe and the source subscription
/// that feeds it.
@usableFromInline
final class ShareConnection<Element>: ObserverType {
    @usableFromInline let subject: ShareSubject<Element>
    @usableFromInline let sourceSubscription = SingleAssignmentDisposable()
    @usableFromInline weak var owner: ShareObservable<Element>?

    @usableFromInline
    init(subject: ShareSubject<Element>, owner: ShareObservable<Element>) {
        self.subject = subject
        self.owner = owner
    }

    @inlinable
    func on(_ event: Event<Element>) {
        if event.isStopEvent {
            owner?.connectionStopped(self)
        }
        subject.on(event)
    }
}

/// `share(replay:scope:)`: a reference-counted connection to the source through a subject.
///
/// Its lock only guards the connection and the subscriber count; subscribing to the subject (which
/// replays), connecting to the source, and disposing all happen after unlocking.
// Sendable: the state is guarded by the lock.
@usableFromInline
final class ShareObservable<Element>: Observable<Element>, @unchecked Sendable {
    private struct State {
        var connection: ShareConnection<Element>?
        /// The subscribers of the current connection.
        var subscriberCount = 0
        var foreverSubject: ShareSubject<Element>?
        /// The `.forever` subject received the source's stop event: later subscribers get it (and the
        /// replay) from the subject, and the source is not subscribed again (RxSwift's refCount does not
        /// connect for a subscriber that stopped while subscribing).
        var isForeverSubjectStopped = false
    }

    private let source: Observable<Element>
    private let replay: Int
    private let scope: SubjectLifetimeScope
    private let state = LockedState.make(State())

    /// Subscribes a connection to the source; created in `init`, which `share` inlines into the client,
    /// so the connection's `on` runs specialized (see `Producer`).
    private let connect: (Observable<Element>, ShareConnection<Element>) -> Disposable

    @inlinable
    convenience init(source: Observable<Element>, replay: Int, scope: SubjectLifetimeScope) {
        self.init(source: source, replay: replay, scope: scope) { source, connection in
            source.subscribeSink(connection)
        }
    }

    @usableFromInline
    init(
        source: Observable<Element>, replay: Int, scope: SubjectLifetimeScope,
        connect: @escaping (Observable<Element>, ShareConnection<Element>) -> Disposable
    ) {
        self.source = source
        self.replay = replay
        self.scope = scope
        self.connect = connect
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subscribeErased(eraseObserver(observer))
    }

    @usableFromInline
    override func subscribeErased(_ observer: AnyObserver<Element>) -> Disposable {
        let joined = state.withLock { state -> (ShareConnection<Element>, Bool)? in
            if state.isForeverSubjectStopped { return nil }
            state.subscriberCount += 1
            if let connection = state.connection { return (connection, false) }
            let subject: ShareSubject<Element>
            switch scope {
            case .whileConnected:
                subject = ShareSubject(replay: replay)
            case .forever:
                subject = state.foreverSubject ?? ShareSubject(replay: replay)
                state.foreverSubject = subject
            }
            let connection = ShareConnection(subject: subject, owner: self)
            state.connection = connection
            return (connection, true)
        }
        guard let (connection, isFirst) = joined else {
            // Set once and never cleared: the subject is read after the flag that guards it.
            let stopped = state.withLock { $0.foreverSubject }
            return stopped.map { $0.subscribe(observer) } ?? Disposables.create()
        }
        let subscription = connection.subject.subscribe(observer)
        if isFirst {
            connection.sourceSubscription.setDisposable(connect(source, connection))
        }
        return Disposables.create { [self] in
            subscription.dispose()
            release(connection)
        }
    }

    /// A subscriber left: the last one disconnects.
    private func release(_ connection: ShareConnection<Element>) {
        let disconnect: Bool = state.withLock { state in
            guard state.connection === connection else { return false }
            state.subscriberCount -= 1
            guard state.subscriberCount == 0 else { return false }
            state.connection = nil
            return true
        }
        if disconnect { connection.sourceSubscription.dispose() }
    }

    /// The source stopped: the next subscriber starts a new connection.
    @usableFromInline
    func connectionStopped(_ connection: ShareConnection<Element>) {
        state.withLock { state in
            if state.connection === connection {
                state.connection = nil
                state.subscriberCount = 0
            }
            if case .forever = scope { state.isForeverSubjectStopped = true }
        }
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

/// The subject of a `.forever` share: a publish subject, or a replay subject for `replay > 0`.
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

    func subscribe(_ observer: AnyObserver<Element>) -> DisposableObject? {
        switch self {
        case .publish(let subject): return subject.subscribeErased(observer)
        case .replay(let subject): return subject.subscribeErased(observer)
        }
    }
}

/// One connection of a `.forever` share: the source subscription that feeds the shared subject.
@usableFromInline
final class ShareForeverConnection<Element>: ObserverType {
    @usableFromInline let subject: ShareSubject<Element>
    @usableFromInline let sourceSubscription = SingleAssignmentDisposable()
    @usableFromInline weak var owner: ShareForever<Element>?

    @usableFromInline
    init(subject: ShareSubject<Element>, owner: ShareForever<Element>) {
        self.subject = subject
        self.owner = owner
    }

    /// Feeds the subject, until the connection ended: as RxSwift's multicast connection checks its disposed
    /// flag first, an event the source sends (on another thread) after the last subscriber left, or after a
    /// stop, is dropped, so the subject, which the share keeps, never replays it nor stops with it.
    @inlinable
    func on(_ event: Event<Element>) {
        #if DEBUG
            ShareForeverTestHooks.connectionReceives?()
        #endif
        if sourceSubscription.isDisposed { return }
        if event.isStopEvent {
            owner?.connectionStopped(self)
            // As RxSwift's `multicast(subject).refCount()`: the source is disposed before the subject forwards
            // the stop (a source that stops while connecting is disposed when its subscription arrives).
            sourceSubscription.dispose()
        }
        subject.on(event)
    }
}

/// `share(replay:scope: .forever)`: a reference-counted connection to the source through one subject made
/// for the first subscriber and kept for the life of the shared sequence.
///
/// Its lock only guards the connection and the subscriber count; subscribing to the subject (which
/// replays), connecting to the source, and disposing all happen after unlocking. The `.whileConnected`
/// scope, where each connection has its own subject, is ``ShareWhileConnected``.
// Sendable: the state is guarded by the lock.
@usableFromInline
final class ShareForever<Element>: Observable<Element>, @unchecked Sendable {
    private struct State {
        var connection: ShareForeverConnection<Element>?
        /// The subscribers of the current connection.
        var subscriberCount = 0
        var subject: ShareSubject<Element>?
        /// The subject received the source's stop event: later subscribers get it (and the replay) from the
        /// subject, and the source is not subscribed again (RxSwift's refCount does not connect for a
        /// subscriber that stopped while subscribing).
        var isSubjectStopped = false
    }

    private let source: Observable<Element>
    private let replay: Int
    private let state = LockedState.make(State())

    /// Subscribes a connection to the source; created in `init`, which `share` inlines into the client,
    /// so the connection's `on` runs specialized (see `Producer`).
    private let connect: (Observable<Element>, ShareForeverConnection<Element>) -> DisposableObject?

    @inlinable
    convenience init(source: Observable<Element>, replay: Int) {
        self.init(source: source, replay: replay) { source, connection in
            source.subscribeSink(connection)
        }
    }

    @usableFromInline
    init(
        source: Observable<Element>, replay: Int,
        connect: @escaping (Observable<Element>, ShareForeverConnection<Element>) -> DisposableObject?
    ) {
        self.source = source
        self.replay = replay
        self.connect = connect
        super.init()
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subscribeErased(eraseObserver(observer)).asDisposable
    }

    @usableFromInline
    override func subscribeErased(_ observer: AnyObserver<Element>) -> DisposableObject? {
        #if Inspector
            return subscribeRecorded(observer, kind: Self.self) { subscribeUninspected($0) }
        #else
            return subscribeUninspected(observer)
        #endif
    }

    /// Subscribes inside the `CurrentThreadScheduler` trampoline when none runs, as RxSwift's `refCount`, a
    /// producer: a source that schedules on it sends its events once the connection keeps its subscription.
    private func subscribeUninspected(_ observer: AnyObserver<Element>) -> DisposableObject? {
        if !CurrentThreadScheduler.isScheduleRequired { return subscribeNow(observer) }
        return CurrentThreadScheduler.trampoline { subscribeNow(observer) }
    }

    private func subscribeNow(_ observer: AnyObserver<Element>) -> DisposableObject? {
        let joined = state.withLock { state -> (ShareForeverConnection<Element>, Bool)? in
            if state.isSubjectStopped { return nil }
            state.subscriberCount += 1
            if let connection = state.connection { return (connection, false) }
            let subject = state.subject ?? ShareSubject(replay: replay)
            state.subject = subject
            let connection = ShareForeverConnection(subject: subject, owner: self)
            state.connection = connection
            return (connection, true)
        }
        guard let (connection, isFirst) = joined else {
            // Set once and never cleared: the subject is read after the flag that guards it.
            let stopped = state.withLock { $0.subject }
            return stopped?.subscribe(observer)
        }
        let subscription = connection.subject.subscribe(observer)
        if isFirst {
            connection.sourceSubscription.setDisposable(connect(source, connection).asDisposable)
        }
        return AnonymousDisposable.make { [self] in
            subscription?.dispose()
            release(connection)
        }
    }

    /// A subscriber left: the last one disconnects.
    private func release(_ connection: ShareForeverConnection<Element>) {
        let disconnect: Bool = state.withLock { state in
            guard state.connection === connection else { return false }
            state.subscriberCount -= 1
            guard state.subscriberCount == 0 else { return false }
            state.connection = nil
            return true
        }
        if disconnect { connection.sourceSubscription.dispose() }
    }

    /// The source stopped: the subject keeps the stop event for later subscribers.
    @usableFromInline
    func connectionStopped(_ connection: ShareForeverConnection<Element>) {
        state.withLock { state in
            if state.connection === connection {
                state.connection = nil
                state.subscriberCount = 0
            }
            state.isSubjectStopped = true
        }
    }
}

#if DEBUG
    /// Where an interleaving test stops a thread inside a `.forever` share (debug builds only).
    @usableFromInline
    package enum ShareForeverTestHooks {
        /// Called when a connection receives an event, before it checks that it is still connected: a test
        /// lets the last subscriber leave right there.
        @usableFromInline nonisolated(unsafe) package static var connectionReceives: (() -> Void)?
    }
#endif

// OpenRx — reactive programming for Swift. MIT licence.

/// The locked state of ``ShareWhileConnected``: whether a connection is live, and how many subscribers it
/// has.
///
/// Not generic: the connection is held as `AnyObject` (it is always the share's `Connection`), so the share's
/// `deinit`, which Swift does not specialize, destroys this state without looking a generic type's metadata
/// up at run time (see Documentation/Contracts.md, "One lock word").
@usableFromInline
struct ShareWhileConnectedState {
    @usableFromInline
    enum Phase {
        case disconnected
        case connected(AnyObject, subscribers: Int)
    }

    @usableFromInline var phase = Phase.disconnected
    /// The generation of the live (or last) connection; each new connection takes the next one.
    @usableFromInline var generation: UInt32 = 0

    @inlinable
    init() {}

    /// A subscriber arrives: it joins the live connection, or a new one (made by `makeConnection` with the
    /// new generation) that it must connect (`isNew`).
    @inlinable
    mutating func join<Connection: AnyObject>(
        _ makeConnection: (UInt32) -> Connection
    ) -> (connection: Connection, isNew: Bool) {
        switch phase {
        case .connected(let connection, let subscribers):
            phase = .connected(connection, subscribers: subscribers + 1)
            return (unsafeDowncast(connection, to: Connection.self), false)
        case .disconnected:
            generation &+= 1
            let connection = makeConnection(generation)
            phase = .connected(connection, subscribers: 1)
            return (connection, true)
        }
    }

    /// A subscriber of connection `generation` leaves: returns that connection if it is still live, and
    /// whether the subscriber was its last (the caller then disconnects it). A subscriber of a connection
    /// that already ended has nothing to leave.
    @inlinable
    mutating func leave<Connection: AnyObject>(
        generation: UInt32, as _: Connection.Type
    ) -> (connection: Connection, disconnects: Bool)? {
        guard case .connected(let connection, let subscribers) = phase, generation == self.generation else {
            return nil
        }
        if subscribers == 1 {
            phase = .disconnected
            return (unsafeDowncast(connection, to: Connection.self), true)
        }
        phase = .connected(connection, subscribers: subscribers - 1)
        return (unsafeDowncast(connection, to: Connection.self), false)
    }

    /// The source of `connection` stopped: the next subscriber starts a new connection. The caller holds
    /// `connection`, so it is not released here.
    @inlinable
    mutating func stopped(_ connection: AnyObject) {
        if case .connected(let live, _) = phase, live === connection { phase = .disconnected }
    }
}

/// `share(replay:scope: .whileConnected)`, the scope ``Driver`` and ``Signal`` use: the first subscriber
/// connects to the source, later ones join, the last one to leave disconnects, and a stop ends the
/// connection; each connection replays only what it received itself.
///
/// Each connection is one `LockedState` holding both the subject state and the source subscription (see
/// ``ShareConnectionState``), and each subscription is the subject subscription itself, whose disposal comes back to
/// the share through its connection (``leave(_:_:)``) with a key that names the connection: no subject, connection
/// object or extra disposable per subscription. The share's own lock guards only which connection is live and its
/// subscriber count; replaying, connecting, broadcasting and disposing happen after unlocking.
///
/// Subscriptions hold their connection; a live connection holds its share (so a subscription kept after the
/// share itself was dropped can still disconnect it), and lets go of it when it ends; the share holds the
/// connection only while it is live.
///
/// The share's own state is a stored property behind a lock word of the share (``lock``), not a
/// `LockedState`: one allocation less per share, so per `Driver` stage.
///
/// Not final: a ``SharedStage`` is a share that connects through a stateless stage of its own (a driver's or a
/// signal's `map`, `filter` or `compactMap`, or the `catchAndReturn` of `asDriver(onErrorJustReturn:)`) instead
/// of a `source`. Every member is final; the two differ only in the
/// `subscribe` entry point each initializer makes.
// Sendable: the state is guarded by the share's lock, each connection's state by the connection's lock.
@usableFromInline
class ShareWhileConnected<Element>: Observable<Element>, LockGuarded, @unchecked Sendable {
    @usableFromInline typealias Connection = LockedState<ShareConnectionState<Element>>
    @usableFromInline typealias State = ShareWhileConnectedState

    // The first stored property after `Observable`'s: the word of ``lock``, which only `InlineLock` reaches.
    @usableFromInline final var lockWord: Int32 = 0
    /// Which connection is live, guarded by ``lock`` (``withLock(_:)``).
    @exclusivity(unchecked) @usableFromInline final var state = ShareWhileConnectedState()
    /// The shared sequence; `nil` for a ``SharedStage``, which connects through its own stage.
    @usableFromInline final let source: Observable<Element>?
    @usableFromInline final let replay: Int
    /// The subscribe and leave paths, closures made in the inlinable initializer and so specialized for the
    /// element type, as a subject's (see `PublishSubject.init()`). Subscriptions leave through their connection.
    @usableFromInline final let entryPoints: SubjectEntryPoints<ShareWhileConnected<Element>, Element>

    /// Shares `source`, replaying its latest `replay` elements.
    ///
    /// With a buffer of 2 or more, RxSwift's share is `multicast` and `refCount`, a producer: subscribing runs
    /// inside the `CurrentThreadScheduler` trampoline when none runs, so a source that schedules on it (`of`,
    /// `from`, `range`) sends its events once the connection keeps its subscription, and its stop finds the
    /// subscription there to dispose first. `share()` and `share(replay: 1)` are RxSwift's own observables,
    /// which subscribe without one.
    @inlinable
    convenience init(source: Observable<Element>, replay: Int) {
        self.init(source: source, replay: replay) { share, observer, kind in
            if share.replay > 1, CurrentThreadScheduler.isScheduleRequired {
                return CurrentThreadScheduler.trampoline { share.subscribeToSource(observer, kind) }
            }
            return share.subscribeToSource(observer, kind)
        }
    }

    /// ``subscribeNow(_:_:connect:)`` for a share of ``source``: a new connection subscribes it with an observer
    /// that feeds the connection.
    @inlinable
    final func subscribeToSource(_ observer: AnyObserver<Element>, _ kind: SubscriptionKind) -> DisposableObject? {
        subscribeNow(observer, kind) { connection in
            // `source` is set by the initializer that makes this the entry point.
            let subscription = source.unsafelyUnwrapped.subscribeOwned(
                AnyObserver { [connection] event in ShareWhileConnected.connection(connection, received: event) })
            ShareWhileConnected.keep(subscription, in: connection)
        }
    }

    /// A share whose `subscribe` entry point is `subscribe`: ``subscribeNow(_:_:connect:)`` with the way a
    /// new connection subscribes upstream. `subscribe` is made in an inlinable initializer, so that it is
    /// specialized for the element types.
    @inlinable
    init(
        source: Observable<Element>?, replay: Int,
        subscribe: @escaping (ShareWhileConnected<Element>, AnyObserver<Element>, SubscriptionKind) -> DisposableObject?
    ) {
        self.source = source
        self.replay = replay
        entryPoints = SubjectEntryPoints(
            subscribe: subscribe,
            leave: { connection, key in
                ShareWhileConnected.leave(unsafeDowncast(connection, to: Connection.self), key)
            })
        super.init()
        #if DEBUG
            let lockAddress = withUnsafeMutablePointer(to: &lockWord) { UnsafeMutableRawPointer($0) }
            assert(lockAddress == UnsafeMutableRawPointer(lock.word), "the lock word must come first")
        #endif
    }

    /// The share's mutex: its first stored property, after `Observable`'s own.
    @inlinable
    final var lock: InlineLock {
        InlineLock(
            word: (_getUnsafePointerToStoredProperties(self) + Observable<Element>.storedPropertiesSize)
                .assumingMemoryBound(to: Int32.self))
    }

    /// Runs `body` with exclusive access to the share's state, under its lock.
    @inlinable @inline(__always)
    final func withLock<Result>(_ body: (inout ShareWhileConnectedState) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&state) }
    }

    final override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subscribeErased(eraseObserver(observer)).asDisposable
    }

    @usableFromInline
    final override func subscribeErased(_ observer: AnyObserver<Element>) -> DisposableObject? {
        entryPoints.subscribe(self, observer, kind: .kept)
    }

    /// A connection's stop removes every observer and ends the connection, so an owned subscription is over
    /// with it.
    @usableFromInline
    final override var ownedSubscriptionEndsWithItsStop: Bool {
        true
    }

    /// An owned subscription is the observer registered with the connection.
    @usableFromInline
    final override var ownedSubscriptionIsSubjectObserver: Bool {
        true
    }

    @usableFromInline
    final override func subscribeOwned(_ observer: AnyObserver<Element>) -> DisposableObject? {
        entryPoints.subscribe(self, observer, kind: .owned)
    }

    @usableFromInline
    final override func subscribeKept(
        _ observer: AnyObserver<Element>, then: DisposableObject?, paired: Bool
    ) -> DisposableObject? {
        entryPoints.subscribeKept(self, observer, then: then, paired: paired)
    }

    /// Joins or starts a connection, registers `observer` with it (replaying its buffer), and connects a
    /// new connection upstream with `connect`, which subscribes an observer that feeds the connection
    /// (``connection(_:received:)``) and keeps the subscription in it (``keep(_:in:)``). The subscription is
    /// for a holder of the given kind (see ``SubjectObserver``).
    @inlinable
    final func subscribeNow(
        _ observer: AnyObserver<Element>, _ kind: SubscriptionKind, connect: (Connection) -> Void
    ) -> DisposableObject? {
        let (connection, isNew, outcome, first) = register(observer, kind)
        // Unlocked: the replay goes to the observer, and subscribing to the source may send events at once.
        let subscription = connection.finishSubscribe(outcome, observer: observer, replayingFirst: first)
        if isNew { connect(connection) }
        return subscription
    }

    /// `connection` keeps its source subscription, or hands it back to be disposed at once if the connection
    /// stopped or was disconnected meanwhile (the subscribing thread's count prevents a disconnection, but the
    /// slot decides); a `share()` or `share(replay: 1)` whose source stopped meanwhile lets go of it instead, as
    /// RxSwift's connection, which never disposes its subscription at a stop.
    @inlinable
    static func keep(_ subscription: DisposableObject?, in connection: Connection) {
        connection.withLock { state -> DisposableObject? in
            // Let go of (after unlocking, by the caller's reference), not disposed.
            if state.letsGoOfALateSource { return nil }
            return state.source.fillCurrent(with: subscription)
        }?.dispose()
    }

    /// Joins the live connection (or starts one) and registers `observer` with it.
    ///
    /// A connection that stopped after the subscriber joined it and before it registered no longer has its
    /// buffer: the share forgets it (as the stopping thread is about to), and the subscriber joins the next
    /// connection, as it would have had it arrived after the stop.
    @inlinable
    final func register(
        _ observer: AnyObserver<Element>, _ kind: SubscriptionKind
    ) -> (connection: Connection, isNew: Bool, outcome: SubjectSubscribeOutcome<Element>, first: Element?) {
        while true {
            let (connection, isNew) = withLock { state in
                state.join { generation in
                    Connection.make(ShareConnectionState(share: self, replay: replay, generation: generation))
                }
            }
            if let (outcome, first) = connection.withLock({
                $0.subscribe(observer, owner: subscriptionOwner(connection), kind: kind)
            }) {
                return (connection, isNew, outcome, first)
            }
            withLock { $0.stopped(connection) }
        }
    }

    /// The owner of the subscriptions of `connection`: the connection (see ``SubjectSubscriptionOwner``).
    @inlinable
    final func subscriptionOwner(_ connection: Connection) -> SubjectSubscriptionOwner {
        SubjectSubscriptionOwner(object: connection, leave: entryPoints.leave)
    }

    /// The subscription with `key` to `connection` was disposed: through the share, unless the connection
    /// already ended (its observers are gone then).
    @inlinable
    static func leave(_ connection: Connection, _ key: BagKey) {
        guard let share = connection.withLock({ $0.share }) else { return }
        share.leave(key)
    }

    /// The subscription with `key` was disposed: its observer leaves, and the last one disconnects.
    @inlinable
    final func leave(_ key: BagKey) {
        guard
            let (connection, disconnects) = withLock({
                $0.leave(generation: ShareKey.generation(of: key), as: Connection.self)
            })
        else { return }
        let (removed, sourceSubscription, ended) = connection.withLock { $0.leave(key, disconnects: disconnects) }
        // Unlocked: the observer is released and the source disposed, both of which may call out; so is what
        // the ended connection let go of.
        _ = removed
        sourceSubscription?.dispose()
        _ = ended
    }

    /// An event of `connection`'s source.
    @inlinable
    static func connection(_ connection: Connection, received event: Event<Element>) {
        guard case .next(let element) = event else { return self.connection(connection, stoppedWith: event) }
        let deliveries = connection.deliveries
        let (observers, dropped) = connection.withLock { $0.next(element, event: event, deliveries: deliveries) }
        // Unlocked: the element the buffer let go of is released here (its deinit may call back), and the
        // broadcast calls the observers.
        withExtendedLifetime(dropped) {}
        connection.broadcast(event, to: observers)
    }

    /// The source of `connection` stopped. The share forgets the connection before the stop is broadcast,
    /// so that an observer that subscribes again from its stop handler starts a new one (as in RxSwift); with
    /// a buffer of 2 or more the source is disposed before the broadcast too (see `ShareConnectionState.stop`),
    /// otherwise after it if `disposingSourceAfter` (a ``SharedStage``, as the operator's sink disposed its
    /// source once it forwarded the stop).
    @inlinable
    static func connection(
        _ connection: Connection, stoppedWith event: Event<Element>, disposingSourceAfter: Bool = false
    ) {
        let deliveries = connection.deliveries
        let (observers, ended, source, disposesSourceFirst) = connection.withLock {
            $0.stop(event, deliveries: deliveries, disposingTheSource: disposingSourceAfter || $0.buffer.capacity > 1)
        }
        ended?.share?.withLock { $0.stopped(connection) }
        // Unlocked: disposing the source and the broadcast call out. With a buffer of 0 or 1 the source's sink
        // disposes itself when this returns, and is let go of after the broadcast, never disposed: RxSwift's
        // `share()` and `share(replay: 1)` connections never dispose their subscription at a stop, so a stopped
        // `BehaviorSubject` source, which keeps its subscribers, keeps the connection's observer.
        if disposesSourceFirst { source?.dispose() }
        withExtendedLifetime(source) { connection.broadcast(event, to: observers) }
        if disposingSourceAfter && !disposesSourceFirst { source?.dispose() }
    }
}

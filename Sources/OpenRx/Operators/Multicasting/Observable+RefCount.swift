// OpenRx — reactive programming for Swift. MIT licence.

extension ConnectableObservableType {
    /// Connects when the first subscriber arrives and disconnects when the last one leaves.
    ///
    ///     let ticks = source.publish().refCount()
    ///
    /// As in RxSwift: a subscriber that already received a stop event while subscribing does not connect;
    /// when the source stops, the count is reset and the connection disposed *before* the stop event is
    /// forwarded, so a subscriber that subscribes again from its stop handler (`retry`, `repeat`) starts a
    /// new connection.
    public func refCount() -> Observable<Element> {
        Producer(RefCountLogic(connection: RefCountConnection(source: self)))
    }
}

/// The shared state of one `refCount()`: the subscriber count and the connection, owned in the locked
/// state with the id of the connection it belongs to.
// Sendable: the state is guarded by the lock; connecting and disposing happen after unlocking.
final class RefCountConnection<Source: ConnectableObservableType>: @unchecked Sendable {
    struct State {
        var count = 0
        /// Changes whenever a connection ends, so events and disposals of an earlier connection are stale.
        var connectionID: UInt = 0
        /// The live connection: `nil` before `connect()` returned (or when disconnected).
        var connection: Disposable?
    }

    let source: Source
    let state = LockedState.make(State())

    init(source: Source) {
        self.source = source
    }

    /// A subscriber that did not stop during its subscribe call joins: returns the connection id it
    /// belongs to, and whether it must connect.
    func join() -> (id: UInt, connects: Bool) {
        state.withLock { state in
            state.count += 1
            return (state.connectionID, state.count == 1)
        }
    }

    /// Connects (outside the lock) for the subscriber that made the count 1; a connection that ended
    /// while `connect()` ran is disposed.
    func connect(for id: UInt) {
        let connection = source.connect()
        let stale = state.withLock { state -> Bool in
            guard state.connectionID == id, state.count > 0 else { return true }
            state.connection = connection
            return false
        }
        // Unlocked: disposing sends the source's disposal events.
        if stale { connection.dispose() }
    }

    /// A subscriber of connection `id` leaves: the last one disconnects.
    func leave(_ id: UInt) {
        let connection = state.withLock { state -> Disposable? in
            guard state.connectionID == id, state.count > 0 else { return nil }
            state.count -= 1
            guard state.count == 0 else { return nil }
            state.connectionID &+= 1
            return state.connection.take()
        }
        connection?.dispose()
    }

    /// The source stopped on connection `id`: the count resets and the connection is disposed.
    func stopped(_ id: UInt) {
        let connection = state.withLock { state -> Disposable? in
            guard state.connectionID == id else { return nil }
            state.count = 0
            state.connectionID &+= 1
            return state.connection.take()
        }
        connection?.dispose()
    }
}

struct RefCountLogic<Source: ConnectableObservableType>: ProducerLogic {
    typealias Element = Source.Element
    let connection: RefCountConnection<Source>

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = RefCountSink(observer: observer, cancel: cancel, connection: connection)
        let subscription = disposableObject(connection.source.subscribe(sink))
        // A subscriber that stopped while subscribing (a terminated subject) does not connect.
        if sink.isDisposed { return (sink, subscription) }
        let (id, connects) = connection.join()
        if !sink.joined(id) {
            // It stopped on another thread in between: it leaves at once.
            connection.leave(id)
        } else if connects {
            connection.connect(for: id)
        }
        return (sink, subscription)
    }
}

final class RefCountSink<Source: ConnectableObservableType, Observer: ObserverType>: Sink<Observer>, ObserverType
where Source.Element == Observer.Element {
    enum Membership {
        case joining
        case joined(UInt)
        case left
    }

    let connection: RefCountConnection<Source>
    private let membership = LockedState.make(Membership.joining)

    init(observer: Observer, cancel: SinkDisposer?, connection: RefCountConnection<Source>) {
        self.connection = connection
        super.init(observer: observer, cancel: cancel)
    }

    /// Records the connection this subscriber joined; `false` if it already stopped or was disposed.
    func joined(_ id: UInt) -> Bool {
        membership.withLock { membership in
            guard case .joining = membership else { return false }
            membership = .joined(id)
            return true
        }
    }

    /// Leaves: returns the connection id if the subscriber had joined one.
    private func leave() -> UInt? {
        membership.withLock { membership in
            defer { membership = .left }
            if case .joined(let id) = membership { return id }
            return nil
        }
    }

    func on(_ event: Event<Observer.Element>) {
        if case .next = event {
            forwardOn(event)
            return
        }
        // The shared count resets and the connection is disposed before the stop event is forwarded.
        if let id = leave() { connection.stopped(id) }
        forwardStop(event)
    }

    /// Unsubscribes from the connectable sequence, then leaves the connection (the last subscriber disconnects):
    /// RxSwift's order, which shows in the source's disposal events (a `do(onDispose:)` above the connectable
    /// sequence sees its subject without this observer). Unlike other sinks, the part of the superclass comes
    /// first: it disposes the subscription.
    override func dispose() {
        super.dispose()
        if let id = leave() { connection.leave(id) }
    }
}

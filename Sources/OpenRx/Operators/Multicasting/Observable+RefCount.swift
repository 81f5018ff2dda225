// OpenRx — reactive programming for Swift. MIT licence.

extension ConnectableObservableType {
    /// Connects when the first subscriber arrives and disconnects when the last one leaves.
    ///
    ///     let ticks = source.publish().refCount()
    public func refCount() -> Observable<Element> {
        RefCountObservable(source: self)
    }
}

/// `refCount()`: counts subscribers; connects on the first, disposes the connection after the last.
// Sendable: the state is guarded by the lock; connecting and disposing happen after unlocking.
final class RefCountObservable<Source: ConnectableObservableType>: Observable<Source.Element>, @unchecked Sendable {
    private struct State {
        var count = 0
        var connection: Disposable?
        /// Incremented on every connection, so a late connect result is matched to its generation.
        var generation = 0
    }

    private let source: Source
    private let state = LockedState.make(State())

    init(source: Source) {
        self.source = source
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let subscription = source.subscribe(observer)
        let generation: Int? = state.withLock { state in
            state.count += 1
            guard state.count == 1 else { return nil }
            state.generation += 1
            return state.generation
        }
        if let generation {
            let connection = source.connect()
            let stale = state.withLock { state -> Bool in
                guard state.generation == generation, state.count > 0 else { return true }
                state.connection = connection
                return false
            }
            if stale { connection.dispose() }
        }
        return Disposables.create { [self] in
            subscription.dispose()
            let connection = state.withLock { state -> Disposable? in
                state.count -= 1
                guard state.count == 0 else { return nil }
                defer { state.connection = nil }
                return state.connection
            }
            connection?.dispose()
        }
    }
}

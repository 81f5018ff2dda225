// OpenRx — reactive programming for Swift. MIT licence.

/// A sink that keeps one upstream subscription at a time — its source's, then the one that replaces it — in a
/// slot behind its own lock: the operators RxSwift writes with a `SerialDisposable` whose first disposable is a
/// `SingleAssignmentDisposable` for the source (`catch`, `andThen`), without those two objects and the serial
/// disposable's lock.
///
/// The order is theirs: the replacement is subscribed first, then it replaces the source's subscription,
/// which is disposed; a subscription that arrives after it was replaced or disposed (a source that stops while
/// it is being subscribed) is disposed at once.
@usableFromInline
class SerialSubscriptionSink<Observer: ObserverType>: Sink<Observer>, LockGuarded {
    @usableFromInline typealias State = SubscriptionSlot

    /// The source's subscription, then its replacement's, guarded by the sink's own lock (``withLock(_:)``).
    @exclusivity(unchecked) @usableFromInline final var current = SubscriptionSlot()

    /// Runs `body` with exclusive access to the slot, under the sink's lock.
    @inlinable @inline(__always)
    final func withLock<Result>(_ body: (inout SubscriptionSlot) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&current) }
    }

    /// Subscribes to the source with `subscribe` in the slot's first generation, reserved first: a source that
    /// stops while it is being subscribed has been replaced by the time its subscription returns, which is then
    /// disposed. Returns nothing for the producer's disposer to hold.
    @inlinable
    final func subscribeSource(_ subscribe: () -> DisposableObject?) -> DisposableObject? {
        guard let (id, _) = withLock({ $0.reserve() }) else { return nil }
        let subscription = subscribe()
        withLock { $0.fill(id, with: subscription) }?.dispose()
        return nil
    }

    /// Keeps `subscription`, made by the caller just now, in place of the current one, which is disposed; or,
    /// once the slot is disposed, disposes `subscription`.
    @inlinable
    final func replaceSubscription(with subscription: DisposableObject?) {
        let replaced = withLock { slot -> DisposableObject? in
            guard let (id, previous) = slot.reserve() else { return subscription }
            let kept = slot.fill(id, with: subscription) == nil  // reserved in this critical section: kept
            assert(kept, "a generation reserved under the lock is current")
            return previous
        }
        replaced?.dispose()
    }

    /// Disposes the current subscription, once the producer's `run` returned (see `Sink.defersDisposal`), as
    /// RxSwift's disposer disposes its serial disposable.
    @usableFromInline
    override func dispose() {
        if waitsForRunToDispose() { return }
        let current = withLock { $0.dispose() }
        // Unlocked: disposing calls out.
        current?.dispose()
        super.dispose()
    }
}

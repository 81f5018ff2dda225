// OpenRx — reactive programming for Swift. MIT licence.

/// The identity of one subscription an operator's state owns: a generation number that is never reused
/// within the state, so an event or a late assignment for an old subscription is recognised as stale.
@usableFromInline
typealias SubscriptionID = UInt

/// One subscription at a time, owned by an operator's locked state: the slot behind `concat`, `retry`,
/// `catch`, `switchLatest`, `take(until:)`'s trigger and other operators that replace or drop a
/// subscription while events arrive on other threads.
///
/// The rule it enforces is "reserve the slot, then subscribe, then fill it": `reserve()` (under the lock)
/// makes a new generation current and hands back the previous subscription to dispose; the caller
/// subscribes outside the lock; `fill(_:with:)` (under the lock) keeps the subscription only if its
/// generation is still current and the slot is not disposed — otherwise it hands it back to be disposed.
/// So a subscription call that returns late can never replace a newer one, and nothing leaks after
/// `dispose()`. Every method only computes; the caller disposes what it returns after unlocking.
@usableFromInline
struct SubscriptionSlot {
    @usableFromInline var generation: SubscriptionID = 0
    @usableFromInline var subscription: DisposableObject?
    @usableFromInline var isDisposed = false

    @inlinable
    init() {}

    /// Makes a new generation current. Returns its id and the previous subscription (to dispose after
    /// unlocking), or `nil` once the slot is disposed (do not subscribe).
    @inlinable
    mutating func reserve() -> (id: SubscriptionID, previous: DisposableObject?)? {
        if isDisposed { return nil }
        generation &+= 1
        return (generation, subscription.take())
    }

    /// Whether `id` is the current generation of a slot that is not disposed.
    @inlinable
    func isCurrent(_ id: SubscriptionID) -> Bool {
        !isDisposed && id == generation
    }

    /// Keeps `subscription` for generation `id`; returns it instead when it must be disposed at once
    /// (the slot was disposed or moved on while the subscribe call ran).
    @inlinable
    mutating func fill(_ id: SubscriptionID, with subscription: DisposableObject?) -> DisposableObject? {
        guard isCurrent(id) else { return subscription }
        self.subscription = subscription
        return nil
    }

    /// Keeps `subscription` for the current generation, for a slot filled once without reserving (a
    /// source subscribed from `run`); hands it back once the slot is disposed.
    @inlinable
    mutating func fillCurrent(with subscription: DisposableObject?) -> DisposableObject? {
        fill(generation, with: subscription)
    }

    /// Ends generation `id` if it is current: returns its subscription to dispose (if it was filled).
    @inlinable
    mutating func release(_ id: SubscriptionID) -> DisposableObject? {
        guard isCurrent(id) else { return nil }
        generation &+= 1
        return subscription.take()
    }

    /// Disposes the slot: returns the subscription to dispose; later fills are handed back.
    @inlinable
    mutating func dispose() -> DisposableObject? {
        isDisposed = true
        return subscription.take()
    }
}

extension LockedState {
    /// Reserves the slot at `slot`, disposes the previous subscription, subscribes with `subscribe`
    /// (given the new id) outside the lock, and fills the slot — the one implementation of "reserve the
    /// slot, then subscribe". Returns the id, or `nil` if the slot was disposed (nothing was subscribed).
    @inlinable
    @discardableResult
    func subscribe(
        in slot: WritableKeyPath<State, SubscriptionSlot>, _ subscribe: (SubscriptionID) -> DisposableObject?
    ) -> SubscriptionID? {
        guard let (id, previous) = withLock({ $0[keyPath: slot].reserve() }) else { return nil }
        // Unlocked: dispose and subscribe may call back into the operator.
        previous?.dispose()
        let subscription = subscribe(id)
        withLock { $0[keyPath: slot].fill(id, with: subscription) }?.dispose()
        return id
    }
}

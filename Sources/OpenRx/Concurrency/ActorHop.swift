// OpenRx — reactive programming for Swift. MIT licence.

import Dispatch

/// Runs work isolated to one actor, in the order it was handed over: the engine of ``ActorScheduler`` and of
/// the subscriptions that deliver on their subscriber's isolation (`Documentation/Contracts.md`, "Swift 6
/// isolation").
///
/// ``run(_:)`` runs the work at once when the caller already runs on the actor and nothing handed over
/// earlier still waits (so a synchronous source delivers inside its subscribe call, and a reentrant event
/// nests, as in RxSwift); ``enqueue(_:)`` always queues. Queued work is run by one drain at a time on the
/// actor: a block on the main queue for the main actor, a task isolated to the actor otherwise.
///
/// A scheduler's hop (``ActorScheduler``) holds its actor, as a scheduler holds its queue. A subscriber's hop
/// (an isolated subscription, a binder, an isolated observer) holds it weakly, as RxSwift's `subscribe(with:)`
/// and `Binder` hold their object: the subscriber's closures decide whether they keep the actor alive, and
/// work for an actor that is gone is dropped (its `onDisposed` still runs, once). Either hop lets go of its
/// actor once it has finished (``finish(_:)``) and run what it had left (Documentation/Contracts.md, "Swift 6
/// isolation"). The main actor is always held: it lives as long as the program.
// Sendable: the queue, the drain flag and the actor are guarded by the lock; the work runs on the actor only.
@usableFromInline
struct ActorHop: @unchecked Sendable {
    @usableFromInline
    struct State {
        @usableFromInline var queue = Queue<() -> Void>()
        @usableFromInline var isDraining = false
        /// Set by ``finish(_:)``: nothing more is queued or run, except the work `finish` hands over.
        @usableFromInline var isFinished = false
        /// The actor the work runs on, held: `nil` once the hop finished and ran what `finish` handed over, and
        /// for a hop that holds its actor weakly (``ActorHop/weakActor``).
        @usableFromInline var actor: (any Actor)?

        @inlinable
        init(actor: (any Actor)?) {
            self.actor = actor
        }

        /// The held actor, taken when the hop has finished and nothing is left to run on it (for the caller to
        /// release after unlocking: the release may free the actor, whose `deinit` may call back).
        @usableFromInline
        mutating func takeActorIfDone() -> (any Actor)? {
            isFinished && !isDraining ? actor.take() : nil
        }
    }

    /// What a caller does after handing work over.
    @usableFromInline
    enum Step {
        case runNow, startDrain, none
    }

    /// Whether the actor is the main actor (its work runs as blocks on the main queue).
    @usableFromInline let isMainActor: Bool
    /// The queue, the held actor and their lock, the hop's one allocation: the hop is a struct, stored in
    /// whatever uses it.
    @usableFromInline let state: LockedState<State>
    /// The actor of a hop that holds it weakly (a subscriber's, on an actor other than the main actor): read
    /// without the lock, as a weak reference is loaded atomically. Outside the locked state, which then moves
    /// and is destroyed without the runtime's weak-reference calls (they cost every main-actor subscription
    /// about 450 instructions when the state held one).
    @usableFromInline let weakActor: WeakActorReference?

    /// A hop onto `actor`, which it holds, or (a subscriber's hop) holds weakly: see the type's documentation.
    @usableFromInline
    init(_ actor: any Actor, holdingItWeakly: Bool = false) {
        isMainActor = actor === MainActor.shared
        if holdingItWeakly && !isMainActor {
            weakActor = WeakActorReference(actor)
            state = LockedState.make(State(actor: nil))
        } else {
            weakActor = nil
            state = LockedState.make(State(actor: actor))
        }
    }

    /// The actor, or `nil` when it is gone (a weakly held one) or let go of.
    @inlinable
    func actor(in state: inout State) -> (any Actor)? {
        state.actor ?? weakActor?.actor
    }

    /// Runs `body(value)` on the actor: at once if the caller runs on it and nothing waits, otherwise after
    /// the work already queued (the only case that allocates). Dropped after ``finish(_:)``, and once a weakly
    /// held actor is gone.
    ///
    /// Inlinable, with what it calls on its way, so that the closure it queues is made in code specialized for
    /// `Value` (an isolated subscription's events).
    @inlinable
    func run<Value>(_ value: Value, _ body: @escaping (Value) -> Void) {
        let step: Step = state.withLock { state in
            if state.isFinished { return .none }
            if state.queue.isEmpty {
                switch isOnActor(&state) {
                case true?: return .runNow
                case nil: return .none  // a weakly held actor is gone
                case false?: break
                }
            }
            return Self.queue({ body(value) }, in: &state)
        }
        if case .runNow = step { return body(value) }
        if case .startDrain = step { startDrain() }
    }

    /// Whether the caller runs on the actor; `nil` when a weakly held actor is gone. The main actor is the main
    /// thread, and is checked without loading it.
    @usableFromInline
    func isOnActor(_ state: inout State) -> Bool? {
        if isMainActor { return MainScheduler.isMainThread }
        guard let actor = actor(in: &state) else { return nil }
        return ActorIsolation.isCurrent(actor)
    }

    /// Queues `work` to run on the actor after the work already queued, even when the caller runs on it.
    /// Dropped after ``finish(_:)``.
    @usableFromInline
    func enqueue(_ work: @escaping () -> Void) {
        let step = state.withLock { state in state.isFinished ? Step.none : Self.queue(work, in: &state) }
        perform(step, work)
    }

    /// Drops the queued work and refuses more; then runs `last` (a subscription's `onDisposed`) on the actor:
    /// at once if the caller runs on it, otherwise queued.
    func finish(_ last: (() -> Void)?) {
        let (dropped, step, released): (Queue<() -> Void>, Step, (any Actor)?) = state.withLock { state in
            let dropped = state.queue
            state.queue = Queue()
            guard !state.isFinished else { return (dropped, .none, nil) }
            state.isFinished = true
            guard let last else { return (dropped, .none, state.takeActorIfDone()) }
            // On the actor, or the actor is gone (it runs nothing more): `last` runs here, once.
            if isOnActor(&state) != false { return (dropped, .runNow, nil) }
            return (dropped, Self.queue(last, in: &state), nil)
        }
        // Released unlocked: the closures hold the subscriber's captures, and the actor may be freed.
        _ = dropped
        _ = released
        guard let last else { return }
        perform(step, last)
        if case .runNow = step { _ = state.withLock { $0.takeActorIfDone() } }
    }

    @inlinable
    static func queue(_ work: @escaping () -> Void, in state: inout State) -> Step {
        state.queue.enqueue(work)
        if state.isDraining { return .none }
        state.isDraining = true
        return .startDrain
    }

    private func perform(_ step: Step, _ work: () -> Void) {
        switch step {
        case .none: return
        case .runNow: work()
        case .startDrain: startDrain()
        }
    }

    @usableFromInline
    func startDrain() {
        if isMainActor {
            MainScheduler.mainQueueForHops.async { self.drain() }
            return
        }
        #if DEBUG
            ActorHopTestHooks.beforeDrainStarts?()
        #endif
        if let actor = state.withLock({ actor(in: &$0) }) {  // held by the task while the drain runs
            Task { await self.drain(isolatedTo: actor) }
        } else {
            drainForAnActorThatIsGone()
        }
    }

    /// A weakly held actor went away before its drain started: its events are dropped, and the work `finish`
    /// handed over (an `onDisposed`, queued alone: `finish` dropped the events before it) runs here, once.
    private func drainForAnActorThatIsGone() {
        let (dropped, finishing): (Queue<() -> Void>, Bool) = state.withLock { state in
            let dropped = state.queue
            state.queue = Queue()
            state.isDraining = false
            return (dropped, state.isFinished)
        }
        guard finishing else { return }  // events only, released here, unlocked
        var remaining = dropped
        while let work = remaining.dequeue() { work() }
    }

    private func drain(isolatedTo actor: isolated any Actor) {
        drain()
    }

    /// Runs the queued work in order until the queue is empty. Runs on the actor.
    private func drain() {
        while true {
            let (next, released): ((() -> Void)?, (any Actor)?) = state.withLock { state in
                if let work = state.queue.dequeue() { return (work, nil) }
                state.isDraining = false
                return (nil, state.takeActorIfDone())
            }
            guard let next else {
                _ = released  // released unlocked
                return
            }
            next()
        }
    }
}

/// A weak reference to an actor, for a subscriber's ``ActorHop``.
@usableFromInline
final class WeakActorReference {
    @usableFromInline weak var actor: (any Actor)?

    @usableFromInline
    init(_ actor: any Actor) {
        self.actor = actor
    }
}

#if DEBUG
    /// Points where an interleaving test stops a thread inside an actor hop (debug builds only).
    package enum ActorHopTestHooks {
        /// Called by `ActorHop.startDrain()` for an actor other than the main actor, before it looks the actor
        /// up: a test lets a weakly held actor go right there.
        nonisolated(unsafe) package static var beforeDrainStarts: (() -> Void)?
    }
#endif

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
        /// ``isDraining``, ``isFinished`` and ``yieldRequested``, in one word: a state of one more stored field
        /// was copied and destroyed through outlined value witnesses, about 200 instructions per main-actor
        /// subscription (MainActorSubscribing, measured).
        @usableFromInline var flags: UInt8 = 0
        /// The actor the work runs on, held: `nil` once the hop finished and ran what `finish` handed over, and
        /// for a hop that holds its actor weakly (``ActorHop/weakActor``).
        @usableFromInline var actor: (any Actor)?

        @inlinable
        init(actor: (any Actor)?) {
            self.actor = actor
        }

        /// Whether a drain runs, or is about to.
        @inlinable
        var isDraining: Bool {
            get { flags & 1 != 0 }
            set { flags = newValue ? flags | 1 : flags & ~1 }
        }

        /// Set by ``finish(_:)``: nothing more is queued or run, except the work `finish` hands over.
        @inlinable
        var isFinished: Bool {
            get { flags & 2 != 0 }
            set { flags = newValue ? flags | 2 : flags & ~2 }
        }

        /// Set when work asks to run after the actor's other work (``enqueue(_:afterYielding:)``): the drain in
        /// progress stops after its current work and a new one takes the rest.
        @inlinable
        var yieldRequested: Bool {
            get { flags & 4 != 0 }
            set { flags = newValue ? flags | 4 : flags & ~4 }
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
        case runNow, startDrain, actorIsGone, none
    }

    /// How many pieces of work one drain runs before it lets the actor's other work run (a new drain takes the
    /// rest, in order): a source that keeps sending from another thread does not hold the main queue, or the
    /// actor, for good.
    @usableFromInline static var workPerDrain: Int { 128 }

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
    /// held actor is gone: `ifActorIsGone` (given with the last work only) is then called instead, here or
    /// where the queued work is dropped.
    ///
    /// Inlinable, with what it calls on its way, so that the closure it queues is made in code specialized for
    /// `Value` (an isolated subscription's events).
    @inlinable
    func run<Value>(_ value: Value, _ body: @escaping (Value) -> Void, ifActorIsGone: (() -> Void)? = nil) {
        // A weakly held actor, loaded to ask where the caller runs, is let go of after unlocking: when that
        // release frees the actor, its `deinit` may end a subscription through this hop (its own bag).
        var loaded: (any Actor)?
        let step: Step = state.withLock { state in
            if state.isFinished { return .none }
            if state.queue.isEmpty {
                switch isOnActor(&state, loading: &loaded) {
                case true?: return .runNow
                case nil: return .actorIsGone
                case false?: break
                }
            }
            // Set once: a trait's events are all last ones, and replacing one would release it under the lock.
            if let ifActorIsGone, let weakActor, weakActor.ifActorIsGone == nil {
                weakActor.ifActorIsGone = ifActorIsGone
            }
            return Self.queue({ body(value) }, in: &state)
        }
        loaded = nil
        switch step {
        case .runNow: body(value)
        case .startDrain: startDrain()
        case .actorIsGone: ifActorIsGone?()
        case .none: break
        }
    }

    /// Whether the caller runs on the actor; `nil` when a weakly held actor is gone. The main actor is the main
    /// thread, and is checked without loading it; another actor is `loaded`, for the caller to let go of after
    /// unlocking.
    @usableFromInline
    func isOnActor(_ state: inout State, loading loaded: inout (any Actor)?) -> Bool? {
        if isMainActor { return MainScheduler.isMainThread }
        guard let actor = actor(in: &state) else { return nil }
        loaded = actor
        return ActorIsolation.isCurrent(actor)
    }

    /// Queues `work` to run on the actor after the work already queued, even when the caller runs on it; if
    /// `afterYielding`, a drain in progress first lets the actor's other work run (``workPerDrain``). Dropped
    /// after ``finish(_:)``.
    @usableFromInline
    func enqueue(_ work: @escaping () -> Void, afterYielding: Bool = false) {
        let step = state.withLock { state in
            if state.isFinished { return Step.none }
            if afterYielding && state.isDraining { state.yieldRequested = true }
            return Self.queue(work, in: &state)
        }
        perform(step, work)
    }

    /// Drops the queued work and refuses more; then runs `last` (a subscription's `onDisposed`) on the actor:
    /// at once if the caller runs on it, otherwise queued.
    func finish(_ last: (() -> Void)?) {
        var loaded: (any Actor)?
        let (dropped, step, released, droppedEnding): (Queue<() -> Void>, Step, (any Actor)?, (() -> Void)?) =
            state.withLock { state in
                let dropped = state.queue
                state.queue = Queue()
                let ifActorIsGone = weakActor?.ifActorIsGone.take()
                guard !state.isFinished else { return (dropped, .none, nil, ifActorIsGone) }
                state.isFinished = true
                guard let last else { return (dropped, .none, state.takeActorIfDone(), ifActorIsGone) }
                // On the actor, or the actor is gone (it runs nothing more): `last` runs here, once.
                if isOnActor(&state, loading: &loaded) != false { return (dropped, .runNow, nil, ifActorIsGone) }
                return (dropped, Self.queue(last, in: &state), nil, ifActorIsGone)
            }
        // Released unlocked: the closures hold the subscriber's captures, and the actor may be freed.
        _ = dropped
        _ = released
        _ = droppedEnding
        loaded = nil
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
        case .none, .actorIsGone: return
        case .runNow: work()
        case .startDrain: startDrain()
        }
    }

    /// Starts a drain on the actor; `restarting` when a drain that yielded starts the next.
    @usableFromInline
    func startDrain(restarting: Bool = false) {
        if isMainActor {
            MainScheduler.mainQueueForHops.async { self.drain() }
            return
        }
        #if DEBUG
            if !restarting { ActorHopTestHooks.beforeDrainStarts?() }
        #endif
        if let actor = state.withLock({ actor(in: &$0) }) {  // held by the task while the drain runs
            Task { await self.drain(isolatedTo: actor) }
        } else {
            drainForAnActorThatIsGone()
        }
    }

    /// A weakly held actor went away before its drain started: its events are dropped (a stop event among
    /// them still ends its subscription: ``WeakActorReference/ifActorIsGone``), and the work `finish` handed
    /// over (an `onDisposed`, queued alone: `finish` dropped the events before it) runs here, once.
    private func drainForAnActorThatIsGone() {
        let (dropped, finishing, ifActorIsGone): (Queue<() -> Void>, Bool, (() -> Void)?) = state.withLock { state in
            let dropped = state.queue
            state.queue = Queue()
            state.isDraining = false
            state.yieldRequested = false
            return (dropped, state.isFinished, weakActor?.ifActorIsGone.take())
        }
        // Unlocked: both call out, and the events are released here.
        guard finishing else {
            ifActorIsGone?()
            return
        }
        var remaining = dropped
        while let work = remaining.dequeue() { work() }
    }

    private func drain(isolatedTo actor: isolated any Actor) {
        drain()
    }

    /// Runs the queued work in order until the queue is empty, or until it ran ``workPerDrain`` pieces or work
    /// asked to yield: a new drain then takes the rest, after the work that waits on the actor meanwhile (the
    /// hop stays draining, so nothing overtakes the queue). Runs on the actor.
    private func drain() {
        var ran = 0
        while true {
            let (next, released, yields): ((() -> Void)?, (any Actor)?, Bool) = state.withLock { state in
                if state.queue.isEmpty {
                    state.isDraining = false
                    state.yieldRequested = false
                    return (nil, state.takeActorIfDone(), false)
                }
                if state.yieldRequested || ran >= Self.workPerDrain {
                    state.yieldRequested = false
                    return (nil, nil, true)
                }
                return (state.queue.dequeue(), nil, false)
            }
            guard let next else {
                _ = released  // released unlocked
                if yields { startDrain(restarting: true) }
                return
            }
            #if DEBUG
                ActorHopTestHooks.afterDequeue?()
            #endif
            next()
            ran += 1
        }
    }
}

/// A weak reference to an actor, for a subscriber's ``ActorHop``.
@usableFromInline
final class WeakActorReference {
    @usableFromInline weak var actor: (any Actor)?
    /// What to do, instead of running the last work queued by ``ActorHop/run(_:_:ifActorIsGone:)`` (an isolated
    /// subscription's stop event), when the actor goes away before it runs: end the subscription. Guarded by
    /// the hop's lock. One slot, not one per queued piece of work: only a subscription's last event has it;
    /// here, not in the hop's state, which is copied and destroyed with every hop (a bigger state went through
    /// outlined value witnesses: about 60 instructions per main-actor subscription).
    @exclusivity(unchecked) @usableFromInline var ifActorIsGone: (() -> Void)?

    @usableFromInline
    init(_ actor: any Actor) {
        self.actor = actor
    }
}

#if DEBUG
    /// Points where an interleaving test stops a thread inside an actor hop (debug builds only).
    package enum ActorHopTestHooks {
        /// Called by `ActorHop.startDrain()` for an actor other than the main actor, before it looks the actor
        /// up (not when a drain that yielded starts the next: its task still holds the actor): a test lets a
        /// weakly held actor go right there.
        nonisolated(unsafe) package static var beforeDrainStarts: (() -> Void)?
        /// Called by a drain after it took a piece of work off the queue, before it runs it: a test disposes the
        /// subscription right there, from another thread.
        nonisolated(unsafe) package static var afterDequeue: (() -> Void)?
    }
#endif

// OpenRx — reactive programming for Swift. MIT licence.

/// The observer and the ending of a subscription isolated to an actor (`subscribe(isolatedTo:_:onDisposed:)`),
/// in one object: it hands each event to the actor through its hop, calls the handler there, and ends the
/// subscription — drops what is still queued and runs `onDisposed` on the actor, once — after the stop event's
/// handler or at disposal.
///
/// Three closures and a disposable did this before, each an allocation of its own (issue 38:
/// MainActorSubscribing). The handler is let go of after the stop event, so a disposable the subscriber keeps
/// does not keep its closures alive; a disposal lets go of this object itself.
// Thread safety: the ended flag is atomic; the handler is read and cleared only on the actor (the hop runs one
// piece of work at a time there), or once the actor is gone (`endForAGoneActor`); `onDisposed` is taken once,
// by the caller that sets the ended flag.
@usableFromInline
final class IsolatedDelivery<Element>: ObserverType, Cancelable {
    // The first stored property: the ended flag (see `InlineAtomicWord`).
    @usableFromInline var ended = 0
    @usableFromInline @exclusivity(unchecked) var handler: ((Event<Element>) -> Void)?
    @usableFromInline @exclusivity(unchecked) var onDisposed: (() -> Void)?
    @usableFromInline let hop: ActorHop
    /// Whether the subscription ends after the first event's handler (a trait's outcome), not only after a
    /// stop event's.
    @usableFromInline let endsAfterFirstEvent: Bool

    /// A delivery of events to `handler` on `actor`, which ends with `onDisposed` (after the first event when
    /// `endsAfterFirstEvent`). Inlinable, so that the subscribing code makes it specialized for its element
    /// type.
    @inlinable
    init(
        to actor: any Actor, handler: @escaping (Event<Element>) -> Void, onDisposed: (() -> Void)?,
        endsAfterFirstEvent: Bool = false
    ) {
        hop = ActorHop(actor, holdingItWeakly: true)
        self.handler = handler
        self.onDisposed = onDisposed
        self.endsAfterFirstEvent = endsAfterFirstEvent
        Resources.incrementTotal()
        #if DEBUG
            _ = withUnsafeMutablePointer(to: &ended) { InlineAtomicWord(self, firstStoredProperty: $0) }
        #endif
    }

    deinit {
        Resources.decrementTotal()
    }

    /// An event of the source: handled on the actor, at once when the caller runs on it and nothing waits.
    /// The last event still ends the subscription when the actor is gone (it is dropped, and `onDisposed` runs
    /// where it is dropped, once).
    @inlinable
    func on(_ event: Event<Element>) {
        if event.isStopEvent || endsAfterFirstEvent { return onLast(event) }
        hop.run(event, deliver)
    }

    /// The last event: ``on(_:)``'s, which also ends the subscription if the actor is gone.
    @usableFromInline
    func onLast(_ event: Event<Element>) {
        hop.run(event, deliver, ifActorIsGone: endForAGoneActor)
    }

    /// Ends the subscription whose last event was dropped because its actor is gone: lets go of the handler,
    /// as ``deliver(_:)`` does before the last event, so a kept disposable keeps none of the subscriber's
    /// closures, and ends as a disposal does. Off the actor, which is safe here: the actor being gone, no drain
    /// runs (a drain holds its actor) and no caller runs on it.
    @usableFromInline
    func endForAGoneActor() {
        handler = nil
        dispose()
    }

    /// Calls the handler (on the actor); after a stop event (or the first event, when it ends after it), lets
    /// go of it and ends the subscription.
    ///
    /// The handler is let go of before it is called for the last event: an event sent back into the source from
    /// inside that call (which reaches this delivery at once, on the actor) is dropped, as RxSwift's observers
    /// set their stopped flag before calling out.
    ///
    /// An event the drain took before a disposal on another thread is dropped, as RxSwift's sinks check their
    /// disposed flag when the event reaches them.
    @inlinable
    func deliver(_ event: Event<Element>) {
        guard !isDisposed, let handler else { return }
        guard event.isStopEvent || endsAfterFirstEvent else { return handler(event) }
        self.handler = nil
        handler(event)
        dispose()
    }

    /// Whether the subscription ended.
    @usableFromInline
    var isDisposed: Bool { InlineAtomicWord(self).load() != 0 }

    /// Ends the subscription, once: drops the events still queued for the actor and runs `onDisposed` there.
    @usableFromInline
    func dispose() {
        guard InlineAtomicWord(self).fetchOr(1) == 0 else { return }
        let last = onDisposed
        onDisposed = nil
        hop.finish(last)
    }
}

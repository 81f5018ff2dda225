// OpenRx — reactive programming for Swift. MIT licence.

/// The per-subscription half of an operator: it holds the downstream observer and forwards events until the
/// subscription is disposed. It is its own disposer (``SinkBase``): its state word is the "stopped" and
/// "disposed" flags, and it owns the upstream subscription its producer's `run` made.
///
/// Subclasses receive upstream events, transform them and call ``forwardOn(_:)`` for elements,
/// ``forwardStop(_:)`` for the stop event and ``forwardError(_:)`` for an error a user closure threw; both
/// stops dispose the subscription, so the upstream subscription is released as soon as the sequence ends.
/// An operator that passes events through unchanged (`create`, `deferred`, `using`, `startWith`,
/// `delaySubscription`, `subscribe(on:)`) subscribes its ``erasedForwarder`` instead of being an observer.
@usableFromInline
class Sink<Observer: ObserverType>: SinkBase {
    /// The downstream observer.
    @usableFromInline final let observer: Observer

    /// A sink that sends to `observer`; `cancel` is the disposer the subscriber holds when the subscription
    /// was made for code outside OpenRx's operators (`nil` inside a chain, where the sink is the disposable).
    @usableFromInline
    init(observer: Observer, cancel: SinkDisposer?) {
        self.observer = observer
        super.init(owner: cancel)
    }

    /// Sends `event` downstream unless the sink has stopped or the subscription was disposed (one atomic
    /// load).
    @inlinable
    final func forwardOn(_ event: Event<Observer.Element>) {
        if isStoppedOrDisposed { return }
        observer.on(event)
    }

    /// Sends a stop event downstream — only the first, and only if the subscription is live — then
    /// disposes the subscription.
    ///
    /// This is the one stop mechanism of sinks: the stop is marked in the disposer's atomic word, which
    /// `forwardOn` reads, so even two threads that stop a sink at once send one stop event and nothing
    /// follows it.
    ///
    /// Never inlined: a sink's `on` that inlined it would save and restore, for every element, the
    /// registers only the stop path uses (see Documentation/Contracts.md, "Performance").
    @inlinable @inline(never)
    final func forwardStop(_ event: Event<Observer.Element>) {
        if markStopped() { observer.on(event) }
        dispose()
    }

    /// Disposes the subscription, then sends the stop event `event` downstream if the sink was live: the order
    /// of the operators whose RxSwift sink lets go of its source before forwarding a completion (the flatMap
    /// family, and `ignoreElements`, which RxSwift builds on `flatMap`). While the producer's `run` is still
    /// on the stack the disposal waits for it (`defersDisposal`), so the stop goes first — as in RxSwift, whose
    /// source subscription is not yet set then.
    @inlinable @inline(never)
    final func disposeThenForwardStop(_ event: Event<Observer.Element>) {
        let isLive = markStopped()
        dispose()
        if isLive { observer.on(event) }
    }

    /// Sends `error` downstream as the stop event and disposes: the path of a user closure that threw, kept
    /// out of line so that the element path of the operator saves no registers for it.
    @inlinable @inline(never)
    final func forwardError(_ error: Swift.Error) {
        forwardStop(.error(error))
    }

    /// Forwards the stop event `event` (of any element type) and disposes; ignores `next`.
    @inlinable
    final func forwardStop<Other>(of event: Event<Other>) {
        switch event {
        case .next: return
        case .error(let error): forwardStop(.error(error))
        case .completed: forwardStop(.completed)
        }
    }

    /// Forwards `event`, disposing after a stop event.
    @inlinable
    final func forwardEvent(_ event: Event<Observer.Element>) {
        if event.isStopEvent { forwardStop(event) } else { forwardOn(event) }
    }

    /// Whether a disposal of what this sink owns must wait: the producer's `run` is still on the stack, and
    /// the producer calls `dispose()` again once it has stored the subscription `run` returned.
    ///
    /// RxSwift's order: a sink that stops while subscribing (a source that ends during its own subscribe
    /// call) keeps subscribing what `run` subscribes, and everything is disposed together, in order, when
    /// `run` returns. Sinks that keep subscriptions in their own state check this in `dispose()`; it relies
    /// on `Producer`, the one caller of `SinkBase.setSubscription`, always storing what `run` returned.
    @inlinable
    final var defersDisposal: Bool { !isSinkAndSubscriptionSet }
}

extension Sink {
    /// An observer that forwards every event unchanged through this sink.
    @inlinable
    final var forwarder: SinkForwarder<Observer> { SinkForwarder(sink: self) }

    /// ``forwarder`` erased through ``AnyObserver/sharedForwarder(to:)``: every operator that subscribes a
    /// sink's forwarder shares one closure forwarder per observer type (Documentation/Contracts.md,
    /// "Performance").
    @inlinable
    final var erasedForwarder: AnyObserver<Observer.Element> { AnyObserver.sharedForwarder(to: forwarder) }
}

/// The one observer that forwards every event unchanged through a sink (``Sink/forwardEvent(_:)``): for the
/// source of an operator that passes events through (`create`, `deferred`, `using`, `startWith`,
/// `delaySubscription`, `subscribe(on:)`) and for the fallback sequence a sink switches to (`catch`,
/// `ifEmpty(switchTo:)`), whose events are not handled again. Subscribed as ``Sink/erasedForwarder``.
///
/// One type for all of them keeps one specialized forwarding function per element type: identical
/// functions of several types are merged by the optimizer into a shared body that their closures reach
/// through an extra call (Documentation/Contracts.md, "Performance").
@usableFromInline
struct SinkForwarder<Observer: ObserverType>: ObserverType {
    @usableFromInline let sink: Sink<Observer>

    @inlinable
    init(sink: Sink<Observer>) {
        self.sink = sink
    }

    @inlinable
    func on(_ event: Event<Observer.Element>) {
        sink.forwardFromForwarder(event)
    }
}

extension Sink {
    /// ``forwardEvent(_:)`` out of line, for ``SinkForwarder``: the forwarder's closure is a thunk the
    /// optimizer keeps generic in its calling convention, where the atomic load of the stop check stays a call;
    /// in a method of its own it is one instruction (Documentation/Contracts.md, "Performance").
    @inlinable @inline(never)
    final func forwardFromForwarder(_ event: Event<Observer.Element>) {
        forwardEvent(event)
    }
}

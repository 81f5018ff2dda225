// OpenRx — reactive programming for Swift. MIT licence.

/// The sink (if the producer made one) and the upstream subscription (if there is anything to dispose)
/// that a producer's `run` returns.
@usableFromInline
typealias SinkAndSubscription = (sink: SinkBase?, subscription: DisposableObject?)

/// The disposable that a subscription made for code outside OpenRx's operators returns (`subscribe`,
/// `bind`, `drive`, a connection): it holds the sink until the subscription ends, by disposal or by the
/// sink's stop event, and then lets go of it, so that the observer's closures are released when the
/// sequence ends even if the caller keeps the disposable (as RxSwift's `SinkDisposer` does).
///
/// Inside a chain, where a sink subscribes its source, the source's sink is itself the disposable
/// (``SinkBase``); this object is the one extra allocation per subscribe call, not per operator.
///
/// It may carry `then`, which its first `dispose()` disposes after the sink (an isolated subscription's
/// delivery, `subscribe(onNext:…)`'s `onDisposed`). For `subscribe(onNext:…)` it is also RxSwift's pair
/// `Disposables.create(subscription, then)` (``SubscriptionKind/carrying(then:paired:)``): it then reads disposed
/// only once `dispose()` was called, not when the sink ended. One object, where the pair took a second.
///
/// The caller receives a disposer only after `run` returned (`setSink` came first), so a pair's `then` is never
/// disposed before its sink.
// Thread safety: the parts are written before the release of `sinkSetBit` and taken once, by the caller that
// sets the disposed bit after that bit or by `setSink` when the disposed bit came first. `then` is written in
// `init` and taken only by the `dispose()` call that sets `calledBit` first.
@usableFromInline
final class SinkDisposer: Cancelable {
    /// Set when the sink is let go of: by `dispose()`, or when the sink ended.
    @usableFromInline static let disposedBit = 1
    @usableFromInline static let sinkSetBit = 2
    /// Set by the first `dispose()`.
    @usableFromInline static let calledBit = 4
    /// Set at creation for a disposer that is RxSwift's pair (``SubscriptionKind/carrying(then:paired:)``).
    @usableFromInline static let pairedBit = 8

    // The first stored property: the state bits (see `InlineAtomicWord`).
    @usableFromInline var state: Int
    /// The sink, or, for a producer with no sink, the subscription `run` returned (never both: one slot keeps
    /// the disposer in the allocation size it had before it carried `then`).
    @exclusivity(unchecked) private var held: DisposableObject?
    /// What the first `dispose()` disposes after the sink (``SubscriptionKind/carrying(then:paired:)``).
    @exclusivity(unchecked) private var then: DisposableObject?

    @usableFromInline
    init(paired: Bool, then: DisposableObject?) {
        state = paired ? Self.pairedBit : 0
        self.then = then
        Resources.incrementTotal()
        #if DEBUG
            _ = withUnsafeMutablePointer(to: &state) { InlineAtomicWord(self, firstStoredProperty: $0) }
        #endif
    }

    /// Creates a disposer with no sink yet, which disposes `then` after the sink.
    @usableFromInline
    static func make(then: DisposableObject? = nil) -> SinkDisposer {
        SinkDisposer(paired: false, then: then)
    }

    /// Creates a disposer with no sink yet that is RxSwift's pair of the subscription and `then`.
    @usableFromInline
    static func makePair(then: DisposableObject?) -> SinkDisposer {
        SinkDisposer(paired: true, then: then)
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Whether `dispose()` has been called, or, unless the disposer is a pair, the sink ended.
    @usableFromInline
    var isDisposed: Bool {
        let state = InlineAtomicWord(self).load()
        return state & (state & Self.pairedBit != 0 ? Self.calledBit : Self.disposedBit) != 0
    }

    /// Stores what `run` returned: the sink, which already owns its upstream subscription, or, for a producer
    /// with no sink, the subscription. Disposes it at once if the disposer was disposed during `run`.
    @usableFromInline
    func setSink(_ sink: consuming SinkBase?, subscription: consuming DisposableObject?) {
        if let sink { held = sink } else { held = subscription }
        let previous = InlineAtomicWord(self).fetchOr(Self.sinkSetBit)
        precondition(previous & Self.sinkSetBit == 0, "Sink and subscription were already set")
        if previous & Self.disposedBit != 0 {
            releaseAndDispose()
        }
    }

    /// Disposes the sink (and so its subscription), once; then `then`.
    @usableFromInline
    func dispose() {
        let previous = InlineAtomicWord(self).fetchOr(Self.disposedBit | Self.calledBit)
        if previous & Self.calledBit != 0 { return }
        if previous & (Self.disposedBit | Self.sinkSetBit) == Self.sinkSetBit {
            releaseAndDispose()
        }
        if then != nil { then.take()?.dispose() }
    }

    /// Called by the sink when it has disposed itself (its stop event, or an upstream disposal): lets go of it
    /// without disposing it again.
    @usableFromInline
    func sinkDidDispose() {
        let previous = InlineAtomicWord(self).fetchOr(Self.disposedBit)
        if previous & Self.disposedBit != 0 { return }
        // Only a sink calls this, so the slot holds the sink, which disposed itself.
        if previous & Self.sinkSetBit != 0 { _ = held.take() }
    }

    private func releaseAndDispose() {
        held.take()?.dispose()
    }
}

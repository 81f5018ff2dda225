// OpenRx — reactive programming for Swift. MIT licence.

/// The sink and the upstream subscription that a producer's `run` returns.
@usableFromInline
typealias SinkAndSubscription = (sink: Disposable, subscription: Disposable)

/// The fields of a ``SinkDisposer`` besides its atomic state.
@usableFromInline
struct SinkDisposerParts {
    var sink: Disposable?
    var subscription: Disposable?
}

/// The disposable that `Producer.subscribe` returns: it disposes the sink and the upstream subscription
/// exactly once.
///
/// The producer creates it, hands it to `run` (the sink keeps it as `cancel`), and then sets the sink
/// and subscription that `run` returned. A source may terminate inside `run`, so `dispose()` can come
/// before `setSinkAndSubscription`; the two state bits make whichever comes second do the disposing.
/// Its atomic word is also the sink's "disposed" flag, read once per event by `Sink.forwardOn`.
// Thread safety: the parts are written before the release of `sinkAndSubscriptionSet` and read after the
// acquire that observes it, by the one caller that wins the race (see the state bits).
@usableFromInline
final class SinkDisposer: AtomicBuffer<SinkDisposerParts>, Cancelable {
    @usableFromInline static let disposedBit = 1
    @usableFromInline static let sinkAndSubscriptionSetBit = 2
    @usableFromInline static let stoppedBit = 4

    /// Creates a disposer with no sink yet.
    @usableFromInline
    static func make() -> SinkDisposer {
        Resources.incrementTotal()
        return make(header: SinkDisposerParts())
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Whether `dispose()` has been called.
    @inlinable
    var isDisposed: Bool {
        atomicLoad() & Self.disposedBit != 0
    }

    /// Marks the sink stopped (it received or produced a stop event); returns whether it was the first
    /// to do so. This is the stop-once guard of sinks whose sources may call them from several threads.
    @inlinable
    func markStopped() -> Bool {
        atomicFetchOr(Self.stoppedBit) & Self.stoppedBit == 0
    }

    /// Whether the sink was stopped or disposed.
    @inlinable
    var isStoppedOrDisposed: Bool {
        atomicLoad() & (Self.stoppedBit | Self.disposedBit) != 0
    }

    /// Stores what `run` returned; disposes it at once if the disposer was disposed during `run`.
    @usableFromInline
    func setSinkAndSubscription(sink: Disposable, subscription: Disposable) {
        header.sink = sink
        header.subscription = subscription
        let previous = atomicFetchOr(Self.sinkAndSubscriptionSetBit)
        precondition(previous & Self.sinkAndSubscriptionSetBit == 0, "Sink and subscription were already set")
        if previous & Self.disposedBit != 0 {
            releaseAndDispose()
        }
    }

    /// Disposes the sink and the subscription, once.
    @usableFromInline
    func dispose() {
        let previous = atomicFetchOr(Self.disposedBit)
        if previous & Self.disposedBit != 0 { return }
        if previous & Self.sinkAndSubscriptionSetBit != 0 {
            releaseAndDispose()
        }
    }

    private func releaseAndDispose() {
        let parts = header
        header = SinkDisposerParts()
        parts.sink?.dispose()
        parts.subscription?.dispose()
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

/// The sink (if the producer made one) and the upstream subscription (if there is anything to dispose)
/// that a producer's `run` returns.
@usableFromInline
typealias SinkAndSubscription = (sink: DisposableObject?, subscription: DisposableObject?)

/// The disposable that `Producer.subscribe` returns: it disposes the sink and the upstream subscription
/// exactly once.
///
/// The producer creates it, hands it to `run` (the sink keeps it as `cancel`), and then sets the sink
/// and subscription that `run` returned. A source may terminate inside `run`, so `dispose()` can come
/// before `setSink(_:subscription:)`; the two state bits make whichever comes second do the disposing.
/// Its atomic word is also the sink's "disposed" flag, read once per event by `Sink.forwardOn`.
// Thread safety: the parts are written before the release of `sinkAndSubscriptionSet` and read after the
// acquire that observes it, by the one caller that wins the race (see the state bits).
@usableFromInline
final class SinkDisposer: Cancelable {
    @usableFromInline static let disposedBit = 1
    @usableFromInline static let sinkAndSubscriptionSetBit = 2
    @usableFromInline static let stoppedBit = 4

    // The first stored property: the state bits (see `InlineAtomicWord`).
    @usableFromInline var state = 0
    // Written once before the release of `sinkAndSubscriptionSetBit`, taken once by the caller that sees
    // both bits: never accessed concurrently, so no exclusivity check is needed.
    @exclusivity(unchecked) private var sink: DisposableObject?
    @exclusivity(unchecked) private var subscription: DisposableObject?

    @usableFromInline
    init() {
        Resources.incrementTotal()
        #if DEBUG
            _ = withUnsafeMutablePointer(to: &state) { InlineAtomicWord(self, firstStoredProperty: $0) }
        #endif
    }

    /// Creates a disposer with no sink yet.
    @usableFromInline
    static func make() -> SinkDisposer {
        SinkDisposer()
    }

    @inlinable
    var word: InlineAtomicWord { InlineAtomicWord(self) }

    deinit {
        Resources.decrementTotal()
    }

    /// Whether `dispose()` has been called.
    @inlinable
    var isDisposed: Bool {
        word.load() & Self.disposedBit != 0
    }

    /// Marks the sink stopped (it sends its stop event); returns whether the sink was live — neither
    /// stopped nor disposed before — so the caller may send the stop event. See `Sink.forwardStop`.
    @inlinable
    func markStopped() -> Bool {
        word.fetchOr(Self.stoppedBit) & (Self.stoppedBit | Self.disposedBit) == 0
    }

    /// Whether the producer has stored what `run` returned: `false` while `run` is still on the stack, where
    /// a disposal waits for the store (see `setSink(_:subscription:)`).
    @inlinable
    var isSinkAndSubscriptionSet: Bool {
        word.load() & Self.sinkAndSubscriptionSetBit != 0
    }

    /// Whether the sink was stopped or disposed.
    @inlinable
    var isStoppedOrDisposed: Bool {
        word.load() & (Self.stoppedBit | Self.disposedBit) != 0
    }

    /// Stores what `run` returned; disposes it at once if the disposer was disposed during `run`.
    @usableFromInline
    func setSink(_ sink: consuming DisposableObject?, subscription: consuming DisposableObject?) {
        self.sink = sink
        self.subscription = subscription
        let previous = word.fetchOr(Self.sinkAndSubscriptionSetBit)
        precondition(previous & Self.sinkAndSubscriptionSetBit == 0, "Sink and subscription were already set")
        if previous & Self.disposedBit != 0 {
            releaseAndDispose()
        }
    }

    /// Disposes the sink and the subscription, once.
    @usableFromInline
    func dispose() {
        let previous = word.fetchOr(Self.disposedBit)
        if previous & Self.disposedBit != 0 { return }
        if previous & Self.sinkAndSubscriptionSetBit != 0 {
            releaseAndDispose()
        }
    }

    private func releaseAndDispose() {
        let sink = self.sink.take()
        let subscription = self.subscription.take()
        sink?.dispose()
        subscription?.dispose()
    }
}

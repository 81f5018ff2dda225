// OpenRx — reactive programming for Swift. MIT licence.

/// The part of every sink that is not generic: the subscription's state bits and its upstream subscription.
/// A sink is its own disposer, so an operator inside a chain costs its observable and its sink and nothing
/// more per subscription (Documentation/Contracts.md, "Performance").
///
/// What a sink's `run` subscribes upstream is stored here when `run` returns (``setSubscription(_:)``) and
/// is disposed, once, after the sink's own `dispose()` override has let go of what it owns. A sink subscribed
/// for code outside OpenRx's operators also has an ``owner``: the ``SinkDisposer`` the caller holds, told
/// when the sink ends so that it lets go of the sink (and so of the observer's closures).
// Thread safety: `subscription` is written once before the release of `sinkAndSubscriptionSetBit` and taken
// by the one caller that sees both that bit and the disposed bit; `owner` is taken by the one caller that
// sets the disposed bit (see the state bits).
@usableFromInline
class SinkBase: Disposable {
    @usableFromInline static let disposedBit = 1
    @usableFromInline static let sinkAndSubscriptionSetBit = 2
    @usableFromInline static let stoppedBit = 4

    // The first stored property: the state bits (see `InlineAtomicWord`).
    @usableFromInline final var lifetimeBits = 0
    // The second: the word of ``lock``, which only `InlineLock` reaches.
    @usableFromInline final var lockWord: Int32 = 0
    @exclusivity(unchecked) private final var subscription: DisposableObject?
    @exclusivity(unchecked) private final var owner: SinkDisposer?

    /// A sink whose disposal `owner` (the disposable handed outside OpenRx's operators) is told of; `nil`
    /// when the sink itself is what the subscriber holds.
    @usableFromInline
    init(owner: SinkDisposer?) {
        self.owner = owner
        Resources.incrementTotal()
        #if DEBUG
            _ = withUnsafeMutablePointer(to: &lifetimeBits) { InlineAtomicWord(self, firstStoredProperty: $0) }
            let lockAddress = withUnsafeMutablePointer(to: &lockWord) { UnsafeMutableRawPointer($0) }
            assert(lockAddress == UnsafeMutableRawPointer(lock.word), "the lock word must come second")
        #endif
    }

    deinit {
        Resources.decrementTotal()
    }

    @inlinable
    final var word: InlineAtomicWord { InlineAtomicWord(self) }

    /// The sink's own mutex, for the state of a sink that has some (a combining or merging sink): a word of the
    /// sink, so that such a sink is one allocation, not two (see ``LockGuarded``).
    @inlinable
    final var lock: InlineLock {
        InlineLock(
            word: (_getUnsafePointerToStoredProperties(self) + MemoryLayout<Int>.stride).assumingMemoryBound(
                to: Int32.self))
    }

    /// Whether the subscription was disposed (or the sink stopped and disposed itself).
    @inlinable
    final var isDisposed: Bool {
        word.load() & Self.disposedBit != 0
    }

    /// Marks the sink stopped (it sends its stop event); returns whether the sink was live — neither
    /// stopped nor disposed before — so the caller may send the stop event. See `Sink.forwardStop`.
    @inlinable
    final func markStopped() -> Bool {
        word.fetchOr(Self.stoppedBit) & (Self.stoppedBit | Self.disposedBit) == 0
    }

    /// Whether the producer has stored what `run` returned: `false` while `run` is still on the stack, where
    /// a disposal waits for the store (see ``setSubscription(_:)``).
    @inlinable
    final var isSinkAndSubscriptionSet: Bool {
        word.load() & Self.sinkAndSubscriptionSetBit != 0
    }

    /// Whether the sink was stopped or disposed: one atomic load, made once per event.
    @inlinable
    final var isStoppedOrDisposed: Bool {
        word.load() & (Self.stoppedBit | Self.disposedBit) != 0
    }

    /// Stores the upstream subscription `run` returned. If the sink was disposed while `run` was on the
    /// stack, finishes that disposal now: the sink's `dispose()` (what it owns), then the subscription.
    @usableFromInline
    final func setSubscription(_ subscription: consuming DisposableObject?) {
        self.subscription = subscription
        let previous = word.fetchOr(Self.sinkAndSubscriptionSetBit)
        precondition(previous & Self.sinkAndSubscriptionSetBit == 0, "The subscription was already set")
        if previous & Self.disposedBit != 0 {
            dispose()  // the override lets go of what the sink owns; this class's part returns at once
            self.subscription.take()?.dispose()
        }
    }

    /// Disposes the subscription, once: the upstream subscription (unless `run` is still on the stack, see
    /// ``setSubscription(_:)``), then tells the owner. Sinks that own more override this method, dispose
    /// what they own, and call `super.dispose()` last.
    @usableFromInline
    func dispose() {
        let previous = word.fetchOr(Self.disposedBit)
        if previous & Self.disposedBit != 0 { return }
        if previous & Self.sinkAndSubscriptionSetBit != 0 {
            subscription.take()?.dispose()
        }
        owner.take()?.sinkDidDispose()
    }
}

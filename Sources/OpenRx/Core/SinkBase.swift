// OpenRx — reactive programming for Swift. MIT licence.

/// The part of every sink that is not generic: the subscription's state bits, a lock word for the sinks that
/// keep state (``lock``), and its upstream subscription.
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

    /// Whether a stop event reached the sink: it sent it (or is sending it), or, already disposed, dropped it.
    @inlinable
    final var isStopped: Bool {
        word.load() & Self.stoppedBit != 0
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
        disposeBase()
    }

    /// This class's part of ``dispose()``, whichever override runs; returns the state bits from before the
    /// disposed bit was set (a value, so that the optimizer does not fold `dispose()` into a call to this).
    @usableFromInline @inline(__always) @discardableResult
    final func disposeBase() -> Int {
        let previous = word.fetchOr(Self.disposedBit)
        if previous & Self.disposedBit != 0 { return previous }
        if previous & Self.sinkAndSubscriptionSetBit != 0 {
            subscription.take()?.dispose()
        }
        owner.take()?.sinkDidDispose()
        return previous
    }

    /// For a ``dispose()`` override that disposes what its sink keeps in its own state: while the producer's
    /// `run` is still on the stack, marks the sink disposed and returns `true`, and the override returns — the
    /// producer calls `dispose()` again once it has stored what `run` returned, and the override disposes then
    /// (`Sink.defersDisposal`). Returns `false` when the override disposes now, including when `run` returned on
    /// another thread between the check and the mark: the mark's own atomic operation says so, and the producer
    /// then found the sink not yet disposed and will not call again. Either way exactly one call disposes.
    @inlinable
    final func waitsForRunToDispose() -> Bool {
        if isSinkAndSubscriptionSet { return false }
        #if DEBUG
            SinkTestHooks.afterRunCheck?()
        #endif
        return disposeBase() & Self.sinkAndSubscriptionSetBit == 0
    }
}

#if DEBUG
    /// Points where an interleaving test stops a thread inside a sink (debug builds only).
    @usableFromInline
    package enum SinkTestHooks {
        /// Called by `SinkBase.waitsForRunToDispose()` between finding the producer's `run` on the stack and
        /// marking the sink disposed: a test lets `run` return on another thread right there.
        @usableFromInline nonisolated(unsafe) package static var afterRunCheck: (() -> Void)?
    }
#endif

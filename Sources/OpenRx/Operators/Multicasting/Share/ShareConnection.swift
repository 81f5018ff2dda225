// OpenRx — reactive programming for Swift. MIT licence.

/// The last `capacity` elements of a connection, replayed to each new subscriber; the latest element alone
/// (no queue, nothing allocated) for `share(replay: 1)`, which every ``Driver`` stage uses.
@usableFromInline
struct ShareReplayBuffer<Element> {
    @usableFromInline let capacity: Int
    /// The buffer when `capacity` is 1.
    @usableFromInline var latest: Element?
    /// The buffer when `capacity` is more than 1.
    @usableFromInline var queue = Queue<Element>()

    @inlinable
    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Keeps `element`; returns the element that falls out, for the caller to release after unlocking.
    @inlinable
    mutating func append(_ element: Element) -> Element? {
        switch capacity {
        case 0:
            return nil
        case 1:
            let previous = latest.take()
            latest = element
            return previous
        default:
            queue.enqueue(element)
            return queue.count > capacity ? queue.dequeue() : nil
        }
    }

    /// The buffered elements as the events a new subscriber receives first.
    @inlinable
    var replay: [Event<Element>] {
        switch capacity {
        case 0: return []
        case 1: return latest.map { [.next($0)] } ?? []
        default: return queue.elements.map { .next($0) }
        }
    }
}

/// The locked state of one connection of ``ShareWhileConnected``: a replay subject's state (its observers,
/// buffer and stop event) and the subscription to the source that feeds it, in the connection's one
/// allocation (a `LockedState`).
///
/// The subject part behaves as `ReplaySubject` (or `PublishSubject` without replay) does, through the same
/// helpers: serialized broadcasts, and a replay delivered on the subscribing thread before later events.
@usableFromInline
struct ShareConnectionState<Element>: SubjectStateProtocol {
    @usableFromInline var dispatch = SubjectDispatchState<Element>()
    @usableFromInline var buffer: ShareReplayBuffer<Element>
    @usableFromInline var stopEvent: Event<Element>?
    /// The source subscription: filled once connecting returns, disposed when the last subscriber leaves.
    @usableFromInline var source = SubscriptionSlot()
    /// Set when the source stopped before connecting returned and the connection lets go of its source without
    /// disposing it (``stop(_:deliveries:disposingTheSource:)``): the subscription that connecting then returns
    /// is let go of too, not disposed, as RxSwift's connection keeps it in its never-disposed slot.
    @usableFromInline var letsGoOfALateSource = false
    /// The share, held while the connection lives, so that a subscription kept after the share itself was
    /// dropped can still disconnect it (subscriptions hold the connection). Let go of when the connection
    /// ends (it stops, or its last subscriber leaves): a kept subscription then keeps nothing upstream alive.
    @usableFromInline var share: ShareWhileConnected<Element>?

    /// A connection of generation `generation`: the keys of its subscriptions carry it in their upper half
    /// (see ``ShareKey``), so a subscription of an earlier connection is never mistaken for one of this one.
    @inlinable
    init(share: ShareWhileConnected<Element>, replay: Int, generation: UInt32) {
        self.share = share
        buffer = ShareReplayBuffer(capacity: replay)
        dispatch.observers.nextKey = ShareKey.firstKey(of: generation)
    }

    /// Registers `observer` for a holder of the given kind (see ``SubjectObserver``), with the buffered elements
    /// to replay; `nil` when the connection already stopped (the subscriber joined it before the share forgot
    /// it, and joins the next one). A buffer of one element hands it back beside the outcome (`first`), with no
    /// array for it (see `LockedState.finishSubscribe(_:observer:replayingFirst:)`).
    @inlinable
    mutating func subscribe(
        _ observer: AnyObserver<Element>, owner: consuming SubjectSubscriptionOwner, kind: SubscriptionKind
    ) -> (outcome: SubjectSubscribeOutcome<Element>, first: Element?)? {
        if share == nil { return nil }
        if buffer.capacity <= 1 {
            // Nothing to replay, or the one element beside the outcome: no array either way.
            guard let latest = buffer.latest else {
                return (LockedState.register(observer, owner: owner, kind: kind, in: &self, replay: []), nil)
            }
            return (
                LockedState.register(observer, owner: owner, kind: kind, in: &self, replay: [], replaysElement: true),
                latest
            )
        }
        return (LockedState.register(observer, owner: owner, kind: kind, in: &self, replay: buffer.replay), nil)
    }

    /// An element of the source (`event`): returns the observers to broadcast it to now (`nil` when it waits
    /// behind a broadcast in progress, or comes after the connection ended) and the element the buffer let go
    /// of.
    ///
    /// An element that comes after the connection ended (its last subscriber left while the source was sending
    /// it on another thread) is dropped, as RxSwift's connection drops what comes once it is disposed: the
    /// buffer of an ended connection, which a kept subscription may keep, stays empty.
    @inlinable
    mutating func next(
        _ element: Element, event: Event<Element>, deliveries: DeliveryCount
    ) -> (observers: SubjectObservers<Element>?, dropped: Element?) {
        if share == nil { return (nil, nil) }
        let dropped = buffer.append(element)
        return (dispatch.scheduleBroadcast(event, deliveries: deliveries), dropped)
    }

    /// The source stopped with `event`: returns the observers to broadcast it to now (as `next` does), the
    /// share, which must forget the connection before the stop is broadcast (`nil` once the connection ended),
    /// and
    /// the source subscription, which the connection no longer keeps: to dispose before the broadcast, or to
    /// let go of after it.
    ///
    /// That choice is RxSwift's order, which differs by buffer size: `share()` and `share(replay: 1)` are its
    /// own connection types, which forward the stop and leave the source to dispose itself afterwards;
    /// larger buffers are `multicast(makeSubject:).refCount()`, whose connection disposes the source first.
    /// Let go of either way: the source's sink is the subscription (it holds the connection as its observer),
    /// and a later subscription to it is handed back by the slot.
    ///
    /// `disposingTheSource` is false for `share()` and `share(replay: 1)` of a source, whose RxSwift connection
    /// never disposes its subscription at a stop: a subscription that connecting returns after the stop is let
    /// go of, not disposed (``letsGoOfALateSource``).
    @inlinable
    mutating func stop(
        _ event: Event<Element>, deliveries: DeliveryCount, disposingTheSource: Bool
    ) -> (
        observers: SubjectObservers<Element>?, ended: ShareConnectionEnd<Element>?, source: DisposableObject?,
        disposesSourceFirst: Bool
    ) {
        // After the end (a stop, or the last subscriber left): ignored, as `next` ignores a late element.
        if share == nil { return (nil, nil, nil, false) }
        stopEvent = event
        letsGoOfALateSource = !disposingTheSource
        let observers = dispatch.scheduleBroadcast(event, deliveries: deliveries)
        return (observers, end(), source.dispose(), buffer.capacity > 1)
    }

    /// A subscriber with `key` left: returns its observer (to release after unlocking) and, when it was the
    /// last one, the source subscription to dispose and what the ended connection lets go of.
    @inlinable
    mutating func leave(
        _ key: BagKey, disconnects: Bool
    ) -> (removed: SubjectObserver<Element>?, source: DisposableObject?, ended: ShareConnectionEnd<Element>?) {
        (dispatch.observers.removeKey(key), disconnects ? source.dispose() : nil, disconnects ? end() : nil)
    }

    /// The connection ends: it lets go of the share and of its buffer (a subscriber that joined it late joins
    /// the next connection instead), for the caller to release after unlocking.
    @inlinable
    mutating func end() -> ShareConnectionEnd<Element> {
        defer {
            share = nil
            buffer = ShareReplayBuffer(capacity: buffer.capacity)
        }
        return ShareConnectionEnd(share: share, buffer: buffer)
    }
}

/// What a share connection lets go of when it ends, handed out of its lock to be released after unlocking.
@usableFromInline
struct ShareConnectionEnd<Element> {
    @usableFromInline let share: ShareWhileConnected<Element>?
    @usableFromInline let buffer: ShareReplayBuffer<Element>

    @inlinable
    init(share: ShareWhileConnected<Element>?, buffer: ShareReplayBuffer<Element>) {
        self.share = share
        self.buffer = buffer
    }
}

/// Subscription keys of a share: the connection's generation in the upper 32 bits, a count in the lower.
@usableFromInline
enum ShareKey {
    @inlinable
    static func firstKey(of generation: UInt32) -> UInt64 {
        UInt64(generation) << 32
    }

    @inlinable
    static func generation(of key: BagKey) -> UInt32 {
        UInt32(truncatingIfNeeded: key.rawValue >> 32)
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

/// The state of a queue-drain serializer: whether some thread is delivering, and what waits.
///
/// It lets an object with several callers (a subject, a sink merging sources) deliver to its observers
/// one item at a time without holding its lock while it calls them. Inside a critical section the caller
/// offers its item: if nobody is delivering, it becomes the deliverer and gets the item back to deliver
/// after unlocking; otherwise the item is queued for the current deliverer. The deliverer then takes
/// queued items one lock acquisition at a time until the queue is empty.
@usableFromInline
struct SerialDeliveryState<Item> {
    @usableFromInline var isDelivering = false
    @usableFromInline var pending = Queue<Item>()
    /// The thread delivering, recorded by ``offerNesting(_:)``.
    @usableFromInline var deliveringThread: UInt = 0
    /// How many deliveries ``offerNesting(_:)`` nested inside the one in progress have not returned.
    @usableFromInline var nestedDepth = 0

    @inlinable
    init() {}

    /// Returns `item` for the caller to deliver now, or queues it behind the delivery in progress.
    @inlinable
    mutating func offer(_ item: Item) -> Item? {
        if isDelivering {
            pending.enqueue(item)
            return nil
        }
        isDelivering = true
        return item
    }

    /// ``offer(_:)`` with RxSwift's recursive lock: an item offered re-entrantly by the thread that is
    /// delivering is returned to be delivered at once, nested inside the delivery in progress; another thread's
    /// item still waits. The caller delivers what it gets back, then calls ``nextNesting()``, which ends a
    /// nested delivery without taking queued items (the outermost delivery takes them).
    @inlinable
    mutating func offerNesting(_ item: Item) -> Item? {
        let thread = ThreadIdentity.current
        if isDelivering {
            guard thread == deliveringThread else {
                pending.enqueue(item)
                return nil
            }
            nestedDepth += 1
            return item
        }
        isDelivering = true
        deliveringThread = thread
        return item
    }

    /// ``next()`` for a serializer fed by ``offerNesting(_:)``: a nested delivery ends without taking queued
    /// items.
    @inlinable
    mutating func nextNesting() -> Item? {
        if nestedDepth > 0 {
            nestedDepth -= 1
            return nil
        }
        return next()
    }

    /// Offers several items in order: returns the first for the caller to deliver now (the rest wait for
    /// it), or queues them all behind the delivery in progress.
    @inlinable
    mutating func offer(_ items: [Item]) -> Item? {
        guard let first = items.first else { return nil }
        let mine = offer(first)
        for item in items.dropFirst() { pending.enqueue(item) }
        return mine
    }

    /// The next queued item for the deliverer, or `nil` when it is done (it no longer delivers).
    @inlinable
    mutating func next() -> Item? {
        if let item = pending.dequeue() { return item }
        isDelivering = false
        return nil
    }
}

/// Lock-guarded state that contains a serializer.
@usableFromInline
protocol SerialDeliveryHolder {
    /// The items delivered.
    associatedtype DeliveryItem
    /// The serializer.
    @inlinable
    var serial: SerialDeliveryState<DeliveryItem> { get set }
}

extension LockGuarded {
    /// The one queue-drain loop: delivers `first` (if the caller became the deliverer), then takes the
    /// `next` queued item under the lock and delivers it outside, until `next` finds none.
    ///
    /// Always inlined: it is the element path of a merge, and whether the optimizer inlined it depended on the
    /// size of unrelated code (`LockedState`'s delivery count made FlatMapsPumping 7,088 → 7,598 instructions
    /// per element by stopping it).
    @inlinable @inline(__always)
    func deliverSerially<Item>(
        _ first: Item?, next: (inout State) -> Item?, _ deliver: (Item) -> Void
    ) {
        guard var item = first else { return }
        while true {
            deliver(item)
            guard let following = withLock(next) else { return }
            item = following
        }
    }
}

extension LockGuarded where State: SerialDeliveryHolder {
    /// Delivers `first` (if the caller became the deliverer) and then every queued item, calling
    /// `deliver` outside the lock.
    @inlinable
    func deliverSerially(_ first: State.DeliveryItem?, _ deliver: (State.DeliveryItem) -> Void) {
        deliverSerially(first, next: { $0.serial.next() }, deliver)
    }

    /// Offers `item` under the lock and delivers serially.
    @inlinable
    func offerAndDeliver(_ item: State.DeliveryItem, _ deliver: (State.DeliveryItem) -> Void) {
        deliverSerially(withLock { $0.serial.offer(item) }, deliver)
    }

    /// Offers `item` under the lock and delivers serially as RxSwift's recursive lock does: nested at once
    /// when the delivering thread re-enters (``SerialDeliveryState/offerNesting(_:)``), after the delivery in
    /// progress when another thread calls.
    @inlinable
    func offerAndDeliverNesting(_ item: State.DeliveryItem, _ deliver: (State.DeliveryItem) -> Void) {
        deliverSerially(withLock { $0.serial.offerNesting(item) }, next: { $0.serial.nextNesting() }, deliver)
    }
}

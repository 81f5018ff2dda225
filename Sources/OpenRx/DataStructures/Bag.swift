// OpenRx — reactive programming for Swift. MIT licence.

/// The key of an element in a ``Bag``.
@usableFromInline
struct BagKey: Hashable, Sendable {
    @usableFromInline let rawValue: UInt64

    @inlinable
    init(rawValue: UInt64) {
        self.rawValue = rawValue
    }
}

/// A collection with stable keys, for observers and disposables, iterated in RxSwift's `Bag` order.
///
/// RxSwift's bag keeps its first element in a slot of its own, which the next insert takes again once it is
/// empty, and the others after it in insertion order. So does this one: subjects deliver, and composite
/// disposables dispose, in RxSwift's order — `A` and `B` subscribe, `A` leaves, `C` subscribes: `C`, then
/// `B`. (Past 31 elements RxSwift moves to a dictionary, whose order is its hashing's; this bag stays in
/// insertion order.) The slot is `entries[0]`, so iterating is one loop over one buffer, as before.
///
/// Keys grow monotonically, so the entries after the slot stay sorted by key: removal finds an entry by
/// binary search (O(log n)) and leaves a hole that a later compaction closes (amortized O(1) shifting).
/// Copying a bag is O(1) (one copy-on-write buffer), which is how subjects take a snapshot of their
/// observers under the lock and dispatch outside it without allocating.
@usableFromInline
struct Bag<Element> {
    @usableFromInline
    struct Entry {
        @usableFromInline let key: UInt64
        @usableFromInline var value: Element?

        @inlinable
        init(key: UInt64, value: Element?) {
            self.key = key
            self.value = value
        }
    }

    /// RxSwift's first slot (a hole when empty), then the other elements sorted by key (holes are removed
    /// elements); empty, or the empty slot alone, when the bag is.
    @usableFromInline var entries: ContiguousArray<Entry> = []
    @usableFromInline var nextKey: UInt64 = 0
    @usableFromInline var holes = 0

    /// The number of elements.
    @usableFromInline var count = 0

    @inlinable
    init() {}

    /// Whether the bag has no elements.
    @inlinable
    var isEmpty: Bool { count == 0 }

    /// Adds `element` and returns its key.
    @discardableResult
    @inlinable
    mutating func insert(_ element: Element) -> BagKey {
        let key = nextKey
        nextKey &+= 1
        count += 1
        if !entries.isEmpty, entries[0].value == nil {
            entries[0] = Entry(key: key, value: element)
            holes -= 1
        } else {
            entries.append(Entry(key: key, value: element))
        }
        return BagKey(rawValue: key)
    }

    /// Adds `element` after every other, never in a free first slot: a bag whose first slot RxSwift's holds for
    /// good (a merge's composite keeps its source's subscription there). Returns its key.
    @inlinable
    mutating func append(_ element: Element) -> BagKey {
        let key = nextKey
        nextKey &+= 1
        // An empty bag may still hold its empty slot (see `removeKey`): the element goes where an append to an
        // empty bag always put it, into the slot.
        if count == 0 && !entries.isEmpty {
            entries.removeAll(keepingCapacity: true)
            holes = 0
        }
        count += 1
        entries.append(Entry(key: key, value: element))
        return BagKey(rawValue: key)
    }

    /// Removes and returns the element with `key`, or `nil` if it is not there.
    @discardableResult
    @inlinable
    mutating func removeKey(_ key: BagKey) -> Element? {
        guard let index = index(of: key), let element = entries[index].value else { return nil }
        count -= 1
        // The last element leaving the first slot leaves a hole there, and the buffer: the next observer of a
        // subject whose one observer left (a screen binding again, a request per tap) takes the slot with no
        // new buffer. The slot is where RxSwift's bag puts that observer too.
        if count == 0 && entries.count > 1 {
            entries.removeAll()
            holes = 0
            return element
        }
        entries[index].value = nil
        holes += 1
        if holes > 16 && holes > count { compact() }
        return element
    }

    /// Removes every element.
    @inlinable
    mutating func removeAll() {
        entries.removeAll()
        count = 0
        holes = 0
    }

    /// Calls `body` with each element: the slot's, then the others in insertion order.
    @inlinable
    func forEach(_ body: (Element) throws -> Void) rethrows {
        // Through the buffer, so each element is passed borrowed rather than copied out of the array.
        try entries.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                if let value = buffer[index].value { try body(value) }
            }
        }
    }

    /// The elements, in ``forEach(_:)``'s order.
    @inlinable
    var elements: [Element] {
        var result: [Element] = []
        result.reserveCapacity(count)
        forEach { result.append($0) }
        return result
    }

    /// Where the entry with `key` is: the slot, or found by binary search among the entries after it.
    @inlinable
    func index(of key: BagKey) -> Int? {
        if entries.isEmpty { return nil }
        if entries[0].key == key.rawValue { return 0 }
        var low = 1
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].key < key.rawValue { low = middle + 1 } else { high = middle }
        }
        return low < entries.count && entries[low].key == key.rawValue ? low : nil
    }

    /// Closes the holes after the slot; the slot stays first, even empty.
    @inlinable
    mutating func compact() {
        let slot = entries[0]
        entries.removeAll { $0.value == nil }
        if slot.value == nil {
            entries.insert(slot, at: 0)
            holes = 1
        } else {
            holes = 0
        }
    }
}

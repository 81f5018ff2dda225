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
/// insertion order.)
///
/// One element is held inline, as RxSwift's slot is: a subject or a share with one subscriber at a time, the
/// common case, allocates no buffer. From two elements on, the slot is `entries[0]` of one buffer and the
/// others follow it, so iterating is one loop over one buffer. Keys grow monotonically, so the entries after
/// the slot stay sorted by key: removal finds an entry by binary search (O(log n)) and leaves a hole that a
/// later compaction closes (amortized O(1) shifting). Copying a bag's ``members`` is O(1) and one reference
/// (the element or the copy-on-write buffer), which is how subjects take a snapshot of their observers under
/// the lock and dispatch outside it without allocating.
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

    /// The elements, without the bag's bookkeeping: what a snapshot copies.
    @usableFromInline
    enum Members {
        case empty
        /// One element, in the slot.
        case single(Element)
        /// RxSwift's first slot (a hole when empty), then the other elements sorted by key (holes are removed
        /// elements); never empty, and never without an element.
        case many(ContiguousArray<Entry>)

        /// Calls `body` with each element: the slot's, then the others in insertion order.
        @inlinable
        func forEach(_ body: (Element) throws -> Void) rethrows {
            switch self {
            case .empty:
                return
            case .single(let element):
                try body(element)
            case .many(let entries):
                // Through the buffer, so each element is passed borrowed rather than copied out of the array.
                try entries.withUnsafeBufferPointer { buffer in
                    for index in buffer.indices {
                        if let value = buffer[index].value { try body(value) }
                    }
                }
            }
        }
    }

    @usableFromInline var members = Members.empty
    /// The key of the element of a `single` bag.
    @usableFromInline var singleKey: UInt64 = 0
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
        switch members {
        case .empty:
            members = .single(element)
            singleKey = key
        case .single(let first):
            members = .many([Entry(key: singleKey, value: first), Entry(key: key, value: element)])
        case .many(var entries):
            members = .empty  // the buffer stays unique while it is changed
            if entries[0].value == nil {
                entries[0] = Entry(key: key, value: element)
                holes -= 1
            } else {
                entries.append(Entry(key: key, value: element))
            }
            members = .many(entries)
        }
        return BagKey(rawValue: key)
    }

    /// Adds `element` after every other, never in a free first slot: a bag whose first slot RxSwift's holds for
    /// good (a merge's composite keeps its source's subscription there). Returns its key.
    @inlinable
    mutating func append(_ element: Element) -> BagKey {
        // Into an empty bag, the element goes where RxSwift's goes, into the slot.
        if count == 0 {
            removeAll()
            return insert(element)
        }
        let key = nextKey
        nextKey &+= 1
        count += 1
        switch members {
        case .empty:
            preconditionFailure("a bag with elements has members")
        case .single(let first):
            members = .many([Entry(key: singleKey, value: first), Entry(key: key, value: element)])
        case .many(var entries):
            members = .empty
            entries.append(Entry(key: key, value: element))
            members = .many(entries)
        }
        return BagKey(rawValue: key)
    }

    /// Removes and returns the element with `key`, or `nil` if it is not there.
    @discardableResult
    @inlinable
    mutating func removeKey(_ key: BagKey) -> Element? {
        switch members {
        case .empty:
            return nil
        case .single(let element):
            guard singleKey == key.rawValue else { return nil }
            removeAll()
            return element
        case .many(var entries):
            guard let index = Self.index(of: key, in: entries), let element = entries[index].value else { return nil }
            count -= 1
            // The last element leaving takes the buffer with it: the next one is held inline.
            if count == 0 {
                removeAll()
                return element
            }
            members = .empty
            entries[index].value = nil
            holes += 1
            if holes > 16 && holes > count { Self.compact(&entries, holes: &holes) }
            members = .many(entries)
            return element
        }
    }

    /// Removes every element.
    @inlinable
    mutating func removeAll() {
        members = .empty
        count = 0
        holes = 0
    }

    /// Calls `body` with each element: the slot's, then the others in insertion order.
    @inlinable
    func forEach(_ body: (Element) throws -> Void) rethrows {
        try members.forEach(body)
    }

    /// The elements, in ``forEach(_:)``'s order.
    @inlinable
    var elements: [Element] {
        var result: [Element] = []
        result.reserveCapacity(count)
        forEach { result.append($0) }
        return result
    }

    /// Where the entry with `key` is in `entries`: the slot, or found by binary search among the entries after it.
    @inlinable
    static func index(of key: BagKey, in entries: ContiguousArray<Entry>) -> Int? {
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
    static func compact(_ entries: inout ContiguousArray<Entry>, holes: inout Int) {
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

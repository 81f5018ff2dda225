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
/// empty, and the others in insertion order after it. So does this one: subjects deliver, and composite
/// disposables dispose, in RxSwift's order — `A` and `B` subscribe, `A` leaves, `C` subscribes: `C`, then
/// `B`. (Past 31 elements RxSwift moves to a dictionary, whose order is its hashing's; this bag stays in
/// insertion order.)
///
/// Keys grow monotonically, so the other entries stay sorted by key: removal finds an entry by binary
/// search (O(log n)) and leaves a hole that a later compaction closes (amortized O(1) shifting). Copying a
/// bag is O(1) (one copy-on-write buffer), which is how subjects take a snapshot of their observers under
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

    /// RxSwift's first slot: taken by an insert whenever it is empty, iterated before `entries`.
    @usableFromInline var first: Entry?
    /// The other elements, sorted by key (holes are removed elements).
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
        if first == nil {
            first = Entry(key: key, value: element)
        } else {
            entries.append(Entry(key: key, value: element))
        }
        return BagKey(rawValue: key)
    }

    /// Removes and returns the element with `key`, or `nil` if it is not there.
    @discardableResult
    @inlinable
    mutating func removeKey(_ key: BagKey) -> Element? {
        if let first, first.key == key.rawValue {
            self.first = nil
            count -= 1
            return first.value
        }
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].key < key.rawValue { low = middle + 1 } else { high = middle }
        }
        guard low < entries.count, entries[low].key == key.rawValue, let element = entries[low].value else {
            return nil
        }
        count -= 1
        if count == 0 {
            entries.removeAll()
            holes = 0
            return element
        }
        entries[low].value = nil
        holes += 1
        if holes > 16 && holes > count { compact() }
        return element
    }

    /// Removes every element.
    @inlinable
    mutating func removeAll() {
        first = nil
        entries.removeAll()
        count = 0
        holes = 0
    }

    /// Calls `body` with each element: the first slot's, then the others in insertion order.
    @inlinable
    func forEach(_ body: (Element) throws -> Void) rethrows {
        if let value = first?.value { try body(value) }
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

    @inlinable
    mutating func compact() {
        entries.removeAll { $0.value == nil }
        holes = 0
    }
}

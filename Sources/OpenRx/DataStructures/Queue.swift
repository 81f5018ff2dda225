// OpenRx — reactive programming for Swift. MIT licence.

/// A FIFO queue over a ring buffer: O(1) enqueue and dequeue.
@usableFromInline
struct Queue<Element> {
    @usableFromInline var storage: ContiguousArray<Element?> = []
    @usableFromInline var head = 0
    @usableFromInline var count = 0

    @inlinable
    init() {}

    /// Whether the queue is empty.
    @inlinable
    var isEmpty: Bool { count == 0 }

    /// Adds `element` at the back.
    @inlinable
    mutating func enqueue(_ element: Element) {
        if count == storage.count { grow() }
        storage[(head + count) % storage.count] = element
        count += 1
    }

    /// Removes and returns the front element, if any.
    @inlinable
    mutating func dequeue() -> Element? {
        guard count > 0 else { return nil }
        let element = storage[head]
        storage[head] = nil
        head = (head + 1) % storage.count
        count -= 1
        if count == 0 { head = 0 }
        return element
    }

    /// The front element, if any.
    @inlinable
    func peek() -> Element? {
        count > 0 ? storage[head] : nil
    }

    /// Empties the queue and returns what it held.
    @inlinable
    mutating func takeAll() -> Queue<Element> {
        defer { self = Queue() }
        return self
    }

    /// Removes every element.
    @inlinable
    mutating func removeAll() {
        storage.removeAll()
        head = 0
        count = 0
    }

    /// The elements, front first.
    @inlinable
    var elements: [Element] {
        (0..<count).map { storage[(head + $0) % storage.count]! }
    }

    /// Doubles the storage (at least 4): rare, so kept out of line of `enqueue`.
    @inlinable @inline(never)
    mutating func grow() {
        let newCapacity = Swift.max(4, storage.count * 2)
        var newStorage = ContiguousArray<Element?>(filledWith: nil, count: newCapacity)
        for offset in 0..<count {
            newStorage[offset] = storage[(head + offset) % storage.count]
        }
        storage = newStorage
        head = 0
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

/// A binary min-heap ordered by `isOrderedBefore`, with removal of arbitrary elements by identity.
struct PriorityQueue<Element: AnyObject> {
    private let isOrderedBefore: (Element, Element) -> Bool
    private var heap: [Element] = []

    init(isOrderedBefore: @escaping (Element, Element) -> Bool) {
        self.isOrderedBefore = isOrderedBefore
    }

    var isEmpty: Bool { heap.isEmpty }
    var count: Int { heap.count }

    /// The first element, if any.
    func peek() -> Element? { heap.first }

    mutating func enqueue(_ element: Element) {
        heap.append(element)
        siftUp(heap.count - 1)
    }

    mutating func dequeue() -> Element? {
        guard !heap.isEmpty else { return nil }
        return remove(at: 0)
    }

    /// Removes `element` (compared by identity) if it is queued.
    mutating func remove(_ element: Element) {
        if let index = heap.firstIndex(where: { $0 === element }) {
            _ = remove(at: index)
        }
    }

    private mutating func remove(at index: Int) -> Element {
        let removed = heap[index]
        let last = heap.removeLast()
        if index < heap.count {
            heap[index] = last
            siftUp(index)
            siftDown(index)
        }
        return removed
    }

    private mutating func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard isOrderedBefore(heap[child], heap[parent]) else { return }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var first = parent
            if left < heap.count && isOrderedBefore(heap[left], heap[first]) { first = left }
            if right < heap.count && isOrderedBefore(heap[right], heap[first]) { first = right }
            if first == parent { return }
            heap.swapAt(parent, first)
            parent = first
        }
    }
}

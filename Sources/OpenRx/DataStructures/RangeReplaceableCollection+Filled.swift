// OpenRx — reactive programming for Swift. MIT licence.

extension RangeReplaceableCollection {
    /// `count` copies of `value`, appended in the caller's specialized code.
    ///
    /// `Array(repeating:count:)` and `ContiguousArray(repeating:count:)` allocate through a standard-library
    /// function that is not inlined, so they look up the storage class's generic metadata at run time on
    /// every call (a hash-table search: about 800 instructions for a type such as `SubscriptionSlot`).
    /// Per-subscription state and the queues use this instead (Documentation/Contracts.md, "Performance").
    @inlinable
    init(filledWith value: Element, count: Int) {
        self.init()
        reserveCapacity(count)
        for _ in 0..<count { append(value) }
    }
}

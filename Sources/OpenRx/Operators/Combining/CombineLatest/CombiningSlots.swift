// OpenRx — reactive programming for Swift. MIT licence.

/// The subscription slots of a combining sink, one per source: the first four inline in the sink's state,
/// the others in an array. A `combineLatest` or `zip` of up to four sources (most of them) allocates nothing
/// for its slots; an array did, once per subscription (issue 38).
@usableFromInline
struct CombiningSlots {
    @usableFromInline var slot0 = SubscriptionSlot()
    @usableFromInline var slot1 = SubscriptionSlot()
    @usableFromInline var slot2 = SubscriptionSlot()
    @usableFromInline var slot3 = SubscriptionSlot()
    /// The slots of the sources after the fourth.
    @usableFromInline var others: [SubscriptionSlot]
    /// The number of slots.
    @usableFromInline let count: Int

    /// `count` empty slots.
    @inlinable
    init(count: Int) {
        self.count = count
        others = count > 4 ? Array(filledWith: SubscriptionSlot(), count: count - 4) : []
    }

    /// The slots' indices, `0..<count`.
    @inlinable
    var indices: Range<Int> { 0..<count }

    /// Runs `body` on the slot of source `index`. A method, not a subscript: a subscript with a `_modify`
    /// accessor measured 163 allocations per CombineLatestCreating subscription against this method's 34.
    @inlinable
    mutating func update<Result>(_ index: Int, _ body: (inout SubscriptionSlot) -> Result) -> Result {
        switch index {
        case 0: return body(&slot0)
        case 1: return body(&slot1)
        case 2: return body(&slot2)
        case 3: return body(&slot3)
        default: return updateOther(index, body)
        }
    }

    /// ``update(_:_:)`` for a slot past the fourth. Not inlined: inlined, the optimizer hoisted the array's
    /// uniqueness check out of the callers' loops, and for the shared empty array of four sources or fewer that
    /// check always copies (13 calls and 2,000 instructions per CombineLatestCreating subscription).
    @inline(never)
    @usableFromInline
    mutating func updateOther<Result>(_ index: Int, _ body: (inout SubscriptionSlot) -> Result) -> Result {
        body(&others[index - 4])
    }
}

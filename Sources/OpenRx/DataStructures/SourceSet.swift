// OpenRx — reactive programming for Swift. MIT licence.

/// A set of source indices: bits of one word for up to 64 sources (no allocation per subscription), an
/// array beyond.
@usableFromInline
struct SourceSet {
    @usableFromInline var bits: UInt64 = 0
    /// Used only for more than 64 sources (empty otherwise, which allocates nothing).
    @usableFromInline var members: [Bool]

    @inlinable
    init(count: Int) {
        members = count > 64 ? Array(repeating: false, count: count) : []
    }

    // Always inlined, with a masking shift: as calls with `<<`'s over-shift checks they cost 17 instructions
    // each, about 2,500 per CombineLatestCreating subscription (issue 38). `index` is below 64 whenever the
    // bits are used.
    @inlinable @inline(__always)
    func contains(_ index: Int) -> Bool {
        members.isEmpty ? bits & (1 &<< UInt64(truncatingIfNeeded: index)) != 0 : members[index]
    }

    @inlinable @inline(__always)
    mutating func insert(_ index: Int) {
        if members.isEmpty { bits |= 1 &<< UInt64(truncatingIfNeeded: index) } else { members[index] = true }
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

import COpenRxAtomics

/// Atomic operations on the first stored property of an object, which must be an `Int` that Swift code
/// never reads or writes directly after initialization (the technique of swift-atomics' `ManagedAtomic`).
/// It lets a class that must keep its superclass (such as a `DisposeBase` subclass) hold atomic state
/// without a second allocation.
@usableFromInline
struct InlineAtomicWord {
    @usableFromInline let address: UnsafeMutablePointer<Int>

    /// The word of `object`. In debug builds, checks that `firstStoredProperty` is where the word is.
    @inlinable
    init(_ object: AnyObject, firstStoredProperty: UnsafeMutableRawPointer? = nil) {
        let start = _getUnsafePointerToStoredProperties(object)
        assert(firstStoredProperty == nil || firstStoredProperty == start, "the atomic word must come first")
        address = start.assumingMemoryBound(to: Int.self)
    }

    /// The word at `address`, which only atomic operations reach (`LockedState`'s delivery count, a subject
    /// observer's flags).
    @inlinable
    init(address: UnsafeMutablePointer<Int>) {
        self.address = address
    }

    @inlinable
    func load() -> Int {
        openrx_atomic_load(address)
    }

    /// Adds `delta` and returns the value held before.
    @inlinable
    func fetchAdd(_ delta: Int) -> Int {
        openrx_atomic_fetch_add(address, delta)
    }

    /// Sets the bits of `mask` and returns the value held before.
    @inlinable
    func fetchOr(_ mask: Int) -> Int {
        openrx_atomic_fetch_or(address, mask)
    }
}

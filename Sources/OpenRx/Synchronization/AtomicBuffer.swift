// OpenRx — reactive programming for Swift. MIT licence.

import COpenRxAtomics

/// A heap object whose tail holds one atomic word, with a header of any type beside it.
///
/// Subclasses (``AtomicInt``, the disposables) get their atomic state and their other
/// fields in a single allocation. The word is accessed only through the `atomic…` methods; the header
/// is published to other threads only by the acquire/release ordering of those methods.
// Thread safety: every access to the word is atomic; subclasses state how they guard the header.
@usableFromInline
package class AtomicBuffer<Header>: ManagedBuffer<Header, Int> {
    /// Allocates an instance of the receiving subclass with `header` and the atomic word set to `value`.
    @inlinable
    package final class func make(header: Header, value: Int = 0) -> Self {
        let buffer = unsafeDowncast(self.create(minimumCapacity: 1) { _ in header }, to: self)
        buffer.withUnsafeMutablePointerToElements { $0.initialize(to: value) }
        return buffer
    }

    /// The header's address. Reading or writing ``ManagedBuffer/header``, a class property, goes through the
    /// runtime's exclusivity checks (about 76 instructions an access); subclasses guard their headers
    /// themselves, so they reach them through this.
    @inlinable
    package final var headerPointer: UnsafeMutablePointer<Header> {
        withUnsafeMutablePointerToHeader { $0 }
    }

    @inlinable
    package final func atomicLoad() -> Int {
        withUnsafeMutablePointerToElements { openrx_atomic_load($0) }
    }

    @inlinable
    package final func atomicStore(_ value: Int) {
        withUnsafeMutablePointerToElements { openrx_atomic_store($0, value) }
    }

    /// Sets the bits of `mask` and returns the value held before.
    @inlinable
    package final func atomicFetchOr(_ mask: Int) -> Int {
        withUnsafeMutablePointerToElements { openrx_atomic_fetch_or($0, mask) }
    }

    /// Adds `delta` and returns the value held before.
    @inlinable
    package final func atomicFetchAdd(_ delta: Int) -> Int {
        withUnsafeMutablePointerToElements { openrx_atomic_fetch_add($0, delta) }
    }

    /// Stores `value` and returns the value held before.
    @inlinable
    package final func atomicExchange(_ value: Int) -> Int {
        withUnsafeMutablePointerToElements { openrx_atomic_exchange($0, value) }
    }

    /// Stores `desired` if the word holds `expected`; returns whether it did.
    @inlinable
    package final func atomicCompareExchange(expected: Int, desired: Int) -> Bool {
        withUnsafeMutablePointerToElements { openrx_atomic_compare_exchange($0, expected, desired) != 0 }
    }
}

/// A stand-alone atomic integer (one allocation).
@usableFromInline
package final class AtomicInt: AtomicBuffer<Void> {
    /// Creates an atomic integer holding `value`.
    @inlinable
    package static func make(_ value: Int = 0) -> AtomicInt {
        make(header: (), value: value)
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

import COpenRxAtomics

/// A mutex in a 32-bit word of some object's memory, zero when free (`openrx_word_lock` in COpenRxAtomics):
/// on Apple platforms an `os_unfair_lock`; elsewhere one compare-and-swap to lock and one exchange to unlock
/// when uncontended, and futex(2) on Linux when a thread must wait. Not recursive: OpenRx never locks twice,
/// since no user code runs under its locks.
///
/// ``LockedState`` keeps its word in its tail; a sink keeps its word in ``SinkBase``, and a `whileConnected`
/// share in itself, so that neither needs a second object for its lock (Documentation/Contracts.md, "One lock
/// word").
@usableFromInline
struct InlineLock {
    @usableFromInline let word: UnsafeMutablePointer<Int32>

    /// The lock whose word is at `word`, which only this type reaches after it was zeroed.
    @inlinable
    init(word: UnsafeMutablePointer<Int32>) {
        self.word = word
    }

    /// Runs `body` while holding the lock.
    @inlinable @inline(__always)
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        openrx_word_lock(word)
        defer { openrx_word_unlock(word) }
        return try body()
    }
}

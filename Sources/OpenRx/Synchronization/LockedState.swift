// OpenRx — reactive programming for Swift. MIT licence.

/// State guarded by a (non-recursive) mutex, in one allocation.
///
/// The mutex is an ``InlineLock``: one 32-bit word, locked with an atomic instruction when uncontended.
///
/// The closure given to ``withLock(_:)`` must only compute: it must not call user closures, send events
/// downstream, dispose or subscribe. Return what has to be done and do it after the lock is released
/// (see Documentation/Contracts.md, "Locks").
///
/// After the mutex, the tail holds one atomic word, ``deliveries``: the count of a queue-drain serializer
/// that guards its state with this lock (a subject's broadcasts), so that the deliverer can finish without
/// locking again.
// Thread safety: the header (the state) is only reached inside `withLock`, under the mutex. The tail is the
// mutex, then the delivery count (only ever accessed atomically).
@usableFromInline
package final class LockedState<State>: ManagedBuffer<State, Int> {
    /// Creates the state and its mutex.
    ///
    /// `initial` is moved into the buffer, not copied: a copy and the destruction of the original went
    /// through the state's value witnesses when the optimizer merged them across types (a share connection's
    /// state: about 500 instructions per connection).
    @inlinable
    package static func make(_ initial: consuming State) -> LockedState<State> {
        var moving = Optional(initial)
        let buffer = unsafeDowncast(
            self.create(minimumCapacity: 2) { _ in moving.take()! }, to: LockedState<State>.self)
        buffer.withUnsafeMutablePointerToElements { tail in
            // The first word holds the lock word (and padding on 64-bit platforms), bound to `Int32` here, once
            // (`lock(in:)` relies on it); the second the delivery count. Both are trivial: nothing to deinitialize.
            let halves = MemoryLayout<Int>.stride / MemoryLayout<Int32>.stride
            UnsafeMutableRawPointer(tail).bindMemory(to: Int32.self, capacity: halves)
                .initialize(repeating: 0, count: halves)
            (tail + 1).initialize(to: 0)
        }
        return buffer
    }

    /// The mutex, at the start of the tail.
    @inlinable @inline(__always)
    static func lock(in tail: UnsafeMutablePointer<Int>) -> InlineLock {
        InlineLock(word: UnsafeMutableRawPointer(tail).assumingMemoryBound(to: Int32.self))
    }

    /// Runs `body` with exclusive access to the state.
    @inlinable
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try withUnsafeMutablePointers { state, tail in
            try Self.lock(in: tail).withLock { try body(&state.pointee) }
        }
    }

    /// Replaces the state with `newValue` and returns the state it replaces, for the caller to release after
    /// unlocking (its deinit may call back).
    package func exchange(_ newValue: State) -> State {
        withLock { state in
            let replaced = state
            state = newValue
            return replaced
        }
    }

    /// The delivery count of the serializer this lock guards (see ``DeliveryCount``).
    @inlinable
    var deliveries: DeliveryCount {
        DeliveryCount(InlineAtomicWord(address: withUnsafeMutablePointerToElements { $0 + 1 }))
    }
}

/// The count of a queue-drain serializer's deliveries: the one in progress and those queued behind it.
///
/// A delivery is *offered* under the serializer's lock and the count goes up by one: the caller that finds it
/// at zero delivers, the others queue their delivery (in the same critical section). The deliverer *finishes*
/// each delivery with an atomic decrement and no lock: when the count reaches zero nothing waits and the next
/// offer starts a new deliverer; otherwise it takes the next queued delivery under the lock, which is
/// there, because an offer counts and queues in one critical section. One lock acquisition per event instead
/// of two (Documentation/Contracts.md, "A subject's deliverer finishes without locking").
// Thread safety: the word is only accessed atomically (acquire-release), so a deliverer's calls happen before
// the next deliverer's.
@usableFromInline
struct DeliveryCount {
    @usableFromInline let word: InlineAtomicWord

    @inlinable
    init(_ word: InlineAtomicWord) {
        self.word = word
    }

    /// Counts `count` new deliveries; `true` if none was in progress, so the caller delivers the first of them
    /// (and queues the others). Called under the serializer's lock.
    @inlinable @inline(__always)
    func offer(_ count: Int = 1) -> Bool {
        word.fetchAdd(count) == 0
    }

    /// Finishes the delivery in progress; `true` if another is queued, for the caller to take and deliver.
    @inlinable @inline(__always)
    func finish() -> Bool {
        word.fetchAdd(-1) != 1
    }
}

/// A mutex with no state of its own, for code that guards several fields of one object.
@usableFromInline
package typealias Lock = LockedState<Void>

extension LockedState where State == Void {
    /// Creates a lock.
    @inlinable
    package static func make() -> Lock { make(()) }

    /// Runs `body` while holding the lock.
    @inlinable
    package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        try withLock { (_: inout Void) in try body() }
    }
}

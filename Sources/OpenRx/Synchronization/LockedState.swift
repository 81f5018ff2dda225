// OpenRx — reactive programming for Swift. MIT licence.

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// State guarded by a (non-recursive) pthread mutex, in one allocation.
///
/// The closure given to ``withLock(_:)`` must only compute: it must not call user closures, send events
/// downstream, dispose or subscribe. Return what has to be done and do it after the lock is released
/// (see Documentation/Contracts.md, "Locks").
// Thread safety: the header (the state) is only reached inside `withLock`, under the mutex.
@usableFromInline
package final class LockedState<State>: ManagedBuffer<State, pthread_mutex_t> {
    /// Creates the state and its mutex.
    @inlinable
    package static func make(_ initial: State) -> LockedState<State> {
        let buffer = unsafeDowncast(self.create(minimumCapacity: 1) { _ in initial }, to: LockedState<State>.self)
        buffer.withUnsafeMutablePointerToElements { mutex in
            mutex.initialize(to: pthread_mutex_t())
            pthread_mutex_init(mutex, nil)
        }
        return buffer
    }

    deinit {
        withUnsafeMutablePointerToElements { mutex in
            pthread_mutex_destroy(mutex)
            mutex.deinitialize(count: 1)
        }
    }

    /// Runs `body` with exclusive access to the state.
    @inlinable
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try withUnsafeMutablePointers { state, mutex in
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return try body(&state.pointee)
        }
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

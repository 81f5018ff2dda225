// OpenRx — reactive programming for Swift. MIT licence.

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The identity of the calling thread, to tell a re-entrant call on the same thread from a concurrent one.
@usableFromInline
enum ThreadIdentity {
    /// A number unique to the calling thread while it runs (never 0).
    @inlinable
    static var current: UInt {
        #if canImport(Darwin)
            return UInt(bitPattern: pthread_self())
        #else
            return UInt(pthread_self())
        #endif
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A pthread-specific slot holding an optional object reference (retained while it is set).
struct ThreadLocalReference<Value: AnyObject>: Sendable {
    private let key: pthread_key_t

    /// Creates the slot. Create slots once, in `static let`s: keys are a limited resource.
    init() {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "OpenRx could not create a thread-specific key (\(status))")
        self.key = key
    }

    /// The value set on the calling thread, if any.
    @inline(__always)
    var value: Value? {
        guard let raw = pthread_getspecific(key) else { return nil }
        return Unmanaged<Value>.fromOpaque(raw).takeUnretainedValue()
    }

    /// Whether the calling thread has a value (cheaper than reading it).
    @inline(__always)
    var hasValue: Bool { pthread_getspecific(key) != nil }

    /// Sets (retaining) or clears (releasing) the calling thread's value.
    func set(_ newValue: Value?) {
        if let old = pthread_getspecific(key) {
            Unmanaged<Value>.fromOpaque(old).release()
        }
        if let newValue {
            pthread_setspecific(key, Unmanaged.passRetained(newValue).toOpaque())
        } else {
            pthread_setspecific(key, nil)
        }
    }
}

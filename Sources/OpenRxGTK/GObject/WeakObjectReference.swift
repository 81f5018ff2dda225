// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4

    /// A GLib weak reference (`GWeakRef`) to a GObject: it never keeps the object alive and reads as `nil`
    /// once the object's last reference is gone. GLib makes `GWeakRef` thread-safe.
    final class WeakObjectReference: @unchecked Sendable {
        private let reference: UnsafeMutablePointer<GWeakRef>

        /// A weak reference to `object`.
        init(_ object: UnsafeMutableRawPointer) {
            reference = .allocate(capacity: 1)
            reference.initialize(to: GWeakRef())
            g_weak_ref_init(reference, object)
        }

        deinit {
            g_weak_ref_clear(reference)
            reference.deallocate()
        }

        /// Calls `body` with the object, held strongly for the call, if it still exists.
        func withObject<Result>(_ body: (UnsafeMutableRawPointer) -> Result) -> Result? {
            guard let object = g_weak_ref_get(reference) else { return nil }
            defer { g_object_unref(object) }
            return body(object)
        }

        /// Whether the object is gone.
        var isGone: Bool { withObject { _ in true } == nil }
    }
#endif

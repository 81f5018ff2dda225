// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    extension UnsafeMutableRawPointer {
        /// The pointer as a pointer to a GTK instance struct (`GtkWidget *`, `GtkButton *`…), the type taken
        /// from the call it is passed to: GObject instances are C structs that begin with their parent's.
        @inline(__always)
        func typed<Instance>() -> UnsafeMutablePointer<Instance> {
            assumingMemoryBound(to: Instance.self)
        }

        /// The pointer as an `OpaquePointer`, for GTK types whose struct is private (`GtkLabel *`…).
        @inline(__always)
        var opaque: OpaquePointer { OpaquePointer(self) }
    }
#endif

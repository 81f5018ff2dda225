// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4
    import Foundation
    import OpenRx

    /// A wrapper's reference to its GObject (a widget's, an application's): released on the main thread, even
    /// when the last reference to the wrapper goes elsewhere, as GTK objects must be. (Not an `isolated deinit`
    /// of the wrapper: the wrappers are `@preconcurrency`, so that Swift 5 code uses them as Swift 5 code uses
    /// UIKit, and the two do not combine.)
    final class OwnedGObject: @unchecked Sendable {
        // Sendable: the pointer is only unreferenced, once, on the main thread.
        private let pointer: UnsafeMutableRawPointer

        init(_ pointer: UnsafeMutableRawPointer) {
            self.pointer = pointer
        }

        deinit {
            if Thread.isMainThread {
                g_object_unref(pointer)
            } else {
                let pointer = UncheckedSendable(pointer)
                DispatchQueue.main.async { g_object_unref(pointer.value) }
            }
        }
    }
#endif

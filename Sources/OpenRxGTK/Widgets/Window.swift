// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4
    import Dispatch

    extension Gtk {
        /// A top-level `GtkWindow`.
        ///
        /// GTK keeps a window alive while it is open. When it is destroyed — ``destroy()``, or closed by the
        /// user — OpenRx destroys it and every widget in it for its bindings, as GTK 3's `gtk_widget_destroy`
        /// did, on the next turn of the main loop: their sequences complete (`rx.destroyed` sends), even for
        /// widgets whose wrappers an app still holds (later subscriptions complete at once), and binders leave
        /// them alone. The widgets stay valid while wrappers hold them, as a UIKit view outlives its window.
        public final class Window: Widget {
            override public class var gtkType: UInt { UInt(gtk_window_get_type()) }

            /// A window titled `title`, `width` × `height` pixels to begin with.
            public convenience init(title: String, width: Int = 480, height: Int = 360) {
                self.init(owning: UnsafeMutableRawPointer(gtk_window_new()))
                gtk_window_set_title(pointer.typed(), title)
                gtk_window_set_default_size(pointer.typed(), Int32(width), Int32(height))
            }

            /// Wraps an existing window, adding a reference; it is disposed when destroyed, as a window made
            /// by ``init(title:width:height:)``.
            public required init(retaining pointer: UnsafeMutableRawPointer) throws {
                try super.init(retaining: pointer)
                ToplevelWindows.disposeWhenDestroyed(pointer)
            }

            /// Wraps a new window (`Gtk.Window(typeName:)`, a subclass's), taking over its reference; it is disposed
            /// when destroyed, as a window made by ``init(title:width:height:)``.
            override public init(owning pointer: UnsafeMutableRawPointer) {
                super.init(owning: pointer)
                ToplevelWindows.disposeWhenDestroyed(pointer)
            }

            /// The window's content.
            public func setChild(_ child: Widget) {
                gtk_window_set_child(pointer.typed(), child.pointer.typed())
            }

            /// The title.
            public var title: String {
                get { gtk_window_get_title(pointer.typed()).map { String(cString: $0) } ?? "" }
                set { gtk_window_set_title(pointer.typed(), newValue) }
            }

            /// Shows the window.
            public func present() {
                gtk_window_present(pointer.typed())
            }

            /// Closes the window and destroys it; it is disposed on the next turn of the main loop (its `destroy`
            /// signal is emitted; its children are released).
            public func destroy() {
                gtk_window_destroy(pointer.typed())
            }
        }
    }

    /// Disposes windows GTK destroyed, and what they contain: GTK 4's `gtk_window_destroy` only drops the
    /// reference its list of top-level windows holds, and a Swift wrapper holds another, so without this a
    /// closed window would never emit `destroy` while its wrapper lives, nor would a child whose wrapper an
    /// app keeps (GTK 3's `gtk_widget_destroy` destroyed the whole tree).
    @MainActor
    enum ToplevelWindows {
        /// The windows to dispose when they leave GTK's list of top-level windows.
        private static var watched: [WeakObjectReference] = []
        /// Windows that left the list, held (a reference each) until the next turn has disposed their trees. A
        /// window whose wrapper the app dropped is otherwise finished at the end of `gtk_window_destroy`, which
        /// unparents its children: the children whose wrappers the app keeps would never be found.
        private static var closing: [UnsafeMutableRawPointer] = []
        private static var isObservingToplevels = false

        /// Disposes `window` once GTK has removed it from its top-level windows (once, however often asked).
        static func disposeWhenDestroyed(_ window: UnsafeMutableRawPointer) {
            if !isObservingToplevels {
                isObservingToplevels = true
                let toplevels = UnsafeMutableRawPointer(gtk_window_get_toplevels()!)
                _ = try? SignalHandler.connect(toplevels, signal: "items-changed") {
                    // Emitted inside `gtk_window_destroy`, which still holds the window.
                    ToplevelWindows.holdClosedWindows()
                    // After `gtk_window_destroy` has finished with the window: a GLib idle callback, at the main
                    // queue's priority, not a block on the main queue, which a loop nested in main-queue work
                    // (`Gtk.run(until: window.rx.destroyed)` from a driver's subscriber) never runs.
                    g_idle_add_full(
                        G_PRIORITY_DEFAULT,
                        { _ in
                            MainActor.assumeIsolated { ToplevelWindows.disposeDestroyedWindows() }
                            return 0  // G_SOURCE_REMOVE
                        }, nil, nil)
                }
            }
            if !watched.contains(where: { $0.withObject { $0 == window } == true }) {
                watched.append(WeakObjectReference(window))
            }
        }

        /// The windows in GTK's list of top-level windows.
        private static func openWindows() -> Set<UnsafeMutableRawPointer> {
            let toplevels = gtk_window_get_toplevels()!
            var open: Set<UnsafeMutableRawPointer> = []
            for index in 0..<g_list_model_get_n_items(toplevels) {
                if let window = g_list_model_get_item(toplevels, index) {
                    open.insert(window)
                    g_object_unref(window)
                }
            }
            return open
        }

        /// Takes a reference to each watched window that left the list, for ``disposeDestroyedWindows()``.
        private static func holdClosedWindows() {
            let open = openWindows()
            for reference in watched {
                reference.withObject { window in
                    guard !open.contains(window), !closing.contains(window) else { return }
                    g_object_ref(window)
                    closing.append(window)
                }
            }
        }

        private static func disposeDestroyedWindows() {
            // This turn's windows are settled before any tree is ended: ending one runs the app's code, which
            // may close another window; that one is still watched then, so `holdClosedWindows` holds it for its
            // own turn (released in this one, before its tree was ended, it lost its children).
            let held = closing
            closing = []
            let open = openWindows()
            var closed: [UnsafeMutableRawPointer] = []
            watched = watched.filter { reference in
                reference.withObject { window in
                    if open.contains(window) { return true }
                    g_object_ref(window)
                    closed.append(window)
                    return false
                } ?? false
            }
            for window in closed {
                disposeTree(of: window)
                g_object_unref(window)
            }
            // Released last: a window whose wrapper is gone is finished here, after its tree was disposed.
            for window in held { g_object_unref(window) }
        }

        /// Destroys, for OpenRx, `root` and each widget OpenRx knows inside it (``WidgetTree/destroy(_:)``).
        /// GTK's objects are not disposed: a wrapper the app keeps stays a valid widget, off screen, as a UIKit
        /// view outlives its window (disposing GTK widgets that apps still hold made their wrappers' setters log
        /// criticals, or crash GTK), and GTK releases the tree when the last wrapper goes.
        private static func disposeTree(of root: UnsafeMutableRawPointer) {
            WidgetTree.destroy(root)
        }
    }
#endif

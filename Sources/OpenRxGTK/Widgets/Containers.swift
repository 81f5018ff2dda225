// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4

    extension Gtk {
        /// A `GtkBox`: children in a row or a column. Open: a custom cell or widget made of other widgets
        /// subclasses it.
        ///
        ///     final class TodoCell: Gtk.Box {
        ///         let title = Gtk.Label()
        ///         init() {
        ///             super.init(vertical: false)
        ///             append(title)
        ///         }
        ///         required init(retaining pointer: UnsafeMutableRawPointer) throws {
        ///             try super.init(retaining: pointer)
        ///         }
        ///     }
        open class Box: Widget {
            override open class var gtkType: UInt { UInt(gtk_box_get_type()) }

            /// A column (`vertical`) or a row of children, `spacing` pixels apart.
            public init(vertical: Bool, spacing: Int = 6) {
                let orientation = vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL
                super.init(owning: UnsafeMutableRawPointer(gtk_box_new(orientation, Int32(spacing))))
            }

            /// Wraps an existing box (see ``Widget/init(retaining:)``).
            public required init(retaining pointer: UnsafeMutableRawPointer) throws {
                try super.init(retaining: pointer)
            }

            /// Adds `child` at the end.
            public func append(_ child: Widget) {
                gtk_box_append(pointer.typed(), child.pointer.typed())
            }
        }

        /// A `GtkFrame`: a child with a border and a title.
        public final class Frame: Widget {
            override public class var gtkType: UInt { UInt(gtk_frame_get_type()) }

            /// A frame titled `title` around `child`.
            public convenience init(title: String, child: Widget) {
                self.init(owning: UnsafeMutableRawPointer(gtk_frame_new(title)))
                gtk_frame_set_child(pointer.typed(), child.pointer.typed())
            }
        }

        /// A `GtkScrolledWindow`: a child that scrolls.
        public final class ScrolledWindow: Widget {
            override public class var gtkType: UInt { UInt(gtk_scrolled_window_get_type()) }

            /// `child`, scrolling within at least `minimumHeight` pixels.
            public convenience init(child: Widget, minimumHeight: Int) {
                self.init(owning: UnsafeMutableRawPointer(gtk_scrolled_window_new()))
                gtk_scrolled_window_set_child(pointer.opaque, child.pointer.typed())
                gtk_scrolled_window_set_min_content_height(pointer.opaque, Int32(minimumHeight))
            }
        }
    }
#endif

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

            /// How far the content is scrolled (RxCocoa's `contentOffset`); setting it is a programmatic change.
            public var contentOffset: Point {
                get { Self.offset(of: pointer) }
                set { programmatically { Self.scroll(pointer, to: newValue) } }
            }

            /// How far the content can be scrolled: its size less the visible part, down and across.
            public var maximumOffset: Point {
                let horizontal = gtk_scrolled_window_get_hadjustment(pointer.opaque)
                let vertical = gtk_scrolled_window_get_vadjustment(pointer.opaque)
                return Point(x: Self.maximum(of: horizontal), y: Self.maximum(of: vertical))
            }

            static func offset(of window: UnsafeMutableRawPointer) -> Point {
                Point(
                    x: gtk_adjustment_get_value(gtk_scrolled_window_get_hadjustment(window.opaque)),
                    y: gtk_adjustment_get_value(gtk_scrolled_window_get_vadjustment(window.opaque)))
            }

            static func scroll(_ window: UnsafeMutableRawPointer, to offset: Point) {
                gtk_adjustment_set_value(gtk_scrolled_window_get_hadjustment(window.opaque), offset.x)
                gtk_adjustment_set_value(gtk_scrolled_window_get_vadjustment(window.opaque), offset.y)
            }

            private static func maximum(of adjustment: UnsafeMutablePointer<GtkAdjustment>?) -> Double {
                max(0, gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment))
            }
        }
    }
#endif

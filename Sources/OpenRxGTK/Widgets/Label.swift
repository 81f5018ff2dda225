// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4

    extension Gtk {
        /// A `GtkLabel`.
        public final class Label: Widget {
            override public class var gtkType: UInt { UInt(gtk_label_get_type()) }

            /// A label showing `text`.
            public convenience init(_ text: String = "") {
                self.init(owning: UnsafeMutableRawPointer(gtk_label_new(text)))
            }

            /// The text shown.
            public var text: String {
                get { String(cString: gtk_label_get_text(pointer.opaque)) }
                set { gtk_label_set_text(pointer.opaque, newValue) }
            }
        }
    }
#endif

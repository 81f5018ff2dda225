// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4

    extension Gtk {
        /// A `GtkButton`.
        public final class Button: Widget {
            override public class var gtkType: UInt { UInt(gtk_button_get_type()) }

            /// A button labelled `label`.
            public convenience init(label: String) {
                self.init(owning: UnsafeMutableRawPointer(gtk_button_new_with_label(label)))
            }

            /// The button's label.
            public var label: String {
                get { gtk_button_get_label(pointer.typed()).map { String(cString: $0) } ?? "" }
                set { gtk_button_set_label(pointer.typed(), newValue) }
            }
        }
    }
#endif

// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4

    extension Gtk {
        /// A `GtkEntry`, a one-line text field.
        public final class Entry: Widget {
            override public class var gtkType: UInt { UInt(gtk_entry_get_type()) }

            /// An empty entry showing `placeholder` while empty; with `isSecure`, its text is hidden.
            public convenience init(placeholder: String? = nil, isSecure: Bool = false) {
                self.init(owning: UnsafeMutableRawPointer(gtk_entry_new()))
                if let placeholder { gtk_entry_set_placeholder_text(pointer.typed(), placeholder) }
                gtk_entry_set_visibility(pointer.typed(), isSecure ? 0 : 1)
            }

            /// The text. Setting it is a programmatic change: `rx.text` does not report it (as UIKit does not
            /// for a text field's `text`); what the user types, or a GTK call makes, is reported.
            public var text: String {
                get { String(cString: gtk_editable_get_text(pointer.opaque)) }
                set { programmatically { gtk_editable_set_text(pointer.opaque, newValue) } }
            }
        }
    }
#endif

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
            /// for a text field's `text`); what the user types, or a GTK call makes, is reported. Setting the text
            /// the entry has changes nothing: the cursor and the selection stay where the user left them.
            public var text: String {
                get { String(cString: gtk_editable_get_text(pointer.opaque)) }
                set { programmatically { Self.setText(newValue, of: pointer) } }
            }

            /// Replaces the text of the entry `entry`, unless it already has that text (as RxCocoa's text
            /// binder, which leaves the cursor alone when a two-way binding writes the user's text back).
            static func setText(_ text: String, of entry: UnsafeMutableRawPointer) {
                guard String(cString: gtk_editable_get_text(entry.opaque)) != text else { return }
                gtk_editable_set_text(entry.opaque, text)
            }
        }
    }
#endif

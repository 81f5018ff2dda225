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

            /// The text shown. Setting the text the label shows changes nothing (a selectable label keeps its
            /// selection).
            public var text: String {
                get { String(cString: gtk_label_get_text(pointer.opaque)) }
                set { Self.setText(newValue, of: pointer) }
            }

            /// Shows `text`, plain, in the label `label`, unless it shows exactly that already.
            static func setText(_ text: String, of label: UnsafeMutableRawPointer) {
                if gtk_label_get_use_markup(label.opaque) == 0,
                    String(cString: gtk_label_get_label(label.opaque)) == text
                {
                    return
                }
                gtk_label_set_text(label.opaque, text)
            }
        }
    }
#endif

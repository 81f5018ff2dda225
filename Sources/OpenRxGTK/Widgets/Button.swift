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

            /// A button showing the icon `iconName` of the icon theme — GTK's own symbolic icons are always
            /// there (`"list-add-symbolic"`, `"edit-delete-symbolic"`, `"go-previous-symbolic"`,
            /// `"dialog-information-symbolic"`…) — with `tooltip` as its tooltip and accessible label.
            public convenience init(iconName: String, tooltip: String? = nil) {
                self.init(owning: UnsafeMutableRawPointer(gtk_button_new_from_icon_name(iconName)))
                if let tooltip { gtk_widget_set_tooltip_text(pointer.typed(), tooltip) }
            }

            /// The icon shown instead of a label, if any.
            public var iconName: String? {
                gtk_button_get_icon_name(pointer.typed()).map { String(cString: $0) }
            }

            /// The button's label.
            public var label: String {
                get { gtk_button_get_label(pointer.typed()).map { String(cString: $0) } ?? "" }
                set { gtk_button_set_label(pointer.typed(), newValue) }
            }
        }
    }
#endif

// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4

    extension Gtk {
        /// A `GtkCheckButton`.
        public final class CheckButton: Widget {
            override public class var gtkType: UInt { UInt(gtk_check_button_get_type()) }

            /// An unchecked check button labelled `label`.
            public convenience init(label: String) {
                self.init(owning: UnsafeMutableRawPointer(gtk_check_button_new_with_label(label)))
            }

            /// Whether it is checked (GTK's "active"); setting it is a programmatic change, which `rx.isOn`
            /// does not report.
            public var isActive: Bool {
                get { gtk_check_button_get_active(pointer.typed()) != 0 }
                set { programmatically { gtk_check_button_set_active(pointer.typed(), newValue ? 1 : 0) } }
            }
        }

        /// A `GtkSwitch`.
        public final class Switch: Widget {
            override public class var gtkType: UInt { UInt(gtk_switch_get_type()) }

            /// A switch that is off.
            public convenience init() {
                self.init(owning: UnsafeMutableRawPointer(gtk_switch_new()))
            }

            /// Whether it is on (GTK's "active"); setting it is a programmatic change, which `rx.isOn`
            /// does not report.
            public var isActive: Bool {
                get { gtk_switch_get_active(pointer.opaque) != 0 }
                set { programmatically { gtk_switch_set_active(pointer.opaque, newValue ? 1 : 0) } }
            }
        }
    }
#endif

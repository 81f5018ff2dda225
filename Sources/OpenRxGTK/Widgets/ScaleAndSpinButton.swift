// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4

    extension Gtk {
        /// A horizontal `GtkScale`, a slider (`UISlider`).
        public final class Scale: Widget {
            override public class var gtkType: UInt { UInt(gtk_scale_get_type()) }

            /// A slider from `minimum` to `maximum` moving by `step`.
            public convenience init(minimum: Double, maximum: Double, step: Double) {
                self.init(
                    owning: UnsafeMutableRawPointer(
                        gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, minimum, maximum, step)))
            }

            /// The value; setting it is a programmatic change, which `rx.value` does not report.
            public var value: Double {
                get { gtk_range_get_value(pointer.typed()) }
                set { programmatically { gtk_range_set_value(pointer.typed(), newValue) } }
            }
        }

        /// A `GtkSpinButton`, a number with − and + buttons (`UIStepper`).
        public final class SpinButton: Widget {
            override public class var gtkType: UInt { UInt(gtk_spin_button_get_type()) }

            /// A spin button from `minimum` to `maximum` moving by `step`.
            public convenience init(minimum: Double, maximum: Double, step: Double) {
                self.init(owning: UnsafeMutableRawPointer(gtk_spin_button_new_with_range(minimum, maximum, step)))
            }

            /// The value; setting it is a programmatic change, which `rx.value` does not report.
            public var value: Double {
                get { gtk_spin_button_get_value(pointer.opaque) }
                set { programmatically { gtk_spin_button_set_value(pointer.opaque, newValue) } }
            }
        }
    }
#endif

// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4

    extension Gtk {
        /// A `GtkSpinner`: a busy indicator (`UIActivityIndicatorView`).
        public final class Spinner: Widget {
            override public class var gtkType: UInt { UInt(gtk_spinner_get_type()) }

            /// A spinner that is not spinning.
            public convenience init() {
                self.init(owning: UnsafeMutableRawPointer(gtk_spinner_new()))
            }

            /// Whether it spins.
            public var isSpinning: Bool {
                get { gtk_spinner_get_spinning(pointer.opaque) != 0 }
                set { gtk_spinner_set_spinning(pointer.opaque, newValue ? 1 : 0) }
            }
        }

        /// A `GtkProgressBar` (`UIProgressView`).
        public final class ProgressBar: Widget {
            override public class var gtkType: UInt { UInt(gtk_progress_bar_get_type()) }

            /// An empty progress bar.
            public convenience init() {
                self.init(owning: UnsafeMutableRawPointer(gtk_progress_bar_new()))
            }

            /// How much is done, from 0 to 1 (GTK clamps it).
            public var fraction: Double {
                get { gtk_progress_bar_get_fraction(pointer.opaque) }
                set { gtk_progress_bar_set_fraction(pointer.opaque, newValue) }
            }
        }
    }
#endif

// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4
    import OpenRx
    import OpenRxCocoa

    extension Reactive where Base: Gtk.Label {
        /// The label's text (`nil`: empty).
        @preconcurrency @MainActor
        public var text: Binder<String?> {
            binder { label, text in Gtk.Label.setText(text ?? "", of: label) }
        }
    }
#endif

// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4
    import OpenRx
    import OpenRxCocoa

    extension Reactive where Base: Gtk.Button {
        /// The button's clicks (GTK's `clicked`, RxCocoa's `tap`).
        @preconcurrency @MainActor
        public var tap: ControlEvent<Void> {
            ControlEvent(events: SignalEvents.observable(companion, signal: "clicked") { _ in () })
        }

        /// The button's label (`nil`: empty).
        @preconcurrency @MainActor
        public var title: Binder<String?> {
            binder { button, title in gtk_button_set_label(button.typed(), title ?? "") }
        }
    }
#endif

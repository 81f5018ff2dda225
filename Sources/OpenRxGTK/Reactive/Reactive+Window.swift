// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4
    import OpenRx
    import OpenRxCocoa

    extension Reactive where Base: Gtk.Window {
        /// Requests to close the window (GTK's `close-request`: the close button, Alt+F4). The window then
        /// closes, as GTK's default handling does; the event completes when the window is destroyed.
        @preconcurrency @MainActor
        public var closeRequest: ControlEvent<Void> {
            ControlEvent(events: SignalEvents.observable(companion, signal: "close-request") { _ in () })
        }

        /// The window's title (`nil`: empty).
        @preconcurrency @MainActor
        public var title: Binder<String?> {
            binder { window, title in gtk_window_set_title(window.typed(), title ?? "") }
        }
    }
#endif

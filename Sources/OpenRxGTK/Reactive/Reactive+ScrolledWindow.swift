// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4
    import OpenRx
    import OpenRxCocoa

    extension Reactive where Base: Gtk.ScrolledWindow {
        /// How far the content is scrolled (RxCocoa's `UIScrollView.rx.contentOffset`): the current offset on
        /// subscribe, then each scroll the user makes (down or across); as an observer, scrolls without sending
        /// it back.
        @preconcurrency @MainActor
        public var contentOffset: ControlProperty<Gtk.Point> {
            let companion = self.companion
            let values = Observable.merge(
                [
                    { (window: UnsafeMutableRawPointer) in gtk_scrolled_window_get_vadjustment(window.opaque) },
                    { (window: UnsafeMutableRawPointer) in gtk_scrolled_window_get_hadjustment(window.opaque) },
                ].map { adjustment in
                    SignalEvents.propertyValues(
                        companion, signal: "value-changed",
                        emitter: { UnsafeMutableRawPointer(adjustment($0)!) },
                        current: { Gtk.ScrolledWindow.offset(of: $0) })
                }
            )
            .distinctUntilChanged()
            return ControlProperty(
                values: values, valueSink: binder { window, offset in Gtk.ScrolledWindow.scroll(window, to: offset) })
        }

        /// The user scrolled to the bottom of the content: the moment to load the next page (RxExample's
        /// GitHub search pages on it). GTK's `edge-reached` at the bottom.
        @preconcurrency @MainActor
        public var reachedBottom: ControlEvent<Void> {
            ControlEvent(
                events: SignalEvents.observable(companion, signal: "edge-reached") { _, position in
                    UInt32(truncatingIfNeeded: position) == UInt32(GTK_POS_BOTTOM.rawValue) ? () : nil
                })
        }
    }
#endif

// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4
    import OpenRx
    import OpenRxCocoa

    extension Reactive where Base: Gtk.Entry {
        /// The entry's text: the current text on subscribe, then each change the user makes; as an observer,
        /// sets the text (`nil`: empty) without sending it back. RxCocoa's `UITextField.rx.text`; `.orEmpty`
        /// reads it as `String`.
        @preconcurrency @MainActor
        public var text: ControlProperty<String?> {
            property(
                changeSignal: "notify::text",
                getter: { entry in String(cString: gtk_editable_get_text(entry.opaque)) },
                setter: { entry, text in Gtk.Entry.setText(text ?? "", of: entry) })
        }

        /// The user pressing Enter in the entry (GTK's `activate`; RxCocoa's `.editingDidEndOnExit`).
        @preconcurrency @MainActor
        public var activate: ControlEvent<Void> {
            ControlEvent(events: SignalEvents.observable(companion, signal: "activate") { _ in () })
        }
    }
#endif

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

    extension Reactive where Base: Gtk.EditButton {
        /// Whether the button says "Done": the current state on subscribe, then each click of the user; as an
        /// observer, sets it without sending it back.
        ///
        ///     editButton.rx.isEditing.bind(to: listView.rx.isEditing)
        @preconcurrency @MainActor
        public var isEditing: ControlProperty<Bool> {
            property(
                changeSignal: "toggled",
                getter: { button in gtk_toggle_button_get_active(button.typed()) != 0 },
                setter: { button, editing in gtk_toggle_button_set_active(button.typed(), editing ? 1 : 0) })
        }
    }
#endif

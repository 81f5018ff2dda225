// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4
    import OpenRx
    import OpenRxCocoa

    extension Reactive where Base: Gtk.TextView {
        /// The text (RxCocoa's `UITextView.rx.text`): the current text on subscribe, then each change the user
        /// makes; as an observer, sets the text (`nil`: empty) without sending it back.
        @preconcurrency @MainActor
        public var text: ControlProperty<String?> {
            let values = SignalEvents.propertyValues(
                companion, signal: "changed",
                emitter: { view in UnsafeMutableRawPointer(gtk_text_view_get_buffer(view.typed())) },
                current: { view -> String? in Gtk.TextView.text(of: view) })
            return ControlProperty(
                values: values, valueSink: binder { view, text in Gtk.TextView.setText(text ?? "", of: view) })
        }

        /// The user starts editing: the text view takes the keyboard focus (RxCocoa's `didBeginEditing`).
        @preconcurrency @MainActor
        public var didBeginEditing: ControlEvent<Void> {
            ControlEvent(events: focusChanges(to: true))
        }

        /// The user stops editing: the text view loses the keyboard focus (RxCocoa's `didEndEditing`).
        @preconcurrency @MainActor
        public var didEndEditing: ControlEvent<Void> {
            ControlEvent(events: focusChanges(to: false))
        }

        /// The focus entering (`true`) or leaving the text view: GTK's `notify::has-focus`.
        @MainActor
        private func focusChanges(to focused: Bool) -> Observable<Void> {
            SignalEvents.observable(companion, signal: "notify::has-focus") { view in
                (gtk_widget_has_focus(view.typed()) != 0) == focused ? () : nil
            }
        }
    }

#endif

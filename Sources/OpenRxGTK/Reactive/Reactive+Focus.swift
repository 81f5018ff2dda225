// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4
    import OpenRx
    import OpenRxCocoa

    extension Gtk.Widget {
        /// Whether the keyboard focus is in the widget (or in one of its parts: an entry's text).
        public var hasFocus: Bool {
            Self.hasFocus(pointer)
        }

        /// Whether the keyboard focus is within `widget`.
        static func hasFocus(_ widget: UnsafeMutableRawPointer) -> Bool {
            gtk_widget_get_state_flags(widget.typed()).rawValue & GTK_STATE_FLAG_FOCUS_WITHIN.rawValue != 0
        }

        /// Takes the keyboard focus (UIKit's `becomeFirstResponder()`): an entry's cursor appears, typing goes
        /// there. Returns whether the widget took it (it must be on screen and able to take focus).
        @discardableResult
        public func becomeFirstResponder() -> Bool {
            gtk_widget_grab_focus(pointer.typed()) != 0
        }

        /// Gives up the keyboard focus if it is in the widget (UIKit's `resignFirstResponder()`): the window keeps
        /// no focused widget. Returns whether the focus was here.
        @discardableResult
        public func resignFirstResponder() -> Bool {
            Self.resignFocus(pointer)
        }

        /// Takes the focus away from `widget`, if it has it.
        static func resignFocus(_ widget: UnsafeMutableRawPointer) -> Bool {
            guard hasFocus(widget), let root = gtk_widget_get_root(widget.typed()) else { return false }
            gtk_root_set_focus(root, nil)
            return true
        }
    }

    extension Gtk.Window {
        /// Takes the keyboard focus from whatever widget of the window has it (UIKit's `view.endEditing(true)`):
        /// what a tap on the background or a "Done" button does to the field being edited.
        public func endEditing() {
            gtk_window_set_focus(pointer.typed(), nil)
        }
    }

    extension Reactive where Base: Gtk.Widget {
        /// Whether the keyboard focus is in the widget: the current state on subscribe, then each change (the user
        /// clicking or tabbing in and out); as an observer, `true` takes the focus and `false` gives it up, without
        /// sending it back.
        ///
        ///     viewModel.editingDone.map { false }.bind(to: nameField.rx.hasFocus)
        @preconcurrency @MainActor
        public var hasFocus: ControlProperty<Bool> {
            let values = SignalEvents.propertyValues(
                companion, signal: "state-flags-changed", current: { Gtk.Widget.hasFocus($0) })
            return ControlProperty(
                values: values,
                valueSink: binder { widget, focused in
                    if focused {
                        _ = gtk_widget_grab_focus(widget.typed())
                    } else {
                        _ = Gtk.Widget.resignFocus(widget)
                    }
                })
        }
    }
#endif

// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4
    import Foundation

    /// A widget's user: what a person does to it — click, type, toggle, drag, select, close — done through
    /// the signals and actions GTK itself uses for that input, so that bindings see exactly what a real user
    /// causes (`rx.tap`, `rx.text`, `rx.isOn`, `rx.value`, `rx.itemSelected` report it; a programmatic change
    /// would not be reported). OpenRxGTK's `UIControl.sendActions(for:)`, for tests of an app's bindings.
    ///
    ///     entry.user.type("alice")
    ///     loginButton.user.click()
    ///     XCTAssertEqual(status.text, "Welcome, alice")
    ///
    /// As for a person, input to a widget that does not accept it does nothing: a widget not on screen (its
    /// window never presented, no window at all, hidden, or on a page not shown), an insensitive widget (or
    /// one inside an insensitive container), a read-only entry, a widget whose window was closed. Each action
    /// returns whether it was done.
    @preconcurrency @MainActor
    public struct UserInput<Base: Gtk.Widget> {
        /// The widget acted on.
        public let base: Base

        /// The user of `base`.
        public init(_ base: Base) {
            self.base = base
        }

        /// Whether the widget takes input now: it is on screen (mapped: in a presented window, it and its
        /// ancestors shown), it and its ancestors are sensitive, its window was not closed, and no modal window
        /// (an alert) is shown over another window than its own: a person cannot reach a window behind a modal
        /// one.
        var acceptsInput: Bool {
            if ObjectCompanion.existing(of: base.pointer)?.isDestroyed == true { return false }
            return gtk_widget_get_mapped(base.pointer.typed()) != 0
                && gtk_widget_is_sensitive(base.pointer.typed()) != 0
                && !Self.isBehindAModalWindow(base.pointer)
        }

        /// Whether a shown modal window is over `widget`'s own window (GTK gives it the input): any shown modal
        /// window when its window is not modal, a later one when it is (an alert over an alert: the last one
        /// made takes the input).
        private static func isBehindAModalWindow(_ widget: UnsafeMutableRawPointer) -> Bool {
            let root = gtk_widget_get_root(widget.typed()).map { UnsafeMutableRawPointer($0) }
            let toplevels = gtk_window_get_toplevels()!
            var windows: [UnsafeMutableRawPointer] = []
            for index in 0..<g_list_model_get_n_items(toplevels) {
                guard let window = g_list_model_get_item(toplevels, index) else { continue }
                windows.append(window)
                g_object_unref(window)
            }
            let isShownModal = { (window: UnsafeMutableRawPointer) in
                gtk_window_get_modal(window.typed()) != 0 && gtk_widget_get_visible(window.typed()) != 0
            }
            // GTK's list of windows is in the order they were made.
            guard let root, let rootIndex = windows.firstIndex(of: root), isShownModal(root) else {
                return windows.contains { $0 != root && isShownModal($0) }
            }
            return windows[(rootIndex + 1)...].contains(where: isShownModal)
        }
    }

    /// A type whose instances have a ``UserInput`` (every ``Gtk/Widget``), as `ReactiveCompatible` gives `rx`.
    public protocol UserInputCompatible: AnyObject {}

    extension UserInputCompatible where Self: Gtk.Widget {
        /// A person using this widget: ``UserInput``.
        @preconcurrency @MainActor
        public var user: UserInput<Self> { UserInput(self) }
    }

    extension Gtk.Widget: UserInputCompatible {}

    extension UserInput {
        /// A press on the widget: it takes the keyboard focus if it takes it on a click (GTK's `focus-on-click`,
        /// true for buttons and check buttons), as GTK's press handler gives it, so the field being edited ends
        /// its editing before the click's action (`rx.hasFocus`, a text view's `rx.didEndEditing`).
        fileprivate func press() {
            let widget: UnsafeMutablePointer<GtkWidget> = base.pointer.typed()
            if gtk_widget_get_focus_on_click(widget) != 0, !Gtk.Widget.hasFocus(base.pointer) {
                _ = gtk_widget_grab_focus(widget)
            }
        }
    }

    extension UserInput where Base: Gtk.Button {
        /// Clicks the button: it takes the keyboard focus, as a press does (the field being edited ends its
        /// editing), then GTK's `clicked`, as the release emits.
        @discardableResult
        public func click() -> Bool {
            guard acceptsInput else { return false }
            press()
            openrx_g_signal_emit_by_name(base.pointer, "clicked")
            return true
        }
    }

    extension UserInput where Base: Gtk.EditButton {
        /// Clicks the button: it takes the keyboard focus, as a press does, then "Edit" becomes "Done" and back
        /// (`rx.isEditing` reports it).
        @discardableResult
        public func click() -> Bool {
            guard acceptsInput else { return false }
            press()
            openrx_g_signal_emit_by_name(base.pointer, "clicked")
            return true
        }
    }

    extension UserInput where Base: Gtk.Entry {
        /// The entry's text widget, which receives key presses (`GtkEntry` delegates to a `GtkText`).
        private var textWidget: UnsafeMutableRawPointer? {
            UnsafeMutableRawPointer(gtk_editable_get_delegate(base.pointer.opaque))
        }

        private var isEditable: Bool {
            acceptsInput && gtk_editable_get_editable(base.pointer.opaque) != 0
        }

        /// Types `text` at the cursor, one character at a time, as key presses do (`GtkText`'s
        /// `insert-at-cursor`): `rx.text` reports each character. Selected text (all of it, once ``focus()``
        /// tabbed in) is replaced by the first character, in one change, as a key press replaces it.
        @discardableResult
        public func type(_ text: String) -> Bool {
            guard isEditable, let textWidget else { return false }
            for (index, character) in text.enumerated() {
                // A key press deletes the selection and inserts with the text's notifications frozen: one change.
                let replacesSelection =
                    index == 0 && gtk_editable_get_selection_bounds(base.pointer.opaque, nil, nil) != 0
                if replacesSelection {
                    g_object_freeze_notify(textWidget.assumingMemoryBound(to: GObject.self))
                    gtk_editable_delete_selection(base.pointer.opaque)
                }
                openrx_g_signal_emit_by_name_string(textWidget, "insert-at-cursor", String(character))
                if replacesSelection { g_object_thaw_notify(textWidget.assumingMemoryBound(to: GObject.self)) }
            }
            return true
        }

        /// Presses Backspace `count` times: deletes the characters before the cursor, one per press.
        @discardableResult
        public func deleteBackward(_ count: Int = 1) -> Bool {
            guard isEditable, let textWidget else { return false }
            for _ in 0..<max(count, 0) {
                openrx_g_signal_emit_by_name_int_int(
                    textWidget, "delete-from-cursor", Int32(GTK_DELETE_CHARS.rawValue), -1)
            }
            return true
        }

        /// Moves the cursor to the end of the text, as the End key does.
        @discardableResult
        public func moveCursorToEnd() -> Bool {
            guard acceptsInput else { return false }
            gtk_editable_set_position(base.pointer.opaque, -1)
            return true
        }

        /// Presses Enter: the entry's `activate` (`rx.activate`).
        @discardableResult
        public func pressEnter() -> Bool {
            guard acceptsInput, let textWidget else { return false }
            openrx_g_signal_emit_by_name(textWidget, "activate")
            return true
        }
    }

    extension UserInput {
        /// Clicks into the widget (or tabs to it): it takes the keyboard focus (`rx.hasFocus`; a text view's
        /// `rx.didBeginEditing`). Returns whether it took it.
        @discardableResult
        public func focus() -> Bool {
            guard acceptsInput else { return false }
            return gtk_widget_grab_focus(base.pointer.typed()) != 0
        }

        /// Clicks elsewhere in the window: the widget loses the focus (`rx.hasFocus`; a text view's
        /// `rx.didEndEditing`). Returns whether it had it.
        @discardableResult
        public func leave() -> Bool {
            Gtk.Widget.resignFocus(base.pointer)
        }
    }

    extension UserInput where Base: Gtk.TextView {
        private var isEditable: Bool { acceptsInput && base.isEditable }

        /// Types `text` at the cursor, one character at a time (`GtkTextView`'s `insert-at-cursor`, what key
        /// presses emit): `rx.text` reports each character.
        @discardableResult
        public func type(_ text: String) -> Bool {
            guard isEditable else { return false }
            for character in text {
                openrx_g_signal_emit_by_name_string(base.pointer, "insert-at-cursor", String(character))
            }
            return true
        }

        /// Presses Backspace `count` times.
        @discardableResult
        public func deleteBackward(_ count: Int = 1) -> Bool {
            guard isEditable else { return false }
            for _ in 0..<max(count, 0) {
                openrx_g_signal_emit_by_name_int_int(
                    base.pointer, "delete-from-cursor", Int32(GTK_DELETE_CHARS.rawValue), -1)
            }
            return true
        }
    }

    extension UserInput where Base: Gtk.CheckButton {
        /// Clicks the check button: it takes the keyboard focus, as a press does, and toggles (`rx.isOn` reports
        /// it) through GTK's own `activate`, so a checked radio button (one in a group) stays checked, as a click
        /// leaves it.
        @discardableResult
        public func toggle() -> Bool {
            guard acceptsInput else { return false }
            press()
            openrx_g_signal_emit_by_name(base.pointer, "activate")
            return true
        }
    }

    extension UserInput where Base: Gtk.Switch {
        /// Flips the switch, as a click on it does once its animation ends (`rx.isOn` reports it).
        @discardableResult
        public func toggle() -> Bool {
            guard acceptsInput else { return false }
            gtk_switch_set_active(base.pointer.opaque, gtk_switch_get_active(base.pointer.opaque) == 0 ? 1 : 0)
            return true
        }
    }

    extension UserInput where Base: Gtk.Scale {
        /// Drags the slider to `value`: GTK's `change-value`, as a drag emits, which clamps the value to the
        /// range and rounds it to the scale's digits (`rx.value` reports the result). NaN is no place to drag to:
        /// nothing happens, and it returns `false`.
        @discardableResult
        public func drag(to value: Double) -> Bool {
            guard acceptsInput, !value.isNaN else { return false }
            _ = openrx_gtk_range_emit_change_value(base.pointer, GTK_SCROLL_JUMP, value)
            return true
        }
    }

    extension UserInput where Base: Gtk.SpinButton {
        /// Presses the + button: one step up (`rx.value` reports it).
        @discardableResult
        public func stepUp() -> Bool {
            step(GTK_SCROLL_STEP_UP)
        }

        /// Presses the − button: one step down.
        @discardableResult
        public func stepDown() -> Bool {
            step(GTK_SCROLL_STEP_DOWN)
        }

        private func step(_ scroll: GtkScrollType) -> Bool {
            guard acceptsInput else { return false }
            openrx_g_signal_emit_by_name_int(base.pointer, "change-value", Int32(scroll.rawValue))
            return true
        }
    }
#endif

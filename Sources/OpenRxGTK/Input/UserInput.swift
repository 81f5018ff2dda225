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
        /// ancestors shown), it and its ancestors are sensitive, and its window was not closed.
        var acceptsInput: Bool {
            if ObjectCompanion.existing(of: base.pointer)?.isDestroyed == true { return false }
            return gtk_widget_get_mapped(base.pointer.typed()) != 0
                && gtk_widget_is_sensitive(base.pointer.typed()) != 0
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
        /// The gestures of `kind` that OpenRx's subscriptions added to the widget.
        private func gestures(_ kind: GestureEvents.Kind) -> [UnsafeMutableRawPointer] {
            guard let companion = ObjectCompanion.existing(of: base.pointer) else { return [] }
            return companion.gestures.filter { $0.kind == kind }.compactMap { $0.gesture.withObject { $0 } }
        }

        /// Clicks `clicks` times in a row at `point` (`rx.tapGesture(clicks:)` reports it, through the gestures
        /// its subscriptions added). Returns whether a tap gesture was there to see it.
        @discardableResult
        public func tap(at point: Gtk.Point = Gtk.Point(x: 1, y: 1), clicks: Int = 1) -> Bool {
            let targets = gestures(.click)
            guard acceptsInput, !targets.isEmpty else { return false }
            for gesture in targets {
                for count in 1...max(clicks, 1) {
                    openrx_g_signal_emit_by_name_int_point(gesture, "pressed", Int32(count), point.x, point.y)
                    openrx_g_signal_emit_by_name_int_point(gesture, "released", Int32(count), point.x, point.y)
                }
            }
            return true
        }

        /// Presses and holds at `point` (`rx.longPressGesture`).
        @discardableResult
        public func longPress(at point: Gtk.Point = Gtk.Point(x: 1, y: 1)) -> Bool {
            let targets = gestures(.longPress)
            guard acceptsInput, !targets.isEmpty else { return false }
            for gesture in targets { openrx_g_signal_emit_by_name_point(gesture, "pressed", point.x, point.y) }
            return true
        }

        /// Drags from `start` by `translation`, in `steps` moves (`rx.dragGesture`: began, changed…, ended).
        @discardableResult
        public func drag(from start: Gtk.Point, by translation: Gtk.Point, steps: Int = 2) -> Bool {
            let targets = gestures(.drag)
            guard acceptsInput, !targets.isEmpty else { return false }
            let steps = max(steps, 1)
            for gesture in targets {
                openrx_g_signal_emit_by_name_point(gesture, "drag-begin", start.x, start.y)
                for step in 1...steps {
                    let fraction = Double(step) / Double(steps)
                    openrx_g_signal_emit_by_name_point(
                        gesture, "drag-update", translation.x * fraction, translation.y * fraction)
                }
                openrx_g_signal_emit_by_name_point(gesture, "drag-end", translation.x, translation.y)
            }
            return true
        }
    }

    extension UserInput {
        /// Pinches to `scale` (2: twice the size) in `steps` moves (`rx.pinchGesture`).
        @discardableResult
        public func pinch(to scale: Double, steps: Int = 2) -> Bool {
            let targets = gestures(.pinch)
            guard acceptsInput, !targets.isEmpty else { return false }
            let steps = max(steps, 1)
            for gesture in targets {
                for step in 1...steps {
                    let fraction = Double(step) / Double(steps)
                    openrx_g_signal_emit_by_name_double(gesture, "scale-changed", 1 + (scale - 1) * fraction)
                }
            }
            return true
        }

        /// Turns two fingers by `angle` radians in `steps` moves (`rx.rotationGesture`).
        @discardableResult
        public func rotate(by angle: Double, steps: Int = 2) -> Bool {
            let targets = gestures(.rotation)
            guard acceptsInput, !targets.isEmpty else { return false }
            let steps = max(steps, 1)
            for gesture in targets {
                for step in 1...steps {
                    let delta = angle * Double(step) / Double(steps)
                    openrx_g_signal_emit_by_name_point(gesture, "angle-changed", delta, delta)
                }
            }
            return true
        }

        /// Swipes, leaving the widget at `velocity` pixels per second (`rx.swipeGesture`).
        @discardableResult
        public func swipe(velocity: Gtk.Point) -> Bool {
            let targets = gestures(.swipe)
            guard acceptsInput, !targets.isEmpty else { return false }
            for gesture in targets { openrx_g_signal_emit_by_name_point(gesture, "swipe", velocity.x, velocity.y) }
            return true
        }
    }

    extension UserInput {
        /// Clicks the row or item at `position` of a list or grid view (GTK's `list.select-item` action).
        func selectPosition(_ position: Int) -> Bool {
            let parameters = g_variant_new_tuple(
                [g_variant_new_uint32(guint(position)), g_variant_new_boolean(0), g_variant_new_boolean(0)], 3)
            return gtk_widget_activate_action_variant(base.pointer.typed(), "list.select-item", parameters) != 0
        }

        /// Activates the row or item at `position` of a list or grid view (GTK's `list.activate-item` action).
        func activatePosition(_ position: Int) -> Bool {
            gtk_widget_activate_action_variant(
                base.pointer.typed(), "list.activate-item", g_variant_new_uint32(guint(position))) != 0
        }
    }

    extension UserInput where Base: Gtk.Button {
        /// Clicks the button: GTK's `clicked`, as a press and release on it emits.
        @discardableResult
        public func click() -> Bool {
            guard acceptsInput else { return false }
            openrx_g_signal_emit_by_name(base.pointer, "clicked")
            return true
        }
    }

    extension UserInput where Base: Gtk.EditButton {
        /// Clicks the button: "Edit" becomes "Done" and back (`rx.isEditing` reports it).
        @discardableResult
        public func click() -> Bool {
            guard acceptsInput else { return false }
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
        /// `insert-at-cursor`): `rx.text` reports each character.
        @discardableResult
        public func type(_ text: String) -> Bool {
            guard isEditable, let textWidget else { return false }
            for character in text {
                openrx_g_signal_emit_by_name_string(textWidget, "insert-at-cursor", String(character))
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
        /// Clicks the check button: it toggles (`rx.isOn` reports it).
        @discardableResult
        public func toggle() -> Bool {
            guard acceptsInput else { return false }
            let button: UnsafeMutablePointer<GtkCheckButton> = base.pointer.typed()
            gtk_check_button_set_active(button, gtk_check_button_get_active(button) == 0 ? 1 : 0)
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
        /// range and rounds it to the scale's digits (`rx.value` reports the result).
        @discardableResult
        public func drag(to value: Double) -> Bool {
            guard acceptsInput else { return false }
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

    extension UserInput where Base: Gtk.ListView {
        /// Clicks row `row`: selects it (`rx.itemSelected`, `rx.modelSelected`, `rx.selectedRow`). A row past
        /// the end is not there to click.
        @discardableResult
        public func selectRow(_ row: Int) -> Bool {
            guard acceptsInput, (0..<base.rowCount).contains(row), !isHeader(row) else { return false }
            return selectPosition(row)
        }

        /// Whether `row` is a section's header, which a click neither selects nor activates.
        private func isHeader(_ row: Int) -> Bool {
            guard let dataSource = ObjectCompanion.existing(of: base.pointer)?.listDataSource as? any ListViewIndexPaths
            else { return false }
            return dataSource.indexPath(forRow: row) == nil
        }

        /// Clicks the item at `indexPath` (`rx.indexPathSelected`): of a list whose data source has sections
        /// (``ListViewIndexPaths``), the item the data source shows there; of any other list, row `item` of
        /// section 0. An index path with no item is not there to click (`false`).
        @discardableResult
        public func selectItem(at indexPath: IndexPath) -> Bool {
            guard indexPath.count == 2 else { return false }
            let companion = ObjectCompanion.existing(of: base.pointer)
            guard let dataSource = companion?.listDataSource as? any ListViewIndexPaths else {
                return indexPath.section == 0 ? selectRow(indexPath.item) : false
            }
            guard let row = dataSource.row(for: indexPath) else { return false }
            return selectRow(row)
        }

        /// Clicks the delete button of row `row`, shown in editing mode (`rx.itemDeleted`) where the data source
        /// lets the row be deleted.
        @discardableResult
        public func deleteRow(_ row: Int) -> Bool {
            guard rules(row)?.canDelete != false else { return false }
            return edit(.delete(row: row), rows: [row], needsEditing: true)
        }

        /// Moves row `row` up (`by: -1`) or down (`by: 1`) with its buttons, in editing mode (`rx.itemMoved`),
        /// where the data source lets the row move. With sections, a move across a section header takes the item
        /// into the neighbouring section (`itemMoved` says where); the first item of the first section cannot move
        /// up, nor the last of the last section down.
        @discardableResult
        public func moveRow(_ row: Int, by offset: Int) -> Bool {
            guard offset == 1 || offset == -1 else { return false }
            if let rules = rules(row) {
                guard rules.canMove, offset < 0 ? rules.canMoveUp : rules.canMoveDown,
                    (0..<base.rowCount).contains(row), !isHeader(row)
                else { return false }
                return edit(.move(from: row, to: row + offset), rows: [row], needsEditing: true)
            }
            return edit(.move(from: row, to: row + offset), rows: [row, row + offset], needsEditing: true)
        }

        /// The editing rules of `row`'s data source, if it has any.
        private func rules(_ row: Int) -> RowEditingRules? {
            guard (0..<base.rowCount).contains(row),
                let dataSource = ObjectCompanion.existing(of: base.pointer)?.listDataSource as? any ListViewRowEditing
            else { return nil }
            return dataSource.editingRules(row: row)
        }

        /// Clicks the accessory button of row `row` (`rx.itemAccessoryButtonTapped`).
        @discardableResult
        public func tapAccessoryButton(_ row: Int) -> Bool {
            edit(.accessory(row: row), rows: [row], needsEditing: false)
        }

        private func edit(_ edit: ListEdit, rows: [Int], needsEditing: Bool) -> Bool {
            let editing = ObjectCompanion.of(base.pointer).listEditing
            let shown = needsEditing ? editing.isEditing : editing.showsAccessoryButtons
            guard acceptsInput, shown, rows.allSatisfy({ (0..<base.rowCount).contains($0) && !isHeader($0) }) else {
                return false
            }
            editing.send(edit)
            return true
        }

        /// Double-clicks row `row` (or presses Enter on it): `rx.itemActivated` reports it.
        @discardableResult
        public func activateRow(_ row: Int) -> Bool {
            guard acceptsInput, (0..<base.rowCount).contains(row), !isHeader(row) else { return false }
            return activatePosition(row)
        }
    }

    extension UserInput where Base: Gtk.GridView {
        /// Clicks item `item`: selects it (`rx.itemSelected`, `rx.modelSelected`, `rx.selectedItem`). An item past
        /// the end is not there to click.
        @discardableResult
        public func selectItem(_ item: Int) -> Bool {
            guard acceptsInput, (0..<base.itemCount).contains(item) else { return false }
            return selectPosition(item)
        }

        /// Double-clicks item `item` (or presses Enter on it): `rx.itemActivated` reports it.
        @discardableResult
        public func activateItem(_ item: Int) -> Bool {
            guard acceptsInput, (0..<base.itemCount).contains(item) else { return false }
            return activatePosition(item)
        }
    }

    extension UserInput where Base: Gtk.DropDown {
        /// Opens the drop-down and chooses item `index` (`rx.selectedIndex` reports it). An index past the end
        /// is not there to choose.
        @discardableResult
        public func choose(_ index: Int) -> Bool {
            guard acceptsInput, base.items.indices.contains(index) else { return false }
            gtk_drop_down_set_selected(base.pointer.opaque, guint(index))
            return true
        }
    }

    extension UserInput where Base: Gtk.Calendar {
        /// Clicks the day of `date` (`rx.date` reports it).
        @discardableResult
        public func pick(_ date: Date) -> Bool {
            guard acceptsInput else { return false }
            Gtk.Calendar.select(date, in: base.pointer)
            // A click on a day always announces it, even one whose number did not change.
            openrx_g_signal_emit_by_name(base.pointer, "day-selected")
            return true
        }
    }

    extension UserInput where Base: Gtk.ScrolledWindow {
        /// Scrolls to `offset` (clamped to the content, as GTK clamps it): `rx.contentOffset` reports it, and
        /// reaching the bottom `rx.reachedBottom`.
        @discardableResult
        public func scroll(to offset: Gtk.Point) -> Bool {
            guard acceptsInput else { return false }
            Gtk.ScrolledWindow.scroll(base.pointer, to: offset)
            return true
        }

        /// Scrolls down to the end of the content.
        @discardableResult
        public func scrollToBottom() -> Bool {
            scroll(to: Gtk.Point(x: base.contentOffset.x, y: base.maximumOffset.y))
        }
    }

    extension UserInput where Base: Gtk.Window {
        /// Clicks the window's close button: GTK's `close-request` (`rx.closeRequest`), then, unless a handler
        /// keeps the window open, its destruction (`rx.destroyed`, on the next turn of the main loop). A window
        /// that is not shown has no close button to click (GTK ignores the request).
        @discardableResult
        public func close() -> Bool {
            guard acceptsInput, gtk_widget_get_realized(base.pointer.typed()) != 0 else { return false }
            gtk_window_close(base.pointer.typed())
            return true
        }
    }
#endif

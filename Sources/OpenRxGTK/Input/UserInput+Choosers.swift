// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4
    import Foundation

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
            // A click on a day announces it once, as GTK's click does. GTK's selection announces some changes
            // itself and not others (the same day number of another month, from the day the calendar opened on),
            // so the pick announces the day only if the selection did not: watched, not guessed.
            var announced = false
            let watch = try? SignalHandler.connect(base.pointer, signal: "day-selected") { announced = true }
            Gtk.Calendar.select(date, in: base.pointer)
            if let watch { g_signal_handler_disconnect(base.pointer, watch) }
            if !announced { openrx_g_signal_emit_by_name(base.pointer, "day-selected") }
            return true
        }

        /// Clicks the arrow that shows the next month (`forward`) or the previous one: the calendar moves there,
        /// as GTK moves it (the selected day follows, and `rx.date` reports it).
        @discardableResult
        public func showMonth(forward: Bool) -> Bool {
            guard acceptsInput, let arrow = monthArrow(forward: forward) else { return false }
            openrx_g_signal_emit_by_name(arrow, "clicked")
            return true
        }

        /// The calendar's month arrow: its first button with the "pan-end" icon (next) or the "pan-start" one
        /// (previous) — the year's arrows come after the month's.
        private func monthArrow(forward: Bool) -> UnsafeMutableRawPointer? {
            let icon = forward ? "pan-end-symbolic" : "pan-start-symbolic"
            return WidgetTree.descendants(of: base.pointer).first { widget in
                g_type_is_a(openrx_g_object_type(widget), gtk_button_get_type()) != 0
                    && gtk_button_get_icon_name(widget.typed()).map({ String(cString: $0) }) == icon
            }
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

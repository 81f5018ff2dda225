// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4

    extension Gtk.Widget {
        /// How many handlers are connected to the widget's signal `signal` (`"clicked"`, `"notify::text"`) and not
        /// blocked, GTK's own included: an app's test checks that it comes back to what it was once its bindings are
        /// disposed, as UIKit tests check that a control has no targets left.
        ///
        ///     XCTAssertEqual(try button.connectedHandlerCount(for: "clicked"), 0)
        ///
        /// - Throws: ``GtkError/unknownSignal(signal:type:)`` when the widget has no such signal.
        public func connectedHandlerCount(for signal: String) throws -> Int {
            var id: guint = 0
            var detail: GQuark = 0
            guard g_signal_parse_name(signal, openrx_g_object_type(pointer), &id, &detail, 1) != 0 else {
                throw GtkError.unknownSignal(
                    signal: signal, type: String(cString: g_type_name(openrx_g_object_type(pointer))))
            }
            let mask = GSignalMatchType(
                G_SIGNAL_MATCH_ID.rawValue | G_SIGNAL_MATCH_UNBLOCKED.rawValue
                    | (detail != 0 ? G_SIGNAL_MATCH_DETAIL.rawValue : 0))
            // GLib finds one handler at a time: each found is blocked so that the next search finds another, and
            // all are unblocked again at the end.
            var found: [gulong] = []
            while case let handler = g_signal_handler_find(pointer, mask, id, detail, nil, nil, nil), handler != 0 {
                found.append(handler)
                g_signal_handler_block(pointer, handler)
            }
            for handler in found { g_signal_handler_unblock(pointer, handler) }
            return found.count
        }
    }
#endif

// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4

    extension Gtk {
        /// A `GtkTextView`: multi-line text (`UITextView`).
        public final class TextView: Widget {
            override public class var gtkType: UInt { UInt(gtk_text_view_get_type()) }

            /// An empty text view that wraps words.
            public convenience init() {
                self.init(owning: UnsafeMutableRawPointer(gtk_text_view_new()))
                gtk_text_view_set_wrap_mode(pointer.typed(), GTK_WRAP_WORD_CHAR)
            }

            /// The text. Setting it is a programmatic change: `rx.text` does not report it.
            public var text: String {
                get { Self.text(of: pointer) }
                set { programmatically { Self.setText(newValue, of: pointer) } }
            }

            /// Whether the user may edit the text.
            public var isEditable: Bool {
                get { gtk_text_view_get_editable(pointer.typed()) != 0 }
                set { gtk_text_view_set_editable(pointer.typed(), newValue ? 1 : 0) }
            }

            /// The whole text of the text view `view`.
            static func text(of view: UnsafeMutableRawPointer) -> String {
                let buffer = gtk_text_view_get_buffer(view.typed())
                var start = GtkTextIter()
                var end = GtkTextIter()
                gtk_text_buffer_get_bounds(buffer, &start, &end)
                guard let characters = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { return "" }
                defer { g_free(characters) }
                return String(cString: characters)
            }

            /// Replaces the text of the text view `view` (nothing if it already has that text).
            static func setText(_ text: String, of view: UnsafeMutableRawPointer) {
                guard Self.text(of: view) != text else { return }
                let buffer = gtk_text_view_get_buffer(view.typed())
                guard let hint = g_signal_get_invocation_hint(buffer), isChange(hint.pointee.signal_id) else {
                    gtk_text_buffer_set_text(buffer, text, -1)
                    return
                }
                // Set while the buffer announces a change (a formatter bound to `rx.text` writing back what
                // the user typed): the user's edit is still in progress, and `set_text`, an irreversible action,
                // may not begin inside it (GTK warns). Replace the text as part of that edit instead.
                var start = GtkTextIter()
                var end = GtkTextIter()
                gtk_text_buffer_begin_user_action(buffer)
                gtk_text_buffer_get_bounds(buffer, &start, &end)
                gtk_text_buffer_delete(buffer, &start, &end)
                gtk_text_buffer_insert(buffer, &start, text, -1)
                gtk_text_buffer_end_user_action(buffer)
            }

            /// Whether `signal` is the text buffer's `changed`.
            private static func isChange(_ signal: guint) -> Bool {
                signal == g_signal_lookup("changed", gtk_text_buffer_get_type())
            }
        }
    }
#endif

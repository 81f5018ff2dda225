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
                gtk_text_buffer_set_text(gtk_text_view_get_buffer(view.typed()), text, -1)
            }
        }
    }
#endif

// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4
    import OpenRx

    extension Gtk {
        /// The warnings and criticals GLib and GTK log ("Did you call g_object_unref() instead of
        /// gtk_widget_unparent()?", "gtk_widget_set_visible: assertion … failed"), recorded for an app's tests:
        /// a test that caused one can fail, which no exit status tells (GTK goes on after a critical).
        ///
        ///     override func setUp() { Gtk.LogMessages.startRecording() }
        ///     override func tearDown() { XCTAssertEqual(Gtk.LogMessages.take(), []) }
        ///
        /// (`G_DEBUG=fatal-criticals` alone does not stop a Swift program: Swift's crash backtracer catches the
        /// trap GLib raises and the process goes on, unless `SWIFT_BACKTRACE=enable=no` is set too.)
        public enum LogMessages {
            // Sendable: the lock guards the state; GLib's writer may run on any thread.
            nonisolated(unsafe) private static let state = LockedState<(isRecording: Bool, messages: [String])>.make(
                (false, []))

            /// Installs the recording writer, once per process (later calls do nothing). Messages are still
            /// printed, as GLib's default writer prints them. Call it before GTK logs anything you want to see:
            /// before ``Gtk/initialize()``, or in the first test's set-up. It must be the process's only log writer:
            /// GLib aborts the program when a second writer is installed (`g_log_set_writer_func` called twice), so
            /// do not install one of your own too.
            public static func startRecording() {
                let isFirst = state.withLock { state in
                    defer { state.isRecording = true }
                    return !state.isRecording
                }
                guard isFirst else { return }
                g_log_set_writer_func(
                    { level, fields, count, data in
                        let serious = level.rawValue & (G_LOG_LEVEL_CRITICAL.rawValue | G_LOG_LEVEL_WARNING.rawValue)
                        if serious != 0, let fields {
                            var message = ""
                            for index in 0..<Int(count) where String(cString: fields[index].key) == "MESSAGE" {
                                if let value = fields[index].value, fields[index].length < 0 {
                                    message = String(cString: value.assumingMemoryBound(to: CChar.self))
                                }
                            }
                            LogMessages.state.withLock { $0.messages.append(message) }
                        }
                        return g_log_writer_default(level, fields, count, data)
                    }, nil, nil)
            }

            /// The warnings and criticals recorded since the last call (any thread).
            public static func take() -> [String] {
                state.withLock { state in
                    defer { state.messages = [] }
                    return state.messages
                }
            }
        }
    }
#endif

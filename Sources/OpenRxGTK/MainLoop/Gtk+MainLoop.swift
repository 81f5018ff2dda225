// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4
    import Dispatch
    import OpenRx

    @MainActor
    extension Gtk {
        /// Whether ``initialize()`` succeeded.
        private static var isInitialized = false

        /// Initializes GTK and joins its main loop with the main dispatch queue, once; later calls do nothing.
        ///
        /// After it, work sent to the main queue (`MainScheduler`, `Driver`, `Signal`, `Binder`, main-actor
        /// tasks) runs inside GTK's loop, between GTK's own events, as soon as the loop runs; GTK calls its
        /// signal handlers on this same thread, the one `MainScheduler` considers main.
        ///
        /// - Throws: ``GtkError/displayUnavailable`` when no display can be opened.
        public static func initialize() throws {
            if isInitialized { return }
            guard gtk_init_check() != 0 else { throw GtkError.displayUnavailable }
            attachMainQueueSource()
            isInitialized = true
        }

        /// Runs one iteration of the main loop: handles what is pending (GTK events, main-queue work, timers);
        /// with `blocking`, first waits until something is. Returns whether anything was handled.
        @discardableResult
        public static func iterate(blocking: Bool = false) -> Bool {
            g_main_context_iteration(nil, blocking ? 1 : 0) != 0
        }

        /// Runs the main loop until `stop` sends an event (any: an element, an error or completion), then
        /// disposes the subscription to it.
        ///
        ///     Gtk.run(until: window.rx.closeRequest)
        public static func run<Stop: ObservableConvertibleType>(until stop: Stop) {
            let stopped = StopFlag()
            // Observed on the main queue, which wakes the loop, whatever thread `stop` sends on.
            let subscription = stop.asObservable().observe(on: MainScheduler.instance).subscribe { _ in
                stopped.isSet = true
            }
            while !stopped.isSet {
                g_main_context_iteration(nil, 1)
            }
            subscription.dispose()
        }

        /// Runs the main loop until `condition` holds, checking after each iteration; returns false if
        /// `timeout` passed first (a timer wakes the loop, so a condition that never holds cannot hang it).
        @discardableResult
        public static func run(
            until condition: () -> Bool, timeout: DispatchTimeInterval = .seconds(10)
        ) -> Bool {
            let expired = StopFlag()
            let timer = DispatchWorkItem { expired.isSet = true }
            DispatchQueue.main.asyncAfter(deadline: .now() + timeout, execute: timer)
            defer { timer.cancel() }
            while !condition() {
                if expired.isSet { return false }
                g_main_context_iteration(nil, 1)
            }
            return true
        }

        /// A GLib source on libdispatch's main-queue eventfd: when the main queue has work, the loop wakes and
        /// runs it. (Foundation's `RunLoop` joins the main queue the same way.)
        private static func attachMainQueueSource() {
            let descriptor = _dispatch_get_main_queue_handle_4CF()
            let source = g_unix_fd_source_new(descriptor, G_IO_IN)
            let drain: GUnixFDSourceFunc = { descriptor, _, _ in
                // The eventfd stays readable until read: clear it, then run what is queued.
                var count: eventfd_t = 0
                _ = eventfd_read(descriptor, &count)
                _dispatch_main_queue_callback_4CF(nil)
                return 1  // G_SOURCE_CONTINUE
            }
            g_source_set_callback(source, unsafeBitCast(drain, to: GSourceFunc.self), nil, nil)
            g_source_attach(source, nil)
            g_source_unref(source)
        }
    }

    /// A flag set by an event handler and read by the loop, both on the main thread (the handlers run on the
    /// main queue, which the loop drains).
    private final class StopFlag: @unchecked Sendable {
        var isSet = false
    }
#endif

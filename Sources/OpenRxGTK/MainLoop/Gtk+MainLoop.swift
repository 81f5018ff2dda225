// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4
    import Foundation
    import OpenRx

    extension Gtk {
        /// Whether ``initialize()`` succeeded.
        @MainActor
        private static var isInitialized = false

        /// Initializes GTK and joins its main loop with the main dispatch queue, once; later calls do nothing.
        ///
        /// After it, work sent to the main queue (`MainScheduler`, `Driver`, `Signal`, `Binder`, main-actor
        /// tasks) runs inside GTK's loop, between GTK's own events, as soon as the loop runs; GTK calls its
        /// signal handlers on this same thread, the one `MainScheduler` considers main.
        ///
        /// Call it, and run the loop, from synchronous code on the process's main thread: top-level code, a
        /// synchronous `main`, or an `async` `main` before its first `await`. On Linux an `async` `main` lets the
        /// main thread go at its first `await` (it calls `dispatchMain()`), and the main actor's work then runs on
        /// a thread libdispatch picks, in main-queue blocks: GTK's loop would run inside one, and no other
        /// main-queue work (`MainScheduler`, `Driver`, main-actor tasks) could run until it returned.
        ///
        /// - Throws: ``GtkError/notOnMainThread`` when called on another thread (checked on every call, so that
        ///   ``Application/run(arguments:)``, which calls it, checks too); ``GtkError/displayUnavailable`` when no
        ///   display can be opened.
        @preconcurrency @MainActor
        public static func initialize() throws {
            // The main actor is not always the main thread: after `dispatchMain()` it is the main queue, drained
            // by a worker thread. GTK's loop would run inside one of its blocks, so no other main-queue work could.
            guard Thread.isMainThread else { throw GtkError.notOnMainThread }
            if isInitialized { return }
            guard gtk_init_check() != 0 else { throw GtkError.displayUnavailable }
            attachMainQueueSource()
            isInitialized = true
        }

        /// Runs one iteration of the main loop: handles what is pending (GTK events, main-queue work, timers);
        /// with `blocking`, first waits until something is. Returns whether anything was handled.
        @preconcurrency @MainActor
        @discardableResult
        public static func iterate(blocking: Bool = false) -> Bool {
            g_main_context_iteration(nil, blocking ? 1 : 0) != 0
        }

        /// Runs the main loop until `stop` sends an event (any: an element, an error or completion), then
        /// disposes the subscription to it; with a `timeout`, returns `false` if it passed first.
        ///
        ///     Gtk.run(until: window.rx.closeRequest)
        ///
        /// The loop is woken by GLib, so `stop` may send on any thread. Called from work that the main queue
        /// runs (a driver's subscriber, `DispatchQueue.main.async`), the nested loop handles GTK's events but
        /// not the main queue's, which libdispatch never drains re-entrantly (nor does `RunLoop`).
        @preconcurrency @MainActor
        @discardableResult
        public static func run<Stop: ObservableConvertibleType>(
            until stop: Stop, timeout: DispatchTimeInterval = .never
        ) -> Bool {
            let stopped = LockedState.make(false)
            let markStopped = {
                stopped.withLock { $0 = true }
                g_main_context_wakeup(nil)
            }
            // Not isolated to the main actor: a stop sent on another thread would be queued on the main queue,
            // which a loop nested in main-queue work never runs. The flag is set where the stop is sent.
            let subscription = stop.asObservable().subscribe(
                onNext: { _ in markStopped() }, onError: { _ in markStopped() }, onCompleted: markStopped,
                isolation: nil)
            defer { subscription.dispose() }
            return iterate(until: { stopped.withLock { $0 } }, timeout: timeout)
        }

        /// Runs the main loop until `condition` holds, checking after each iteration; returns `false` if
        /// `timeout` passed first (a GLib timer wakes the loop, so a condition that never holds cannot hang it,
        /// even in a nested loop).
        @preconcurrency @MainActor
        @discardableResult
        public static func run(until condition: () -> Bool, timeout: DispatchTimeInterval = .seconds(10)) -> Bool {
            iterate(until: condition, timeout: timeout)
        }

        /// Iterates until `condition` holds or `timeout` passes (a GLib timeout source sets the flag).
        @MainActor
        private static func iterate(until condition: () -> Bool, timeout: DispatchTimeInterval) -> Bool {
            let expired = ExpiryFlag()
            var timer: UnsafeMutablePointer<GSource>?
            if let milliseconds = timeout.milliseconds {
                timer = g_timeout_source_new(guint(clamping: milliseconds))
                let fire: GSourceFunc = { flag in
                    Unmanaged<ExpiryFlag>.fromOpaque(flag!).takeUnretainedValue().isSet = true
                    return 1  // G_SOURCE_CONTINUE: destroyed below
                }
                g_source_set_callback(
                    timer, fire, Unmanaged.passRetained(expired).toOpaque(),
                    { flag in Unmanaged<ExpiryFlag>.fromOpaque(flag!).release() })
                g_source_attach(timer, nil)
            }
            defer {
                if let timer {
                    g_source_destroy(timer)
                    g_source_unref(timer)
                }
            }
            while !condition() {
                if expired.isSet { return false }
                g_main_context_iteration(nil, 1)
            }
            return true
        }

        /// The priority of the main queue's source: just after GTK's layout and redraw (`GDK_PRIORITY_REDRAW`,
        /// 120), as UIKit's run loop paints between the main queue's turns. At GLib's default priority, work the
        /// main queue kept receiving (a fast source observed on the main scheduler) ran before every redraw, and
        /// the window did not repaint until it stopped.
        static var mainQueuePriority: Int32 { 121 }

        /// A GLib source on libdispatch's main-queue eventfd: when the main queue has work, the loop wakes and
        /// runs it. (Foundation's `RunLoop` joins the main queue the same way.)
        @MainActor
        static func attachMainQueueSource() {
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
            g_source_set_priority(source, mainQueuePriority)
            g_source_attach(source, nil)
            g_source_unref(source)
        }
    }

    /// A timeout's flag, set by its GLib timer and read by the loop, both on the main thread.
    private final class ExpiryFlag: @unchecked Sendable {
        var isSet = false
    }

    extension DispatchTimeInterval {
        /// The interval in whole milliseconds (rounded up), `nil` for `.never`.
        fileprivate var milliseconds: Int? {
            switch self {
            case .seconds(let seconds):
                return seconds.multipliedReportingOverflow(by: 1000).overflow ? .max : seconds * 1000
            case .milliseconds(let milliseconds): return milliseconds
            case .microseconds(let microseconds): return (microseconds + 999) / 1000
            case .nanoseconds(let nanoseconds): return nanoseconds / 1_000_000 + (nanoseconds % 1_000_000 > 0 ? 1 : 0)
            case .never: return nil
            @unknown default: return nil
            }
        }
    }
#endif

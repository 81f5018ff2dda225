// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    import CGtk4
    import Foundation
    import OpenRx
    import OpenRxGTK
    import XCTest

    /// A test of GTK widgets in a real display: GTK is initialized (the test is skipped without a display,
    /// unless `OPENRX_GTK_REQUIRE_DISPLAY=1`, as in CI, makes that a failure); at the end no OpenRx resource
    /// may be left (disposals that go through the main queue are given the loop to run first).
    class GtkTestCase: XCTestCase {
        private var resourcesAtStart: Int32 = 0

        override func setUpWithError() throws {
            try super.setUpWithError()
            // Deterministic drawing for snapshots, and no accessibility bus to look for.
            setenv("GSK_RENDERER", "cairo", 0)
            setenv("GTK_A11Y", "none", 0)
            try MainActor.assumeIsolated {
                do {
                    try Gtk.initialize()
                } catch GtkError.displayUnavailable
                    where ProcessInfo.processInfo.environment["OPENRX_GTK_REQUIRE_DISPLAY"] != "1"
                {
                    throw XCTSkip("no display: run under xvfb-run")
                }
            }
            resourcesAtStart = Resources.total
            Gtk.LogMessages.startRecording()
            isGtkReady = true
        }

        /// Whether GTK was initialized for this test (not when it was skipped).
        private var isGtkReady = false

        override func tearDown() {
            let atStart = resourcesAtStart
            if isGtkReady {
                MainActor.assumeIsolated {
                    for window in shownWindows { window.destroy() }
                    shownWindows = []
                    // At most as many: one less is an earlier test's object released meanwhile.
                    let released = Gtk.run(until: { Resources.total <= atStart }, timeout: .seconds(5))
                    XCTAssertTrue(released, "OpenRx resources leaked: \(Resources.total - atStart)")
                }
                let messages = Gtk.LogMessages.take()
                XCTAssertEqual(messages, [], "GTK logged warnings or criticals")
            }
            super.tearDown()
        }
    }

    /// The windows ``onScreen(_:)`` made, destroyed at the end of the test.
    @MainActor private var shownWindows: [Gtk.Window] = []

    /// Shows `widgets`, one below the other, in a new presented window, as an app's screen shows them (a person,
    /// and so `widget.user`, acts only on widgets on screen); the window is destroyed at the end of the test.
    @MainActor
    @discardableResult
    func onScreen(_ widgets: Gtk.Widget...) -> Gtk.Window {
        let window = Gtk.Window(title: "test")
        let column = Gtk.Box(vertical: true)
        for widget in widgets { column.append(widget) }
        window.setChild(column)
        window.present()
        shownWindows.append(window)
        return window
    }

    /// Emits `signal` (no arguments, no result) on `object`, as GTK does when the user acts.
    func emit(_ signal: String, on object: UnsafeMutableRawPointer) {
        openrx_g_signal_emit_by_name(object, signal)
    }

    /// Whether `object` has a handler connected to `signal` (`detailed`, e.g. "notify::text"), blocked or not.
    func hasHandler(_ object: UnsafeMutableRawPointer, _ signal: String) -> Bool {
        var id: guint = 0
        var detail: GQuark = 0
        guard g_signal_parse_name(signal, openrx_g_object_type(object), &id, &detail, 1) != 0 else {
            XCTFail("no signal \(signal)")
            return false
        }
        return g_signal_has_handler_pending(object, id, detail, 1) != 0
    }

    /// The `GtkError` `body` throws, if any.
    @MainActor
    func thrownError(_ body: @MainActor () throws -> Void) -> GtkError? {
        do {
            try body()
            return nil
        } catch {
            return error as? GtkError
        }
    }

    /// A GLib weak reference, to see whether a widget still exists.
    final class WidgetWatch {
        private var reference = GWeakRef()

        init(_ object: UnsafeMutableRawPointer) {
            g_weak_ref_init(&reference, object)
        }

        deinit { g_weak_ref_clear(&reference) }

        /// Whether the object still exists.
        var exists: Bool {
            guard let object = g_weak_ref_get(&reference) else { return false }
            g_object_unref(object)
            return true
        }
    }

    /// A value handed to another thread, as a Swift 5 program would (what the test checks is that OpenRxGTK
    /// moves the work to the main thread).
    final class CrossThreadHolder<Value>: @unchecked Sendable {
        // Sendable: the handing thread waits for the other to finish with it.
        var value: Value

        init(_ value: Value) {
            self.value = value
        }
    }

    /// Collects the events a subscription receives (on the main thread).
    final class Recorder<Element>: @unchecked Sendable {
        // Sendable: touched on the main thread only (GTK's signals, the main scheduler).
        var elements: [Element] = []
        var completions = 0

        func observer(_ event: Event<Element>) {
            switch event {
            case .next(let element): elements.append(element)
            case .error(let error): XCTFail("unexpected error \(error)")
            case .completed: completions += 1
            }
        }
    }
    /// The buttons among `widget`'s descendants.
    @MainActor
    func buttons(in widget: UnsafeMutableRawPointer) -> [UnsafeMutablePointer<GtkButton>] {
        var found: [UnsafeMutablePointer<GtkButton>] = []
        var child = gtk_widget_get_first_child(widget.assumingMemoryBound(to: GtkWidget.self))
        while let current = child {
            if g_type_check_instance_is_a(
                UnsafeMutableRawPointer(current).assumingMemoryBound(to: GTypeInstance.self), gtk_button_get_type())
                != 0
            {
                found.append(UnsafeMutableRawPointer(current).assumingMemoryBound(to: GtkButton.self))
            }
            found += buttons(in: UnsafeMutableRawPointer(current))
            child = gtk_widget_get_next_sibling(current)
        }
        return found
    }

    /// Whether `widget` is on screen (mapped).
    @MainActor
    func isMapped(_ widget: Gtk.Widget) -> Bool {
        gtk_widget_get_mapped(widget.pointer.assumingMemoryBound(to: GtkWidget.self)) != 0
    }

    /// Midnight of a day in the current calendar, for the calendar tests.
    func day(_ year: Int, _ month: Int, _ day: Int) -> Date {
        Foundation.Calendar.current.date(from: DateComponents(year: year, month: month, day: day))!
    }
#endif

// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    import Foundation
    import OpenRxGTK
    import XCTest

    /// Initializes GTK for a Swift 5 test (deterministic drawing, no accessibility bus), or skips the test without
    /// a display — unless `OPENRX_GTK_REQUIRE_DISPLAY=1`, as in CI, makes that a failure.
    func initializeGtkOrSkip() throws {
        setenv("GSK_RENDERER", "cairo", 0)
        setenv("GTK_A11Y", "none", 0)
        do {
            // XCTest calls test methods on the main thread.
            try MainActor.assumeIsolated { try Gtk.initialize() }
        } catch GtkError.displayUnavailable
            where ProcessInfo.processInfo.environment["OPENRX_GTK_REQUIRE_DISPLAY"] != "1"
        {
            throw XCTSkip("no display: run under xvfb-run")
        }
    }
#endif

// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    import Foundation
    import OpenRx
    import OpenRxCocoa
    import OpenRxGTK
    import XCTest

    /// `Gtk.Application`, run as an app runs it: `activate` makes the window, the user closes it, `run` returns.
    final class ApplicationTests: GtkTestCase {
        func testAnApplicationStartsActivatesAndShutsDownWhenItsLastWindowCloses() throws {
            try MainActor.assumeIsolated {
                let app = try Gtk.Application(id: "org.openrx.tests.Lifecycle", options: .nonUnique)
                var log: [String] = []
                let bag = DisposeBag()
                app.rx.startup.subscribe(onNext: { log.append("startup") }, onCompleted: { log.append("startup ends") })
                    .disposed(by: bag)
                app.rx.shutdown.subscribe(onNext: { log.append("shutdown") }).disposed(by: bag)
                app.rx.activate.subscribe(
                    onNext: {
                        log.append("activate")
                        let window = Gtk.Window(title: "Todo")
                        let label = Gtk.Label("")
                        window.setChild(label)
                        app.addWindow(window)
                        window.present()
                        XCTAssertEqual(app.windows.map(\.title), ["Todo"])
                        // Main-queue work (a driver) runs in the application's loop; then the user closes.
                        Driver.just("ready").drive(label.rx.text).disposed(by: bag)
                        DispatchQueue.main.async {
                            log.append("label: \(label.text)")
                            XCTAssertTrue(window.user.close())
                        }
                    },
                    onCompleted: { log.append("activate ends") }
                )
                .disposed(by: bag)
                let status = try runWatched(app, arguments: ["todo"])
                XCTAssertEqual(status, 0)
                XCTAssertEqual(
                    log, ["startup", "activate", "label: ready", "shutdown", "startup ends", "activate ends"])
                XCTAssertTrue(app.windows.isEmpty)
                XCTAssertEqual(app.id, "org.openrx.tests.Lifecycle")
                // The sequences completed when the run ended: every handler they connected is gone.
                for signal in ["startup", "activate", "shutdown"] {
                    XCTAssertFalse(hasHandler(app.pointer, signal), "a handler of \(signal) is still connected")
                }
            }
        }

        func testAHoldKeepsAWindowlessApplicationRunningUntilDisposed() throws {
            try MainActor.assumeIsolated {
                let app = try Gtk.Application(id: "org.openrx.tests.Hold", options: .nonUnique)
                var log: [String] = []
                let bag = DisposeBag()
                app.rx.activate.subscribe(onNext: {
                    log.append("activate")
                    let hold = app.hold()
                    DispatchQueue.main.async { log.append("still running") }
                    // Released from another task, as README writes it (issue 34: `any Disposable` is not
                    // Sendable, so this did not compile in Swift 6): the release hops to main.
                    Task.detached { hold.dispose() }
                })
                .disposed(by: bag)
                XCTAssertEqual(try runWatched(app, arguments: ["hold"]), 0)
                XCTAssertEqual(log, ["activate", "still running"])
            }
        }

        func testQuitEndsTheRunWithAWindowOpen() throws {
            try MainActor.assumeIsolated {
                let app = try Gtk.Application(id: "org.openrx.tests.Quit", options: .nonUnique)
                let bag = DisposeBag()
                var window: Gtk.Window?
                app.rx.activate.subscribe(onNext: {
                    window = Gtk.Window(title: "open")
                    app.addWindow(window!)
                    window!.present()
                    DispatchQueue.main.async { app.quit() }
                })
                .disposed(by: bag)
                XCTAssertEqual(try runWatched(app, arguments: ["quit"]), 0)
                XCTAssertNotNil(window)
                window?.destroy()
            }
        }

        func testAnApplicationReleasedWithoutRunningEndsItsSequences() throws {
            try MainActor.assumeIsolated {
                var app: Gtk.Application? = try Gtk.Application(id: "org.openrx.tests.Unused", options: .nonUnique)
                let activations = Recorder<Void>()
                let subscription = app!.rx.activate.subscribe(activations.observer)
                XCTAssertEqual(activations.completions, 0)
                app = nil
                XCTAssertEqual(activations.completions, 1, "the sequence outlived its application")
                subscription.dispose()
            }
        }

        func testAnInvalidIDIsAThrownError() {
            MainActor.assumeIsolated {
                do {
                    _ = try Gtk.Application(id: "not an id")
                    XCTFail("an invalid ID was accepted")
                } catch {
                    XCTAssertEqual(error as? GtkError, .invalidApplicationID("not an id"))
                }
            }
        }

        /// An `async` main after its first `await` runs on the main actor but not on the main thread (libdispatch
        /// drains the main queue on a worker thread once `dispatchMain()` let the main thread go): starting GTK
        /// there is a thrown error that says what to do. It started, and its loop then held the main queue for
        /// good: no main-queue work ran in it (a `DispatchQueue.main.async` block, a main-actor task, a
        /// `MainScheduler` timer), so bindings fed from other threads froze. Run as the example app, whose
        /// `--check-after-await` initializes GTK from a main-actor task after `dispatchMain()`.
        func testStartingGtkAfterTheMainThreadWasLetGoIsAThrownError() throws {
            guard let (status, text) = try runExampleApp(["--check-after-await"]) else { return }
            XCTAssertEqual(status, 0, text)
            XCTAssertEqual(text, "openrx-gtk-demo: \(GtkError.notOnMainThread)\n")
        }

        /// Runs the example app (built beside the tests) with `arguments` and `bus` as its D-Bus session bus, if
        /// given; returns its exit status and what it printed, or `nil` (a failure) when it was not built.
        private func runExampleApp(_ arguments: [String], bus: String? = nil) throws -> (Int32, String)? {
            let demo = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
                .appendingPathComponent("openrx-gtk-demo")
            guard FileManager.default.isExecutableFile(atPath: demo.path) else {
                XCTFail("build openrx-gtk-demo first: \(demo.path) is missing")
                return nil
            }
            let process = Process()
            process.executableURL = demo
            process.arguments = arguments
            if let bus {
                var environment = ProcessInfo.processInfo.environment
                environment["DBUS_SESSION_BUS_ADDRESS"] = bus
                process.environment = environment
            }
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, text)
        }

        /// One instance: a second launch of a unique application — the example app, `openrx-gtk-demo --application
        /// ID`, in its own process — is remote: it activates this first instance and exits. Needs a D-Bus session
        /// bus (CI runs the GTK tests under `dbus-run-session`; `OPENRX_GTK_REQUIRE_DBUS=1` fails without one).
        /// Without a session bus, registering a unique application succeeds, as GLib runs it as its only
        /// instance, and says so (issue 34: the doc comment promised a thrown error that never came). Launched as
        /// the example app with an unreachable bus, so that this process's own bus connection does not matter.
        func testRegisteringWithoutASessionBusRunsTheOnlyInstance() throws {
            for (bus, expected) in [
                ("unix:path=/nonexistent/openrx-bus", "only instance, no session bus"),
                (ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"], "first instance"),
            ] {
                guard let bus else { continue }
                let arguments = [
                    "--application", "org.openrx.tests.NoBus\(ProcessInfo.processInfo.processIdentifier)",
                    "--check-instance",
                ]
                guard let (status, text) = try runExampleApp(arguments, bus: bus) else { return }
                XCTAssertEqual(status, 0, text)
                XCTAssertEqual(text, "openrx-gtk-demo: \(expected)\n")
            }
        }

        func testASecondLaunchActivatesTheFirstInstance() throws {
            let environment = ProcessInfo.processInfo.environment
            guard environment["DBUS_SESSION_BUS_ADDRESS"] != nil else {
                if environment["OPENRX_GTK_REQUIRE_DBUS"] == "1" { XCTFail("no D-Bus session bus") }
                throw XCTSkip("no D-Bus session bus (run under dbus-run-session)")
            }
            // The example app is built beside the tests (`swift build --build-tests` builds every product).
            let demo = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
                .appendingPathComponent("openrx-gtk-demo")
            guard FileManager.default.isExecutableFile(atPath: demo.path) else {
                XCTFail("build openrx-gtk-demo first: \(demo.path) is missing")
                return
            }
            try MainActor.assumeIsolated {
                let id = "org.openrx.tests.Single\(ProcessInfo.processInfo.processIdentifier)"
                let first = try Gtk.Application(id: id)
                let bag = DisposeBag()
                let launch = LaunchRecord()
                let hold = launch.hold
                first.rx.activate
                    .subscribe(onNext: {
                        launch.activations += 1
                        guard launch.activations == 1 else {
                            hold.dispose()
                            return
                        }
                        hold.disposable = first.hold()
                        XCTAssertFalse(first.isRemote)
                        let process = Process()
                        launch.process = process
                        process.executableURL = demo
                        process.arguments = ["--application", id]
                        let output = Pipe()
                        process.standardOutput = output
                        // Weakly: Foundation may keep the handler after the process ended.
                        process.terminationHandler = { [weak launch] process in
                            let text = String(
                                decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                            let status = process.terminationStatus
                            DispatchQueue.main.async {
                                MainActor.assumeIsolated {
                                    guard let launch else { return }
                                    launch.status = status
                                    launch.output = text
                                    // A launch that did not reach this instance must not leave it running.
                                    if launch.activations < 2 { launch.hold.dispose() }
                                }
                            }
                        }
                        do { try process.run() } catch {
                            XCTFail("could not launch \(demo.path): \(error)")
                            hold.dispose()
                        }
                    })
                    .disposed(by: bag)
                XCTAssertEqual(
                    try runWatched(
                        first, arguments: ["single"], onTimeout: { [weak launch] in launch?.process?.terminate() }), 0)
                XCTAssertEqual(launch.activations, 2, "the second launch did not activate the first instance")
                // The second launch may still be exiting when the first instance's hold ends.
                XCTAssertTrue(Gtk.run(until: { launch.status != nil }), "the second launch did not exit")
                XCTAssertEqual(launch.status, 0)
                XCTAssertEqual(launch.output, "openrx-gtk-demo: activated the running instance\n")
            }
        }
    }

    /// What the single-instance test saw (main actor).
    @MainActor
    private final class LaunchRecord {
        var activations = 0
        var status: Int32?
        var output = ""
        /// Keeps the first instance running until the second launch activated it.
        let hold = SerialDisposable()
        /// The second launch.
        var process: Process?
    }

    /// Runs `app`; if it still runs after 30 seconds (a bug: a window that did not close, a hold never
    /// released), fails, calls `onTimeout` and quits it, so that the test fails instead of hanging.
    @MainActor
    private func runWatched(
        _ app: Gtk.Application, arguments: [String], onTimeout: @escaping @MainActor () -> Void = {},
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> Int32 {
        let watchdog = Watchdog()
        DispatchQueue.main.asyncAfter(deadline: .now() + 30) { [weak app, weak watchdog] in
            MainActor.assumeIsolated {
                guard let app, let watchdog, !watchdog.isFinished else { return }
                XCTFail("the application still ran after 30 seconds", file: file, line: line)
                onTimeout()
                app.quit()
            }
        }
        defer { watchdog.isFinished = true }
        return try app.run(arguments: arguments)
    }

    /// Whether a watched run ended.
    @MainActor
    private final class Watchdog {
        var isFinished = false
    }
#endif

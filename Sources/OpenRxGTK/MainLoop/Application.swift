// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4
    import OpenRx
    import OpenRxCocoa

    extension Gtk {
        /// A `GtkApplication`: a real app's life — `rx.startup`, `rx.activate` (make the first window there),
        /// `rx.shutdown` — and one instance per application ID: a second launch of the app activates the first
        /// (GLib's D-Bus uniqueness) and returns at once. RxCocoa's `UIApplication`.
        ///
        ///     let app = try Gtk.Application(id: "org.example.Todo")
        ///     app.rx.activate.subscribe(onNext: {
        ///         let window = Gtk.Window(title: "Todo")
        ///         app.addWindow(window)
        ///         window.present()
        ///     }).disposed(by: bag)
        ///     exit(try app.run())
        ///
        /// The application runs while it has windows (or is held, ``hold()``); ``run(arguments:)`` returns when
        /// the last window is closed or ``quit()`` is called. Its sequences then complete.
        @preconcurrency @MainActor
        public final class Application: ReactiveCompatible {
            /// How the application runs.
            public struct Options: OptionSet, Sendable {
                /// GLib's flag bits.
                public let rawValue: UInt32

                /// Options with GLib's flag bits `rawValue` (`GApplicationFlags`).
                public init(rawValue: UInt32) { self.rawValue = rawValue }

                /// Every launch runs its own instance: no D-Bus registration, no forwarding to a first instance
                /// (`G_APPLICATION_NON_UNIQUE`).
                public static let nonUnique = Options(rawValue: UInt32(G_APPLICATION_NON_UNIQUE.rawValue))
            }

            /// The `GtkApplication`.
            public let pointer: UnsafeMutableRawPointer
            /// The wrapper's reference, released on the main thread.
            private let reference: OwnedGObject

            /// An application with the ID `id` (reverse-DNS, such as `org.example.Todo`), unique unless
            /// `options` has ``Options/nonUnique``.
            ///
            /// - Throws: ``GtkError/invalidApplicationID(_:)`` if GLib does not accept `id`.
            public init(id: String, options: Options = []) throws {
                guard g_application_id_is_valid(id) != 0 else { throw GtkError.invalidApplicationID(id) }
                pointer = UnsafeMutableRawPointer(gtk_application_new(id, GApplicationFlags(options.rawValue))!)
                reference = OwnedGObject(pointer)
            }

            /// The application's ID.
            public var id: String {
                String(cString: g_application_get_application_id(pointer.typed()))
            }

            /// Whether another process runs this application and this one only forwards to it (known once
            /// registered: by ``register()``, or when ``run(arguments:)`` starts).
            public var isRemote: Bool {
                g_application_get_is_registered(pointer.typed()) != 0
                    && g_application_get_is_remote(pointer.typed()) != 0
            }

            /// Whether GLib keeps this application to one instance per ID: registered on a D-Bus session bus and
            /// not ``Options/nonUnique``. `false` before registration, and after it when no session bus could be
            /// reached: GLib then runs the application as if it were ``Options/nonUnique`` — every launch its own
            /// first instance — rather than failing.
            public var isUnique: Bool {
                let flags = g_application_get_flags(pointer.typed()).rawValue
                return g_application_get_is_registered(pointer.typed()) != 0
                    && flags & G_APPLICATION_NON_UNIQUE.rawValue == 0
                    && g_application_get_dbus_connection(pointer.typed()) != nil
            }

            /// Registers the application with the session bus now rather than in ``run(arguments:)``: afterwards
            /// ``isRemote`` tells whether another process is the application's first instance. In the first
            /// instance it emits `startup` (which ``run(arguments:)`` then does not emit again), so it initializes
            /// GTK first, as ``run(arguments:)`` does. Without a session bus it succeeds, as GLib does: the
            /// application runs as its only instance (``isUnique`` is `false`, ``isRemote`` too).
            ///
            /// - Throws: ``GtkError/displayUnavailable`` when GTK cannot open a display;
            ///   ``GtkError/applicationNotRegistered(reason:)`` when GLib refuses the registration (another
            ///   object already exported at the application's path in this process).
            public func register() throws {
                try Gtk.initialize()
                var error: UnsafeMutablePointer<GError>?
                guard g_application_register(pointer.typed(), nil, &error) != 0 else {
                    let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown"
                    g_error_free(error)
                    throw GtkError.applicationNotRegistered(reason: reason)
                }
            }

            /// Runs the application: registers it unless ``register()`` did, emits `startup` (first instance, at
            /// registration), `activate` (here, or in the first instance when this one is remote), runs the main
            /// loop until the application has no window and no hold left (or ``quit()``), emits `shutdown` and
            /// returns the exit status. Afterwards the application's sequences complete.
            ///
            /// - Parameter arguments: What GLib parses: the program's name, and GApplication's own options
            ///   (`--gapplication-service`…). The default passes the name only: an argument GLib does not know
            ///   makes it print an error and return 1 without activating, so parse the app's own arguments first.
            /// - Throws: ``GtkError/notOnMainThread`` off the process's main thread (see ``Gtk/initialize()``);
            ///   ``GtkError/displayUnavailable`` when GTK cannot open a display.
            @discardableResult
            public func run(arguments: [String] = [CommandLine.arguments.first ?? "app"]) throws -> Int32 {
                try Gtk.initialize()
                var arguments = arguments.map { strdup($0) }
                defer { for argument in arguments { free(argument) } }
                let status = arguments.withUnsafeMutableBufferPointer { buffer in
                    g_application_run(pointer.typed(), Int32(buffer.count), buffer.baseAddress)
                }
                ObjectCompanion.of(pointer).markDestroyed()
                return status
            }

            /// Activates the application: emits `activate` here, or in the first instance when this one is
            /// remote (what a second launch does).
            public func activate() {
                g_application_activate(pointer.typed())
            }

            /// Stops the main loop of ``run(arguments:)`` at once, whatever windows are open.
            public func quit() {
                g_application_quit(pointer.typed())
            }

            /// Keeps the application running without a window until the returned hold is disposed
            /// (`g_application_hold`/`release`). The hold is `Sendable`: dispose it from any thread or task (the
            /// release happens on the main thread), once.
            ///
            ///     let hold = app.hold()
            ///     Task.detached { await download(); hold.dispose() }
            public func hold() -> Hold {
                g_application_hold(pointer.typed())
                g_object_ref(pointer)
                return Hold(pointer)
            }

            /// What ``hold()`` returns: disposing it releases the application's hold, once, on the main thread.
            public final class Hold: Cancelable, @unchecked Sendable {
                // Sendable: the pointer is released once — the atomic exchange decides which call does it — and
                // only on the main thread.
                private let application: UnsafeMutableRawPointer
                private let released = AtomicInt.make()

                init(_ application: UnsafeMutableRawPointer) {
                    self.application = application
                }

                /// Whether the hold was released.
                public var isDisposed: Bool { released.atomicLoad() != 0 }

                /// Releases the hold (once; on the main thread, at once when called there).
                public func dispose() {
                    guard released.atomicExchange(1) == 0 else { return }
                    let application = UncheckedSendable(application)
                    _ = MainScheduler.instance.schedule(()) { _ in
                        MainActor.assumeIsolated {
                            g_application_release(application.value.typed())
                            g_object_unref(application.value)
                        }
                        return Disposables.create()
                    }
                }
            }

            /// Makes `window` one of the application's: the application runs while it has windows.
            public func addWindow(_ window: Gtk.Window) {
                gtk_application_add_window(pointer.typed(), window.pointer.typed())
            }

            /// The application's windows, most recently focused first.
            public var windows: [Gtk.Window] {
                var windows: [Gtk.Window] = []
                var node = gtk_application_get_windows(pointer.typed())
                while let current = node {
                    if let window = current.pointee.data {
                        let wrapper = ObjectCompanion.existing(of: window)?.wrapper as? Gtk.Window
                        if let wrapper = wrapper ?? (try? Gtk.Window(retaining: window)) { windows.append(wrapper) }
                    }
                    node = current.pointee.next
                }
                return windows
            }
        }
    }

    extension Reactive where Base: Gtk.Application {
        /// Sends once when the first instance starts, before ``activate``: set up what every window shares.
        @preconcurrency @MainActor
        public var startup: ControlEvent<Void> { applicationEvent("startup") }

        /// Sends each time the application is activated: at launch, and whenever a second launch forwards to
        /// this instance (bring a window forward, or make one).
        @preconcurrency @MainActor
        public var activate: ControlEvent<Void> { applicationEvent("activate") }

        /// Sends once as the application ends, after its main loop stopped.
        @preconcurrency @MainActor
        public var shutdown: ControlEvent<Void> { applicationEvent("shutdown") }

        @MainActor
        private func applicationEvent(_ signal: String) -> ControlEvent<Void> {
            ControlEvent(
                events: SignalEvents.observable(ObjectCompanion.of(base.pointer), signal: signal) { _ in () })
        }
    }
#endif

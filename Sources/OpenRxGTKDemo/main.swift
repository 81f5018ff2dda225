// OpenRx — reactive programming for Swift. MIT licence.
//
// The GTK example app: `swift run --traits GTK openrx-gtk-demo` opens the window; with `--screenshot PATH`
// it plays each scene as a user would, writes the window to PATH (PNG) and quits; with `--catalog` it opens the
// example catalog in RxExample's shape instead; with `--application ID` it runs the catalog as a `Gtk.Application`
// with that ID, one instance: a second launch brings the first one's window forward and exits (`--check-instance`
// registers it, prints which instance the launch would be, and exits; `--check-after-await` prints what
// `Gtk.initialize()` says where an `async` main's code runs after its first `await`).

#if GTK
    internal import CGtk4
    import Foundation
    import OpenRx
    import OpenRxGTK
    import OpenRxGTKExample

    if CommandLine.arguments.contains("--check-after-await") {
        // What an `async` main does after its first `await`: once `dispatchMain()` let the main thread go, the main
        // actor's work runs on a thread libdispatch picks, where GTK cannot run. Prints what `initialize` says.
        Task { @MainActor in
            do {
                try Gtk.initialize()
                print("openrx-gtk-demo: initialized")
            } catch {
                print("openrx-gtk-demo: \(error)")
            }
            exit(0)
        }
        dispatchMain()
    }
    do {
        try Gtk.initialize()
    } catch {
        FileHandle.standardError.write(Data("openrx-gtk-demo: \(error)\n".utf8))
        exit(1)
    }
    let arguments = CommandLine.arguments
    if let flag = arguments.firstIndex(of: "--application"), arguments.indices.contains(flag + 1) {
        // A real app's life: the first launch makes the window in `activate`; a later launch is remote, activates
        // the first instance (which presents its window again) and returns at once.
        do {
            let application = try Gtk.Application(id: arguments[flag + 1])
            let bag = DisposeBag()
            var catalog: ExampleCatalog?
            application.rx.activate
                .subscribe(onNext: {
                    if let catalog {
                        catalog.window.present()
                        return
                    }
                    let made = ExampleCatalog()
                    application.addWindow(made.window)
                    made.window.present()
                    catalog = made
                })
                .disposed(by: bag)
            // Registering first tells whether this launch is the first instance (GLib knows it only then).
            try application.register()
            let isRemote = application.isRemote
            if arguments.contains("--check-instance") {
                // What this launch would be, without running it.
                print(
                    "openrx-gtk-demo: "
                        + (isRemote
                            ? "another instance runs"
                            : application.isUnique ? "first instance" : "only instance, no session bus"))
                exit(0)
            }
            let status = try application.run(arguments: [arguments[0]])
            print("openrx-gtk-demo: \(isRemote ? "activated the running instance" : "ended")")
            exit(status)
        } catch {
            FileHandle.standardError.write(Data("openrx-gtk-demo: \(error)\n".utf8))
            exit(1)
        }
    }
    if arguments.contains("--catalog") {
        // The example app in RxExample's shape: a list of examples, each a screen.
        let catalog = ExampleCatalog()
        catalog.window.present()
        Gtk.run(until: catalog.window.rx.destroyed)
        exit(0)
    }
    let example = ExampleWindow()
    example.window.present()

    if let flag = arguments.firstIndex(of: "--screenshot"), arguments.indices.contains(flag + 1) {
        let path = arguments[flag + 1]
        // What a user would do: +, +, +, − ; type "rx" (6 of the 12 names) and pick the second result; fill in the login form.
        for button in [example.plusButton, example.plusButton, example.plusButton, example.minusButton] {
            openrx_g_signal_emit_by_name(button.pointer, "clicked")
        }
        gtk_editable_set_text(OpaquePointer(example.searchEntry.pointer), "rx")
        gtk_editable_set_text(OpaquePointer(example.usernameEntry.pointer), "swift-user")
        gtk_editable_set_text(OpaquePointer(example.passwordEntry.pointer), "secret")
        let listed = Gtk.run(until: { example.resultsList.rowCount == 6 })
        let selectItem = g_variant_new_tuple(
            [g_variant_new_uint32(1), g_variant_new_boolean(0), g_variant_new_boolean(0)], 3)
        gtk_widget_activate_action_variant(
            example.resultsList.pointer.assumingMemoryBound(to: GtkWidget.self), "list.select-item", selectItem)
        openrx_g_signal_emit_by_name(example.loginButton.pointer, "clicked")
        // Let GTK lay out and draw what changed, then write the window.
        let drawn = Gtk.run(until: { (try? example.window.snapshot()) != nil })
        do {
            guard listed, drawn else { throw GtkError.snapshotUnavailable(reason: "the window was not drawn in time") }
            try example.window.writePNG(to: path)
            print("openrx-gtk-demo: \(example.counterLabel.text); \(example.selectionLabel.text); wrote \(path)")
        } catch {
            FileHandle.standardError.write(Data("openrx-gtk-demo: \(error)\n".utf8))
            exit(1)
        }
    } else {
        Gtk.run(until: example.window.rx.closeRequest)
    }
#else
    print("openrx-gtk-demo needs GTK 4: apt-get install libgtk-4-dev, then swift run --traits GTK openrx-gtk-demo")
#endif

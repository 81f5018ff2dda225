// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    import CGtk4
    import Foundation
    import OpenRx
    import OpenRxGTK
    import OpenRxGTKExample
    import XCTest

    /// The example app in a real window: played as a user would, then rendered to a PNG that must show it.
    final class ExampleWindowTests: GtkTestCase {
        func testTheExampleWindowsThreeScenesWorkAndItsScreenshotIsNotBlank() {
            MainActor.assumeIsolated {
                var watch: WidgetWatch?
                do {
                    let scenes = ExampleWindow()
                    scenes.window.present()

                    for button in [scenes.plusButton, scenes.plusButton, scenes.plusButton, scenes.minusButton] {
                        emit("clicked", on: button.pointer)
                    }
                    XCTAssertEqual(scenes.counterLabel.text, "Count: 2")

                    gtk_editable_set_text(OpaquePointer(scenes.searchEntry.pointer), "rx")
                    XCTAssertTrue(Gtk.run(until: { scenes.resultsList.rowCount == 6 }), "the search never filtered")
                    let parameters = g_variant_new_tuple(
                        [g_variant_new_uint32(1), g_variant_new_boolean(0), g_variant_new_boolean(0)], 3)
                    gtk_widget_activate_action_variant(
                        scenes.resultsList.pointer.assumingMemoryBound(to: GtkWidget.self), "list.select-item",
                        parameters)
                    XCTAssertEqual(scenes.selectionLabel.text, "Selected: RxCocoa")

                    XCTAssertFalse(scenes.loginButton.isSensitive)
                    gtk_editable_set_text(OpaquePointer(scenes.usernameEntry.pointer), "swift-user")
                    XCTAssertFalse(scenes.loginButton.isSensitive)
                    XCTAssertFalse(scenes.usernameHint.isVisible)
                    gtk_editable_set_text(OpaquePointer(scenes.passwordEntry.pointer), "secret")
                    XCTAssertTrue(scenes.loginButton.isSensitive)
                    emit("clicked", on: scenes.loginButton.pointer)
                    XCTAssertEqual(scenes.loginStatus.text, "Signed in as swift-user")

                    // Let GTK lay out and draw, then render the window.
                    XCTAssertTrue(Gtk.run(until: { (try? scenes.window.snapshot()) != nil }), "never drawn")
                    guard let image = try? scenes.window.snapshot() else { return XCTFail("no snapshot") }
                    XCTAssertGreaterThan(image.width, 300)
                    XCTAssertGreaterThan(image.height, 500)
                    // Not blank: many colours (text, frames, the selected row), and the selection's blue among them.
                    var colours: Set<UInt32> = []
                    var bluish = 0
                    for offset in stride(from: 0, to: image.pixels.count, by: 4) {
                        let (blue, green, red) = (
                            image.pixels[offset], image.pixels[offset + 1], image.pixels[offset + 2]
                        )
                        colours.insert(UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue))
                        if blue > 180 && red < 100 { bluish += 1 }
                    }
                    XCTAssertGreaterThan(colours.count, 50, "the window rendered (nearly) blank")
                    XCTAssertGreaterThan(bluish, 1000, "the selected row is not drawn")

                    let path =
                        ProcessInfo.processInfo.environment["OPENRX_GTK_SCREENSHOT"]
                        ?? FileManager.default.temporaryDirectory.appendingPathComponent("openrx-gtk-example.png").path
                    XCTAssertNil(thrownError { try scenes.window.writePNG(to: path) })
                    let header = (try? Data(contentsOf: URL(fileURLWithPath: path)))?.prefix(8)
                    XCTAssertEqual(header.map(Array.init), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

                    watch = WidgetWatch(scenes.plusButton.pointer)
                    scenes.window.destroy()
                }
                // The window destroyed and the example released: nothing keeps its widgets.
                XCTAssertTrue(Gtk.run(until: { watch?.exists == false }), "the example's widgets outlived it")
            }
        }

        /// README's GTK example, with clicks instead of the loop.
        func testTheReadmeCounter() {
            MainActor.assumeIsolated {
                let window = Gtk.Window(title: "Counter")
                let column = Gtk.Box(vertical: true)
                let label = Gtk.Label("0")
                let button = Gtk.Button(label: "+1")
                column.append(label)
                column.append(button)
                window.setChild(column)

                let disposeBag = DisposeBag()
                button.rx.tap.scan(0) { count, _ in count + 1 }.map { "\($0)" }
                    .bind(to: label.rx.text).disposed(by: disposeBag)
                window.present()
                let stop = window.rx.closeRequest
                DispatchQueue.main.async {
                    openrx_g_signal_emit_by_name(button.pointer, "clicked")
                    openrx_g_signal_emit_by_name(button.pointer, "clicked")
                    gtk_window_close(window.pointer.assumingMemoryBound(to: GtkWindow.self))
                }
                XCTAssertTrue(Gtk.run(until: stop, timeout: .seconds(10)))
                XCTAssertEqual(label.text, "2")
            }
        }
    }
#endif

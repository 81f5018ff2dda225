// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    import OpenRx
    import OpenRxCocoa
    import OpenRxGTK
    import XCTest

    /// What apps written from the README hit first (issue 28): a crash, GTK criticals, a leaked resource and
    /// an echo loop, each in an ordinary lifecycle.
    final class LifecycleRegressionTests: GtkTestCase {
        /// A `DisposeBag` that outlives the window disposes a list's items binding after the window closed,
        /// while the app still holds the list view's wrapper: no crash (was SIGSEGV in
        /// `gtk_list_view_set_model`), the rows are not touched, nothing is left counted.
        func testAnItemsBindingDisposedAfterItsWindowClosed() {
            MainActor.assumeIsolated {
                var bag = DisposeBag()
                let window = Gtk.Window(title: "todo")
                let listView = Gtk.ListView()
                window.setChild(Gtk.ScrolledWindow(child: listView, minimumHeight: 100))
                let items = BehaviorSubject(value: ["milk", "eggs"])
                items.bind(to: listView.rx.items(makeCell: { Gtk.Label() })) { _, name, label in label.text = name }
                    .disposed(by: bag)
                window.present()
                XCTAssertEqual(listView.rowCount, 2)
                let closed = window.rx.destroyed
                window.destroy()
                XCTAssertTrue(Gtk.run(until: closed), "the window was not disposed")
                bag = DisposeBag()
                items.onNext(["later"])
                XCTAssertTrue(Gtk.run(until: { true }))
                _ = listView
            }
        }

        /// The same binding completed before the window closed and disposed after: nothing left counted.
        func testACompletedItemsBindingDisposedAfterItsWindowClosed() {
            MainActor.assumeIsolated {
                var bag = DisposeBag()
                let window = Gtk.Window(title: "todo")
                let listView = Gtk.ListView()
                window.setChild(listView)
                Observable.just(["one"]).bind(to: listView.rx.items(makeCell: { Gtk.Label() })) { _, name, label in
                    label.text = name
                }
                .disposed(by: bag)
                window.present()
                let closed = window.rx.destroyed
                window.destroy()
                XCTAssertTrue(Gtk.run(until: closed), "the window was not disposed")
                bag = DisposeBag()
                _ = listView
            }
        }

        /// Closing a window that holds a scrolled window and a scale logs no critical: GTK's internal children
        /// are GTK's to dispose.
        func testClosingAWindowWithAScrolledWindowAndAScaleLogsNothing() {
            MainActor.assumeIsolated {
                let window = Gtk.Window(title: "sliders")
                let box = Gtk.Box(vertical: true)
                let scale = Gtk.Scale(minimum: 0, maximum: 10, step: 1)
                box.append(scale)
                box.append(Gtk.ScrolledWindow(child: Gtk.Label("long"), minimumHeight: 50))
                window.setChild(box)
                let values = Recorder<Double>()
                let subscription = scale.rx.value.subscribe(values.observer)
                window.present()
                let closed = window.rx.destroyed
                window.destroy()
                XCTAssertTrue(Gtk.run(until: closed), "the window was not disposed")
                XCTAssertEqual(values.completions, 1)
                subscription.dispose()
            }
        }

        /// A subscriber that sets the entry's text while `rx.text` delivers the user's change: the text set in
        /// code is not sent back (it was, as if typed), and setting the same text does not loop.
        func testSettingTheTextWhileAUserChangeIsDeliveredIsNotEchoed() {
            MainActor.assumeIsolated {
                let entry = Gtk.Entry()
                onScreen(entry)
                var received: [String] = []
                let subscription = entry.rx.text.orEmpty.subscribe(onNext: { text in
                    received.append(text)
                    guard received.count < 10 else { return }
                    entry.text = text.uppercased()
                })
                entry.user.type("a")
                XCTAssertEqual(entry.text, "A")
                entry.user.type("b")
                XCTAssertEqual(entry.text, "AB")
                XCTAssertEqual(received, ["", "a", "Ab"])
                subscription.dispose()
            }
        }

        /// A subscriber that normalizes the first value in code (trims it): the value the entry then has is the
        /// one the subscription knows, so the user typing the trimmed space again is a change.
        func testNormalizingTheFirstValueInCodeHidesNoLaterChange() {
            MainActor.assumeIsolated {
                let entry = Gtk.Entry()
                onScreen(entry)
                entry.text = "abc "
                var received: [String] = []
                let subscription = entry.rx.text.orEmpty.subscribe(onNext: { text in
                    received.append(text)
                    if received.count == 1 { entry.text = text.trimmingCharacters(in: .whitespaces) }
                })
                XCTAssertEqual(entry.text, "abc")
                XCTAssertTrue(entry.user.moveCursorToEnd())
                XCTAssertTrue(entry.user.type(" "))
                XCTAssertEqual(received, ["abc ", "abc "])
                subscription.dispose()
            }
        }

        /// The same with a subscriber that sets the text it received: no loop.
        func testSettingTheSameTextWhileAUserChangeIsDeliveredDoesNotLoop() {
            MainActor.assumeIsolated {
                let entry = Gtk.Entry()
                onScreen(entry)
                var received: [String] = []
                let subscription = entry.rx.text.orEmpty.subscribe(onNext: { text in
                    received.append(text)
                    guard received.count < 10 else { return }
                    entry.text = text
                })
                entry.user.type("x")
                XCTAssertEqual(received, ["", "x"])
                subscription.dispose()
            }
        }
    }

#endif

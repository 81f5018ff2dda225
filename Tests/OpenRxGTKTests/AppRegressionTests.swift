// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    import CGtk4
    import Foundation
    import OpenRx
    import OpenRxCocoa
    import OpenRxGTK
    import XCTest

    /// What a new user rebuilding RxExample on OpenRxGTK hit (issue 34, §1), each written as the app writes it,
    /// in a presented window, with a `DisposeBag` that outlives it.
    final class AppRegressionTests: GtkTestCase {
        /// RxExample's `<->` (every value goes back to the control, equal or not) plus a later subscriber: the
        /// user's toggle reaches the relay and the later subscriber (the API-wrappers screen's spinner).
        func testAUserToggleReachesEverySubscriberOfATwoWayBoundSwitch() {
            MainActor.assumeIsolated {
                let bag = DisposeBag()
                let window = Gtk.Window(title: "API wrappers")
                let box = Gtk.Box(vertical: true)
                let toggle = Gtk.Switch()
                let spinner = Gtk.Spinner()
                box.append(toggle)
                box.append(spinner)
                window.setChild(box)
                let relay = BehaviorRelay(value: true)
                relay.bind(to: toggle.rx.isOn).disposed(by: bag)
                toggle.rx.isOn.subscribe(onNext: { relay.accept($0) }).disposed(by: bag)
                toggle.rx.isOn.bind(to: spinner.rx.isAnimating).disposed(by: bag)
                window.present()
                XCTAssertTrue(spinner.isSpinning)

                XCTAssertTrue(toggle.user.toggle())
                XCTAssertFalse(relay.value)
                XCTAssertFalse(spinner.isSpinning, "the later subscriber missed the user's change")
                XCTAssertTrue(toggle.user.toggle())
                XCTAssertTrue(relay.value)
                XCTAssertTrue(spinner.isSpinning)

                // A programmatic set reaches no subscriber.
                relay.accept(false)
                XCTAssertFalse(toggle.isActive)
                XCTAssertTrue(spinner.isSpinning)
                window.destroy()
            }
        }

        /// The same with a scale: a drag reaches the relay and a later subscriber.
        func testAUserDragReachesEverySubscriberOfATwoWayBoundScale() {
            MainActor.assumeIsolated {
                let bag = DisposeBag()
                let window = Gtk.Window(title: "slider")
                let scale = Gtk.Scale(minimum: 0, maximum: 10, step: 1)
                window.setChild(scale)
                let relay = BehaviorRelay(value: 2.0)
                relay.bind(to: scale.rx.value).disposed(by: bag)
                scale.rx.value.subscribe(onNext: { relay.accept($0) }).disposed(by: bag)
                let values = Recorder<Double>()
                scale.rx.value.subscribe(values.observer).disposed(by: bag)
                window.present()
                XCTAssertTrue(scale.user.drag(to: 7))
                XCTAssertEqual(relay.value, 7)
                XCTAssertEqual(values.elements, [2, 7])
                window.destroy()
            }
        }

        /// A formatter that writes a different value back (upper case, a length limit) and a later subscriber:
        /// RxCocoa's subscribers each read the control when the user's change reaches them, so the later one
        /// gets the text the field shows; the formatter does not get its own write back.
        func testAFormatterWritingBackADifferentValueHidesNothingFromALaterSubscriber() {
            MainActor.assumeIsolated {
                let bag = DisposeBag()
                let entry = Gtk.Entry()
                onScreen(entry)
                // Subscribed before the formatter: the user's change reaches it before the write.
                let earlier = Recorder<String>()
                entry.rx.text.orEmpty.subscribe(earlier.observer).disposed(by: bag)
                let formatterSaw = Recorder<String>()
                entry.rx.text.orEmpty
                    .do(onNext: { formatterSaw.elements.append($0) })
                    .map { $0.uppercased() }
                    .bind(to: entry.rx.text)
                    .disposed(by: bag)
                let search = Recorder<String>()
                entry.rx.text.orEmpty.subscribe(search.observer).disposed(by: bag)
                XCTAssertTrue(entry.user.type("a"))
                XCTAssertEqual(entry.text, "A")
                XCTAssertEqual(search.elements, ["", "A"], "the later subscriber missed the formatted text")
                XCTAssertTrue(entry.user.type("b"))
                XCTAssertEqual(entry.text, "AB")
                XCTAssertEqual(search.elements, ["", "A", "AB"])
                XCTAssertEqual(formatterSaw.elements, ["", "a", "Ab"], "the formatter got its own write back")
                XCTAssertEqual(earlier.elements, ["", "a", "Ab"], "a write in code reached the earlier subscriber")
            }
        }

        /// The same formatter on a text view, as an app writes it: the text is upper-cased as the user types, the
        /// later subscriber gets each formatted text, and GTK warns about nothing (before, setting the text
        /// inside the user's edit began an irreversible action there).
        func testATextViewFormatterWritesBackAsTheUserTypes() {
            MainActor.assumeIsolated {
                let bag = DisposeBag()
                let view = Gtk.TextView()
                onScreen(view)
                view.rx.text.orEmpty.map { $0.uppercased() }.bind(to: view.rx.text).disposed(by: bag)
                let notes = Recorder<String>()
                view.rx.text.orEmpty.subscribe(notes.observer).disposed(by: bag)
                XCTAssertTrue(view.user.type("ab"))
                XCTAssertEqual(view.text, "AB")
                XCTAssertEqual(notes.elements, ["", "A", "AB"])
            }
        }

        /// A subscriber that changes the text with a raw GTK call (a nested emission of the buffer's `changed`,
        /// not a programmatic change) does not put a later subscriber out of step: a formatter's write at the
        /// next user change still reaches it.
        func testANestedEmissionKeepsLaterSubscribersInStep() {
            MainActor.assumeIsolated {
                let bag = DisposeBag()
                let view = Gtk.TextView()
                onScreen(view)
                let formatted = PublishRelay<String>()
                formatted.bind(to: view.rx.text).disposed(by: bag)
                view.rx.text.subscribe(onNext: { _ in }).disposed(by: bag)
                view.rx.text.orEmpty.subscribe(onNext: { text in
                    if text == "a" {
                        let buffer = gtk_text_view_get_buffer(view.pointer.assumingMemoryBound(to: GtkTextView.self))
                        gtk_text_buffer_insert_at_cursor(buffer, "b", -1)
                    }
                    if text == "abc" { formatted.accept("ABC") }
                })
                .disposed(by: bag)
                let later = Recorder<String>()
                view.rx.text.orEmpty.subscribe(later.observer).disposed(by: bag)
                XCTAssertTrue(view.user.type("a"))
                XCTAssertEqual(view.text, "ab")
                XCTAssertTrue(view.user.type("c"))
                XCTAssertEqual(view.text, "ABC")
                XCTAssertEqual(later.elements, ["", "ab", "ABC"])
            }
        }

        /// A text field and a text view whose text goes to a relay and back (RxExample's `<->`): editing keeps
        /// the cursor where the user left it.
        func testWritingATextFieldsOwnTextBackKeepsTheCursor() {
            MainActor.assumeIsolated {
                let bag = DisposeBag()
                let entry = Gtk.Entry()
                let view = Gtk.TextView()
                onScreen(entry, view)
                let number = BehaviorRelay(value: "")
                number.bind(to: entry.rx.text).disposed(by: bag)
                entry.rx.text.orEmpty.subscribe(onNext: { number.accept($0) }).disposed(by: bag)
                let notes = BehaviorRelay(value: "")
                notes.bind(to: view.rx.text).disposed(by: bag)
                view.rx.text.orEmpty.subscribe(onNext: { notes.accept($0) }).disposed(by: bag)
                XCTAssertTrue(entry.user.type("42"))
                XCTAssertTrue(entry.user.moveCursorToEnd())
                XCTAssertTrue(entry.user.deleteBackward())
                XCTAssertTrue(entry.user.type("2"))
                XCTAssertEqual(entry.text, "42")
                XCTAssertEqual(number.value, "42")
                XCTAssertTrue(view.user.type("ab"))
                XCTAssertTrue(view.user.deleteBackward())
                XCTAssertTrue(view.user.type("c"))
                XCTAssertEqual(view.text, "ac")
                XCTAssertEqual(notes.value, "ac")
            }
        }

        /// A text field and a slider bound both ways to one value through drivers, as a view model's outputs
        /// are: typing keeps the cursor.
        func testAnEntryDrivenBothWaysKeepsTheCursor() {
            MainActor.assumeIsolated {
                let bag = DisposeBag()
                let window = Gtk.Window(title: "number")
                let box = Gtk.Box(vertical: true)
                let entry = Gtk.Entry()
                let scale = Gtk.Scale(minimum: 0, maximum: 100, step: 1)
                box.append(entry)
                box.append(scale)
                window.setChild(box)
                let value = BehaviorRelay(value: 0.0)
                value.asDriver().map { String(Int($0)) }.drive(entry.rx.text).disposed(by: bag)
                entry.rx.text.orEmpty.asDriver().compactMap(Double.init).drive(value).disposed(by: bag)
                value.asDriver().drive(scale.rx.value).disposed(by: bag)
                scale.rx.value.asDriver().drive(value).disposed(by: bag)
                window.present()
                XCTAssertTrue(entry.user.deleteBackward())
                XCTAssertTrue(entry.user.type("42"))
                XCTAssertTrue(Gtk.run(until: { true }))
                XCTAssertTrue(entry.user.moveCursorToEnd())
                XCTAssertTrue(entry.user.deleteBackward())
                XCTAssertTrue(entry.user.type("2"))
                XCTAssertTrue(Gtk.run(until: { true }))
                XCTAssertEqual(entry.text, "42")
                XCTAssertEqual(scale.value, 42)
                window.destroy()
            }
        }

        /// An app's own binder that sets the wrapper's text (RxCocoa's `Binder(textField) { $0.text = $1 }`).
        func testAnAppsOwnTextBinderWritingTheSameTextKeepsTheCursor() {
            MainActor.assumeIsolated {
                let bag = DisposeBag()
                let window = Gtk.Window(title: "number")
                let entry = Gtk.Entry()
                let view = Gtk.TextView()
                let box = Gtk.Box(vertical: true)
                box.append(entry)
                box.append(view)
                window.setChild(box)
                let entryText = Binder(entry) { entry, text in entry.text = text }
                entry.rx.text.orEmpty.bind(to: entryText).disposed(by: bag)
                let viewText = Binder(view) { view, text in view.text = text }
                view.rx.text.orEmpty.bind(to: viewText).disposed(by: bag)
                window.present()
                XCTAssertTrue(entry.user.type("42"))
                XCTAssertTrue(entry.user.moveCursorToEnd())
                XCTAssertTrue(entry.user.deleteBackward())
                XCTAssertTrue(entry.user.type("2"))
                XCTAssertEqual(entry.text, "42")
                XCTAssertTrue(view.user.type("ab"))
                XCTAssertTrue(view.user.deleteBackward())
                XCTAssertTrue(view.user.type("c"))
                XCTAssertEqual(view.text, "ac")
                window.destroy()
            }
        }

        /// An items binding disposed, then its window destroyed and the list dropped: nothing left counted, with
        /// a relay and with a source that completes, disposed where an app's code runs (a signal handler) and
        /// in a driver's subscriber (work the main queue runs).
        func testAnItemsBindingDisposedBeforeItsWindowClosesLeavesNoResource() {
            MainActor.assumeIsolated {
                for (completes, inDriver) in [(false, false), (true, false), (false, true), (true, true)] {
                    let relay = BehaviorRelay(value: ["a", "b"])
                    let steps = PublishRelay<Int>()
                    let start = Resources.total
                    var bag: DisposeBag? = DisposeBag()
                    var listView: Gtk.ListView? = Gtk.ListView()
                    let window = Gtk.Window(title: "list")
                    window.setChild(listView!)
                    window.present()
                    var binding: Disposable?
                    let step: (Int) -> Void = { step in
                        if step == 0 {
                            let source = completes ? Observable.just(["a", "b"]) : relay.asObservable()
                            binding = source.bind(to: listView!.rx.items(makeCell: { Gtk.Label() })) {
                                _, name, label in label.text = name
                            }
                        } else {
                            binding?.dispose()
                            window.destroy()
                            listView = nil
                        }
                    }
                    if inDriver {
                        steps.asDriver(onErrorDriveWith: .empty()).drive(onNext: step).disposed(by: bag!)
                        steps.accept(0)
                    } else {
                        step(0)
                    }
                    XCTAssertTrue(Gtk.run(until: { listView?.rowCount == 2 }))
                    if inDriver { steps.accept(1) } else { step(1) }
                    XCTAssertNil(listView)
                    binding = nil
                    bag = nil
                    XCTAssertTrue(
                        Gtk.run(until: { Resources.total == start }, timeout: .seconds(2)),
                        "completes: \(completes), in a driver: \(inDriver), left: \(Resources.total - start)")
                }
            }
        }

        /// Input a person could not make does nothing: a button of a window never presented, of no window, or of
        /// a hidden box is not clicked (issue 34: `rx.tap` fired and `click()` returned true).
        func testInputToAWidgetNotOnScreenIsRefused() {
            MainActor.assumeIsolated {
                let bag = DisposeBag()
                var taps = 0
                let loose = Gtk.Button(label: "loose")
                let window = Gtk.Window(title: "never presented")
                let inWindow = Gtk.Button(label: "in window")
                let hiddenBox = Gtk.Box(vertical: true)
                let hidden = Gtk.Button(label: "hidden")
                let column = Gtk.Box(vertical: true)
                hiddenBox.append(hidden)
                column.append(inWindow)
                column.append(hiddenBox)
                window.setChild(column)
                for button in [loose, inWindow, hidden] {
                    button.rx.tap.subscribe(onNext: { taps += 1 }).disposed(by: bag)
                }
                let entry = Gtk.Entry()
                XCTAssertFalse(loose.user.click())
                XCTAssertFalse(inWindow.user.click())
                XCTAssertFalse(entry.user.type("x"))
                XCTAssertEqual(entry.text, "")
                window.present()
                hiddenBox.isVisible = false
                XCTAssertTrue(inWindow.user.click())
                XCTAssertFalse(hidden.user.click())
                XCTAssertEqual(taps, 1)
                window.destroy()
            }
        }

        /// The buttons OpenRxGTK draws in a list's rows show icons of GTK's own theme, never a glyph a font may
        /// lack (issue 34: the accessory button showed "ⓘ", a missing-glyph box on a stock desktop).
        func testTheRowButtonsShowIconsTheThemeHas() {
            MainActor.assumeIsolated {
                let bag = DisposeBag()
                let window = Gtk.Window(title: "rows")
                let listView = Gtk.ListView()
                window.setChild(Gtk.ScrolledWindow(child: listView, minimumHeight: 200))
                Observable.just(["a", "b"]).bind(to: listView.rx.items(makeCell: { Gtk.Label() })) { _, text, label in
                    label.text = text
                }
                .disposed(by: bag)
                Observable.just(true).bind(to: listView.rx.isEditing).disposed(by: bag)
                Observable.just(true).bind(to: listView.rx.showsAccessoryButtons).disposed(by: bag)
                window.present()
                XCTAssertTrue(Gtk.run(until: { buttons(in: listView.pointer).count >= 8 }), "no row buttons")
                let theme = gtk_icon_theme_get_for_display(gdk_display_get_default())
                for button in buttons(in: listView.pointer) {
                    if let icon = gtk_button_get_icon_name(button).map({ String(cString: $0) }) {
                        XCTAssertNotEqual(gtk_icon_theme_has_icon(theme, icon), 0, "no icon \(icon)")
                    } else {
                        let label = gtk_button_get_label(button).map { String(cString: $0) } ?? ""
                        XCTAssertTrue(label.unicodeScalars.allSatisfy(\.isASCII), "a glyph: \(label)")
                    }
                }
                window.destroy()
            }
        }
    }

#endif

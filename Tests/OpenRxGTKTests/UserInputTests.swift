// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    import CGtk4
    import OpenRx
    import OpenRxCocoa
    import OpenRxGTK
    import XCTest

    /// `widget.user`: input as a person makes it, reported by the bindings exactly as real input is, and
    /// refused where a person could not act (issue 28). Only the public API is used here.
    final class UserInputTests: GtkTestCase {
        /// Tabbing into an entry selects its text (GTK's default), and the first key press replaces it, in one
        /// change, as a person typing sees it. `type` inserted after the selection: "aliceb".
        func testTypingReplacesTheSelectedText() {
            MainActor.assumeIsolated {
                let entry = Gtk.Entry()
                entry.text = "alice"
                onScreen(entry)
                let texts = Recorder<String?>()
                let subscription = entry.rx.text.subscribe(texts.observer)
                XCTAssertTrue(entry.user.focus())
                gtk_editable_select_region(OpaquePointer(entry.pointer), 0, -1)
                XCTAssertTrue(entry.user.type("bo"))
                XCTAssertEqual(entry.text, "bo")
                XCTAssertEqual(texts.elements, ["alice", "b", "bo"])
                subscription.dispose()
            }
        }

        func testClickingAButtonIsATapUnlessTheButtonIsDisabled() {
            MainActor.assumeIsolated {
                let button = Gtk.Button(label: "Log in")
                onScreen(button)
                let taps = Recorder<Void>()
                let subscription = button.rx.tap.subscribe(taps.observer)
                XCTAssertTrue(button.user.click())
                XCTAssertTrue(button.user.click())
                XCTAssertEqual(taps.elements.count, 2)
                button.isSensitive = false
                XCTAssertFalse(button.user.click())
                XCTAssertEqual(taps.elements.count, 2)
                subscription.dispose()
            }
        }

        func testADisabledContainerRefusesInputToItsChildren() {
            MainActor.assumeIsolated {
                let box = Gtk.Box(vertical: true)
                let button = Gtk.Button(label: "inside")
                box.append(button)
                onScreen(box)
                XCTAssertTrue(button.user.click())
                box.isSensitive = false
                XCTAssertFalse(button.user.click())
            }
        }

        func testTypingAndDeletingAreReportedCharacterByCharacter() {
            MainActor.assumeIsolated {
                let entry = Gtk.Entry()
                onScreen(entry)
                let texts = Recorder<String>()
                let subscription = entry.rx.text.orEmpty.subscribe(texts.observer)
                XCTAssertTrue(entry.user.type("abc"))
                XCTAssertEqual(entry.text, "abc")
                XCTAssertTrue(entry.user.deleteBackward(2))
                XCTAssertEqual(entry.text, "a")
                XCTAssertEqual(texts.elements, ["", "a", "ab", "abc", "ab", "a"])
                // Code sets the text: not reported; the user goes on typing at the end.
                entry.text = "set"
                entry.user.moveCursorToEnd()
                entry.user.type("!")
                XCTAssertEqual(texts.elements, ["", "a", "ab", "abc", "ab", "a", "set!"])
                subscription.dispose()
            }
        }

        func testPressingEnterIsActivate() {
            MainActor.assumeIsolated {
                let entry = Gtk.Entry()
                onScreen(entry)
                let activations = Recorder<Void>()
                let subscription = entry.rx.activate.subscribe(activations.observer)
                XCTAssertTrue(entry.user.pressEnter())
                XCTAssertEqual(activations.elements.count, 1)
                subscription.dispose()
            }
        }

        func testTogglingCheckButtonsAndSwitches() {
            MainActor.assumeIsolated {
                let check = Gtk.CheckButton(label: "Remember me")
                let toggle = Gtk.Switch()
                onScreen(check, toggle)
                let checks = Recorder<Bool>()
                let switches = Recorder<Bool>()
                let subscriptions = [
                    check.rx.isOn.subscribe(checks.observer), toggle.rx.isOn.subscribe(switches.observer),
                ]
                check.user.toggle()
                check.user.toggle()
                toggle.user.toggle()
                XCTAssertEqual(checks.elements, [false, true, false])
                XCTAssertEqual(switches.elements, [false, true])
                subscriptions.forEach { $0.dispose() }
            }
        }

        /// A click on a checked radio button (a check button in a group) leaves it checked, as GTK's own click
        /// does: `toggle` unchecked it, leaving the group with nothing chosen.
        func testTogglingACheckedRadioButtonLeavesItChecked() {
            MainActor.assumeIsolated {
                let small = Gtk.CheckButton(label: "Small")
                let large = Gtk.CheckButton(label: "Large")
                gtk_check_button_set_group(
                    large.pointer.assumingMemoryBound(to: GtkCheckButton.self),
                    small.pointer.assumingMemoryBound(to: GtkCheckButton.self))
                small.isActive = true
                onScreen(small, large)
                let smalls = Recorder<Bool>()
                let larges = Recorder<Bool>()
                let subscriptions = [
                    small.rx.isOn.subscribe(smalls.observer), large.rx.isOn.subscribe(larges.observer),
                ]
                XCTAssertTrue(large.user.toggle())
                XCTAssertTrue(large.user.toggle())
                XCTAssertTrue(large.isActive, "a click on the chosen radio button keeps it chosen")
                XCTAssertFalse(small.isActive)
                XCTAssertEqual(smalls.elements, [true, false])
                XCTAssertEqual(larges.elements, [false, true])
                subscriptions.forEach { $0.dispose() }
            }
        }

        /// A click on a button first takes the keyboard focus, as GTK's press does, so the field being edited
        /// ends its editing before the button's action runs: a "Save" tap reads the finished text, and a text
        /// view's `didEndEditing` comes first. `click` left the focus in the field.
        func testClickingAButtonEndsTheEditingOfTheFocusedFieldFirst() {
            MainActor.assumeIsolated {
                let notes = Gtk.TextView()
                let save = Gtk.Button(label: "Save")
                let remember = Gtk.CheckButton(label: "Remember")
                onScreen(notes, save, remember)
                var log: [String] = []
                let bag = DisposeBag()
                notes.rx.didEndEditing.subscribe(onNext: { log.append("end editing") }).disposed(by: bag)
                save.rx.tap.subscribe(onNext: { log.append("save") }).disposed(by: bag)
                remember.rx.isOn.skip(1).subscribe(onNext: { log.append("remember \($0)") }).disposed(by: bag)
                XCTAssertTrue(notes.user.focus())
                XCTAssertTrue(save.user.click())
                XCTAssertEqual(log, ["end editing", "save"])
                XCTAssertTrue(notes.user.focus())
                XCTAssertTrue(remember.user.toggle())
                XCTAssertEqual(log, ["end editing", "save", "end editing", "remember true"])
                XCTAssertFalse(notes.hasFocus)
            }
        }

        func testDraggingASliderIsClampedAsGtkClampsIt() {
            MainActor.assumeIsolated {
                let scale = Gtk.Scale(minimum: 0, maximum: 10, step: 1)
                let spin = Gtk.SpinButton(minimum: 0, maximum: 3, step: 1)
                onScreen(scale, spin)
                let values = Recorder<Double>()
                let steps = Recorder<Double>()
                let subscriptions = [
                    scale.rx.value.subscribe(values.observer), spin.rx.value.subscribe(steps.observer),
                ]
                scale.user.drag(to: 4)
                scale.user.drag(to: 25)
                spin.user.stepUp()
                spin.user.stepUp()
                spin.user.stepDown()
                XCTAssertEqual(values.elements, [0, 4, 10])
                XCTAssertEqual(steps.elements, [0, 1, 2, 1])
                subscriptions.forEach { $0.dispose() }
            }
        }

        /// NaN, what a computation such as 0/0 gives, leaves a slider and a spin button where they are, from code,
        /// from a binding and from a drag; GTK moved a slider to its maximum, a silent wrong value.
        func testNaNLeavesASliderAndASpinButtonWhereTheyAre() {
            MainActor.assumeIsolated {
                let scale = Gtk.Scale(minimum: 0, maximum: 10, step: 1)
                let spin = Gtk.SpinButton(minimum: 0, maximum: 3, step: 1)
                onScreen(scale, spin)
                scale.value = 4
                spin.value = 2
                let values = Recorder<Double>()
                let bag = DisposeBag()
                scale.rx.value.subscribe(values.observer).disposed(by: bag)
                scale.value = .nan
                spin.value = .nan
                Observable.just(Double.nan).bind(to: scale.rx.value).disposed(by: bag)
                Observable.just(Double.nan).bind(to: spin.rx.value).disposed(by: bag)
                XCTAssertFalse(scale.user.drag(to: .nan))
                XCTAssertEqual(scale.value, 4)
                XCTAssertEqual(spin.value, 2)
                XCTAssertEqual(values.elements, [4])
            }
        }

        func testSelectingAndActivatingRows() {
            MainActor.assumeIsolated {
                let listView = Gtk.ListView()
                onScreen(listView)
                let selected = Recorder<Int>()
                let activated = Recorder<Int>()
                let subscriptions = [
                    Observable.just(["a", "b", "c"]).bind(to: listView.rx.items(makeCell: { Gtk.Label() })) {
                        _, name, label in label.text = name
                    },
                    listView.rx.itemSelected.subscribe(selected.observer),
                    listView.rx.itemActivated.subscribe(activated.observer),
                ]
                XCTAssertTrue(listView.user.selectRow(1))
                XCTAssertFalse(listView.user.selectRow(3))
                XCTAssertTrue(listView.user.activateRow(2))
                XCTAssertTrue(listView.user.activateRow(2))
                XCTAssertEqual(selected.elements, [1])
                XCTAssertEqual(activated.elements, [2, 2])
                subscriptions.forEach { $0.dispose() }
            }
        }

        func testClosingAWindowAsksThenDestroysIt() {
            MainActor.assumeIsolated {
                let window = Gtk.Window(title: "closing")
                let requests = Recorder<Void>()
                let subscription = window.rx.closeRequest.subscribe(requests.observer)
                window.present()
                let destroyed = window.rx.destroyed
                window.user.close()
                XCTAssertEqual(requests.elements.count, 1)
                XCTAssertTrue(Gtk.run(until: destroyed), "the closed window was not destroyed")
                XCTAssertEqual(requests.completions, 1)
                subscription.dispose()
            }
        }
    }
#endif

#if GTK
    final class UserInputAfterCodeTests: GtkTestCase {
        /// A value set in code, then the user's drag: the drag is reported (found by `RandomLifecycleTests`).
        func testAUserChangeAfterAChangeInCodeIsReported() {
            MainActor.assumeIsolated {
                let window = Gtk.Window(title: "slider")
                let scale = Gtk.Scale(minimum: 0, maximum: 10, step: 1)
                window.setChild(scale)
                window.present()
                scale.value = 4
                let values = Recorder<Double>()
                let subscription = scale.rx.value.subscribe(values.observer)
                scale.value = 6
                for _ in 0..<3 { _ = Gtk.iterate() }
                scale.user.drag(to: 12)
                XCTAssertEqual(scale.value, 10)
                XCTAssertEqual(values.elements, [4, 10])
                subscription.dispose()
                window.destroy()
            }
        }
    }
#endif

// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    import CGtk4
    import OpenRx
    import OpenRxCocoa
    import OpenRxGTK
    import XCTest

    // Each body runs on the main actor (XCTest on Linux cannot call main-actor test methods; it calls them on
    // the main thread).
    final class ControlPropertyTests: GtkTestCase {
        func testEntryTextSendsTheCurrentTextThenUserChangesAndNeverEchoesABinding() {
            MainActor.assumeIsolated {
                let entry = Gtk.Entry()
                entry.text = "a"
                let texts = Recorder<String?>()
                let subscription = entry.rx.text.subscribe(texts.observer)
                XCTAssertEqual(texts.elements, ["a"])

                // What typing does: GTK changes the text and notifies.
                gtk_editable_set_text(OpaquePointer(entry.pointer), "ab")
                XCTAssertEqual(texts.elements, ["a", "ab"])

                // Bound values reach the widget but are not sent back; nor are the wrapper's own sets.
                let binding = Observable.just("bound").bind(to: entry.rx.text)
                XCTAssertEqual(entry.text, "bound")
                entry.text = "set in code"
                XCTAssertEqual(texts.elements, ["a", "ab"])

                var position: Int32 = -1
                gtk_editable_insert_text(OpaquePointer(entry.pointer), "!", -1, &position)
                XCTAssertEqual(texts.elements, ["a", "ab", "set in code!"])

                binding.dispose()
                subscription.dispose()
                XCTAssertFalse(hasHandler(entry.pointer, "notify::text"))
            }
        }

        func testOrEmptyAndChangedSkipTheCurrentValue() {
            MainActor.assumeIsolated {
                let entry = Gtk.Entry()
                let changes = Recorder<String>()
                let subscription = entry.rx.text.orEmpty.changed.subscribe(changes.observer)
                XCTAssertEqual(changes.elements, [])
                gtk_editable_set_text(OpaquePointer(entry.pointer), "typed")
                XCTAssertEqual(changes.elements, ["typed"])
                subscription.dispose()
            }
        }

        func testCheckButtonAndSwitchState() {
            MainActor.assumeIsolated {
                let check = Gtk.CheckButton(label: "Remember me")
                let toggle = Gtk.Switch()
                let checkStates = Recorder<Bool>()
                let switchStates = Recorder<Bool>()
                let subscriptions = [
                    check.rx.isOn.subscribe(checkStates.observer), toggle.rx.isOn.subscribe(switchStates.observer),
                ]
                // GTK sets them as a click does.
                gtk_check_button_set_active(check.pointer.assumingMemoryBound(to: GtkCheckButton.self), 1)
                gtk_switch_set_active(OpaquePointer(toggle.pointer), 1)
                XCTAssertEqual(checkStates.elements, [false, true])
                XCTAssertEqual(switchStates.elements, [false, true])

                let bindings = [
                    Observable.just(false).bind(to: check.rx.isOn), Observable.just(false).bind(to: toggle.rx.isOn),
                ]
                XCTAssertFalse(check.isActive)
                XCTAssertFalse(toggle.isActive)
                XCTAssertEqual(checkStates.elements, [false, true])
                XCTAssertEqual(switchStates.elements, [false, true])
                for disposable in bindings + subscriptions { disposable.dispose() }
                XCTAssertFalse(hasHandler(check.pointer, "notify::active"))
                XCTAssertFalse(hasHandler(toggle.pointer, "notify::active"))
            }
        }

        func testScaleAndSpinButtonValue() {
            MainActor.assumeIsolated {
                let scale = Gtk.Scale(minimum: 0, maximum: 10, step: 1)
                let spin = Gtk.SpinButton(minimum: 0, maximum: 10, step: 2)
                let scaleValues = Recorder<Double>()
                let spinValues = Recorder<Double>()
                let subscriptions = [
                    scale.rx.value.subscribe(scaleValues.observer), spin.rx.value.subscribe(spinValues.observer),
                ]
                // The user drags the slider; presses the spin button's +.
                gtk_range_set_value(scale.pointer.assumingMemoryBound(to: GtkRange.self), 3)
                gtk_spin_button_spin(OpaquePointer(spin.pointer), GTK_SPIN_STEP_FORWARD, 0)
                XCTAssertEqual(scaleValues.elements, [0, 3])
                XCTAssertEqual(spinValues.elements, [0, 2])

                // Bound values are clamped by GTK and not sent back.
                let bindings = [
                    Observable.just(42.0).bind(to: scale.rx.value), Observable.just(7.0).bind(to: spin.rx.value),
                ]
                XCTAssertEqual(scale.value, 10)
                XCTAssertEqual(spin.value, 7)
                XCTAssertEqual(scaleValues.elements, [0, 3])
                XCTAssertEqual(spinValues.elements, [0, 2])
                for disposable in bindings + subscriptions { disposable.dispose() }
                XCTAssertFalse(hasHandler(scale.pointer, "value-changed"))
                XCTAssertFalse(hasHandler(spin.pointer, "value-changed"))
            }
        }

        func testBindersSetWhatAppsSet() {
            MainActor.assumeIsolated {
                let window = Gtk.Window(title: "before")
                let label = Gtk.Label()
                let button = Gtk.Button(label: "before")
                let bag = DisposeBag()
                Observable.just("hello").bind(to: label.rx.text).disposed(by: bag)
                Observable.just("after").bind(to: button.rx.title).disposed(by: bag)
                Observable.just("titled").bind(to: window.rx.title).disposed(by: bag)
                Observable.just(false).bind(to: button.rx.isEnabled).disposed(by: bag)
                Observable.just(true).bind(to: label.rx.isHidden).disposed(by: bag)
                XCTAssertEqual(label.text, "hello")
                XCTAssertEqual(button.label, "after")
                XCTAssertEqual(window.title, "titled")
                XCTAssertFalse(button.isSensitive)
                XCTAssertFalse(label.isVisible)
                Observable.just(nil).bind(to: label.rx.text).disposed(by: bag)
                Observable.just(true).bind(to: label.rx.isVisible).disposed(by: bag)
                XCTAssertEqual(label.text, "")
                XCTAssertTrue(label.isVisible)
                window.destroy()
            }
        }

        func testABinderFollowsTheWidgetNotTheWrapper() {
            MainActor.assumeIsolated {
                let window = Gtk.Window(title: "holder")
                var label: Gtk.Label? = Gtk.Label()
                let pointer = label!.pointer
                window.setChild(label!)
                let texts = PublishSubject<String?>()
                let binding = texts.bind(to: label!.rx.text)
                label = nil  // The window keeps the label; the binding goes on.
                texts.onNext("still bound")
                XCTAssertEqual(String(cString: gtk_label_get_text(OpaquePointer(pointer))), "still bound")
                binding.dispose()
                window.destroy()
            }
        }

        func testGenericControlPropertyValidatesTheSignal() {
            MainActor.assumeIsolated {
                let entry = Gtk.Entry()
                XCTAssertEqual(
                    thrownError {
                        _ = try entry.rx.controlProperty(
                            changeSignal: "notify::no-such-property", getter: { _ in 0 }, setter: { _, _ in })
                    },
                    .unknownSignal(signal: "notify::no-such-property", type: "GtkEntry"))
                let maxLength = try? entry.rx.controlProperty(
                    changeSignal: "notify::max-length",
                    getter: { Int(gtk_entry_get_max_length($0.assumingMemoryBound(to: GtkEntry.self))) },
                    setter: { gtk_entry_set_max_length($0.assumingMemoryBound(to: GtkEntry.self), Int32($1)) })
                let lengths = Recorder<Int>()
                let subscription = maxLength?.subscribe(lengths.observer)
                gtk_entry_set_max_length(entry.pointer.assumingMemoryBound(to: GtkEntry.self), 8)
                XCTAssertEqual(lengths.elements, [0, 8])
                subscription?.dispose()
            }
        }
    }
#endif

// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    import CGtk4
    import OpenRx
    import OpenRxCocoa
    import OpenRxGTK
    import XCTest

    // XCTest on Linux cannot call main-actor test methods; they run on the main thread, so each body asserts it
    // is on the main actor.
    final class ControlEventTests: GtkTestCase {
        func testTapSendsEachClickAndDisposeDisconnectsItsHandlers() {
            MainActor.assumeIsolated {
                let button = Gtk.Button(label: "OK")
                let destroyHandlerBefore = hasHandler(button.pointer, "destroy")
                XCTAssertFalse(hasHandler(button.pointer, "clicked"))
                let taps = Recorder<Void>()
                let subscription = button.rx.tap.subscribe(taps.observer)
                XCTAssertTrue(hasHandler(button.pointer, "clicked"))
                XCTAssertTrue(hasHandler(button.pointer, "destroy"))

                emit("clicked", on: button.pointer)
                emit("clicked", on: button.pointer)
                XCTAssertEqual(taps.elements.count, 2)

                subscription.dispose()
                XCTAssertFalse(hasHandler(button.pointer, "clicked"))
                XCTAssertEqual(hasHandler(button.pointer, "destroy"), destroyHandlerBefore)
                emit("clicked", on: button.pointer)
                XCTAssertEqual(taps.elements.count, 2)
                XCTAssertEqual(taps.completions, 0)
            }
        }

        func testDestroyingTheWidgetCompletesItsEventsAndNothingKeepsItAlive() {
            MainActor.assumeIsolated {
                var window: Gtk.Window? = Gtk.Window(title: "lifetime")
                var button: Gtk.Button? = Gtk.Button(label: "OK")
                let watch = WidgetWatch(button!.pointer)
                window!.setChild(button!)
                let taps = Recorder<Void>()
                let subscription = button!.rx.tap.subscribe(taps.observer)
                button = nil  // GTK's window holds the button now; the subscription must not.
                XCTAssertTrue(watch.exists)

                // Closed: the events complete; the window, which the app still holds, keeps its content, as
                // GTK 4's closed windows (and UIKit's views) do.
                window!.destroy()
                XCTAssertTrue(Gtk.run(until: { taps.completions == 1 }), "closing the window did not complete")
                XCTAssertTrue(watch.exists)
                window = nil
                XCTAssertTrue(Gtk.run(until: { !watch.exists }), "the subscription kept the destroyed button alive")
                XCTAssertEqual(taps.completions, 1)
                subscription.dispose()
            }
        }

        func testSubscribingAfterTheWidgetIsGoneCompletesAtOnce() {
            MainActor.assumeIsolated {
                var button: Gtk.Button? = Gtk.Button(label: "OK")
                let tap = button!.rx.tap
                button = nil
                let taps = Recorder<Void>()
                _ = tap.subscribe(taps.observer)
                XCTAssertEqual(taps.completions, 1)
            }
        }

        func testEntryActivateAndWindowCloseRequest() {
            MainActor.assumeIsolated {
                let window = Gtk.Window(title: "close me")
                let entry = Gtk.Entry()
                window.setChild(entry)
                let activations = Recorder<Void>()
                let closeRequests = Recorder<Void>()
                let disposables = [
                    entry.rx.activate.subscribe(activations.observer),
                    window.rx.closeRequest.subscribe(closeRequests.observer),
                ]
                emit("activate", on: entry.pointer)
                XCTAssertEqual(activations.elements.count, 1)

                // What the close button does: `close-request`, then (not refused) the window is destroyed.
                window.present()
                gtk_window_close(window.pointer.assumingMemoryBound(to: GtkWindow.self))
                XCTAssertEqual(closeRequests.elements.count, 1)
                XCTAssertTrue(
                    Gtk.run(until: { closeRequests.completions == 1 }), "the closed window was not destroyed")
                for disposable in disposables { disposable.dispose() }
                XCTAssertFalse(hasHandler(entry.pointer, "activate"))
            }
        }

        func testGenericControlEventValidatesTheSignal() {
            MainActor.assumeIsolated {
                let button = Gtk.Button(label: "OK")
                XCTAssertEqual(
                    thrownError { _ = try button.rx.controlEvent("no-such-signal") },
                    .unknownSignal(signal: "no-such-signal", type: "GtkButton"))
                let events = Recorder<Void>()
                guard let clicked = try? button.rx.controlEvent("clicked") else {
                    return XCTFail("clicked is a signal")
                }
                let subscription = clicked.subscribe(events.observer)
                emit("clicked", on: button.pointer)
                XCTAssertEqual(events.elements.count, 1)
                subscription.dispose()
            }
        }

        func testWrappingAnExistingWidgetChecksItsType() {
            MainActor.assumeIsolated {
                let label = Gtk.Label("text")
                XCTAssertEqual(
                    thrownError { _ = try Gtk.Button(retaining: label.pointer) },
                    .wrongType(expected: "GtkButton", actual: "GtkLabel"))
                XCTAssertEqual((try? Gtk.Label(retaining: label.pointer))?.text, "text")
            }
        }

        func testSignalsThatReturnAValueOtherThanABooleanAreRefused() {
            MainActor.assumeIsolated {
                let spin = Gtk.SpinButton(minimum: 0, maximum: 10, step: 1)
                XCTAssertEqual(
                    thrownError { _ = try spin.rx.controlEvent("input") },
                    .signalReturnsValue(signal: "input", type: "GtkSpinButton"))
                // A boolean signal is observed and GTK's handling goes on (the handler returns false).
                let scale = Gtk.Scale(minimum: 0, maximum: 10, step: 1)
                let changes = Recorder<Void>()
                let subscription = (try? scale.rx.controlEvent("change-value"))?.subscribe(changes.observer)
                XCTAssertNotNil(subscription)
                subscription?.dispose()
            }
        }

        /// The usual app: the window is made in a local, and the app keeps only the screen (its widgets and
        /// bag). GTK holds the open window; closing it finished the window at the end of `gtk_window_destroy`,
        /// which unparented the children before OpenRx's next turn looked for them, so the kept children's
        /// sequences never completed and their handlers stayed connected.
        func testAWindowClosedAfterItsWrapperWasDroppedCompletesItsChildrensSequences() {
            MainActor.assumeIsolated {
                let entry = Gtk.Entry()
                let texts = Recorder<String?>()
                let destroyed = Recorder<Void>()
                var window: Gtk.Window? = Gtk.Window(title: "dropped")
                window?.setChild(entry)
                window?.present()
                let subscription = entry.rx.text.subscribe(texts.observer)
                let destroyedSubscription = entry.rx.destroyed.subscribe(destroyed.observer)
                let pointer = window!.pointer
                let watch = WidgetWatch(pointer)
                window = nil
                XCTAssertTrue(watch.exists, "GTK keeps the open window")
                gtk_window_close(pointer.assumingMemoryBound(to: GtkWindow.self))
                XCTAssertTrue(
                    Gtk.run(until: { texts.completions == 1 }, timeout: .seconds(2)),
                    "the kept entry's text did not complete")
                XCTAssertEqual(destroyed.elements.count, 1)
                XCTAssertFalse(hasHandler(entry.pointer, "notify::text"))
                XCTAssertTrue(Gtk.run(until: { !watch.exists }, timeout: .seconds(2)), "the window was kept")
                subscription.dispose()
                destroyedSubscription.dispose()
            }
        }

        /// A window closed by the app's code while OpenRx ends another closed window's tree (its `rx.destroyed`
        /// subscriber closes a second window, both windows' wrappers dropped): the second waits for its own
        /// turn. It was released in the first one's turn, before its tree was ended, and its kept children never
        /// completed.
        func testAWindowClosedWhileAnotherOnesBindingsEndAlsoEndsItsChildrensSequences() {
            MainActor.assumeIsolated {
                let firstEntry = Gtk.Entry()
                let secondEntry = Gtk.Entry()
                var first: Gtk.Window? = Gtk.Window(title: "first")
                var second: Gtk.Window? = Gtk.Window(title: "second")
                first?.setChild(firstEntry)
                second?.setChild(secondEntry)
                first?.present()
                second?.present()
                let firstPointer = first!.pointer
                let secondPointer = UncheckedSendable(second!.pointer)
                let texts = Recorder<String?>()
                let subscriptions = [
                    firstEntry.rx.text.subscribe(texts.observer), secondEntry.rx.text.subscribe(texts.observer),
                    // The app closes the second window when the first one goes.
                    firstEntry.rx.destroyed.subscribe(onCompleted: {
                        gtk_window_destroy(secondPointer.value.assumingMemoryBound(to: GtkWindow.self))
                    }),
                ]
                first = nil
                second = nil
                gtk_window_destroy(firstPointer.assumingMemoryBound(to: GtkWindow.self))
                XCTAssertTrue(
                    Gtk.run(until: { texts.completions == 2 }, timeout: .seconds(2)),
                    "\(texts.completions) of the two entries' texts completed")
                subscriptions.forEach { $0.dispose() }
            }
        }

        /// A window made by GTK type name (`Gtk.Window(typeName:)`, as for a `GtkApplicationWindow`) is watched as
        /// one made by title: it was not, so closing it never completed its sequences, and
        /// `Gtk.run(until: window.rx.destroyed)` ran to its timeout.
        func testAWindowMadeByTypeNameCompletesItsSequencesWhenClosed() throws {
            try MainActor.assumeIsolated {
                let window = try Gtk.Window(typeName: "GtkWindow")
                let closes = Recorder<Void>()
                let subscription = window.rx.closeRequest.subscribe(closes.observer)
                window.present()
                window.destroy()
                XCTAssertTrue(Gtk.run(until: { closes.completions == 1 }, timeout: .seconds(2)))
                XCTAssertFalse(hasHandler(window.pointer, "close-request"))
                subscription.dispose()
            }
        }

        func testAWindowClosedWhileItsWrappersLiveCompletesItsAndItsChildrensSequences() {
            MainActor.assumeIsolated {
                let window = Gtk.Window(title: "closing")
                let button = Gtk.Button(label: "kept by its wrapper")
                window.setChild(button)
                let taps = Recorder<Void>()
                let subscription = button.rx.tap.subscribe(taps.observer)
                window.present()
                gtk_window_close(window.pointer.assumingMemoryBound(to: GtkWindow.self))
                XCTAssertTrue(Gtk.run(until: { taps.completions == 1 }), "the child's events did not complete")
                XCTAssertFalse(hasHandler(button.pointer, "clicked"))
                subscription.dispose()

                // Subscribing later to what was destroyed completes at once (it would never complete otherwise).
                let closes = Recorder<Void>()
                let later = window.rx.closeRequest.subscribe(closes.observer)
                XCTAssertEqual(closes.completions, 1)
                XCTAssertTrue(Gtk.run(until: window.rx.closeRequest, timeout: .seconds(1)))
                XCTAssertFalse(hasHandler(window.pointer, "close-request"))
                later.dispose()
            }
        }
    }
#endif

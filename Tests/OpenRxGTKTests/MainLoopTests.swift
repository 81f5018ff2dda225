// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    import CGtk4
    import Foundation
    import OpenRx
    import OpenRxCocoa
    import OpenRxGTK
    import XCTest

    /// GTK's loop and the main dispatch queue are one: what `MainScheduler` (and the main actor) is given runs
    /// while GTK's loop runs, on the thread GTK calls its handlers on.
    final class MainLoopTests: GtkTestCase {
        func testWorkSentToTheMainQueueFromAnotherThreadRunsInsideGtksLoop() {
            MainActor.assumeIsolated {
                let ranOnMainThread = Recorder<Bool>()
                let started = DispatchSemaphore(value: 0)
                Thread {
                    _ = MainScheduler.instance.schedule(()) { _ in
                        ranOnMainThread.elements.append(Thread.isMainThread)
                        return Disposables.create()
                    }
                    Task { @MainActor in ranOnMainThread.elements.append(Thread.isMainThread) }
                    started.signal()
                }.start()
                started.wait()
                XCTAssertTrue(Gtk.run(until: { ranOnMainThread.elements.count == 2 }))
                XCTAssertEqual(ranOnMainThread.elements, [true, true])
            }
        }

        func testADriverFedFromABackgroundQueueDrivesAWidgetWhileGtkRuns() {
            MainActor.assumeIsolated {
                let label = Gtk.Label()
                let background = SerialDispatchQueueScheduler(qos: .default)
                let texts = Observable.from(["one", "two", "three"]).subscribe(on: background)
                let binding = texts.asDriver(onErrorJustReturn: "").drive(label.rx.text)
                XCTAssertTrue(Gtk.run(until: { label.text == "three" }))
                binding.dispose()
            }
        }

        func testRunUntilAnEventStopsTheLoop() {
            MainActor.assumeIsolated {
                let button = Gtk.Button(label: "Quit")
                DispatchQueue.main.async { openrx_g_signal_emit_by_name(button.pointer, "clicked") }
                XCTAssertTrue(Gtk.run(until: button.rx.tap, timeout: .seconds(10)))
                XCTAssertFalse(hasHandler(button.pointer, "clicked"))
            }
        }

        /// The stop event comes from another thread while the main thread is inside GTK's loop (the thread is
        /// released by an idle callback, which runs inside the loop): the loop ends. (Whether it is the explicit
        /// wake-up that ends it cannot be pinned here: GTK's own sources wake the loop every ~100 ms too.)
        func testAStopEventFromAnotherThreadEndsTheRunningLoop() {
            MainActor.assumeIsolated {
                let stop = PublishSubject<Void>()
                let letGo = Self.sendFromAnotherThreadOnceTheLoopRuns(stop)
                XCTAssertTrue(Gtk.run(until: stop, timeout: .seconds(10)), "the loop did not end")
                letGo.wait()
            }
        }

        /// Starts a thread that sends to `stop` once the main thread runs GTK's loop (an idle callback, which
        /// runs inside the loop, releases it); returns a semaphore the thread signals once it let go of `stop`.
        /// Wait for it: the thread object may outlive the test, and the leak check would otherwise see `stop`
        /// (and wait for its timeout, nothing waking the loop when the thread lets go).
        @MainActor
        private static func sendFromAnotherThreadOnceTheLoopRuns(_ stop: PublishSubject<Void>) -> DispatchSemaphore {
            let loopIsRunning = DispatchSemaphore(value: 0)
            let letGo = DispatchSemaphore(value: 0)
            let holder = CrossThreadHolder<PublishSubject<Void>?>(stop)
            Thread {
                loopIsRunning.wait()
                holder.value?.onNext(())
                holder.value = nil
                letGo.signal()
            }.start()
            g_idle_add(
                { semaphore in
                    Unmanaged<DispatchSemaphore>.fromOpaque(semaphore!).takeUnretainedValue().signal()
                    return 0
                }, Unmanaged.passUnretained(loopIsRunning).toOpaque())
            return letGo
        }

        /// The same from a loop nested in work the main queue runs: the stop is seen where it is sent. Observed
        /// on the main actor, it was queued on the main queue, which the nested loop never runs, and the loop ran
        /// to its timeout.
        func testAStopEventFromAnotherThreadEndsALoopNestedInMainQueueWork() {
            MainActor.assumeIsolated {
                let stop = PublishSubject<Void>()
                let results = Recorder<Bool>()
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        let letGo = Self.sendFromAnotherThreadOnceTheLoopRuns(stop)
                        results.elements.append(Gtk.run(until: stop, timeout: .seconds(5)))
                        letGo.wait()
                    }
                }
                XCTAssertTrue(Gtk.run(until: { results.elements.count == 1 }))
                XCTAssertEqual(results.elements, [true], "the nested loop did not see the stop")
            }
        }

        /// A window closed from work the main queue runs is disposed by a loop nested in that work: what disposes
        /// closed windows runs as a GLib idle callback, not as a main-queue block, which the nested loop never
        /// runs (it ran to its timeout, and the window's `rx.destroyed` never sent there).
        func testAWindowClosedInMainQueueWorkIsDisposedByALoopNestedInIt() {
            MainActor.assumeIsolated {
                let results = Recorder<Bool>()
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        let window = Gtk.Window(title: "dialog")
                        window.present()
                        let closed = window.rx.destroyed
                        window.destroy()
                        results.elements.append(Gtk.run(until: closed, timeout: .seconds(5)))
                    }
                }
                XCTAssertTrue(Gtk.run(until: { results.elements.count == 1 }))
                XCTAssertEqual(results.elements, [true], "the nested loop did not dispose the closed window")
            }
        }

        /// Work the main queue keeps receiving (here each step queues the next, as a fast source observed on the
        /// main scheduler does) lets GTK's redraw run between: a callback at GTK's redraw priority runs at the next
        /// turn, not after the whole run. At GLib's default priority the main queue's source ran first at every
        /// turn, and the window did not repaint until the traffic stopped.
        func testMainQueueTrafficLetsGtksRedrawRunBetween() {
            MainActor.assumeIsolated {
                let progress = MainQueueTraffic()
                func step(_ number: Int) {
                    progress.steps = number
                    if number < 300 { DispatchQueue.main.async { MainActor.assumeIsolated { step(number + 1) } } }
                }
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        g_idle_add_full(
                            120,  // GDK_PRIORITY_REDRAW
                            { traffic in
                                let progress = Unmanaged<MainQueueTraffic>.fromOpaque(traffic!).takeUnretainedValue()
                                progress.stepsWhenRedrawRan = progress.steps
                                return 0
                            }, Unmanaged.passUnretained(progress).toOpaque(), nil)
                        step(1)
                    }
                }
                XCTAssertTrue(Gtk.run(until: { progress.steps == 300 && progress.stepsWhenRedrawRan != nil }))
                XCTAssertLessThan(progress.stepsWhenRedrawRan ?? .max, 300, "the redraw waited for the whole run")
            }
        }

        func testRunUntilAConditionGivesUpAtItsTimeout() {
            MainActor.assumeIsolated {
                XCTAssertFalse(Gtk.run(until: { false }, timeout: .milliseconds(10)))
                XCTAssertFalse(Gtk.run(until: Observable<Int>.never(), timeout: .milliseconds(10)))
            }
        }

        func testANestedLoopInMainQueueWorkStillTimesOutAndSeesGtkEvents() {
            MainActor.assumeIsolated {
                let button = Gtk.Button(label: "OK")
                let results = Recorder<Bool>()
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        // libdispatch does not drain the main queue re-entrantly: only GTK's sources run here.
                        results.elements.append(Gtk.run(until: { false }, timeout: .milliseconds(10)))
                        let idle = g_idle_add(
                            { button in
                                openrx_g_signal_emit_by_name(button, "clicked")
                                return 0
                            }, button.pointer)
                        results.elements.append(Gtk.run(until: button.rx.tap, timeout: .seconds(10)))
                        _ = idle
                    }
                }
                XCTAssertTrue(Gtk.run(until: { results.elements.count == 2 }))
                XCTAssertEqual(results.elements, [false, true])
            }
        }

        func testDisposingOnAnotherThreadDisconnectsOnTheMainThread() {
            MainActor.assumeIsolated {
                let button = Gtk.Button(label: "OK")
                let taps = Recorder<Void>()
                let holder = CrossThreadHolder<Disposable?>(button.rx.tap.subscribe(taps.observer))
                let disposed = DispatchSemaphore(value: 0)
                Thread {
                    holder.value?.dispose()
                    holder.value = nil  // The thread object may outlive the test; what it holds must not.
                    disposed.signal()
                }.start()
                disposed.wait()
                XCTAssertTrue(Gtk.run(until: { !hasHandler(button.pointer, "clicked") }))
                XCTAssertFalse(hasHandler(button.pointer, "destroy"))
            }
        }

        func testBindingItemsFromAnotherThreadInstallsThemOnTheMainThread() {
            MainActor.assumeIsolated {
                let listView = Gtk.ListView()
                let configure: (Int, String, Gtk.Label) -> Void = { _, text, label in label.text = text }
                let bind = CrossThreadHolder {
                    Observable.just(["a", "b"]).bind(
                        to: listView.rx.items(makeCell: { Gtk.Label() }), curriedArgument: configure)
                }
                let binding = CrossThreadHolder<Disposable?>(nil)
                let bound = DispatchSemaphore(value: 0)
                Thread {
                    binding.value = bind.value()
                    bound.signal()
                }.start()
                bound.wait()
                XCTAssertTrue(Gtk.run(until: { listView.rowCount == 2 }))
                binding.value?.dispose()
                binding.value = nil
            }
        }
    }

    /// How far a run of main-queue work got, and where it was when a redraw-priority callback ran (main thread).
    private final class MainQueueTraffic: @unchecked Sendable {
        // Sendable: touched on the main thread only.
        var steps = 0
        var stepsWhenRedrawRan: Int?
    }
#endif

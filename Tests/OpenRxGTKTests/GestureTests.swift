// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    import OpenRx
    import OpenRxCocoa
    import OpenRxGTK
    import XCTest

    /// Gestures as `rx` sequences, as RxExample's screens use gesture recognizers' `rx.event` (issue 28).
    final class GestureTests: GtkTestCase {
        func testTapsDoubleTapsLongPressesAndDrags() {
            MainActor.assumeIsolated {
                let image = Gtk.Image(iconName: "image-missing")
                onScreen(image)
                var log: [String] = []
                let subscriptions = [
                    image.rx.tapGesture().subscribe(onNext: { log.append("tap \($0)") }),
                    image.rx.tapGesture(clicks: 2).subscribe(onNext: { log.append("double \($0)") }),
                    image.rx.longPressGesture.subscribe(onNext: { log.append("hold \($0)") }),
                    image.rx.dragGesture.subscribe(onNext: { log.append("\($0)") }),
                ]
                XCTAssertTrue(image.user.tap(at: Gtk.Point(x: 3, y: 4)))
                XCTAssertTrue(image.user.tap(at: Gtk.Point(x: 5, y: 6), clicks: 2))
                XCTAssertTrue(image.user.longPress(at: Gtk.Point(x: 7, y: 8)))
                XCTAssertTrue(image.user.drag(from: Gtk.Point(x: 0, y: 0), by: Gtk.Point(x: 10, y: 0), steps: 2))
                // As GTK counts presses: a double tap's first click is a single tap too.
                XCTAssertEqual(
                    log,
                    [
                        "tap (3.0, 4.0)", "tap (5.0, 6.0)", "double (5.0, 6.0)", "hold (7.0, 8.0)", "began((0.0, 0.0))",
                        "changed(translation: (5.0, 0.0))", "changed(translation: (10.0, 0.0))",
                        "ended(translation: (10.0, 0.0))",
                    ])
                subscriptions.forEach { $0.dispose() }
                XCTAssertFalse(image.user.tap(), "no gesture left to see a tap")
            }
        }

        func testPinchesRotationsAndSwipes() {
            MainActor.assumeIsolated {
                let photo = Gtk.Image(iconName: "image-missing")
                onScreen(photo)
                var log: [String] = []
                let subscriptions = [
                    photo.rx.pinchGesture.subscribe(onNext: { log.append("scale \($0)") }),
                    photo.rx.rotationGesture.subscribe(onNext: { log.append("rotation \($0)") }),
                    photo.rx.swipeGesture.subscribe(onNext: { log.append("swipe \($0)") }),
                ]
                XCTAssertTrue(photo.user.pinch(to: 2, steps: 2))
                XCTAssertTrue(photo.user.rotate(by: 1, steps: 2))
                XCTAssertTrue(photo.user.swipe(velocity: Gtk.Point(x: -800, y: 0)))
                XCTAssertEqual(
                    log, ["scale 1.5", "scale 2.0", "rotation 0.5", "rotation 1.0", "swipe (-800.0, 0.0)"])
                photo.isSensitive = false
                XCTAssertFalse(photo.user.pinch(to: 3), "an insensitive widget was pinched")
                subscriptions.forEach { $0.dispose() }
                XCTAssertFalse(photo.user.swipe(velocity: Gtk.Point(x: 1, y: 0)), "no gesture left to see a swipe")
                XCTAssertEqual(log.count, 5)
            }
        }
    }
#endif

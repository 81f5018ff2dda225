// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    import OpenRx
    import OpenRxCocoa
    import OpenRxGTK
    import XCTest

    /// Scrolling, as RxExample's GitHub search pages on it (issue 28).
    final class ScrollingTests: GtkTestCase {
        func testContentOffsetAndReachingTheBottom() {
            MainActor.assumeIsolated {
                let window = Gtk.Window(title: "scrolling", width: 300, height: 200)
                let column = Gtk.Box(vertical: true)
                for index in 0..<60 { column.append(Gtk.Label("row \(index)")) }
                let scrolled = Gtk.ScrolledWindow(child: column, minimumHeight: 100)
                window.setChild(scrolled)
                window.present()
                XCTAssertTrue(Gtk.run(until: { scrolled.maximumOffset.y > 0 }), "the content never got its size")
                let offsets = Recorder<Gtk.Point>()
                var bottoms = 0
                let subscriptions = [
                    scrolled.rx.contentOffset.subscribe(offsets.observer),
                    scrolled.rx.reachedBottom.subscribe(onNext: { bottoms += 1 }),
                ]
                XCTAssertTrue(scrolled.user.scroll(to: Gtk.Point(x: 0, y: 40)))
                scrolled.contentOffset = Gtk.Point(x: 0, y: 10)
                XCTAssertTrue(scrolled.user.scrollToBottom())
                XCTAssertEqual(offsets.elements.map(\.y), [0, 40, scrolled.maximumOffset.y])
                XCTAssertEqual(bottoms, 1)
                subscriptions.forEach { $0.dispose() }
                window.destroy()
            }
        }
    }
#endif

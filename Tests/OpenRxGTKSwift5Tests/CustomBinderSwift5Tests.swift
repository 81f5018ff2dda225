// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    import OpenRx
    import OpenRxCocoa
    import OpenRxGTK
    import XCTest

    // RxCocoa's own pattern for a custom binder, in Swift 5 mode, with no `@MainActor` on the extension.
    extension Reactive where Base: Gtk.Label {
        var shouting: Binder<String> {
            Binder(base) { label, text in label.text = text.uppercased() }
        }
    }

    /// The wrappers are `@preconcurrency`: Swift 5 code uses them as it uses UIKit's views (issue 28).
    final class CustomBinderSwift5Tests: XCTestCase {
        func testACustomBinderInSwift5Mode() throws {
            try initializeGtkOrSkip()
            // A wrapper made and used from Swift 5 code with no isolation, as UIKit's views are.
            let label = Gtk.Label()
            let subscription = Observable.just("hello").bind(to: label.rx.shouting)
            XCTAssertEqual(label.text, "HELLO")
            subscription.dispose()
        }
    }
#endif

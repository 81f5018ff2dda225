// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    import OpenRx
    import OpenRxCocoa
    import OpenRxGTK
    import XCTest

    /// A Swift 5 view controller as an app writes it from README: no isolation annotations.
    final class Swift5LoginController {
        let username = Gtk.Entry()
        let login = Gtk.Button(label: "Log in")
        let status = Gtk.Label()
        let disposeBag = DisposeBag()

        init() {
            username.rx.text.orEmpty.map { $0.count >= 3 }.bind(to: login.rx.isEnabled).disposed(by: disposeBag)
            login.rx.tap.map { "Welcome" }.bind(to: status.rx.text).disposed(by: disposeBag)
        }
    }

    final class AppCodeSwift5Tests: XCTestCase {
        func testAControllerWrittenInSwift5Mode() throws {
            setenv("GSK_RENDERER", "cairo", 0)
            setenv("GTK_A11Y", "none", 0)
            do {
                try MainActor.assumeIsolated { try Gtk.initialize() }
            } catch GtkError.displayUnavailable
                where ProcessInfo.processInfo.environment["OPENRX_GTK_REQUIRE_DISPLAY"] != "1"
            {
                throw XCTSkip("no display: run under xvfb-run")
            }
            let controller = Swift5LoginController()
            XCTAssertFalse(controller.login.user.click())
            controller.username.user.type("ada")
            XCTAssertTrue(controller.login.user.click())
            XCTAssertEqual(controller.status.text, "Welcome")
        }
    }
#endif

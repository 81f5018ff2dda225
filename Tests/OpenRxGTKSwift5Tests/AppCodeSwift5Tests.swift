// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    import Foundation
    import OpenRx
    import OpenRxCocoa
    import OpenRxGTK
    import XCTest

    /// A Swift 5 view controller as an app writes it from README: no isolation annotations.
    final class Swift5LoginController {
        let username = Gtk.Entry()
        let login = Gtk.Button(label: "Log in")
        let status = Gtk.Label()
        let window = Gtk.Window(title: "Log in")
        let disposeBag = DisposeBag()

        init() {
            let column = Gtk.Box(vertical: true)
            column.append(username)
            column.append(login)
            column.append(status)
            window.setChild(column)
            username.rx.text.orEmpty.map { $0.count >= 3 }.bind(to: login.rx.isEnabled).disposed(by: disposeBag)
            login.rx.tap.map { "Welcome" }.bind(to: status.rx.text).disposed(by: disposeBag)
        }
    }

    /// A Swift 5 album app as README shows it: a `Gtk.Application` whose `activate` makes a window with a grid,
    /// and a bag that outlives the window.
    final class Swift5AlbumApp {
        let app: Gtk.Application
        let grid = Gtk.GridView(maxColumns: 3)
        var selected: [String] = []
        let disposeBag = DisposeBag()

        init() throws {
            app = try Gtk.Application(id: "org.openrx.tests.Swift5Album", options: .nonUnique)
            app.rx.activate
                .subscribe(onNext: { [unowned self] in
                    let window = Gtk.Window(title: "Album")
                    window.setChild(Gtk.ScrolledWindow(child: self.grid, minimumHeight: 200))
                    self.app.addWindow(window)
                    Observable.just(["a", "b", "c"])
                        .bind(to: self.grid.rx.items(makeCell: { Gtk.Label() })) { _, name, label in label.text = name }
                        .disposed(by: self.disposeBag)
                    self.grid.rx.modelSelected(String.self).subscribe(onNext: { self.selected.append($0) })
                        .disposed(by: self.disposeBag)
                    window.present()
                    DispatchQueue.main.async {
                        self.grid.user.selectItem(1)
                        window.user.close()
                    }
                })
                .disposed(by: disposeBag)
        }
    }

    /// RxExample's `Wireframe` as a Swift 5 app writes it: a plain class, no isolation annotations, calling the
    /// alert, the prompt, URL opening and a sectioned data source's sections (issue 34: these were plain
    /// `@MainActor` and refused in a nonisolated synchronous context).
    final class Swift5Wireframe {
        let window = Gtk.Window(title: "Wireframe")
        var opened: [URL] = []

        func open(url: URL) {
            let previous = Gtk.urlOpener
            Gtk.urlOpener = { [unowned self] url, _ in self.opened.append(url) }
            Gtk.open(url, from: window)
            Gtk.urlOpener = previous
        }

        func promptFor(_ message: String, cancelAction: String, actions: [String]) -> Observable<String> {
            Gtk.Alert.prompt(over: window, title: message, cancelAction: cancelAction, actions: actions).asObservable()
        }

        func alert(_ title: String) -> Maybe<Int> {
            let alert = Gtk.Alert(title: title, actions: ["OK"])
            return alert.present(over: window)
        }

        func sectionCount(_ dataSource: ListViewSectionedDataSource<String, Int, Gtk.Label>) -> Int {
            dataSource.sections.count
        }
    }

    final class AppCodeSwift5Tests: XCTestCase {
        func testAWireframeWrittenInSwift5Mode() throws {
            try initializeGtkOrSkip()
            let wireframe = Swift5Wireframe()
            wireframe.window.present()
            defer { wireframe.window.destroy() }
            wireframe.open(url: URL(string: "https://example.org")!)
            XCTAssertEqual(wireframe.opened, [URL(string: "https://example.org")!])
            var answers: [String] = []
            let prompt = wireframe.promptFor("Sure?", cancelAction: "No", actions: ["Yes"])
                .subscribe(onNext: { answers.append($0) })
            XCTAssertTrue(Gtk.run(until: { Gtk.Alert.presented.count == 1 }))
            Gtk.Alert.presented[0].buttons[1].user.click()
            XCTAssertEqual(answers, ["Yes"])
            prompt.dispose()
            XCTAssertTrue(Gtk.run(until: { Gtk.Alert.presented.isEmpty }))
            let dataSource = ListViewSectionedDataSource<String, Int, Gtk.Label>(
                makeCell: { Gtk.Label() }, configureCell: { _, _, _ in })
            XCTAssertEqual(wireframe.sectionCount(dataSource), 0)
            let shown = wireframe.alert("Done").subscribe()
            XCTAssertTrue(Gtk.run(until: { Gtk.Alert.presented.count == 1 }))
            shown.dispose()
            XCTAssertTrue(Gtk.run(until: { Gtk.Alert.presented.isEmpty }))
        }

        func testAnApplicationWithAGridWrittenInSwift5Mode() throws {
            try initializeGtkOrSkip()
            let album = try Swift5AlbumApp()
            XCTAssertEqual(try album.app.run(arguments: ["album"]), 0)
            XCTAssertEqual(album.selected, ["b"])
            XCTAssertEqual(album.grid.itemCount, 3, "a closed window's grid keeps its items")
        }

        func testAControllerWrittenInSwift5Mode() throws {
            try initializeGtkOrSkip()
            let controller = Swift5LoginController()
            controller.window.present()
            defer { controller.window.destroy() }
            XCTAssertFalse(controller.login.user.click())
            controller.username.user.type("ada")
            XCTAssertTrue(controller.login.user.click())
            XCTAssertEqual(controller.status.text, "Welcome")
        }
    }
#endif

// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    import CGtk4
    import Foundation
    import OpenRx
    import OpenRxCocoa
    import OpenRxGTK
    import OpenRxReactiveCocoa
    import XCTest

    // The Swift blocks of the articles "RxCocoa on GTK 4", "Building a GTK app" (OpenRxGTK.docc) and
    // "ReactiveCocoa's ideas" (OpenRxReactiveCocoa.docc) as an app writes them: an app's main.swift is the body
    // of a function here, and the tests run what a test can run (`Scripts/docs-snippets-check.py` finds each
    // block in this file).

    // MARK: - The app's own types the blocks use

    struct Credentials: Equatable {
        let username: String
    }

    struct Session: Equatable {
        let name: String
    }

    /// The login service: each request is a subject the test answers.
    final class LoginAPI {
        private(set) var requests: [(Credentials, PublishSubject<Session>)] = []

        func login(_ credentials: Credentials) -> Observable<Session> {
            let answer = PublishSubject<Session>()
            requests.append((credentials, answer))
            return answer
        }
    }

    /// A login form: an entry, the credentials it holds, and whether they can be sent.
    @MainActor
    final class LoginForm {
        let username = Gtk.Entry()
        var credentials: Credentials { Credentials(username: username.text) }
        var isValid: Observable<Bool> { username.rx.text.orEmpty.map { !$0.isEmpty } }
    }

    // MARK: - The apps' main.swift files

    /// "RxCocoa on GTK 4": the whole counter app.
    @MainActor
    func counterAppMain() throws {
        try Gtk.initialize()  // joins GTK's loop and the main dispatch queue
        let window = Gtk.Window(title: "Counter")
        let column = Gtk.Box(vertical: true)
        let label = Gtk.Label("0")
        let button = Gtk.Button(label: "+1")
        column.append(label)
        column.append(button)
        window.setChild(column)

        let disposeBag = DisposeBag()
        button.rx.tap.scan(0) { count, _ in count + 1 }.map { "\($0)" }
            .bind(to: label.rx.text).disposed(by: disposeBag)
        window.present()
        Gtk.run(until: window.rx.closeRequest)  // GTK's main loop, until the window is closed
    }

    /// "Building a GTK app": the tutorial's main.swift.
    @MainActor
    func groceriesAppMain() throws {
        try Gtk.initialize()
        let app = GroceriesWindow()
        app.window.present()
        Gtk.run(until: app.window.rx.closeRequest)
    }

    /// "RxCocoa on GTK 4": an app as a `Gtk.Application`. Compiled, not run: it ends the process.
    @MainActor
    func todoAppMain(bag: DisposeBag) throws -> Never {
        let app = try Gtk.Application(id: "org.example.Todo")
        app.rx.activate.subscribe(onNext: {
            let window = Gtk.Window(title: "Todo")
            app.addWindow(window)
            window.present()
        }).disposed(by: bag)
        exit(try app.run())
    }

    /// "RxCocoa on GTK 4": every action `widget.user` has, on the widgets an app has. Compiled, not run: each is
    /// run on a real window by `UserInputTests` and the tests of its widget.
    @MainActor
    func everyUserAction(
        usernameEntry: Gtk.Entry, loginButton: Gtk.Button, rememberMe: Gtk.CheckButton, volume: Gtk.Scale,
        quantity: Gtk.SpinButton, results: Gtk.ListView, photos: Gtk.GridView, notes: Gtk.TextView,
        list: Gtk.ListView, editButton: Gtk.EditButton, size: Gtk.DropDown, calendar: Gtk.Calendar, date: Date,
        alert: Gtk.Alert, contacts: Gtk.ListView, avatar: Gtk.Image, scroller: Gtk.ScrolledWindow,
        window: Gtk.Window
    ) {
        usernameEntry.user.type("alice")  // rx.text: "a", "al", … one character at a time
        usernameEntry.user.deleteBackward(2)  // Backspace twice
        usernameEntry.user.pressEnter()  // rx.activate; moveCursorToEnd() is the End key
        loginButton.user.click()  // rx.tap (refused while the button is disabled)
        rememberMe.user.toggle()  // CheckButton, Switch: rx.isOn
        volume.user.drag(to: 7)  // Scale: rx.value, clamped and rounded as GTK does
        quantity.user.stepUp()  // SpinButton's + (stepDown: −)
        results.user.selectRow(2)  // ListView: rx.itemSelected, modelSelected, selectedRow
        results.user.activateRow(2)  // double-click: rx.itemActivated
        photos.user.selectItem(4)  // GridView: rx.itemSelected, modelSelected; activateItem(_:)
        notes.user.focus(); notes.user.type("hi")  // any widget: rx.hasFocus (TextView: didBeginEditing); leave()
        results.user.clickRow(2)  // one click: selects, and activates with activatesOnSingleClick
        list.user.deleteRow(1)  // editing mode: rx.itemDeleted (where the data source allows)
        list.user.moveRow(1, by: -1)  // editing mode: rx.itemMoved (up -1, down 1; across sections)
        list.user.tapAccessoryButton(1)  // rx.itemAccessoryButtonTapped
        editButton.user.click()  // EditButton: rx.isEditing ("Edit" ⇄ "Done")
        size.user.choose(1)  // DropDown: rx.selectedIndex
        calendar.user.pick(date)  // Calendar: rx.date; showMonth(forward:) clicks a month arrow
        alert.buttons[1].user.click()  // an Alert's outcome (Gtk.Alert.presented lists those shown)
        contacts.user.selectItem(at: IndexPath(row: 0, section: 1))  // a sectioned list: rx.indexPathSelected
        avatar.user.tap(clicks: 2)  // rx.tapGesture(clicks: 2); longPress(at:), drag(from:by:),
        // pinch(to:), rotate(by:), swipe(velocity:)
        scroller.user.scrollToBottom()  // ScrolledWindow: rx.contentOffset, rx.reachedBottom
        window.user.close()  // the close button: rx.closeRequest, then rx.destroyed
    }

    // MARK: - "ReactiveCocoa's ideas": a command and properties

    /// The article's code on a real form; returns the action and the properties it made.
    @MainActor
    func bindLogin(
        api: LoginAPI, form: LoginForm, formIsValid: Observable<Bool>, button: Gtk.Button, spinner: Gtk.Spinner,
        status: Gtk.Label, resets: PublishRelay<Void>, disposeBag: DisposeBag
    ) -> (Action<Credentials, Session>, MutableProperty<Int>, Property<String>) {
        // A command (RACCommand, ReactiveSwift's Action): one execution at a time, knows when it runs and may run.
        let login = Action<Credentials, Session>(enabledIf: formIsValid) { credentials in api.login(credentials) }
        login.bind(control: button.rx.tap, enabled: button.rx.isEnabled) { _ in form.credentials }
            .disposed(by: disposeBag)
        login.elements.subscribe(onNext: { session in status.text = "Signed in as \(session.name)" })
            .disposed(by: disposeBag)  // every execution's elements
        login.errors.subscribe(onNext: { error in status.text = "\(error)" })  // .underlyingError(e), .notEnabled
            .disposed(by: disposeBag)
        login.isExecuting.bind(to: spinner.rx.isAnimating).disposed(by: disposeBag)

        // Properties (ReactiveSwift's): a value readable now, through compositions too.
        let count = MutableProperty(0)
        let label = count.map { "\($0) items" }  // a Property: label.value is readable now
        count.modify { $0 += 1 }  // atomic read-modify-write
        count <~ resets.map { 0 }  // a binding that lives as long as `count`
        return (login, count, label)
    }

    final class ArticleCodeTests: GtkTestCase {
        /// The counter app runs until its window is closed, as a person closes it.
        func testTheCounterAppRunsUntilItsWindowIsClosed() throws {
            try MainActor.assumeIsolated {
                let closed = closeEveryWindowOnceTheLoopRuns()
                try counterAppMain()
                XCTAssertEqual(closed.value, 1, "the app's one window was closed, and run returned")
            }
        }

        /// The tutorial's app runs until its window is closed.
        func testTheGroceriesAppRunsUntilItsWindowIsClosed() throws {
            try MainActor.assumeIsolated {
                let closed = closeEveryWindowOnceTheLoopRuns()
                try groceriesAppMain()
                XCTAssertEqual(closed.value, 1)
            }
        }

        /// The action enables the button while the form is valid and no execution runs, spins the spinner while
        /// one runs, and shows its element; the properties count and reset.
        func testTheReactiveCocoaIdeasOnAForm() {
            MainActor.assumeIsolated {
                let (api, form, button, spinner, status) = (
                    LoginAPI(), LoginForm(), Gtk.Button(label: "Sign in"), Gtk.Spinner(), Gtk.Label("")
                )
                let (resets, disposeBag) = (PublishRelay<Void>(), DisposeBag())
                let (login, count, label) = bindLogin(
                    api: api, form: form, formIsValid: form.isValid, button: button, spinner: spinner,
                    status: status, resets: resets, disposeBag: disposeBag)
                onScreen(form.username, button, spinner, status)
                XCTAssertFalse(button.isSensitive, "an empty form cannot be sent")
                XCTAssertFalse(button.user.click())

                form.username.user.type("ada")
                XCTAssertTrue(button.isSensitive)
                XCTAssertTrue(button.user.click())
                XCTAssertEqual(api.requests.map(\.0), [Credentials(username: "ada")])
                XCTAssertTrue(spinner.isSpinning, "the spinner spins while the request runs")
                XCTAssertFalse(button.isSensitive, "one execution at a time")

                api.requests[0].1.onNext(Session(name: "Ada"))
                api.requests[0].1.onCompleted()
                XCTAssertEqual(status.text, "Signed in as Ada")
                XCTAssertFalse(spinner.isSpinning)
                XCTAssertTrue(button.isSensitive)

                XCTAssertEqual(label.value, "1 items")
                resets.accept(())
                XCTAssertEqual(count.value, 0)
                XCTAssertEqual(label.value, "0 items")

                form.username.user.deleteBackward(3)
                _ = login.execute(form.credentials)
                XCTAssertEqual(status.text, "\(ActionError.notEnabled)", "errors sends the refusal")
            }
        }
    }

    /// A count of the windows closed by a close request sent, as a person's click on the close button, on the
    /// first turn of the main loop (the main queue runs inside it).
    @MainActor
    private func closeEveryWindowOnceTheLoopRuns() -> ClosedWindows {
        let closed = ClosedWindows()
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                let toplevels = gtk_window_get_toplevels()!
                for index in (0..<g_list_model_get_n_items(toplevels)).reversed() {
                    guard let window = g_list_model_get_item(toplevels, index) else { continue }
                    if gtk_widget_get_visible(window.assumingMemoryBound(to: GtkWidget.self)) != 0 {
                        gtk_window_close(window.assumingMemoryBound(to: GtkWindow.self))
                        closed.value += 1
                    }
                    g_object_unref(window)
                }
            }
        }
        return closed
    }

    /// How many windows the main queue's work closed.
    @MainActor
    final class ClosedWindows {
        var value = 0
    }
#endif

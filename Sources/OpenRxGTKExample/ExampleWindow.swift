// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    import OpenRx
    import OpenRxCocoa
    import OpenRxGTK

    /// The example app's window: the seeds' three demo scenes on GTK widgets, bound as an RxCocoa app binds
    /// UIKit controls.
    @MainActor
    public final class ExampleWindow {
        /// The window.
        public let window = Gtk.Window(title: "OpenRx on GTK 4", width: 420, height: 640)

        /// Counter: lowers the count.
        public let minusButton = Gtk.Button(label: "−")
        /// Counter: raises the count.
        public let plusButton = Gtk.Button(label: "+")
        /// Counter: shows the count.
        public let counterLabel = Gtk.Label("Count: 0")

        /// Search: the query.
        public let searchEntry = Gtk.Entry(placeholder: "Search libraries")
        /// Search: the names that match the query.
        public let resultsList = Gtk.ListView()
        /// Search: the name the user selected.
        public let selectionLabel = Gtk.Label("Nothing selected")

        /// Login: the username.
        public let usernameEntry = Gtk.Entry(placeholder: "Username (5+ characters)")
        /// Login: shown while the username is too short.
        public let usernameHint = Gtk.Label("Username has to be at least 5 characters")
        /// Login: the password (hidden text).
        public let passwordEntry = Gtk.Entry(placeholder: "Password (5+ characters)", isSecure: true)
        /// Login: shown while the password is too short.
        public let passwordHint = Gtk.Label("Password has to be at least 5 characters")
        /// Login: enabled only while both fields are valid.
        public let loginButton = Gtk.Button(label: "Log in")
        /// Login: the outcome of the last tap.
        public let loginStatus = Gtk.Label("")

        /// The counter scene's view model.
        public let counter: CounterViewModel
        /// The search scene's view model.
        public let search: SearchViewModel
        /// The login scene's view model.
        public let login: LoginViewModel

        /// The bindings; disposed with the window object.
        public let disposeBag = DisposeBag()

        /// Builds the window and binds it; `searchScheduler` runs the search's debounce.
        public init(searchScheduler: SchedulerType = MainScheduler.instance) {
            counter = CounterViewModel(
                increments: plusButton.rx.tap.asObservable(), decrements: minusButton.rx.tap.asObservable())
            search = SearchViewModel(query: searchEntry.rx.text.orEmpty.asObservable(), scheduler: searchScheduler)
            login = LoginViewModel(
                username: usernameEntry.rx.text.orEmpty.asObservable(),
                password: passwordEntry.rx.text.orEmpty.asObservable(),
                logins: loginButton.rx.tap.asObservable())
            layOut()
            bind()
        }

        private func bind() {
            counter.subscription.disposed(by: disposeBag)
            counter.text.drive(counterLabel.rx.text).disposed(by: disposeBag)

            search.results
                .drive(resultsList.rx.items(makeCell: { Gtk.Label() })) { _, name, label in label.text = name }
                .disposed(by: disposeBag)
            resultsList.rx.modelSelected(String.self)
                .map { "Selected: \($0)" }
                .bind(to: selectionLabel.rx.text)
                .disposed(by: disposeBag)

            login.isUsernameValid.drive(usernameHint.rx.isHidden).disposed(by: disposeBag)
            login.isPasswordValid.drive(passwordHint.rx.isHidden).disposed(by: disposeBag)
            login.canLogIn.drive(loginButton.rx.isEnabled).disposed(by: disposeBag)
            login.status.drive(loginStatus.rx.text).disposed(by: disposeBag)
        }

        private func layOut() {
            let counterRow = Gtk.Box(vertical: false, spacing: 12)
            counterRow.append(minusButton)
            counterRow.append(counterLabel)
            counterRow.append(plusButton)
            counterLabel.setExpands(horizontally: true, vertically: false)

            let searchColumn = Gtk.Box(vertical: true)
            searchColumn.append(searchEntry)
            searchColumn.append(Gtk.ScrolledWindow(child: resultsList, minimumHeight: 160))
            searchColumn.append(selectionLabel)

            let loginColumn = Gtk.Box(vertical: true)
            for widget: Gtk.Widget in [
                usernameEntry, usernameHint, passwordEntry, passwordHint, loginButton, loginStatus,
            ] {
                loginColumn.append(widget)
            }

            let content = Gtk.Box(vertical: true, spacing: 12)
            for (title, scene) in [("Counter", counterRow), ("Search", searchColumn), ("Login", loginColumn)] {
                scene.setMargins(8)
                content.append(Gtk.Frame(title: title, child: scene))
            }
            content.setMargins(12)
            window.setChild(content)
        }
    }
#endif

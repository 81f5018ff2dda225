// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    import Foundation
    import OpenRx
    import OpenRxCocoa
    import OpenRxExamples
    import OpenRxGTK

    /// A screen of the example catalog: its widgets and bindings.
    @MainActor
    public protocol ExampleScreen: AnyObject {
        /// What the screen shows.
        var view: Gtk.Widget { get }
        /// The buttons the screen puts at the end of the navigation bar (a view controller's
        /// `rightBarButtonItems`): none by default.
        var barItems: [Gtk.Widget] { get }
    }

    extension ExampleScreen {
        /// No bar items.
        public var barItems: [Gtk.Widget] { [] }
    }

    /// A column of widgets with margins, the layout every screen uses.
    @MainActor
    func column(_ widgets: [Gtk.Widget], spacing: Int = 8) -> Gtk.Box {
        let box = Gtk.Box(vertical: true, spacing: spacing)
        box.setMargins(12)
        for widget in widgets { box.append(widget) }
        return box
    }

    /// Simple validation (RxExample's first example): the button is enabled while both fields are long
    /// enough; tapping it shows an alert.
    @MainActor
    public final class SimpleValidationScreen: ExampleScreen {
        /// The username.
        public let username = Gtk.Entry(placeholder: "Username")
        /// Shown while the username is too short.
        public let usernameHint = Gtk.Label("Username has to be at least 5 characters")
        /// The password.
        public let password = Gtk.Entry(placeholder: "Password", isSecure: true)
        /// Shown while the password is too short.
        public let passwordHint = Gtk.Label("Password has to be at least 5 characters")
        /// Enabled while both are valid.
        public let doSomething = Gtk.Button(label: "Do something")
        /// The screen's root widget.
        public let view: Gtk.Widget
        private let disposeBag = DisposeBag()

        /// The screen; alerts appear over `window`.
        public init(window: Gtk.Window) {
            view = column([username, usernameHint, password, passwordHint, doSomething])
            let model = SimpleValidationViewModel(
                username: username.rx.text.orEmpty.asObservable(), password: password.rx.text.orEmpty.asObservable())
            model.isUsernameValid.bind(to: usernameHint.rx.isHidden).disposed(by: disposeBag)
            model.isUsernameValid.bind(to: password.rx.isEnabled).disposed(by: disposeBag)
            model.isPasswordValid.bind(to: passwordHint.rx.isHidden).disposed(by: disposeBag)
            model.isEverythingValid.bind(to: doSomething.rx.isEnabled).disposed(by: disposeBag)
            doSomething.rx.tap
                .flatMapFirst { _ in
                    Gtk.Alert(title: "RxExample", message: "This is wonderful", actions: ["OK"], cancelAction: 0)
                        .present(over: window)
                }
                .subscribe()
                .disposed(by: disposeBag)
        }
    }

    /// GitHub sign-up, the Driver version: fields validated as they are typed (the username by the stub
    /// service), a button enabled while everything is valid and no sign-up runs, a spinner while one does.
    @MainActor
    public final class GitHubSignupScreen: ExampleScreen {
        /// The username.
        public let username = Gtk.Entry(placeholder: "Username")
        /// The username's validation.
        public let usernameValidation = Gtk.Label("")
        /// The password.
        public let password = Gtk.Entry(placeholder: "Password", isSecure: true)
        /// The password's validation.
        public let passwordValidation = Gtk.Label("")
        /// The password again.
        public let repeatedPassword = Gtk.Entry(placeholder: "Password repeat", isSecure: true)
        /// The repetition's validation.
        public let repeatedPasswordValidation = Gtk.Label("")
        /// Signs up.
        public let signup = Gtk.Button(label: "Sign up")
        /// Spins while signing up.
        public let spinner = Gtk.Spinner()
        /// The screen's root widget.
        public let view: Gtk.Widget
        private let disposeBag = DisposeBag()

        /// The screen, asking `api`; alerts appear over `window`.
        public init(window: Gtk.Window, api: GitHubAPI) {
            view = column([
                username, usernameValidation, password, passwordValidation, repeatedPassword,
                repeatedPasswordValidation, signup, spinner,
            ])
            let model = GitHubSignupViewModel(
                username: username.rx.text.orEmpty.asDriver(), password: password.rx.text.orEmpty.asDriver(),
                repeatedPassword: repeatedPassword.rx.text.orEmpty.asDriver(), signupTaps: signup.rx.tap.asSignal(),
                api: api)
            for (result, label) in [
                (model.validatedUsername, usernameValidation), (model.validatedPassword, passwordValidation),
                (model.validatedPasswordRepeated, repeatedPasswordValidation),
            ] {
                result.map(\.description).drive(label.rx.text).disposed(by: disposeBag)
                result.map { if case .failed = $0 { return true } else { return false } }
                    .drive(label.rx.hasStyleClass("error")).disposed(by: disposeBag)
            }
            model.signupEnabled.drive(signup.rx.isEnabled).disposed(by: disposeBag)
            model.signingIn.drive(spinner.rx.isAnimating).disposed(by: disposeBag)
            model.signedIn
                .flatMapLatest { signedIn in
                    Gtk.Alert(
                        title: signedIn ? "Signed in to GitHub" : "Sign in failed",
                        message: signedIn ? "Mock: signed in to GitHub" : nil, actions: ["OK"], cancelAction: 0
                    )
                    .present(over: window).asDriver(onErrorDriveWith: .empty())
                }
                .drive()
                .disposed(by: disposeBag)
        }
    }

    /// Adding numbers: three fields and their sum.
    @MainActor
    public final class AddingNumbersScreen: ExampleScreen {
        /// The numbers.
        public let numbers = [Gtk.Entry(placeholder: "1"), Gtk.Entry(placeholder: "2"), Gtk.Entry(placeholder: "3")]
        /// Their sum.
        public let result = Gtk.Label("0")
        /// The screen's root widget.
        public let view: Gtk.Widget
        private let disposeBag = DisposeBag()

        /// The screen.
        public init() {
            view = column(numbers + [result])
            let texts = numbers.map { $0.rx.text.orEmpty.asObservable() }
            AddingNumbers.sum(texts[0], texts[1], texts[2]).bind(to: result.rx.text).disposed(by: disposeBag)
        }
    }

    /// The calculator: keys, and a display reduced from them.
    @MainActor
    public final class CalculatorScreen: ExampleScreen {
        /// The display.
        public let display = Gtk.Label("0")
        /// The keys, by the label on them ("7", "+", "=", "AC"…).
        public private(set) var keys: [String: Gtk.Button] = [:]
        /// The screen's root widget.
        public let view: Gtk.Widget
        private let disposeBag = DisposeBag()

        /// The screen.
        public init() {
            let layout: [[(String, CalculatorKey)]] = [
                [("AC", .clear), ("+/-", .changeSign), ("%", .percent), ("÷", .operation(.division))],
                [("7", .digit(7)), ("8", .digit(8)), ("9", .digit(9)), ("×", .operation(.multiplication))],
                [("4", .digit(4)), ("5", .digit(5)), ("6", .digit(6)), ("-", .operation(.subtraction))],
                [("1", .digit(1)), ("2", .digit(2)), ("3", .digit(3)), ("+", .operation(.addition))],
                [("0", .digit(0)), (".", .dot), ("=", .equal)],
            ]
            var taps: [Observable<CalculatorKey>] = []
            var rows: [Gtk.Widget] = [display]
            for line in layout {
                let row = Gtk.Box(vertical: false, spacing: 6)
                for (label, key) in line {
                    let button = Gtk.Button(label: label)
                    button.setExpands(horizontally: true, vertically: false)
                    keys[label] = button
                    row.append(button)
                    taps.append(button.rx.tap.map { key })
                }
                rows.append(row)
            }
            view = column(rows, spacing: 6)
            Observable.merge(taps).calculatorDisplay().bind(to: display.rx.text).disposed(by: disposeBag)
        }
    }

    /// Introduction, a + b = c: two numbers and their sum, and a slider with its value.
    @MainActor
    public final class IntroductionScreen: ExampleScreen {
        /// a.
        public let a = Gtk.Entry(placeholder: "a")
        /// b.
        public let b = Gtk.Entry(placeholder: "b")
        /// a + b = c.
        public let c = Gtk.Label("")
        /// A slider.
        public let slider = Gtk.Scale(minimum: 0, maximum: 100, step: 1)
        /// The slider's value.
        public let sliderValue = Gtk.Label("")
        /// The screen's root widget.
        public let view: Gtk.Widget
        private let disposeBag = DisposeBag()

        /// The screen.
        public init() {
            view = column([a, b, c, slider, sliderValue])
            Observable.combineLatest(a.rx.text.orEmpty, b.rx.text.orEmpty) { a, b -> String in
                "\(a) + \(b) = \((Int(a) ?? 0) + (Int(b) ?? 0))"
            }
            .bind(to: c.rx.text)
            .disposed(by: disposeBag)
            slider.rx.value.map { "Slider value: \(Int($0))" }.bind(to: sliderValue.rx.text).disposed(by: disposeBag)
        }
    }

    /// API wrappers: the controls' `rx` properties, each change logged (RxExample's `APIWrappersViewController`).
    @MainActor
    public final class APIWrappersScreen: ExampleScreen {
        /// A switch.
        public let toggle = Gtk.Switch()
        /// A segmented choice.
        public let segments = Gtk.DropDown(items: ["First", "Second", "Third"])
        /// A date picker.
        public let calendar = Gtk.Calendar()
        /// A text field.
        public let entry = Gtk.Entry(placeholder: "Text field")
        /// A text view.
        public let textView = Gtk.TextView()
        /// A progress bar that follows the slider.
        public let progress = Gtk.ProgressBar()
        /// A slider.
        public let slider = Gtk.Scale(minimum: 0, maximum: 1, step: 0.1)
        /// The last event.
        public let log = Gtk.Label("")
        /// The screen's root widget.
        public let view: Gtk.Widget
        private let disposeBag = DisposeBag()

        /// The screen.
        public init() {
            view = column([toggle, segments, calendar, entry, textView, slider, progress, log], spacing: 6)
            let events: [Observable<String>] = [
                toggle.rx.isOn.skip(1).map { "Switch \($0 ? "on" : "off")" },
                segments.rx.selectedIndex.skip(1).map { "Segment \($0.map(String.init) ?? "none")" },
                calendar.rx.date.skip(1).map { "Date \(Self.day.string(from: $0))" },
                entry.rx.text.orEmpty.skip(1).map { "Text field \"\($0)\"" },
                textView.rx.text.orEmpty.skip(1).map { "Text view \"\($0)\"" },
                slider.rx.value.skip(1).map { String(format: "Slider %.1f", $0) },
            ]
            Observable.merge(events).bind(to: log.rx.text).disposed(by: disposeBag)
            slider.rx.value.bind(to: progress.rx.progress).disposed(by: disposeBag)
        }

        private static let day: DateFormatter = {
            let formatter = DateFormatter()
            formatter.dateFormat = "yyyy-MM-dd"
            return formatter
        }()
    }
#endif

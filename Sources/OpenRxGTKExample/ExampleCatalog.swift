// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    import OpenRx
    import OpenRxCocoa
    import OpenRxExamples
    import OpenRxGTK

    /// The example app in RxExample's shape: one window listing the examples; selecting one pushes its screen,
    /// the back button returns to the list (and ends the screen's bindings). Network-backed examples use the
    /// local stub services.
    @MainActor
    public final class ExampleCatalog {
        /// The examples, in the order listed.
        public enum Example: String, CaseIterable, Sendable {
            case introduction = "Introduction: a + b = c"
            case simpleValidation = "Simple validation"
            case gitHubSignup = "GitHub sign-up (Driver)"
            case addingNumbers = "Adding numbers"
            case calculator = "Calculator"
            case simpleTable = "Simple table view"
            case sectionedTable = "Sectioned table view"
            case editingTable = "Table view with editing"
            case gitHubSearch = "GitHub search with paging"
            case apiWrappers = "API wrappers"
            case numberGrid = "Collection view: partial updates"

            /// What the example shows, under its title in the list.
            public var summary: String {
                switch self {
                case .introduction: "Two text fields and their sum"
                case .simpleValidation: "Validating a form as it is typed"
                case .gitHubSignup: "Asynchronous validation, drivers, activity"
                case .addingNumbers: "combineLatest of three fields"
                case .calculator: "A state machine driven by buttons"
                case .simpleTable: "Rows, taps and accessory buttons"
                case .sectionedTable: "Sections with headers, index paths"
                case .editingTable: "Deleting and moving rows"
                case .gitHubSearch: "Debounced search, pages as you scroll"
                case .apiWrappers: "Every control's rx properties"
                case .numberGrid: "Shuffling and removing items of a grid"
                }
            }
        }

        /// The window.
        public let window = Gtk.Window(title: "RxExample on GTK", width: 420, height: 620)
        /// The list of examples.
        public let list = Gtk.ListView()
        /// The navigation between the list and a screen.
        public let navigation: Gtk.NavigationStack
        /// The screen shown, if any.
        public private(set) var screen: ExampleScreen?
        private let scheduler: SchedulerType
        private let disposeBag = DisposeBag()

        /// The catalog; the stub services answer on `scheduler`.
        public init(scheduler: SchedulerType = MainScheduler.instance) {
            self.scheduler = scheduler
            navigation = Gtk.NavigationStack(
                root: Gtk.ScrolledWindow(child: list, minimumHeight: 400), title: "RxExample")
            window.setChild(navigation)
            Observable.just(Example.allCases)
                .bind(to: list.rx.items(makeCell: { Gtk.StandardRow() })) { _, example, row in
                    row.title = example.rawValue
                    row.subtitle = example.summary
                    row.accessory = .disclosureIndicator
                }
                .disposed(by: disposeBag)
            list.rx.itemActivated
                .subscribe(onNext: { [weak self] row in self?.open(Example.allCases[row]) })
                .disposed(by: disposeBag)
        }

        /// Pushes the screen of `example` and returns it.
        @discardableResult
        public func open(_ example: Example) -> ExampleScreen {
            let screen: ExampleScreen
            switch example {
            case .introduction: screen = IntroductionScreen()
            case .simpleValidation: screen = SimpleValidationScreen(window: window)
            case .gitHubSignup:
                screen = GitHubSignupScreen(window: window, api: StubGitHubService(scheduler: scheduler))
            case .addingNumbers: screen = AddingNumbersScreen()
            case .calculator: screen = CalculatorScreen()
            case .simpleTable: screen = SimpleTableScreen(window: window)
            case .sectionedTable: screen = SectionedTableScreen(window: window)
            case .editingTable: screen = EditingTableScreen(api: StubUserService(scheduler: scheduler))
            case .gitHubSearch:
                screen = GitHubSearchScreen(
                    window: window, api: StubGitHubSearchService(pageSize: 30, scheduler: scheduler),
                    scheduler: scheduler)
            case .apiWrappers: screen = APIWrappersScreen()
            case .numberGrid: screen = NumberGridScreen()
            }
            self.screen = screen
            navigation.push(screen.view, title: example.rawValue, barItems: screen.barItems)
            return screen
        }
    }
#endif

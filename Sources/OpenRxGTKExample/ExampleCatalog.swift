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
            Observable.just(Example.allCases.map(\.rawValue))
                .bind(to: list.rx.items(makeCell: { Gtk.Label() })) { _, title, label in label.text = title }
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
            navigation.push(screen.view, title: example.rawValue)
            return screen
        }
    }
#endif

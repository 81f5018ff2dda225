// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    import Foundation
    import OpenRx
    import OpenRxCocoa
    import OpenRxExamples
    import OpenRxGTK

    /// An alert with one OK button over `window`, as the table examples show on a tap.
    @MainActor
    func showMessage(_ message: String, over window: Gtk.Window) -> Maybe<Int> {
        Gtk.Alert(title: "RxExample", message: message, actions: ["OK"], cancelAction: 0).present(over: window)
    }

    /// The simple table: twenty rows; a tap shows the row, the accessory button its index path.
    @MainActor
    public final class SimpleTableScreen: ExampleScreen {
        /// The rows.
        public let list = Gtk.ListView()
        /// The screen's root widget.
        public let view: Gtk.Widget
        private let disposeBag = DisposeBag()

        /// The screen; alerts appear over `window`.
        public init(window: Gtk.Window) {
            view = Gtk.ScrolledWindow(child: list, minimumHeight: 300)
            SimpleTable.items.bind(to: list.rx.items(makeCell: { Gtk.StandardRow() })) { _, item, row in
                row.title = "\(item) @ row"
            }
            .disposed(by: disposeBag)
            Observable.just(true).bind(to: list.rx.showsAccessoryButtons).disposed(by: disposeBag)
            Observable.merge(
                list.rx.modelSelected(String.self).map { SimpleTable.message(forTapped: $0) },
                list.rx.itemAccessoryButtonTapped.map { SimpleTable.message(forAccessoryAt: $0) }
            )
            .flatMapFirst { showMessage($0, over: window) }
            .subscribe()
            .disposed(by: disposeBag)
        }
    }

    /// The sectioned table: three sections with headers; a tap shows the value and its index path.
    @MainActor
    public final class SectionedTableScreen: ExampleScreen {
        /// The rows.
        public let list = Gtk.ListView()
        /// The screen's root widget.
        public let view: Gtk.Widget
        private let disposeBag = DisposeBag()

        /// The screen; alerts appear over `window`.
        public init(window: Gtk.Window) {
            view = Gtk.ScrolledWindow(child: list, minimumHeight: 300)
            let dataSource = ListViewSectionedDataSource<String, Double, Gtk.StandardRow>(
                makeCell: { Gtk.StandardRow() },
                configureCell: { indexPath, value, row in row.title = "\(value) @ row \(indexPath.row)" },
                titleForHeader: { $0 })
            Observable.just(SectionedTable.sections.map { SectionModel(model: $0.title, items: $0.items) })
                .bind(to: list.rx.items(dataSource: dataSource))
                .disposed(by: disposeBag)
            Observable.zip(list.rx.indexPathSelected.asObservable(), list.rx.modelSelected(Double.self).asObservable())
                .map { SectionedTable.message(forTapped: $1, at: $0) }
                .flatMapFirst { showMessage($0, over: window) }
                .subscribe()
                .disposed(by: disposeBag)
        }
    }

    /// The editing table: favorite and normal users from the stub service; in editing mode — the Edit button of
    /// the navigation bar, RxExample's `editButtonItem` — rows can be deleted and moved.
    @MainActor
    public final class EditingTableScreen: ExampleScreen {
        /// Turns editing mode on and off: "Edit", "Done".
        public let editButton = Gtk.EditButton()
        /// The Edit button, in the navigation bar.
        public var barItems: [Gtk.Widget] { [editButton] }
        /// The users.
        public let list = Gtk.ListView()
        /// The sections shown, as the commands left them.
        public private(set) var state = EditingTableState()
        /// The screen's root widget.
        public let view: Gtk.Widget
        private let disposeBag = DisposeBag()

        /// The screen, its users from `api`.
        public init(api: UserAPI) {
            view = column([Gtk.ScrolledWindow(child: list, minimumHeight: 300)])
            let dataSource = ListViewSectionedDataSource<String, User, Gtk.StandardRow>(
                makeCell: { Gtk.StandardRow() },
                configureCell: { _, user, row in
                    row.title = user.fullName
                    row.iconName = "emoji-people-symbolic"
                },
                titleForHeader: { $0 })
            let commands = Observable.merge(
                api.users().map(TableEditingCommand.setUsers),
                list.rx.itemDeleted.map(TableEditingCommand.delete),
                list.rx.itemMoved.map { TableEditingCommand.move(from: $0.sourceIndex, to: $0.destinationIndex) })
            commands.editingTableSections()
                .do(onNext: { [weak self] in self?.state = $0 })
                .map { $0.sections.map { SectionModel(model: $0.title, items: $0.users) } }
                .observe(on: MainScheduler.instance)
                .bind(to: list.rx.items(dataSource: dataSource))
                .disposed(by: disposeBag)
            editButton.rx.isEditing.bind(to: list.rx.isEditing).disposed(by: disposeBag)
        }
    }

    /// GitHub search with paging: results as the query is typed, the next page when the list reaches its
    /// end; a selected repository's page opens in the browser.
    @MainActor
    public final class GitHubSearchScreen: ExampleScreen {
        /// The query.
        public let query = Gtk.Entry(placeholder: "Search GitHub")
        /// The results.
        public let list = Gtk.ListView()
        /// Scrolls the results.
        public let scroller: Gtk.ScrolledWindow
        /// Spins while a page loads.
        public let spinner = Gtk.Spinner()
        /// The screen's root widget.
        public let view: Gtk.Widget
        private let disposeBag = DisposeBag()

        /// The screen, searching `api`; pages open over `window`.
        public init(window: Gtk.Window, api: GitHubSearchAPI, scheduler: SchedulerType = MainScheduler.instance) {
            scroller = Gtk.ScrolledWindow(child: list, minimumHeight: 300)
            let top = Gtk.Box(vertical: false)
            query.setExpands(horizontally: true, vertically: false)
            top.append(query)
            top.append(spinner)
            view = column([top, scroller])
            let model = GitHubSearchViewModel(
                query: query.rx.text.orEmpty.asObservable(), loadNextPage: scroller.rx.reachedBottom.asObservable(),
                api: api, scheduler: scheduler)
            model.repositories.drive(list.rx.items(makeCell: { Gtk.StandardRow() })) { _, repository, row in
                row.title = repository.name
                row.subtitle = repository.url.absoluteString
                row.accessory = .disclosureIndicator
            }
            .disposed(by: disposeBag)
            model.isLoading.drive(spinner.rx.isAnimating).disposed(by: disposeBag)
            list.rx.modelSelected(Repository.self).map(\.url).bind(to: window.rx.openURL).disposed(by: disposeBag)
        }
    }
#endif

#if GTK
    /// The collection view's partial updates, as a grid: "Randomize" shuffles the numbers and adds one; a tap on a
    /// number removes it.
    @MainActor
    public final class NumberGridScreen: ExampleScreen {
        /// The numbers.
        public let grid = Gtk.GridView(maxColumns: 4)
        /// Shuffles the numbers and adds the next one: in the navigation bar, as RxExample's bar button.
        public let randomizeButton = Gtk.Button(label: "Randomize")
        /// The Randomize button.
        public var barItems: [Gtk.Widget] { [randomizeButton] }
        /// The numbers shown, as the commands left them.
        public private(set) var numbers: [Int] = []
        /// The screen's root widget.
        public let view: Gtk.Widget
        private let disposeBag = DisposeBag()

        /// The screen.
        public init() {
            view = column([Gtk.ScrolledWindow(child: grid, minimumHeight: 300)])
            // Each randomization has its own seed: 1, 2, 3…
            let randomizations = randomizeButton.rx.tap.asObservable()
                .scan(UInt64(0)) { seed, _ in seed + 1 }
                .map { NumberGridState.Command.randomize(seed: $0) }
            let removals = grid.rx.itemSelected.asObservable().map { NumberGridState.Command.remove(at: $0) }
            let numbers = NumberGrid.numbers(commands: .merge(randomizations, removals)).share(replay: 1)
            numbers.subscribe(onNext: { [weak self] in self?.numbers = $0 }).disposed(by: disposeBag)
            numbers.bind(to: grid.rx.items(makeCell: { Gtk.Label() })) { _, number, label in
                label.text = "\(number)"
            }
            .disposed(by: disposeBag)
        }
    }
#endif

// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    import OpenRx
    import OpenRxCocoa
    import OpenRxGTK
    import XCTest

    /// A custom cell made of widgets, as an app writes it from the README (a subclass of `Gtk.Box`), and a data
    /// source of the app's own that keeps the list it is installed in (issue 28). Public API only.
    private final class TodoCell: Gtk.Box {
        let title = Gtk.Label()
        let done = Gtk.CheckButton(label: "done")

        init() {
            super.init(vertical: false)
            append(title)
            append(done)
        }

        required init(retaining pointer: UnsafeMutableRawPointer) throws {
            try super.init(retaining: pointer)
        }
    }

    /// A data source that remembers, weakly, the list view it was installed in, as RxDataSources' do.
    @MainActor
    private final class RememberingDataSource: ListViewDataSourceType {
        typealias Element = [String]
        weak var installedIn: Gtk.ListView?
        let rows = ListViewArrayDataSource<[String], TodoCell>(
            makeCell: { TodoCell() }, configureCell: { _, name, cell in cell.title.text = name })

        func install(in listView: Gtk.ListView) {
            installedIn = listView
            rows.install(in: listView)
        }

        func listView(_ listView: Gtk.ListView, observedEvent: Event<[String]>) {
            rows.listView(listView, observedEvent: observedEvent)
        }

        func model(at row: Int) throws -> Any {
            try rows.model(at: row)
        }
    }

    final class CustomWidgetTests: GtkTestCase {
        func testACustomCellSubclassShowsItsRows() {
            MainActor.assumeIsolated {
                let window = Gtk.Window(title: "todo")
                let listView = Gtk.ListView()
                window.setChild(Gtk.ScrolledWindow(child: listView, minimumHeight: 120))
                var shown: [String] = []
                let binding = Observable.just(["milk", "eggs"])
                    .bind(to: listView.rx.items(makeCell: { TodoCell() })) { _, name, cell in
                        cell.title.text = name
                        shown.append(cell.title.text)
                    }
                window.present()
                XCTAssertTrue(Gtk.run(until: { shown.count == 2 }), "the cells were not shown")
                XCTAssertEqual(shown.sorted(), ["eggs", "milk"])
                binding.dispose()
                window.destroy()
            }
        }

        func testADataSourceIsInstalledInTheAppsOwnListView() {
            MainActor.assumeIsolated {
                let listView = Gtk.ListView()
                let dataSource = RememberingDataSource()
                let binding = Observable.just(["a"]).bind(to: listView.rx.items(dataSource: dataSource))
                XCTAssertTrue(dataSource.installedIn === listView)
                XCTAssertEqual(listView.rowCount, 1)
                binding.dispose()
            }
        }
    }
#endif

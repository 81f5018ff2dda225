// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    import Foundation
    import OpenRx
    import OpenRxCocoa
    import OpenRxGTK
    import XCTest

    /// A sectioned list, as RxExample's sectioned table view binds one (issue 28): headers, items at index
    /// paths, selection by index path, headers that cannot be selected.
    final class SectionedListTests: GtkTestCase {
        func testSectionsShowHeadersAndReportIndexPaths() {
            MainActor.assumeIsolated {
                let window = Gtk.Window(title: "sections")
                let listView = Gtk.ListView()
                window.setChild(Gtk.ScrolledWindow(child: listView, minimumHeight: 300))
                var configured: [IndexPath: String] = [:]
                let dataSource = ListViewSectionedDataSource<String, Int, Gtk.Label>(
                    makeCell: { Gtk.Label() },
                    configureCell: { indexPath, number, label in
                        label.text = "\(number)"
                        configured[indexPath] = label.text
                    },
                    titleForHeader: { "Section \($0)" })
                let sections = BehaviorSubject(value: [
                    SectionModel(model: "one", items: [1, 2]), SectionModel(model: "two", items: [3]),
                ])
                let selected = Recorder<IndexPath>()
                let models = Recorder<Int>()
                let subscriptions = [
                    sections.bind(to: listView.rx.items(dataSource: dataSource)),
                    listView.rx.indexPathSelected.subscribe(selected.observer),
                    listView.rx.modelSelected(Int.self).subscribe(models.observer),
                ]
                XCTAssertEqual(listView.rowCount, 5, "two headers and three items")
                window.present()
                XCTAssertTrue(Gtk.run(until: { configured.count == 3 }), "GTK did not show the items")
                XCTAssertEqual(
                    configured,
                    [
                        IndexPath(item: 0, section: 0): "1", IndexPath(item: 1, section: 0): "2",
                        IndexPath(item: 0, section: 1): "3",
                    ])

                XCTAssertTrue(listView.user.selectItem(at: IndexPath(item: 0, section: 1)))
                XCTAssertEqual(selected.elements, [IndexPath(item: 0, section: 1)])
                XCTAssertEqual(models.elements, [3])
                XCTAssertEqual(listView.selectedRow, 4)
                // A header is no item: it cannot be selected.
                listView.user.selectRow(0)
                XCTAssertEqual(listView.selectedRow, 4)
                XCTAssertEqual(selected.elements, [IndexPath(item: 0, section: 1)])

                sections.onNext([SectionModel(model: "only", items: [7, 8, 9])])
                XCTAssertEqual(listView.rowCount, 4)
                XCTAssertEqual(dataSource.indexPath(forRow: 3), IndexPath(item: 2, section: 0))
                XCTAssertNil(dataSource.indexPath(forRow: 0))
                subscriptions.forEach { $0.dispose() }
                window.destroy()
            }
        }

        /// An index path past the end of its section is no item: refused, nothing selected (issue 34: it
        /// selected the flat row of that number, an item of the next section).
        func testAnIndexPathPastTheEndOfItsSectionIsRefused() {
            MainActor.assumeIsolated {
                let bag = DisposeBag()
                let window = Gtk.Window(title: "sections")
                let listView = Gtk.ListView()
                window.setChild(Gtk.ScrolledWindow(child: listView, minimumHeight: 300))
                let dataSource = ListViewSectionedDataSource<String, Int, Gtk.Label>(
                    makeCell: { Gtk.Label() }, configureCell: { _, number, label in label.text = "\(number)" },
                    titleForHeader: { $0 })
                Observable.just([SectionModel(model: "a", items: [1, 2, 3]), SectionModel(model: "b", items: [4, 5])])
                    .bind(to: listView.rx.items(dataSource: dataSource))
                    .disposed(by: bag)
                let selected = Recorder<IndexPath>()
                listView.rx.indexPathSelected.subscribe(selected.observer).disposed(by: bag)
                window.present()
                XCTAssertFalse(listView.user.selectItem(at: IndexPath(item: 3, section: 0)))
                XCTAssertFalse(listView.user.selectItem(at: IndexPath(item: 0, section: 2)))
                XCTAssertFalse(listView.user.selectItem(at: IndexPath(item: -1, section: 1)))
                XCTAssertEqual(selected.elements, [])
                XCTAssertNil(listView.selectedRow)
                XCTAssertTrue(listView.user.selectItem(at: IndexPath(item: 2, section: 0)))
                XCTAssertEqual(selected.elements, [IndexPath(item: 2, section: 0)])
                window.destroy()
            }
        }
    }
#endif

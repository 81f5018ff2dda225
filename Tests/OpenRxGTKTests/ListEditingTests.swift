// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    import CGtk4
    import Foundation
    import OpenRx
    import OpenRxCocoa
    import OpenRxGTK
    import XCTest

    /// List editing as RxExample's editing table view does it (issue 28): the user deletes and moves rows in
    /// editing mode and taps accessory buttons; the app changes its items.
    final class ListEditingTests: GtkTestCase {
        func testDeleteMoveAndAccessory() {
            MainActor.assumeIsolated {
                let window = Gtk.Window(title: "editing")
                let listView = Gtk.ListView()
                window.setChild(Gtk.ScrolledWindow(child: listView, minimumHeight: 200))
                let items = BehaviorRelay(value: ["a", "b", "c"])
                let editing = BehaviorSubject(value: false)
                var accessories: [IndexPath] = []
                let bag = DisposeBag()
                items.bind(to: listView.rx.items(makeCell: { Gtk.Label() })) { _, name, label in label.text = name }
                    .disposed(by: bag)
                editing.bind(to: listView.rx.isEditing).disposed(by: bag)
                Observable.just(true).bind(to: listView.rx.showsAccessoryButtons).disposed(by: bag)
                listView.rx.itemDeleted.subscribe(onNext: { indexPath in
                    var next = items.value
                    next.remove(at: indexPath.row)
                    items.accept(next)
                }).disposed(by: bag)
                listView.rx.itemMoved.subscribe(onNext: { source, destination in
                    var next = items.value
                    next.insert(next.remove(at: source.row), at: destination.row)
                    items.accept(next)
                }).disposed(by: bag)
                listView.rx.itemAccessoryButtonTapped.subscribe(onNext: { accessories.append($0) }).disposed(by: bag)
                window.present()

                XCTAssertFalse(listView.user.deleteRow(0), "no delete button outside editing mode")
                XCTAssertTrue(listView.user.tapAccessoryButton(2))
                editing.onNext(true)
                XCTAssertTrue(listView.user.deleteRow(0))
                XCTAssertEqual(items.value, ["b", "c"])
                XCTAssertTrue(listView.user.moveRow(1, by: -1))
                XCTAssertEqual(items.value, ["c", "b"])
                XCTAssertFalse(listView.user.moveRow(1, by: 1), "nothing below the last row")
                XCTAssertEqual(accessories, [IndexPath(row: 2, section: 0)])
                XCTAssertEqual(listView.rowCount, 2)
                window.destroy()
            }
        }

        /// The app answers a deletion with new items; their reload resets the selection as UIKit's `reloadData`
        /// does, and `rx.selectedRow` does not report it: the reload is the app's change, not the user's.
        func testTheReloadAfterADeletionResetsTheSelectionWithoutReportingIt() {
            MainActor.assumeIsolated {
                let bag = DisposeBag()
                let window = Gtk.Window(title: "editing")
                let listView = Gtk.ListView()
                window.setChild(Gtk.ScrolledWindow(child: listView, minimumHeight: 200))
                let items = BehaviorRelay(value: ["a", "b", "c"])
                var selections: [Int?] = []
                var selected: [Int] = []
                items.bind(to: listView.rx.items(makeCell: { Gtk.Label() })) { _, name, label in label.text = name }
                    .disposed(by: bag)
                Observable.just(true).bind(to: listView.rx.isEditing).disposed(by: bag)
                listView.rx.itemDeleted.subscribe(onNext: { indexPath in
                    var next = items.value
                    next.remove(at: indexPath.row)
                    items.accept(next)
                }).disposed(by: bag)
                listView.rx.selectedRow.subscribe(onNext: { selections.append($0) }).disposed(by: bag)
                listView.rx.itemSelected.subscribe(onNext: { selected.append($0) }).disposed(by: bag)
                window.present()

                XCTAssertTrue(listView.user.selectRow(0))
                XCTAssertTrue(listView.user.deleteRow(2))
                for _ in 0..<3 { _ = Gtk.iterate() }
                XCTAssertEqual(items.value, ["a", "b"])
                XCTAssertNil(listView.selectedRow, "the reload resets the selection")
                XCTAssertEqual(selections, [nil, 0])
                XCTAssertEqual(selected, [0])
                XCTAssertTrue(listView.user.selectRow(1), "the user selects again")
                XCTAssertEqual(selections, [nil, 0, 1])
                window.destroy()
            }
        }

        /// RxDataSources' per-row rules: a row that may not be deleted or moved shows no such button and refuses
        /// the user's click (issue 34).
        func testRowsTheDataSourceDoesNotLetTheUserEditOrMove() {
            MainActor.assumeIsolated {
                let bag = DisposeBag()
                let window = Gtk.Window(title: "editing")
                let listView = Gtk.ListView()
                window.setChild(Gtk.ScrolledWindow(child: listView, minimumHeight: 200))
                let dataSource = ListViewArrayDataSource<[String], Gtk.Label>(
                    makeCell: { Gtk.Label() }, configureCell: { _, name, label in label.text = name })
                dataSource.canEditRow = { $0 != 0 }
                dataSource.canMoveRow = { $0 != 2 }
                Observable.just(["pinned", "b", "fixed"]).bind(to: listView.rx.items(dataSource: dataSource))
                    .disposed(by: bag)
                Observable.just(true).bind(to: listView.rx.isEditing).disposed(by: bag)
                var edits: [String] = []
                listView.rx.itemDeleted.subscribe(onNext: { edits.append("delete \($0.row)") }).disposed(by: bag)
                listView.rx.itemMoved.subscribe(onNext: { edits.append("move \($0.row) to \($1.row)") })
                    .disposed(by: bag)
                window.present()
                XCTAssertTrue(Gtk.run(until: { buttons(in: listView.pointer).count >= 12 }), "no row buttons")
                let shown = buttons(in: listView.pointer).filter {
                    gtk_widget_get_visible(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self)) != 0
                }
                let labels = shown.map { gtk_button_get_label($0).map { String(cString: $0) } ?? "" }
                let icons = shown.compactMap { gtk_button_get_icon_name($0).map { String(cString: $0) } }
                XCTAssertEqual(labels.filter { $0 == "Delete" }.count, 2, "row 0 shows a delete button")
                XCTAssertEqual(icons.filter { $0.hasPrefix("pan-") }.count, 4, "row 2 shows move buttons")
                XCTAssertEqual(dataSource[1], "b")
                XCTAssertFalse(listView.user.deleteRow(0))
                XCTAssertTrue(listView.user.deleteRow(2))
                XCTAssertFalse(listView.user.moveRow(2, by: -1))
                XCTAssertTrue(listView.user.moveRow(0, by: 1))
                XCTAssertEqual(edits, ["delete 2", "move 0 to 1"])
                window.destroy()
            }
        }

        /// With sections, moving an item across a section header takes it into the neighbouring section; the
        /// first item cannot move up, nor the last down; an item the data source pins cannot move (issue 34: such
        /// a move was refused, undocumented).
        func testMovingAnItemAcrossASectionHeader() {
            MainActor.assumeIsolated {
                let bag = DisposeBag()
                let window = Gtk.Window(title: "sections")
                let listView = Gtk.ListView()
                window.setChild(Gtk.ScrolledWindow(child: listView, minimumHeight: 300))
                let dataSource = ListViewSectionedDataSource<String, String, Gtk.Label>(
                    makeCell: { Gtk.Label() }, configureCell: { _, name, label in label.text = name },
                    titleForHeaderInSection: { dataSource, index in "\(index + 1). \(dataSource[section: index].model)"
                    })
                dataSource.canMoveRowAtIndexPath = { dataSource, indexPath in dataSource[indexPath] != "pinned" }
                let sections = BehaviorRelay(value: [
                    SectionModel(model: "fruit", items: ["apple", "pear"]),
                    SectionModel(model: "veg", items: ["pinned", "leek"]),
                ])
                sections.bind(to: listView.rx.items(dataSource: dataSource)).disposed(by: bag)
                Observable.just(true).bind(to: listView.rx.isEditing).disposed(by: bag)
                var moves: [String] = []
                listView.rx.itemMoved.subscribe(onNext: { source, destination in
                    moves.append("\(Array(source)) to \(Array(destination))")
                    var next = sections.value
                    let item = next[source.section].items.remove(at: source.item)
                    next[destination.section].items.insert(item, at: destination.item)
                    sections.accept(next)
                })
                .disposed(by: bag)
                window.present()
                XCTAssertEqual(dataSource[IndexPath(item: 1, section: 0)], "pear")
                XCTAssertEqual((try? dataSource.model(at: IndexPath(item: 1, section: 1))) as? String, "leek")
                XCTAssertEqual(
                    thrownError { _ = try dataSource.model(at: IndexPath(item: 2, section: 1)) },
                    .noItemAtIndexPath(IndexPath(item: 2, section: 1)))
                // Rows: "1. fruit", apple, pear, "2. veg", leek, pinned.
                XCTAssertFalse(listView.user.moveRow(1, by: -1), "nothing above the first item")
                XCTAssertTrue(listView.user.moveRow(2, by: 1))
                XCTAssertEqual(sections.value.map(\.items), [["apple"], ["pear", "pinned", "leek"]])
                // Rows: "1. fruit", apple, "2. veg", pear, pinned, leek.
                XCTAssertTrue(listView.user.moveRow(3, by: -1))
                XCTAssertEqual(sections.value.map(\.items), [["apple", "pear"], ["pinned", "leek"]])
                // Rows: "1. fruit", apple, pear, "2. veg", pinned, leek.
                XCTAssertFalse(listView.user.moveRow(4, by: -1), "pinned")
                XCTAssertFalse(listView.user.moveRow(5, by: 1), "nothing below the last item")
                XCTAssertTrue(listView.user.moveRow(5, by: -1))
                XCTAssertEqual(sections.value.map(\.items), [["apple", "pear"], ["leek", "pinned"]])
                XCTAssertEqual(moves, ["[0, 1] to [1, 0]", "[1, 0] to [0, 1]", "[1, 1] to [1, 0]"])
                window.destroy()
            }
        }

        /// A list view's edits complete when it is destroyed, and at once when it already was, as `rx.tap` of a
        /// destroyed button does.
        func testEditsOfADestroyedListViewComplete() {
            MainActor.assumeIsolated {
                let listView = Gtk.ListView()
                let window = onScreen(listView)
                let closed = window.rx.destroyed
                var completions: [String] = []
                let live = listView.rx.itemDeleted.subscribe(onCompleted: { completions.append("live") })
                window.destroy()
                XCTAssertTrue(Gtk.run(until: closed), "the window was not disposed")
                let late = listView.rx.itemMoved.subscribe(onCompleted: { completions.append("late") })
                XCTAssertTrue(Gtk.run(until: { completions.count == 2 }), "completed: \(completions)")
                XCTAssertEqual(completions, ["live", "late"])
                live.dispose()
                late.dispose()
            }
        }
    }
#endif

// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
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
    }
#endif

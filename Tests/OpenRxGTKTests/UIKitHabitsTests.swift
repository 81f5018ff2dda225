// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    import Foundation
    import OpenRx
    import OpenRxCocoa
    import OpenRxGTK
    import XCTest

    /// The UIKit habits RxExample's screens needed that had no counterpart (issue 34, §3): standard cells, focus,
    /// label layout and colour — each written as an app writes it, in a presented window.
    final class UIKitHabitsTests: GtkTestCase {
        /// A list of standard rows, as `UITableViewCell(style: .subtitle)` with an accessory: no cell class.
        func testStandardRowsInAList() {
            MainActor.assumeIsolated {
                let bag = DisposeBag()
                let window = Gtk.Window(title: "repositories")
                let listView = Gtk.ListView()
                window.setChild(Gtk.ScrolledWindow(child: listView, minimumHeight: 200))
                var rows: [Int: Gtk.StandardRow] = [:]
                Observable.just([("RxSwift", "ReactiveX"), ("OpenRx", "")])
                    .bind(to: listView.rx.items(makeCell: { Gtk.StandardRow() })) { index, repository, row in
                        row.title = repository.0
                        row.subtitle = repository.1
                        row.iconName = "folder-symbolic"
                        row.accessory = .disclosureIndicator
                        rows[index] = row
                    }
                    .disposed(by: bag)
                window.present()
                XCTAssertTrue(Gtk.run(until: { rows.count == 2 }), "GTK did not show the rows")
                XCTAssertEqual(rows[0]?.textLabel.text, "RxSwift")
                XCTAssertEqual(rows[0]?.subtitle, "ReactiveX")
                XCTAssertEqual(rows[0]?.detailTextLabel.isVisible, true)
                XCTAssertNil(rows[1]?.subtitle, "an empty subtitle is no subtitle")
                XCTAssertEqual(rows[1]?.detailTextLabel.isVisible, false)
                XCTAssertEqual(rows[0]?.iconName, "folder-symbolic")
                XCTAssertEqual(rows[0]?.accessory, .disclosureIndicator)
                let selected = Recorder<Int>()
                listView.rx.itemSelected.subscribe(selected.observer).disposed(by: bag)
                XCTAssertTrue(listView.user.selectRow(1))
                XCTAssertEqual(selected.elements, [1])
                window.destroy()
            }
        }

        /// Label layout and colour as properties, and the colour as a binder (RxExample's sign-up colours).
        func testLabelLayoutAndColour() {
            MainActor.assumeIsolated {
                let bag = DisposeBag()
                let label = Gtk.Label("Username has to be at least 5 characters")
                onScreen(label)
                XCTAssertNil(label.textColor)
                label.textAlignment = .center
                label.wraps = true
                label.ellipsization = .end
                XCTAssertEqual(label.textAlignment, .center)
                XCTAssertTrue(label.wraps)
                XCTAssertEqual(label.ellipsization, .end)
                let valid = BehaviorRelay(value: false)
                valid.map { $0 ? Gtk.Color.green : .red }.bind(to: label.rx.textColor).disposed(by: bag)
                XCTAssertEqual(label.textColor, .red)
                valid.accept(true)
                XCTAssertEqual(label.textColor, .green)
                label.textColor = Gtk.Color(red: 0, green: 0, blue: 1, alpha: 0.5)
                XCTAssertEqual(label.textColor, Gtk.Color(red: 0, green: 0, blue: 1, alpha: 0.5))
                Observable.just(nil).bind(to: label.rx.textColor).disposed(by: bag)
                XCTAssertNil(label.textColor)
                Observable.just(.trailing).bind(to: label.rx.textAlignment).disposed(by: bag)
                XCTAssertEqual(label.textAlignment, .trailing)
            }
        }

        /// Focus as UIKit apps move it: the user clicks into a field (`rx.hasFocus` says so), the app ends
        /// editing (`endEditing`, `resignFirstResponder`, or `false` bound to `rx.hasFocus`), and takes the focus
        /// to the next field (`becomeFirstResponder`). As UIKit sends `editingDidBegin`/`editingDidEnd` for
        /// `becomeFirstResponder()`/`resignFirstResponder()`, those moves are reported; values bound to
        /// `rx.hasFocus` are not sent back.
        func testFocusMovesAndIsReported() {
            MainActor.assumeIsolated {
                let bag = DisposeBag()
                let username = Gtk.Entry()
                let password = Gtk.Entry()
                let window = onScreen(username, password)
                window.endEditing()
                let focus = Recorder<Bool>()
                let passwordFocus = Recorder<Bool>()
                username.rx.hasFocus.subscribe(focus.observer).disposed(by: bag)
                password.rx.hasFocus.subscribe(passwordFocus.observer).disposed(by: bag)
                XCTAssertEqual(focus.elements, [false])
                XCTAssertTrue(username.user.focus())
                XCTAssertTrue(username.hasFocus)
                XCTAssertTrue(username.user.type("ada"))
                username.rx.activate.subscribe(onNext: { password.becomeFirstResponder() }).disposed(by: bag)
                XCTAssertTrue(username.user.pressEnter())
                XCTAssertTrue(password.hasFocus)
                XCTAssertFalse(username.hasFocus)
                XCTAssertEqual(focus.elements, [false, true, false])

                let editingDone = PublishRelay<Bool>()
                editingDone.bind(to: password.rx.hasFocus).disposed(by: bag)
                editingDone.accept(false)
                XCTAssertFalse(password.hasFocus)
                editingDone.accept(true)
                XCTAssertTrue(password.hasFocus)
                XCTAssertTrue(password.resignFirstResponder())
                XCTAssertFalse(password.resignFirstResponder(), "no focus to give up")
                XCTAssertEqual(passwordFocus.elements, [false, true, false], "bound values were sent back")
                XCTAssertTrue(username.becomeFirstResponder())
                window.endEditing()
                XCTAssertFalse(username.hasFocus)
                XCTAssertTrue(username.user.focus())
                XCTAssertTrue(username.user.leave())
                XCTAssertFalse(username.user.leave(), "no focus to leave")
                XCTAssertEqual(focus.elements, [false, true, false, true, false, true, false])
            }
        }
    }
#endif

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

        /// Each pushed screen brings its bar items (a view controller's `rightBarButtonItem`, its `editButtonItem`
        /// driving the list's editing mode); popping takes them away and ends their bindings.
        func testAPushedScreenBringsItsBarItems() {
            MainActor.assumeIsolated {
                let bag = DisposeBag()
                let window = Gtk.Window(title: "navigation")
                let navigation = Gtk.NavigationStack(root: Gtk.Label("examples"), title: "Examples")
                window.setChild(navigation)
                window.present()
                XCTAssertTrue(navigation.barItems.isEmpty)

                let listView = Gtk.ListView()
                let edit = Gtk.EditButton()
                let add = Gtk.Button(iconName: "list-add-symbolic", tooltip: "Add")
                Observable.just(["a", "b"]).bind(to: listView.rx.items(makeCell: { Gtk.Label() })) { _, text, label in
                    label.text = text
                }
                .disposed(by: bag)
                let editing = Recorder<Bool>()
                edit.rx.isEditing.subscribe(editing.observer).disposed(by: bag)
                edit.rx.isEditing.bind(to: listView.rx.isEditing).disposed(by: bag)
                var deleted: [IndexPath] = []
                listView.rx.itemDeleted.subscribe(onNext: { deleted.append($0) }).disposed(by: bag)
                navigation.push(
                    Gtk.ScrolledWindow(child: listView, minimumHeight: 200), title: "Editing", barItems: [add, edit])
                XCTAssertTrue(Gtk.run(until: { !navigation.isTransitioning }))
                XCTAssertEqual(navigation.barItems.count, 2)
                XCTAssertTrue(isMapped(edit) && isMapped(add), "the bar items are not on screen")
                XCTAssertFalse(listView.user.deleteRow(0), "not in editing mode yet")
                XCTAssertTrue(edit.user.click())
                XCTAssertTrue(edit.isEditing)
                XCTAssertTrue(listView.user.deleteRow(0))
                XCTAssertEqual(deleted, [IndexPath(row: 0, section: 0)])
                XCTAssertTrue(edit.user.click())
                XCTAssertEqual(editing.elements, [false, true, false])

                XCTAssertTrue(navigation.pop())
                XCTAssertTrue(navigation.barItems.isEmpty)
                XCTAssertFalse(isMapped(edit) || isMapped(add), "the popped screen's bar items are still shown")
                XCTAssertEqual(editing.completions, 1, "the popped screen's bar items end their bindings")
                XCTAssertFalse(edit.user.click(), "a popped bar item is not on screen")
                window.destroy()
            }
        }

        /// An Edit button keeps its label right after the app dropped its wrapper (the widget lives in its bar).
        func testAnEditButtonWhoseWrapperWasDroppedStillSaysDone() {
            MainActor.assumeIsolated {
                var edit: Gtk.EditButton? = Gtk.EditButton()
                let pointer = edit!.pointer
                let box = Gtk.Box(vertical: false)
                box.append(edit!)
                onScreen(box)
                edit = nil
                gtk_toggle_button_set_active(pointer.assumingMemoryBound(to: GtkToggleButton.self), 1)
                XCTAssertEqual(
                    gtk_button_get_label(pointer.assumingMemoryBound(to: GtkButton.self)).map { String(cString: $0) },
                    "Done")
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

#if GTK
    import CGtk4

    /// The test support an app's own tests use (issue 34): GLib's warnings recorded, handlers counted.
    final class AppTestSupportTests: GtkTestCase {
        func testConnectedHandlersAreCountedAndComeBackToZero() {
            MainActor.assumeIsolated {
                let button = Gtk.Button(label: "Log in")
                let entry = Gtk.Entry()
                XCTAssertEqual(try? button.connectedHandlerCount(for: "clicked"), 0)
                let taps = [button.rx.tap.subscribe(), button.rx.tap.subscribe()]
                let texts = entry.rx.text.subscribe()
                XCTAssertEqual(try? button.connectedHandlerCount(for: "clicked"), 2)
                XCTAssertEqual(try? entry.connectedHandlerCount(for: "notify::text"), 1)
                XCTAssertEqual(try? entry.connectedHandlerCount(for: "notify::editable"), 0)
                taps.forEach { $0.dispose() }
                texts.dispose()
                XCTAssertEqual(try? button.connectedHandlerCount(for: "clicked"), 0)
                XCTAssertEqual(try? entry.connectedHandlerCount(for: "notify::text"), 0)
                XCTAssertEqual(
                    thrownError { _ = try button.connectedHandlerCount(for: "changed") },
                    .unknownSignal(signal: "changed", type: "GtkButton"))
            }
        }

        func testWarningsAreRecorded() {
            Gtk.LogMessages.startRecording()
            XCTAssertEqual(Gtk.LogMessages.take(), [])
            "MESSAGE".withCString { key in
                "an app's warning".withCString { message in
                    var field = GLogField(key: key, value: UnsafeRawPointer(message), length: -1)
                    g_log_structured_array(G_LOG_LEVEL_WARNING, &field, 1)
                }
            }
            XCTAssertEqual(Gtk.LogMessages.take(), ["an app's warning"])
            XCTAssertEqual(Gtk.LogMessages.take(), [])
        }
    }
#endif

#if GTK
    /// Extending the module from Swift (issue 34, §3): any GTK widget by type name, a custom data source with
    /// its own cells, single-click activation, a calendar's month arrows.
    final class ExtendingTests: GtkTestCase {
        /// A wrapper of a widget OpenRxGTK does not wrap, made with no GTK C call.
        final class LevelBar: Gtk.Widget {
            init() throws {
                super.init(owning: try Gtk.Widget.newInstance(of: "GtkLevelBar"))
            }

            required init(retaining pointer: UnsafeMutableRawPointer) throws {
                try super.init(retaining: pointer)
            }
        }

        func testAnyGtkWidgetByTypeName() {
            MainActor.assumeIsolated {
                let levels = try? LevelBar()
                XCTAssertNotNil(levels)
                let generic = try? Gtk.Widget(typeName: "GtkColorButton")
                XCTAssertNotNil(generic)
                XCTAssertEqual(
                    thrownError { _ = try Gtk.Widget(typeName: "GtkNoSuchWidget") },
                    .wrongType(
                        expected: "the name of a widget type that can be instantiated", actual: "GtkNoSuchWidget"))
                XCTAssertEqual(
                    thrownError { _ = try Gtk.Label(typeName: "GtkButton") },
                    .wrongType(expected: "GtkLabel", actual: "GtkButton"))
                XCTAssertNotNil(thrownError { _ = try Gtk.Widget.newInstance(of: "GtkWidget") }, "abstract")
                if let levels { onScreen(levels) }
            }
        }

        /// A data source written by the app: its own storage, cells through `installCellFactory`.
        @MainActor
        final class ContactsDataSource: ListViewDataSourceType {
            typealias Element = [String: String]
            private(set) var names: [String] = []
            private(set) var shown: [Int: String] = [:]

            func install(in listView: Gtk.ListView) {
                listView.installCellFactory(makeCell: { Gtk.StandardRow() }) { [weak self] row, cell in
                    guard let self else { return }
                    cell.title = names[row]
                    shown[row] = names[row]
                }
            }

            func listView(_ listView: Gtk.ListView, observedEvent: Event<[String: String]>) {
                guard case .next(let contacts) = observedEvent else { return }
                names = contacts.keys.sorted()
                listView.setRowCount(names.count)
            }

            func model(at row: Int) throws -> Any { names[row] }
        }

        func testACustomDataSourceInstallsItsOwnCells() {
            MainActor.assumeIsolated {
                let bag = DisposeBag()
                let window = Gtk.Window(title: "contacts")
                let listView = Gtk.ListView()
                window.setChild(Gtk.ScrolledWindow(child: listView, minimumHeight: 200))
                let dataSource = ContactsDataSource()
                Observable.just(["Bob": "b@example.org", "Ada": "a@example.org"])
                    .bind(to: listView.rx.items(dataSource: dataSource))
                    .disposed(by: bag)
                let selected = Recorder<String>()
                listView.rx.modelSelected(String.self).subscribe(selected.observer).disposed(by: bag)
                let activated = Recorder<Int>()
                listView.rx.itemActivated.subscribe(activated.observer).disposed(by: bag)
                listView.activatesOnSingleClick = true
                window.present()
                XCTAssertTrue(Gtk.run(until: { dataSource.shown.count == 2 }), "GTK did not show the rows")
                XCTAssertEqual(dataSource.shown, [0: "Ada", 1: "Bob"])
                // In editing mode, the first row cannot move up nor the last down: their buttons are insensitive,
                // and a move past the list's ends is never sent.
                var moves: [String] = []
                listView.rx.itemMoved.subscribe(onNext: { moves.append("\($0.row) to \($1.row)") }).disposed(by: bag)
                Observable.just(true).bind(to: listView.rx.isEditing).disposed(by: bag)
                let arrows = buttons(in: listView.pointer).filter {
                    gtk_button_get_icon_name($0).map { String(cString: $0).hasPrefix("pan-") } ?? false
                }
                XCTAssertTrue(Gtk.run(until: { arrows.count == 4 }))
                let insensitive = arrows.filter {
                    gtk_widget_get_sensitive(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self)) == 0
                }
                XCTAssertEqual(insensitive.count, 2, "the ends' arrows are clickable")
                XCTAssertFalse(listView.user.moveRow(0, by: -1))
                XCTAssertTrue(listView.user.moveRow(0, by: 1))
                XCTAssertEqual(moves, ["0 to 1"])
                Observable.just(false).bind(to: listView.rx.isEditing).disposed(by: bag)
                XCTAssertTrue(listView.user.clickRow(1))
                XCTAssertEqual(selected.elements, ["Bob"])
                XCTAssertEqual(activated.elements, [1], "a single click activates")
                listView.activatesOnSingleClick = false
                XCTAssertTrue(listView.user.clickRow(0))
                XCTAssertEqual(activated.elements, [1])
                window.destroy()
            }
        }

        /// A move to the next month and back is two changes (each arrow's signal used to compare with the date
        /// it had seen itself, so the way back was dropped as unchanged).
        func testACalendarsMonthArrowsThereAndBack() {
            MainActor.assumeIsolated {
                let calendar = Gtk.Calendar()
                onScreen(calendar)
                calendar.date = day(2026, 1, 15)
                let dates = Recorder<Date>()
                let subscription = calendar.rx.date.subscribe(dates.observer)
                XCTAssertTrue(calendar.user.showMonth(forward: true))
                XCTAssertTrue(calendar.user.showMonth(forward: false))
                XCTAssertEqual(calendar.date, day(2026, 1, 15))
                XCTAssertEqual(dates.elements, [day(2026, 1, 15), day(2026, 2, 15), day(2026, 1, 15)])
                subscription.dispose()
            }
        }

        func testACalendarsMonthArrows() {
            MainActor.assumeIsolated {
                let calendar = Gtk.Calendar()
                onScreen(calendar)
                calendar.date = day(2026, 1, 31)
                let dates = Recorder<Date>()
                let subscription = calendar.rx.date.subscribe(dates.observer)
                XCTAssertTrue(calendar.user.showMonth(forward: true))
                let month = { Foundation.Calendar.current.component(.month, from: calendar.date) }
                XCTAssertEqual(month(), 2)
                XCTAssertTrue(calendar.user.showMonth(forward: false))
                XCTAssertTrue(calendar.user.showMonth(forward: false))
                XCTAssertEqual(month(), 12)
                XCTAssertTrue(calendar.user.pick(day(2025, 12, 24)))
                // GTK moves the selected day with the month (clamped to its length), and says so.
                XCTAssertEqual(
                    dates.elements,
                    [day(2026, 1, 31), day(2026, 2, 28), day(2026, 1, 28), day(2025, 12, 28), day(2025, 12, 24)])
                subscription.dispose()
            }
        }
    }
#endif

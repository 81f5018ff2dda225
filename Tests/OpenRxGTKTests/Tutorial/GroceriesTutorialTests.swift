// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    import Foundation
    import OpenRx
    import OpenRxCocoa
    import OpenRxGTK
    import XCTest

    /// The GTK tutorial's app (OpenRxGTK.docc, "Building a GTK app"), step by step. The article's code is the code
    /// between the `tutorial:` markers below (`Scripts/docs-snippets-check.py` compares them), and each step's
    /// test plays the window as a user would and (with `OPENRX_GTK_TUTORIAL=dir`) renders it to
    /// `dir/tutorial-step-N.png`, the article's screenshots.
    // tutorial: step 1 widgets
    @MainActor
    final class GroceriesWindow {
        let window = Gtk.Window(title: "Groceries", width: 360, height: 320)
        let entry = Gtk.Entry()
        let addButton = Gtk.Button(label: "Add")
        let countLabel = Gtk.Label("No items")
        let list = Gtk.ListView()
        let items = BehaviorRelay<[String]>(value: [])
        let disposeBag = DisposeBag()
        // tutorial: end
        /// The last step whose bindings the window makes: the article's window is step 3's.
        let step: Int

        init(step: Int = 3) {
            self.step = step
            // tutorial: step 1 layout
            let inputRow = Gtk.Box(vertical: false)
            inputRow.append(entry)
            inputRow.append(addButton)
            let column = Gtk.Box(vertical: true)
            column.append(inputRow)
            column.append(countLabel)
            column.append(list)
            window.setChild(column)
            // tutorial: end

            // tutorial: step 1 bindings
            addButton.rx.tap
                .withLatestFrom(entry.rx.text.orEmpty)
                .subscribe(onNext: { [items] text in items.accept(items.value + [text]) })
                .disposed(by: disposeBag)

            items.map { $0.isEmpty ? "No items" : $0.count == 1 ? "1 item" : "\($0.count) items" }
                .bind(to: countLabel.rx.text)
                .disposed(by: disposeBag)
            // tutorial: end

            if step >= 2 {
                // tutorial: step 2
                items.bind(to: list.rx.items(makeCell: { Gtk.StandardRow() })) { row, item, cell in
                    cell.title = item
                    cell.subtitle = "item \(row + 1)"
                }
                .disposed(by: disposeBag)
                // tutorial: end
            }

            if step >= 3 {
                // tutorial: step 3
                let cleared = items.skip(1).map { _ in "" }
                cleared.bind(to: entry.rx.text).disposed(by: disposeBag)

                Observable.merge(entry.rx.text.orEmpty.asObservable(), cleared)
                    .map { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
                    .bind(to: addButton.rx.isEnabled)
                    .disposed(by: disposeBag)
                // tutorial: end
            }
        }
    }

    final class GroceriesTutorialTests: GtkTestCase {
        func testStep1AddingCountsTheItems() {
            MainActor.assumeIsolated {
                let app = GroceriesWindow(step: 1)
                app.window.present()
                // tutorial: step 1 test
                XCTAssertEqual(app.countLabel.text, "No items")
                app.entry.user.type("Milk")
                app.addButton.user.click()
                app.entry.user.deleteBackward(4)
                app.entry.user.type("Eggs")
                app.addButton.user.click()
                XCTAssertEqual(app.items.value, ["Milk", "Eggs"])
                XCTAssertEqual(app.countLabel.text, "2 items")
                // tutorial: end
                XCTAssertEqual(app.list.rowCount, 0, "step 1 binds no list")
                Self.finish(app, step: 1)
            }
        }

        func testStep2TheListShowsTheItems() {
            MainActor.assumeIsolated {
                let app = GroceriesWindow(step: 2)
                app.window.present()
                for item in ["Milk", "Eggs", "Bread"] {
                    app.entry.user.type(item)
                    app.addButton.user.click()
                    app.entry.user.deleteBackward(item.count)
                }
                XCTAssertEqual(app.list.rowCount, 3)
                XCTAssertEqual(app.countLabel.text, "3 items")
                Self.finish(app, step: 2)
            }
        }

        func testStep3AddIsOnlyEnabledWithTextAndClearsTheEntry() {
            MainActor.assumeIsolated {
                let app = GroceriesWindow(step: 3)
                app.window.present()
                // tutorial: step 3 test
                XCTAssertFalse(app.addButton.user.click(), "Add is disabled while the entry is empty")
                app.entry.user.type("  ")
                XCTAssertFalse(app.addButton.isSensitive)
                app.entry.user.deleteBackward(2)
                app.entry.user.type("Apples")
                XCTAssertTrue(app.addButton.user.click())
                XCTAssertEqual(app.entry.text, "")
                XCTAssertFalse(app.addButton.isSensitive)
                XCTAssertEqual(app.list.rowCount, 1)
                // tutorial: end
                app.entry.user.type("Pears")
                Self.finish(app, step: 3)
            }
        }

        /// Renders the window for the article when asked, then closes it: every binding ends with it.
        @MainActor
        private static func finish(_ app: GroceriesWindow, step: Int) {
            if let directory = ProcessInfo.processInfo.environment["OPENRX_GTK_TUTORIAL"] {
                XCTAssertTrue(Gtk.run(until: { (try? app.window.snapshot()) != nil }), "never drawn")
                XCTAssertNil(thrownError { try app.window.writePNG(to: "\(directory)/tutorial-step-\(step).png") })
            }
            let closed = app.window.rx.destroyed
            app.window.destroy()
            XCTAssertTrue(Gtk.run(until: closed))
        }
    }
#endif

// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    import Foundation
    import OpenRx
    import OpenRxCocoa
    import OpenRxExamples
    import OpenRxGTK
    import OpenRxGTKExample
    import XCTest

    /// The example app in RxExample's shape (issue 28): each screen opened from the catalog, played through
    /// `widget.user` as a person would, checked, and (with `OPENRX_GTK_SCREENS=dir`) rendered to `dir/NAME.png`.
    final class ExampleCatalogTests: GtkTestCase {
        func testIntroduction() {
            MainActor.assumeIsolated {
                play(.introduction) { _, screen in
                    let intro = screen as! IntroductionScreen
                    intro.a.user.type("2")
                    intro.b.user.type("40")
                    intro.slider.user.drag(to: 30)
                    XCTAssertEqual(intro.c.text, "2 + 40 = 42")
                    XCTAssertEqual(intro.sliderValue.text, "Slider value: 30")
                }
            }
        }

        func testSimpleValidation() {
            MainActor.assumeIsolated {
                play(.simpleValidation) { _, screen in
                    let form = screen as! SimpleValidationScreen
                    XCTAssertFalse(form.doSomething.user.click(), "disabled while the form is invalid")
                    XCTAssertFalse(form.password.user.type("x"), "the password waits for a valid username")
                    form.username.user.type("alice")
                    form.password.user.type("secret")
                    XCTAssertFalse(form.usernameHint.isVisible)
                    XCTAssertTrue(form.doSomething.user.click())
                    dismissAlert(saying: "This is wonderful")
                }
            }
        }

        func testGitHubSignup() {
            MainActor.assumeIsolated {
                play(.gitHubSignup) { _, screen in
                    let signup = screen as! GitHubSignupScreen
                    signup.username.user.type("octocat")
                    XCTAssertTrue(Gtk.run(until: { signup.usernameValidation.text == "Username already taken" }))
                    signup.username.user.deleteBackward(7)
                    signup.username.user.type("alice")
                    signup.password.user.type("secret")
                    signup.repeatedPassword.user.type("secret")
                    XCTAssertTrue(Gtk.run(until: { signup.usernameValidation.text == "Username available" }))
                    XCTAssertEqual(signup.repeatedPasswordValidation.text, "Password repeated")
                    XCTAssertTrue(signup.signup.user.click())
                    // Drivers deliver on the main scheduler: what a tap causes inside another delivery comes on the
                    // loop's next turn.
                    XCTAssertTrue(Gtk.run(until: { signup.spinner.isSpinning && !signup.signup.isSensitive }))
                    dismissAlert(saying: "Mock: signed in to GitHub")
                    XCTAssertTrue(Gtk.run(until: { !signup.spinner.isSpinning && signup.signup.isSensitive }))
                }
            }
        }

        func testAddingNumbers() {
            MainActor.assumeIsolated {
                play(.addingNumbers) { _, screen in
                    let numbers = screen as! AddingNumbersScreen
                    for (entry, text) in zip(numbers.numbers, ["1", "20", "300"]) { entry.user.type(text) }
                    XCTAssertEqual(numbers.result.text, "321")
                }
            }
        }

        func testCalculator() {
            MainActor.assumeIsolated {
                play(.calculator) { _, screen in
                    let calculator = screen as! CalculatorScreen
                    for key in ["1", "2", "+", "3", "=", "×", "2", "="] { calculator.keys[key]!.user.click() }
                    XCTAssertEqual(calculator.display.text, "30")
                }
            }
        }

        func testSimpleTable() {
            MainActor.assumeIsolated {
                play(.simpleTable) { _, screen in
                    let table = screen as! SimpleTableScreen
                    XCTAssertEqual(table.list.rowCount, 20)
                    table.list.user.selectRow(3)
                    dismissAlert(saying: "Tapped `3`")
                    table.list.user.tapAccessoryButton(2)
                    dismissAlert(saying: "Tapped Detail @ 0 2")
                }
            }
        }

        func testSectionedTable() {
            MainActor.assumeIsolated {
                play(.sectionedTable) { _, screen in
                    let table = screen as! SectionedTableScreen
                    XCTAssertEqual(table.list.rowCount, 12, "three headers and nine rows")
                    table.list.user.selectItem(at: IndexPath(row: 2, section: 1))
                    dismissAlert(saying: "Tapped `3.0` @ 1 2")
                }
            }
        }

        func testEditingTable() {
            MainActor.assumeIsolated {
                play(.editingTable) { catalog, screen in
                    let table = screen as! EditingTableScreen
                    XCTAssertTrue(Gtk.run(until: { table.list.rowCount == 6 }), "the users did not arrive")
                    XCTAssertFalse(table.list.user.deleteRow(3), "no delete button outside editing mode")
                    XCTAssertTrue(table.editButton.user.click())
                    XCTAssertTrue(catalog.navigation.barItems.first === table.editButton)
                    // Rows: header, Ada, header, Alan, Grace, Edsger.
                    XCTAssertTrue(table.list.user.deleteRow(3))
                    XCTAssertTrue(table.list.user.moveRow(4, by: -1))
                    XCTAssertEqual(
                        table.state.sections.map { $0.users.map(\.firstName) }, [["Ada"], ["Edsger", "Grace"]])
                }
            }
        }

        func testGitHubSearch() {
            MainActor.assumeIsolated {
                var opened: [URL] = []
                let original = Gtk.urlOpener
                Gtk.urlOpener = { url, _ in opened.append(url) }
                defer { Gtk.urlOpener = original }
                play(.gitHubSearch) { _, screen in
                    let search = screen as! GitHubSearchScreen
                    search.query.user.type("rx")
                    XCTAssertTrue(Gtk.run(until: { search.list.rowCount == 30 }), "the first page did not come")
                    XCTAssertTrue(Gtk.run(until: { search.scroller.maximumOffset.y > 0 }), "the page fits the window")
                    search.scroller.user.scrollToBottom()
                    XCTAssertTrue(Gtk.run(until: { search.list.rowCount == 60 }), "the next page did not come")
                    search.list.user.selectRow(0)
                    XCTAssertEqual(opened, [URL(string: "https://github.com/example/rx-1")!])
                }
            }
        }

        func testNumberGrid() {
            MainActor.assumeIsolated {
                play(.numberGrid) { _, screen in
                    let album = screen as! NumberGridScreen
                    XCTAssertEqual(album.grid.itemCount, 12)
                    XCTAssertTrue(album.grid.user.selectItem(0), "the first number could not be tapped")
                    XCTAssertEqual(album.numbers, Array(2...12))
                    XCTAssertTrue(album.randomizeButton.user.click())
                    XCTAssertEqual(
                        album.numbers, NumberGridState(numbers: Array(2...12)).applying(.randomize(seed: 1)).numbers)
                    XCTAssertEqual(album.grid.itemCount, 12)
                    XCTAssertNil(album.grid.selectedItem, "the new numbers kept a selection")
                }
            }
        }

        func testAPIWrappers() {
            MainActor.assumeIsolated {
                play(.apiWrappers) { _, screen in
                    let wrappers = screen as! APIWrappersScreen
                    wrappers.toggle.user.toggle()
                    XCTAssertEqual(wrappers.log.text, "Switch on")
                    wrappers.segments.user.choose(2)
                    XCTAssertEqual(wrappers.log.text, "Segment 2")
                    wrappers.entry.user.type("hi")
                    XCTAssertEqual(wrappers.log.text, "Text field \"hi\"")
                    wrappers.slider.user.drag(to: 0.5)
                    XCTAssertEqual(wrappers.log.text, "Slider 0.5")
                    XCTAssertEqual(wrappers.progress.fraction, 0.5, accuracy: 0.001)
                }
            }
        }
    }

    @MainActor
    private func play(_ example: ExampleCatalog.Example, _ body: (ExampleCatalog, ExampleScreen) -> Void) {
        let catalog = ExampleCatalog()
        catalog.window.present()
        XCTAssertTrue(catalog.list.user.activateRow(ExampleCatalog.Example.allCases.firstIndex(of: example)!))
        guard let screen = catalog.screen else { return XCTFail("\(example) did not open") }
        XCTAssertEqual(catalog.navigation.titleLabel.text, example.rawValue)
        body(catalog, screen)
        if let directory = ProcessInfo.processInfo.environment["OPENRX_GTK_SCREENS"] {
            let name = String(describing: example)
            XCTAssertTrue(
                Gtk.run(until: { !catalog.navigation.isTransitioning && (try? catalog.window.snapshot()) != nil }),
                "\(name) was not drawn")
            XCTAssertNil(thrownError { try catalog.window.writePNG(to: "\(directory)/\(name).png") })
        }
        XCTAssertTrue(catalog.navigation.backButton.user.click())
        XCTAssertEqual(catalog.navigation.depth, 1)
        let closed = catalog.window.rx.destroyed
        catalog.window.destroy()
        XCTAssertTrue(Gtk.run(until: closed))
    }

    /// Clicks the OK of the alert shown, after checking its message.
    @MainActor
    private func dismissAlert(saying message: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(Gtk.run(until: { !Gtk.Alert.presented.isEmpty }), "no alert", file: file, line: line)
        guard let alert = Gtk.Alert.presented.last else { return }
        XCTAssertEqual(alert.message ?? alert.title, message, file: file, line: line)
        alert.buttons[0].user.click()
        XCTAssertTrue(Gtk.run(until: { Gtk.Alert.presented.isEmpty }), file: file, line: line)
    }
#endif

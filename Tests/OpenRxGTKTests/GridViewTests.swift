// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    import CGtk4
    import OpenRx
    import OpenRxCocoa
    import OpenRxGTK
    import XCTest

    /// A photo of the grid tests' album.
    private struct Photo: Equatable {
        let name: String
    }

    /// `Gtk.GridView`: RxCocoa's collection view, written as an app writes it (public API and `user` input only).
    final class GridViewTests: GtkTestCase {
        func testItemsFillTheGridAndTheCellsShowThem() {
            MainActor.assumeIsolated {
                let window = Gtk.Window(title: "album")
                let grid = Gtk.GridView(maxColumns: 3)
                window.setChild(Gtk.ScrolledWindow(child: grid, minimumHeight: 300))
                let photos = BehaviorSubject(value: (1...5).map { Photo(name: "photo \($0)") })
                var shown: [Int: String] = [:]
                let bag = DisposeBag()
                photos.bind(to: grid.rx.items(makeCell: { Gtk.Label() })) { item, photo, label in
                    label.text = photo.name
                    shown[item] = label.text
                }
                .disposed(by: bag)
                XCTAssertEqual(grid.itemCount, 5)
                XCTAssertEqual(grid.maxColumns, 3)
                window.present()
                XCTAssertTrue(Gtk.run(until: { shown.count == 5 }), "GTK did not show the items")
                XCTAssertEqual(shown[4], "photo 5")

                shown = [:]
                photos.onNext([Photo(name: "only")])
                XCTAssertEqual(grid.itemCount, 1)
                XCTAssertTrue(Gtk.run(until: { shown.count == 1 }), "GTK did not show the new items")
                XCTAssertEqual(shown, [0: "only"])
                // The app's bag outlives the window, as it usually does: closing it first must be safe.
                XCTAssertTrue(window.user.close())
            }
        }

        func testUserSelectionIsSentAndProgrammaticSelectionIsNot() {
            MainActor.assumeIsolated {
                let grid = Gtk.GridView()
                onScreen(grid)
                let dataSource = GridViewArrayDataSource<[Photo], Gtk.Label>(
                    makeCell: { Gtk.Label() }, configureCell: { _, photo, label in label.text = photo.name })
                let photos = BehaviorSubject(value: ["a", "b", "c"].map(Photo.init))
                let items = Recorder<Int>()
                let models = Recorder<Photo>()
                let selections = Recorder<Int?>()
                let disposables = [
                    photos.bind(to: grid.rx.items(dataSource: dataSource)),
                    grid.rx.itemSelected.subscribe(items.observer),
                    grid.rx.modelSelected(Photo.self).subscribe(models.observer),
                    grid.rx.selectedItem.subscribe(selections.observer),
                ]
                XCTAssertEqual(selections.elements, [nil])
                XCTAssertTrue(grid.user.selectItem(2))
                XCTAssertFalse(grid.user.selectItem(3), "an item past the end was clicked")
                XCTAssertEqual(items.elements, [2])
                XCTAssertEqual(models.elements, [Photo(name: "c")])
                XCTAssertEqual(selections.elements, [nil, 2])

                // A new array, the wrapper and the binder select in code: nothing is sent.
                photos.onNext(["x", "y"].map(Photo.init))
                XCTAssertNil(grid.selectedItem)
                grid.selectedItem = 1
                let binding = Observable.just(0).bind(to: grid.rx.selectedItem)
                XCTAssertEqual(grid.selectedItem, 0)
                XCTAssertEqual(items.elements, [2])
                XCTAssertEqual(selections.elements, [nil, 2])

                XCTAssertTrue(grid.user.selectItem(1))
                XCTAssertEqual(models.elements, [Photo(name: "c"), Photo(name: "y")])
                for disposable in disposables + [binding] { disposable.dispose() }
                XCTAssertEqual(grid.itemCount, 0, "the items stayed after their binding went")
                let selection = UnsafeMutableRawPointer(gtk_grid_view_get_model(OpaquePointer(grid.pointer)))!
                XCTAssertFalse(hasHandler(selection, "notify::selected"))
                XCTAssertFalse(hasHandler(grid.pointer, "destroy"))
            }
        }

        func testActivatingAnItemSendsItEachTime() {
            MainActor.assumeIsolated {
                let grid = Gtk.GridView()
                onScreen(grid)
                let binding = Observable.just(["a", "b", "c"]).bind(to: grid.rx.items(makeCell: { Gtk.Label() })) {
                    _, text, label in label.text = text
                }
                let activations = Recorder<Int>()
                let subscription = grid.rx.itemActivated.subscribe(activations.observer)
                for item in [2, 2, 0] { XCTAssertTrue(grid.user.activateItem(item)) }
                XCTAssertEqual(activations.elements, [2, 2, 0])
                grid.isSensitive = false
                XCTAssertFalse(grid.user.activateItem(1), "an insensitive grid was activated")
                XCTAssertEqual(activations.elements, [2, 2, 0])
                subscription.dispose()
                XCTAssertFalse(hasHandler(grid.pointer, "activate"))
                binding.dispose()
            }
        }

        func testDisposingTheBindingReleasesTheDataSourceAndACellClosureHoldingTheGrid() {
            MainActor.assumeIsolated {
                var grid: Gtk.GridView? = Gtk.GridView()
                let watch = WidgetWatch(grid!.pointer)
                weak var weakDataSource: GridViewArrayDataSource<[String], Gtk.Label>?
                do {
                    let owner = grid!
                    let dataSource = GridViewArrayDataSource<[String], Gtk.Label>(
                        makeCell: { Gtk.Label() },
                        configureCell: { item, name, label in label.text = "\(name) of \(owner.itemCount) (\(item))" })
                    weakDataSource = dataSource
                    let binding = Observable.just(["a"]).bind(to: owner.rx.items(dataSource: dataSource))
                    XCTAssertEqual(owner.itemCount, 1)
                    binding.dispose()
                }
                XCTAssertNil(weakDataSource, "the grid view kept the data source after the binding went")
                grid = nil
                XCTAssertFalse(watch.exists, "a cycle through the cell closure kept the grid view")
            }
        }

        /// The crash issue 28 found for list views, for grids: a bag outliving the closed window, the app still
        /// holding the grid's wrapper.
        func testABagThatOutlivesTheWindowDisposesTheBindingSafely() {
            MainActor.assumeIsolated {
                let grid = Gtk.GridView()
                var bag: DisposeBag? = DisposeBag()
                do {
                    let window = Gtk.Window(title: "album")
                    window.setChild(Gtk.ScrolledWindow(child: grid, minimumHeight: 200))
                    Observable.just(["a", "b"]).bind(to: grid.rx.items(makeCell: { Gtk.Label() })) { _, text, label in
                        label.text = text
                    }
                    .disposed(by: bag!)
                    grid.rx.itemSelected.subscribe().disposed(by: bag!)
                    window.present()
                    let closed = window.rx.destroyed
                    XCTAssertTrue(window.user.close())
                    XCTAssertTrue(Gtk.run(until: closed), "the window was not closed")
                }
                XCTAssertFalse(grid.user.selectItem(0), "a grid of a closed window took input")
                bag = nil
                XCTAssertTrue(Gtk.run(until: { true }))
                XCTAssertEqual(grid.itemCount, 2, "a destroyed grid's items are left as GTK left them")
            }
        }
    }
#endif

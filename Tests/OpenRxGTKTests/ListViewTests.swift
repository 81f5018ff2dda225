// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    import CGtk4
    import OpenRx
    import OpenRxCocoa
    import OpenRxGTK
    import XCTest

    /// Selects `row` as a click does (the list view's `list.select-item` action).
    @MainActor
    private func userSelects(_ row: UInt32, in listView: Gtk.ListView) {
        let parameters = g_variant_new_tuple(
            [g_variant_new_uint32(row), g_variant_new_boolean(0), g_variant_new_boolean(0)], 3)
        gtk_widget_activate_action_variant(
            listView.pointer.assumingMemoryBound(to: GtkWidget.self), "list.select-item", parameters)
    }

    // Each body runs on the main actor (XCTest on Linux calls test methods on the main thread).
    final class ListViewTests: GtkTestCase {
        func testItemsFillTheRowsAndTheCellsShowThem() {
            MainActor.assumeIsolated {
                let window = Gtk.Window(title: "list")
                let listView = Gtk.ListView()
                window.setChild(Gtk.ScrolledWindow(child: listView, minimumHeight: 200))
                let items = BehaviorSubject(value: ["alpha", "beta", "gamma"])
                var shown: [Int: String] = [:]
                let binding = items.bind(to: listView.rx.items(makeCell: { Gtk.Label() })) { row, name, label in
                    label.text = name
                    shown[row] = label.text
                }
                XCTAssertEqual(listView.rowCount, 3)
                window.present()
                XCTAssertTrue(Gtk.run(until: { shown.count == 3 }), "GTK did not show the rows")
                XCTAssertEqual(shown, [0: "alpha", 1: "beta", 2: "gamma"])

                shown = [:]
                items.onNext(["delta", "epsilon"])
                XCTAssertEqual(listView.rowCount, 2)
                XCTAssertTrue(Gtk.run(until: { shown.count == 2 }), "GTK did not show the new rows")
                XCTAssertEqual(shown, [0: "delta", 1: "epsilon"])

                // As RxCocoa gives the table view its previous data source back: the rows go with the binding.
                binding.dispose()
                XCTAssertEqual(listView.rowCount, 0)
                items.onNext(["ignored"])
                XCTAssertEqual(listView.rowCount, 0)
                window.destroy()
            }
        }

        func testUserSelectionIsSentAndProgrammaticSelectionIsNot() {
            MainActor.assumeIsolated {
                let listView = Gtk.ListView()
                let dataSource = ListViewArrayDataSource<[String], Gtk.Label>(
                    makeCell: { Gtk.Label() }, configureCell: { _, name, label in label.text = name })
                let items = BehaviorSubject(value: ["a", "b", "c"])
                let rows = Recorder<Int>()
                let models = Recorder<String>()
                let selections = Recorder<Int?>()
                let disposables = [
                    items.bind(to: listView.rx.items(dataSource: dataSource)),
                    listView.rx.itemSelected.subscribe(rows.observer),
                    listView.rx.modelSelected(String.self).subscribe(models.observer),
                    listView.rx.selectedRow.subscribe(selections.observer),
                ]
                XCTAssertEqual(selections.elements, [nil])

                userSelects(2, in: listView)
                XCTAssertEqual(rows.elements, [2])
                XCTAssertEqual(models.elements, ["c"])
                XCTAssertEqual(selections.elements, [nil, 2])

                // A new array, the wrapper and the binder change the selection in code: nothing is sent.
                items.onNext(["x", "y"])
                XCTAssertNil(listView.selectedRow)
                listView.selectedRow = 1
                let binding = Observable.just(0).bind(to: listView.rx.selectedRow)
                XCTAssertEqual(listView.selectedRow, 0)
                XCTAssertEqual(rows.elements, [2])
                XCTAssertEqual(selections.elements, [nil, 2])
                XCTAssertEqual(try? dataSource.model(at: 1) as? String, "y")

                userSelects(1, in: listView)
                XCTAssertEqual(models.elements, ["c", "y"])
                for disposable in disposables + [binding] { disposable.dispose() }
                let selection = UnsafeMutableRawPointer(
                    gtk_list_view_get_model(OpaquePointer(listView.pointer)))!
                XCTAssertFalse(hasHandler(selection, "notify::selected"))
                XCTAssertFalse(hasHandler(listView.pointer, "destroy"))
            }
        }

        func testModelSelectedReportsAWrongTypeInsteadOfSendingIt() {
            MainActor.assumeIsolated {
                let listView = Gtk.ListView()
                var reported: [GtkError] = []
                let handler = Hooks.defaultErrorHandler
                Hooks.defaultErrorHandler = { _, error in
                    MainActor.assumeIsolated { reported.append(error as! GtkError) }
                }
                defer { Hooks.defaultErrorHandler = handler }
                let models = Recorder<Int>()
                let binding = Observable.just(["one"]).bind(to: listView.rx.items(makeCell: { Gtk.Label() })) {
                    _, text, label in label.text = text
                }
                let disposables = [binding, listView.rx.modelSelected(Int.self).subscribe(models.observer)]
                userSelects(0, in: listView)
                XCTAssertEqual(models.elements, [])
                XCTAssertEqual(reported, [.wrongModelType(expected: "Int", actual: "String")])
                for disposable in disposables { disposable.dispose() }
            }
        }

        /// As RxCocoa's (`concat(never())`, `take(until: deallocated)`): a binding lasts as long as its view, not
        /// its sequence. One whose sequence completed keeps its data source (and its cells) even when its
        /// disposable was dropped; once the view is destroyed it lets the data source go even while its
        /// disposable is kept.
        func testABindingLastsAsLongAsItsViewNotItsSequence() {
            MainActor.assumeIsolated {
                typealias Rows = ListViewArrayDataSource<[String], Gtk.Label>
                let window = Gtk.Window(title: "lists")
                let box = Gtk.Box(vertical: true)
                let dropped = Gtk.ListView()
                let kept = Gtk.ListView()
                box.append(dropped)
                box.append(kept)
                window.setChild(box)
                window.present()
                weak var droppedSource: Rows?
                weak var keptSource: Rows?
                var keptBinding: Disposable?
                do {
                    let first = Rows(makeCell: { Gtk.Label() }, configureCell: { _, name, label in label.text = name })
                    let second = Rows(makeCell: { Gtk.Label() }, configureCell: { _, name, label in label.text = name })
                    droppedSource = first
                    keptSource = second
                    _ = Observable.just(["a"]).bind(to: dropped.rx.items(dataSource: first))
                    keptBinding = Observable.just(["b", "c"]).bind(to: kept.rx.items(dataSource: second))
                }
                XCTAssertNotNil(droppedSource, "the data source of a binding whose disposable was dropped went")
                XCTAssertEqual(dropped.rowCount, 1)
                XCTAssertEqual(kept.rowCount, 2)
                let closed = window.rx.destroyed
                window.destroy()
                XCTAssertTrue(Gtk.run(until: closed), "the window was not disposed")
                XCTAssertTrue(
                    Gtk.run(until: { droppedSource == nil && keptSource == nil }), "a data source outlived its view")
                keptBinding?.dispose()
            }
        }

        /// Two live bindings on one list view: the later one's rows and cells are the view's, and an element of
        /// the earlier one does not put its rows under the later one's cells.
        func testAnEarlierBindingDoesNotChangeTheRowsOfALaterOne() {
            MainActor.assumeIsolated {
                let listView = Gtk.ListView()
                onScreen(listView)
                let old = PublishSubject<[String]>()
                let new = PublishSubject<[String]>()
                let earlier = old.bind(to: listView.rx.items(makeCell: { Gtk.Label() })) { _, name, label in
                    label.text = name
                }
                old.onNext(["a"])
                let later = new.bind(to: listView.rx.items(makeCell: { Gtk.Label() })) { _, name, label in
                    label.text = name
                }
                new.onNext(["x", "y"])
                XCTAssertEqual(listView.rowCount, 2)
                old.onNext(["a", "b", "c"])
                XCTAssertEqual(listView.rowCount, 2, "the earlier binding's rows replaced the later one's")
                earlier.dispose()
                later.dispose()
            }
        }

        /// The same when the earlier binding's first element comes after the later one's (a screen configured
        /// twice, whose first request answers last): the data source is installed when the binding is made, as
        /// RxCocoa installs it, so the earlier one never takes the view over. Before, the first element installed
        /// it, and the earlier binding took over: stale rows, and the later binding's updates ignored.
        func testAnEarlierBindingWhoseFirstElementComesLateDoesNotTakeTheViewOver() {
            MainActor.assumeIsolated {
                let listView = Gtk.ListView()
                onScreen(listView)
                let old = PublishSubject<[String]>()
                let new = PublishSubject<[String]>()
                let earlier = old.bind(to: listView.rx.items(makeCell: { Gtk.Label() })) { _, name, label in
                    label.text = name
                }
                let later = new.bind(to: listView.rx.items(makeCell: { Gtk.Label() })) { _, name, label in
                    label.text = name
                }
                new.onNext(["x", "y"])
                old.onNext(["a", "b", "c"])
                XCTAssertEqual(listView.rowCount, 2, "the earlier binding took the view over")
                new.onNext(["z"])
                XCTAssertEqual(listView.rowCount, 1, "the later binding's update was ignored")
                earlier.dispose()
                later.dispose()
            }
        }

        /// Rows sent on the main thread from inside another main-scheduler delivery (`observe(on:
        /// MainScheduler.instance)` before the binding, a common RxSwift shape) are applied at once: the binding
        /// observes on a `MainScheduler()` of its own, as RxCocoa's. It used the shared instance, which queued the
        /// rows behind the delivery in progress, so code reading the rows right after saw the old ones.
        func testRowsSentInsideAMainSchedulerDeliveryAreAppliedAtOnce() {
            MainActor.assumeIsolated {
                let listView = Gtk.ListView()
                onScreen(listView)
                let rows = PublishSubject<[String]>()
                let binding = rows.observe(on: MainScheduler.instance)
                    .bind(to: listView.rx.items(makeCell: { Gtk.Label() })) { _, name, label in label.text = name }
                rows.onNext(["a", "b", "c"])
                XCTAssertEqual(listView.rowCount, 3)
                binding.dispose()
            }
        }

        /// RxCocoa's most common selection pattern: the first subscriber deselects the row it was told about
        /// (UIKit's `deselectRow`), later ones push the model. GLib's `notify` does not nest: a change inside its
        /// handler restarts the emission with the new state, so later subscribers saw no selection and dropped the
        /// user's tap, and `selectedRow` reported the code's deselection as the user's.
        func testASubscriberThatDeselectsDoesNotHideTheSelectionFromLaterOnes() {
            MainActor.assumeIsolated {
                let listView = Gtk.ListView()
                onScreen(listView)
                let binding = Observable.just(["a", "b", "c"])
                    .bind(to: listView.rx.items(makeCell: { Gtk.Label() })) { _, name, label in label.text = name }
                let models = Recorder<String>()
                let rows = Recorder<Int?>()
                let deselecting = listView.rx.itemSelected.subscribe(onNext: { _ in listView.selectedRow = nil })
                let disposables = [
                    deselecting, listView.rx.modelSelected(String.self).subscribe(models.observer),
                    listView.rx.selectedRow.subscribe(rows.observer),
                ]
                XCTAssertTrue(listView.user.selectRow(1))
                XCTAssertEqual(models.elements, ["b"])
                XCTAssertEqual(rows.elements, [nil, 1])
                XCTAssertNil(listView.selectedRow)
                XCTAssertTrue(listView.user.selectRow(2))
                XCTAssertEqual(models.elements, ["b", "c"])
                XCTAssertEqual(rows.elements, [nil, 1, 2])
                for disposable in disposables { disposable.dispose() }
                binding.dispose()
            }
        }

        /// The same, when the deselecting subscription ends in its own delivery (`take(1)`): GLib's rerun reaches
        /// no handler of OpenRx's, and the next subscriber's first tap is not taken for it. It was: the rerun stayed
        /// pending, and the next tap was skipped.
        func testASubscriberThatDeselectsAndEndsLeavesTheNextTapToTheNextSubscriber() {
            MainActor.assumeIsolated {
                let listView = Gtk.ListView()
                onScreen(listView)
                let binding = Observable.just(["a", "b", "c"])
                    .bind(to: listView.rx.items(makeCell: { Gtk.Label() })) { _, name, label in label.text = name }
                let once = listView.rx.itemSelected.take(1).subscribe(onNext: { _ in listView.selectedRow = nil })
                XCTAssertTrue(listView.user.selectRow(1))
                once.dispose()
                let rows = Recorder<Int>()
                let again = listView.rx.itemSelected.subscribe(rows.observer)
                XCTAssertTrue(listView.user.selectRow(2))
                XCTAssertEqual(rows.elements, [2])
                again.dispose()
                binding.dispose()
            }
        }

        func testDisposingTheBindingReleasesTheDataSourceAndACellClosureHoldingTheListView() {
            MainActor.assumeIsolated {
                var listView: Gtk.ListView? = Gtk.ListView()
                let watch = WidgetWatch(listView!.pointer)
                weak var weakDataSource: ListViewArrayDataSource<[String], Gtk.Label>?
                do {
                    let owner = listView!
                    let dataSource = ListViewArrayDataSource<[String], Gtk.Label>(
                        makeCell: { Gtk.Label() },
                        configureCell: { row, name, label in label.text = "\(name) of \(owner.rowCount) (\(row))" })
                    weakDataSource = dataSource
                    let binding = Observable.just(["a"]).bind(to: owner.rx.items(dataSource: dataSource))
                    XCTAssertEqual(owner.rowCount, 1)
                    binding.dispose()
                }
                XCTAssertNil(weakDataSource, "the list view kept the data source after the binding went")
                listView = nil
                XCTAssertFalse(watch.exists, "a cycle through the cell closure kept the list view")
            }
        }

        func testActivatingARowSendsItEachTime() {
            MainActor.assumeIsolated {
                let listView = Gtk.ListView()
                let binding = Observable.just(["a", "b", "c"]).bind(to: listView.rx.items(makeCell: { Gtk.Label() })) {
                    _, text, label in label.text = text
                }
                let activations = Recorder<Int>()
                let subscription = listView.rx.itemActivated.subscribe(activations.observer)
                // What a double-click or Enter does: the list's `list.activate-item` action.
                for row: UInt32 in [2, 2, 0] {
                    gtk_widget_activate_action_variant(
                        listView.pointer.assumingMemoryBound(to: GtkWidget.self), "list.activate-item",
                        g_variant_new_uint32(row))
                }
                XCTAssertEqual(activations.elements, [2, 2, 0])
                subscription.dispose()
                XCTAssertFalse(hasHandler(listView.pointer, "activate"))
                binding.dispose()
            }
        }
    }
#endif

// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4
    import Foundation
    import OpenRx
    import OpenRxCocoa

    extension Reactive where Base: Gtk.ListView {
        /// Binds a sequence of arrays to the list view through `dataSource` (RxCocoa's
        /// `items(dataSource:)`): each array replaces the rows. The binding holds the data source (for
        /// ``modelSelected(_:)`` too); disposing it stops the updates and empties the list view, as RxCocoa's
        /// gives the table view back its previous data source.
        ///
        ///     items.bind(to: listView.rx.items(dataSource: dataSource))
        @preconcurrency @MainActor
        public func items<DataSource: ListViewDataSourceType, Source: ObservableType>(
            dataSource: DataSource
        ) -> (_ source: Source) -> Disposable where DataSource.Element == Source.Element {
            let companion = self.companion
            let destroyed = self.destroyed
            return { source in
                ItemsBinding.bind(
                    source.asObservable(), adapter: ListViewItemsAdapter(source: dataSource), to: companion,
                    until: destroyed)
            }
        }

        /// Binds a sequence of arrays to the list view (RxCocoa's `items(cellIdentifier:cellType:)`): cells
        /// are made by `makeCell` and shown by the configuring closure given to `bind(to:)`, both called on the
        /// main thread.
        ///
        ///     names.bind(to: listView.rx.items(makeCell: { Gtk.Label() })) { row, name, label in
        ///         label.text = name
        ///     }
        @preconcurrency @MainActor
        public func items<Sequence: Swift.Sequence, Cell: Gtk.Widget, Source: ObservableType>(
            makeCell: @escaping () -> Cell
        ) -> (_ source: Source) -> (
            _ configureCell: @escaping (_ row: Int, _ element: Sequence.Element, _ cell: Cell) -> Void
        ) -> Disposable where Source.Element == Sequence {
            let companion = self.companion
            let destroyed = self.destroyed
            return { source in
                { configureCell in
                    let dataSource = ListViewArrayDataSource<Sequence, Cell>(
                        makeCell: makeCell, configureCell: configureCell)
                    return ItemsBinding.bind(
                        source.asObservable(), adapter: ListViewItemsAdapter(source: dataSource), to: companion,
                        until: destroyed)
                }
            }
        }

        /// The row the user selects (RxCocoa's `itemSelected`; a list view has one section, so a row, not an
        /// index path). GTK reports changes of the selection: clicking the row already selected sends nothing
        /// (UIKit calls `didSelectRowAt` again). Selections made through ``selectedRow`` or by a new array are
        /// not sent.
        @preconcurrency @MainActor
        public var itemSelected: ControlEvent<Int> {
            ControlEvent(events: selectedPositions)
        }

        /// The index path of the item the user selects, with a data source of sections
        /// (``ListViewSectionedDataSource``, or any ``ListViewIndexPaths``): RxCocoa's `itemSelected`. With any
        /// other data source, a row is the item at index path (0, row).
        @preconcurrency @MainActor
        public var indexPathSelected: ControlEvent<IndexPath> {
            let companion = self.companion
            return ControlEvent(
                events: itemSelected.asObservable().compactMap { [weak companion] row -> IndexPath? in
                    guard let dataSource = companion?.listDataSource as? any ListViewIndexPaths else {
                        return IndexPath(item: row, section: 0)
                    }
                    return dataSource.indexPath(forRow: row)
                })
        }

        /// The row the user activates: double-click, or Enter on the focused row (GTK's `activate`; with
        /// `gtk_list_view_set_single_click_activate`, a click). Unlike ``itemSelected``, activating the
        /// selected row again sends it again.
        @preconcurrency @MainActor
        public var itemActivated: ControlEvent<Int> {
            ControlEvent(events: activatedPositions)
        }

        /// The element of the row the user selects (RxCocoa's `modelSelected(_:)`), from the data
        /// source bound with ``items(dataSource:)``. A row without an element of type `T` is reported to
        /// `Hooks.defaultErrorHandler` (``GtkError/noItem(row:)``, ``GtkError/wrongModelType(expected:actual:)``)
        /// and skipped.
        @preconcurrency @MainActor
        public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<T> {
            ControlEvent(events: selectedModels(modelType))
        }

        /// The selected row (`nil`: none): the current one on subscribe, then each the user selects; as an
        /// observer, selects a row (`nil` or a row past the end: none) without sending it back. New
        /// items (an items binding's reload) reset the selection without reporting it, as UIKit's `reloadData`
        /// does.
        @preconcurrency @MainActor
        public var selectedRow: ControlProperty<Int?> {
            selectedPosition
        }
    }
#endif

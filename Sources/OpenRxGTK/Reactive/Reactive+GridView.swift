// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    import OpenRx
    import OpenRxCocoa

    extension Reactive where Base: Gtk.GridView {
        /// Binds a sequence of arrays to the grid view through `dataSource` (RxCocoa's collection view
        /// `items(dataSource:)`): each array replaces the items. The binding holds the data source (for
        /// ``modelSelected(_:)`` too); disposing it stops the updates and empties the grid view.
        ///
        ///     photos.bind(to: gridView.rx.items(dataSource: dataSource))
        @preconcurrency @MainActor
        public func items<DataSource: GridViewDataSourceType, Source: ObservableType>(
            dataSource: DataSource
        ) -> (_ source: Source) -> Disposable where DataSource.Element == Source.Element {
            let companion = self.companion
            let destroyed = self.destroyed
            return { source in
                ItemsBinding.bind(
                    source.asObservable(), adapter: GridViewItemsAdapter(source: dataSource), to: companion,
                    until: destroyed)
            }
        }

        /// Binds a sequence of arrays to the grid view (RxCocoa's collection view
        /// `items(cellIdentifier:cellType:)`): cells are made by `makeCell` and shown by the configuring closure
        /// given to `bind(to:)`, both called on the main thread.
        ///
        ///     photos.bind(to: gridView.rx.items(makeCell: { Gtk.Image() })) { item, photo, image in
        ///         image.iconName = photo.iconName
        ///     }
        @preconcurrency @MainActor
        public func items<Sequence: Swift.Sequence, Cell: Gtk.Widget, Source: ObservableType>(
            makeCell: @escaping () -> Cell
        ) -> (_ source: Source) -> (
            _ configureCell: @escaping (_ item: Int, _ element: Sequence.Element, _ cell: Cell) -> Void
        ) -> Disposable where Source.Element == Sequence {
            let companion = self.companion
            let destroyed = self.destroyed
            return { source in
                { configureCell in
                    let dataSource = GridViewArrayDataSource<Sequence, Cell>(
                        makeCell: makeCell, configureCell: configureCell)
                    return ItemsBinding.bind(
                        source.asObservable(), adapter: GridViewItemsAdapter(source: dataSource), to: companion,
                        until: destroyed)
                }
            }
        }

        /// The index of the item the user selects (RxCocoa's `itemSelected`; a grid view has one section, so an
        /// index, not an index path). As for a list view, GTK reports changes of the selection; selections made
        /// through ``selectedItem`` or by a new array are not sent.
        @preconcurrency @MainActor
        public var itemSelected: ControlEvent<Int> {
            ControlEvent(events: selectedPositions)
        }

        /// The item the user activates: double-click, or Enter on the focused item (GTK's `activate`).
        @preconcurrency @MainActor
        public var itemActivated: ControlEvent<Int> {
            ControlEvent(events: activatedPositions)
        }

        /// The element of the item the user selects (RxCocoa's `modelSelected(_:)`), from the data source bound
        /// with ``items(dataSource:)``. An item without an element of type `T` is reported to
        /// `Hooks.defaultErrorHandler` and skipped.
        @preconcurrency @MainActor
        public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<T> {
            ControlEvent(events: selectedModels(modelType))
        }

        /// The selected item (`nil`: none): the current one on subscribe, then each the user selects; as an
        /// observer, selects an item (`nil` or one past the end: none) without sending it back. New
        /// items (an items binding's reload) reset the selection without reporting it, as UIKit's `reloadData`
        /// does.
        @preconcurrency @MainActor
        public var selectedItem: ControlProperty<Int?> {
            selectedPosition
        }
    }
#endif

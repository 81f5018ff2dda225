// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4
    import OpenRx

    /// A grid view's data source that a sequence drives: RxCocoa's `RxCollectionViewDataSourceType`, for
    /// ``Gtk/GridView`` (bind it with `gridView.rx.items(dataSource:)`).
    @preconcurrency @MainActor
    public protocol GridViewDataSourceType: AnyObject {
        /// What the bound sequence sends: the items, usually an array.
        associatedtype Element

        /// Makes the data source the grid view's (its cell factory): called once, on the main thread, before
        /// the first element is applied. When the binding is disposed, OpenRx removes the factory and the items.
        func install(in gridView: Gtk.GridView)

        /// Applies an event of the bound sequence to the grid view.
        func gridView(_ gridView: Gtk.GridView, observedEvent: Event<Element>)

        /// The element at `item`, as last bound.
        ///
        /// - Throws: ``GtkError/noItem(row:)`` when there is none.
        func model(at item: Int) throws -> Any
    }

    /// A data source of one section of items: each item's cell is made by `makeCell` when GTK needs a new one
    /// and configured by `configureCell` with the item's index, its element and the cell whenever GTK shows it
    /// (cells are reused as the grid scrolls, as collection-view cells are).
    @preconcurrency @MainActor
    public final class GridViewArrayDataSource<Sequence: Swift.Sequence, Cell: Gtk.Widget>: GridViewDataSourceType {
        /// The bound items.
        public typealias Element = Sequence

        private nonisolated let cells: CellClosures<Sequence.Element, Cell>
        /// The items, as last bound.
        public private(set) var items: [Sequence.Element] = []

        /// A data source that makes cells with `makeCell` and shows an item in a cell with `configureCell`.
        /// (It may be made on any thread; it is used on the main thread.)
        nonisolated public init(
            makeCell: @escaping () -> Cell,
            configureCell: @escaping (_ item: Int, _ element: Sequence.Element, _ cell: Cell) -> Void
        ) {
            cells = CellClosures(make: makeCell, configure: configureCell)
        }

        /// Installs a cell factory that calls this data source.
        public func install(in gridView: Gtk.GridView) {
            // The grid view holds the factory, which holds the data source weakly (the binding holds it).
            // Everything through the data source, held weakly: the closures the app gave it stay out of the
            // factory (a `configureCell` that captures the grid view's wrapper would make a cycle).
            gridView.installOptionalCellFactory(makeCell: { [weak self] in self?.cells.make() }) {
                [weak self] index, cell in
                guard let self, items.indices.contains(index) else { return }
                cells.configure(index, items[index], cell)
            }
        }

        /// Replaces the items with a `next` element's; ignores completion (the items stay); errors are binding
        /// errors, handled by the binding.
        public func gridView(_ gridView: Gtk.GridView, observedEvent: Event<Sequence>) {
            guard case .next(let elements) = observedEvent else { return }
            items = Array(elements)
            ListModel.setRowCount(items.count, on: gridView.pointer)
        }

        /// The element at `item`.
        public func model(at item: Int) throws -> Any {
            guard items.indices.contains(item) else { throw GtkError.noItem(row: item) }
            return items[item]
        }
    }
#endif

// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4
    import Foundation
    import OpenRx

    /// A list view's data source that a sequence drives: RxCocoa's `RxTableViewDataSourceType`, for
    /// ``Gtk/ListView`` (bind it with `listView.rx.items(dataSource:)`).
    @preconcurrency @MainActor
    public protocol ListViewDataSourceType: AnyObject {
        /// What the bound sequence sends: the rows, usually an array.
        associatedtype Element

        /// Makes the data source the list view's (its cell factory): called once, on the main thread, before
        /// the first element is applied. When the binding is disposed, OpenRx removes the factory and the rows.
        func install(in listView: Gtk.ListView)

        /// Applies an event of the bound sequence to the list view.
        func listView(_ listView: Gtk.ListView, observedEvent: Event<Element>)

        /// The element at `row`, as last bound.
        ///
        /// - Throws: ``GtkError/noItem(row:)`` when there is none.
        func model(at row: Int) throws -> Any
    }

    /// A data source of one section of rows: each row's cell is made by `makeCell` when GTK needs a new one
    /// and configured by `configureCell` with the row, its element and the cell, whenever GTK shows the row
    /// (cells are reused as the list scrolls, as table-view cells are).
    @preconcurrency @MainActor
    public final class ListViewArrayDataSource<Sequence: Swift.Sequence, Cell: Gtk.Widget>: ListViewDataSourceType {
        /// The bound rows.
        public typealias Element = Sequence

        private nonisolated let cells: CellClosures<Sequence.Element, Cell>
        /// The rows, as last bound.
        public private(set) var items: [Sequence.Element] = []
        /// Whether row `row` may be deleted in editing mode (its delete button is shown): every row by default
        /// (RxDataSources' `canEditRowAtIndexPath`).
        public var canEditRow: (_ row: Int) -> Bool = { _ in true }
        /// Whether row `row` may be moved in editing mode (its move buttons are shown): every row by default
        /// (RxDataSources' `canMoveRowAtIndexPath`).
        public var canMoveRow: (_ row: Int) -> Bool = { _ in true }

        /// A data source that makes cells with `makeCell` and shows a row in a cell with `configureCell`.
        /// (It may be made on any thread; it is used on the main thread.)
        nonisolated public init(
            makeCell: @escaping () -> Cell,
            configureCell: @escaping (_ row: Int, _ element: Sequence.Element, _ cell: Cell) -> Void
        ) {
            cells = CellClosures(make: makeCell, configure: configureCell)
        }

        /// Installs a cell factory that calls this data source.
        public func install(in listView: Gtk.ListView) {
            // The list view holds the factory, which must not hold the data source: a `configureCell` that
            // captures the list view's wrapper would make a cycle. The binding holds it.
            // Everything through the data source, held weakly: the closures the app gave it stay out of the
            // factory.
            listView.installCellFactory(
                makeCell: { [weak self] in self?.cells.make() },
                rules: { [weak self] row in self?.editingRules(row: row) ?? RowEditingRules() },
                showCell: { [weak self] row, cell in
                    guard let self, items.indices.contains(row) else { return }
                    cells.configure(row, items[row], cell)
                })
        }

        public func listView(_ listView: Gtk.ListView, observedEvent: Event<Sequence>) {
            guard case .next(let elements) = observedEvent else { return }
            items = Array(elements)
            ListModel.setRowCount(items.count, on: listView.pointer)
        }

        /// The element at `row`.
        public func model(at row: Int) throws -> Any {
            guard items.indices.contains(row) else { throw GtkError.noItem(row: row) }
            return items[row]
        }

        /// The item of row `row` (RxDataSources' `dataSource[indexPath]`); the row must exist.
        public subscript(row: Int) -> Sequence.Element {
            items[row]
        }
    }

    extension ListViewArrayDataSource: ListViewRowEditing {
        func editingRules(row: Int) -> RowEditingRules {
            var rules = RowEditingRules.within(rowCount: items.count, row: row)
            rules.canDelete = canEditRow(row)
            rules.canMove = canMoveRow(row)
            return rules
        }

        func moveDestination(row: Int, by offset: Int) -> IndexPath? {
            let destination = row + offset
            return items.indices.contains(destination) ? IndexPath(row: destination, section: 0) : nil
        }
    }

    /// A data source's cell closures, given on any thread and called on the main thread only.
    final class CellClosures<Element, Cell>: @unchecked Sendable {
        let make: () -> Cell
        let configure: (Int, Element, Cell) -> Void

        init(make: @escaping () -> Cell, configure: @escaping (Int, Element, Cell) -> Void) {
            self.make = make
            self.configure = configure
        }
    }

    /// The Swift cell wrapper of a `GtkListItem`, kept in the item's data and released with it.
    @MainActor
    enum ListItemCell {
        private static let quark = g_quark_from_static_string("openrx-list-item-cell")

        static func attach(_ cell: Gtk.Widget, to item: UnsafeMutableRawPointer) {
            let release: GDestroyNotify = { data in
                // List items are finalized on the main thread, with their list view.
                let cell = Unmanaged<Gtk.Widget>.fromOpaque(data!)
                MainActor.assumeIsolated { cell.release() }
            }
            g_object_set_qdata_full(item.typed(), quark, Unmanaged.passRetained(cell).toOpaque(), release)
        }

        static func cell(of item: UnsafeMutableRawPointer) -> Gtk.Widget? {
            g_object_get_qdata(item.typed(), quark).map { Unmanaged<Gtk.Widget>.fromOpaque($0).takeUnretainedValue() }
        }
    }
#endif

// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4
    import Foundation
    import OpenRx

    /// A section of a list: the model of its header and its items (RxDataSources' `SectionModel`).
    public struct SectionModel<Section, Item> {
        /// What the header shows.
        public var model: Section
        /// The section's items.
        public var items: [Item]

        /// A section of `items` under `model`.
        public init(model: Section, items: [Item]) {
            self.model = model
            self.items = items
        }
    }

    extension SectionModel: Sendable where Section: Sendable, Item: Sendable {}
    extension SectionModel: Equatable where Section: Equatable, Item: Equatable {}

    /// A data source of sections, each a header row (from `titleForHeader`; none when it returns `nil`)
    /// followed by its items' rows: RxDataSources' `RxTableViewSectionedReloadDataSource` for a list view. Cells
    /// are configured with the item's index path (section, row within it); headers cannot be selected or
    /// activated, and `listView.rx.indexPathSelected` reports index paths.
    ///
    ///     let dataSource = ListViewSectionedDataSource<String, Contact, Gtk.Label>(
    ///         makeCell: { Gtk.Label() },
    ///         configureCell: { _, contact, label in label.text = contact.name },
    ///         titleForHeader: { $0 })
    ///     sections.bind(to: listView.rx.items(dataSource: dataSource))
    @MainActor
    public final class ListViewSectionedDataSource<Section, Item, Cell: Gtk.Widget>: ListViewDataSourceType,
        ListViewIndexPaths
    {
        /// The bound sections.
        public typealias Element = [SectionModel<Section, Item>]

        private nonisolated let closures: SectionClosures<Section, Item, Cell>
        /// The sections, as last bound.
        public private(set) var sections: [SectionModel<Section, Item>] = []
        /// What each row of the list view shows.
        private var rows: [Row] = []

        private enum Row {
            case header(String)
            case item(IndexPath)
        }

        /// A data source that makes cells with `makeCell`, shows an item with `configureCell` and titles each
        /// section's header with `titleForHeader`. (It may be made on any thread; it is used on the main one.)
        nonisolated public init(
            makeCell: @escaping () -> Cell,
            configureCell: @escaping (_ indexPath: IndexPath, _ item: Item, _ cell: Cell) -> Void,
            titleForHeader: @escaping (_ section: Section) -> String? = { _ in nil }
        ) {
            closures = SectionClosures(make: makeCell, configure: configureCell, title: titleForHeader)
        }

        /// Installs a cell factory that shows headers and items.
        public func install(in listView: Gtk.ListView) {
            // As the array data source: the factory holds the data source weakly, the binding strongly.
            let editing = ObjectCompanion.of(listView.pointer).listEditing
            ListModel.installFactory(on: listView.pointer) { factory in
                SignalHandler.connectListItemHandler(factory, signal: "bind") { [weak self] item in
                    self?.bind(item, editing: editing)
                }
            }
        }

        private func bind(_ item: UnsafeMutableRawPointer, editing: ListEditingState) {
            let position = Int(gtk_list_item_get_position(item.opaque))
            guard rows.indices.contains(position) else { return }
            let holder = SectionedListItem.of(item)
            switch rows[position] {
            case .header(let title):
                let label = holder.header ?? Gtk.Label()
                holder.header = label
                label.text = title
                gtk_widget_add_css_class(label.pointer.typed(), "heading")
                gtk_widget_set_halign(label.pointer.typed(), GTK_ALIGN_START)
                gtk_list_item_set_child(item.opaque, label.pointer.typed())
                gtk_list_item_set_selectable(item.opaque, 0)
                gtk_list_item_set_activatable(item.opaque, 0)
            case .item(let indexPath):
                let cell = (holder.cell as? Cell) ?? closures.make()
                holder.cell = cell
                let chrome = holder.chrome ?? ListRowChrome(cell: cell, editing: editing)
                holder.chrome = chrome
                chrome.update(row: position, rowCount: rows.count)
                gtk_list_item_set_child(item.opaque, chrome.container.pointer.typed())
                gtk_list_item_set_selectable(item.opaque, 1)
                gtk_list_item_set_activatable(item.opaque, 1)
                closures.configure(indexPath, sections[indexPath.section].items[indexPath.item], cell)
            }
        }

        /// Replaces the sections with a `next` element's.
        public func listView(_ listView: Gtk.ListView, observedEvent: Event<[SectionModel<Section, Item>]>) {
            guard case .next(let next) = observedEvent else { return }
            sections = next
            rows = []
            for (index, section) in next.enumerated() {
                if let title = closures.title(section.model) { rows.append(.header(title)) }
                rows += section.items.indices.map { .item(IndexPath(item: $0, section: index)) }
            }
            listView.setRowCount(rows.count)
        }

        /// The item at `row` (a header row has none).
        public func model(at row: Int) throws -> Any {
            guard let indexPath = indexPath(forRow: row) else { throw GtkError.noItem(row: row) }
            return sections[indexPath.section].items[indexPath.item]
        }

        /// The index path of the item shown at `row`; `nil` for a header or past the end.
        public func indexPath(forRow row: Int) -> IndexPath? {
            guard rows.indices.contains(row), case .item(let indexPath) = rows[row] else { return nil }
            return indexPath
        }

        /// The row showing the item at `indexPath`, if there is one.
        public func row(for indexPath: IndexPath) -> Int? {
            rows.firstIndex {
                if case .item(let shown) = $0 { return shown == indexPath }
                return false
            }
        }
    }

    /// A data source whose rows are items at index paths (sections), so that selections are reported as index
    /// paths (`listView.rx.indexPathSelected`).
    @MainActor
    public protocol ListViewIndexPaths: AnyObject {
        /// The index path of the item at `row`; `nil` for a row that shows no item (a header).
        func indexPath(forRow row: Int) -> IndexPath?
        /// The row showing the item at `indexPath`, if any.
        func row(for indexPath: IndexPath) -> Int?
    }

    /// A sectioned data source's closures, given on any thread and called on the main thread only.
    private final class SectionClosures<Section, Item, Cell>: @unchecked Sendable {
        let make: () -> Cell
        let configure: (IndexPath, Item, Cell) -> Void
        let title: (Section) -> String?

        init(
            make: @escaping () -> Cell, configure: @escaping (IndexPath, Item, Cell) -> Void,
            title: @escaping (Section) -> String?
        ) {
            self.make = make
            self.configure = configure
            self.title = title
        }
    }

    /// What a `GtkListItem` of a sectioned list view shows, made as needed (a list item may show a header,
    /// then an item): kept in the item's data and released with it.
    @MainActor
    private final class SectionedListItem {
        var header: Gtk.Label?
        var cell: Gtk.Widget?
        var chrome: ListRowChrome?

        private static let quark = g_quark_from_static_string("openrx-sectioned-list-item")

        static func of(_ item: UnsafeMutableRawPointer) -> SectionedListItem {
            if let data = g_object_get_qdata(item.typed(), quark) {
                return Unmanaged<SectionedListItem>.fromOpaque(data).takeUnretainedValue()
            }
            let holder = SectionedListItem()
            let release: GDestroyNotify = { data in
                // List items are finalized on the main thread, with their list view.
                let holder = Unmanaged<SectionedListItem>.fromOpaque(data!)
                MainActor.assumeIsolated { holder.release() }
            }
            g_object_set_qdata_full(item.typed(), quark, Unmanaged.passRetained(holder).toOpaque(), release)
            return holder
        }
    }
#endif

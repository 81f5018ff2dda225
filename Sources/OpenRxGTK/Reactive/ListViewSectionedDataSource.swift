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
    @preconcurrency @MainActor
    public final class ListViewSectionedDataSource<Section, Item, Cell: Gtk.Widget>: ListViewDataSourceType,
        ListViewIndexPaths
    {
        /// The bound sections.
        public typealias Element = [SectionModel<Section, Item>]

        private nonisolated let closures: SectionClosures<Section, Item, Cell>
        /// The sections, as last bound.
        public private(set) var sections: [SectionModel<Section, Item>] = []
        /// Whether the item at an index path may be deleted in editing mode (its delete button is shown):
        /// every item by default (RxDataSources' `canEditRowAtIndexPath`).
        public var canEditRowAtIndexPath: (ListViewSectionedDataSource, IndexPath) -> Bool = { _, _ in true }
        /// Whether the item at an index path may be moved in editing mode (its move buttons are shown): every
        /// item by default (RxDataSources' `canMoveRowAtIndexPath`).
        public var canMoveRowAtIndexPath: (ListViewSectionedDataSource, IndexPath) -> Bool = { _, _ in true }
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

        /// A data source that titles each section's header with `titleForHeaderInSection`, given the data source
        /// and the section's index (RxDataSources' `titleForHeaderInSection`: `dataSource[section: index].model`,
        /// or anything else the index tells).
        ///
        ///     ListViewSectionedDataSource<String, Int, Gtk.Label>(
        ///         makeCell: { Gtk.Label() }, configureCell: { _, number, label in label.text = "\(number)" },
        ///         titleForHeaderInSection: { dataSource, index in "\(index + 1). \(dataSource[index].model)" })
        nonisolated public init(
            makeCell: @escaping () -> Cell,
            configureCell: @escaping (_ indexPath: IndexPath, _ item: Item, _ cell: Cell) -> Void,
            titleForHeaderInSection: @escaping (_ dataSource: ListViewSectionedDataSource, _ section: Int) -> String?
        ) {
            closures = SectionClosures(
                make: makeCell, configure: configureCell, title: { _ in nil },
                titleInSection: titleForHeaderInSection)
        }

        /// The section at `index`, as last bound (RxDataSources' `dataSource[section]`).
        public subscript(section index: Int) -> SectionModel<Section, Item> {
            sections[index]
        }

        /// The item at `indexPath`, as last bound (RxDataSources' `dataSource[indexPath]`); it must exist.
        public subscript(indexPath: IndexPath) -> Item {
            sections[indexPath.section].items[indexPath.item]
        }

        /// The item at `indexPath` (RxDataSources' `model(at:)`).
        ///
        /// - Throws: ``GtkError/noItemAtIndexPath(_:)`` when the sections have no such item.
        public func model(at indexPath: IndexPath) throws -> Any {
            guard indexPath.count == 2, sections.indices.contains(indexPath.section),
                sections[indexPath.section].items.indices.contains(indexPath.item)
            else { throw GtkError.noItemAtIndexPath(indexPath) }
            return sections[indexPath.section].items[indexPath.item]
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
                chrome.update(row: position, rules: editingRules(row: position))
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
                if let title = closures.titleInSection?(self, index) ?? closures.title(section.model) {
                    rows.append(.header(title))
                }
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
    @preconcurrency @MainActor
    public protocol ListViewIndexPaths: AnyObject {
        /// The index path of the item at `row`; `nil` for a row that shows no item (a header).
        func indexPath(forRow row: Int) -> IndexPath?
        /// The row showing the item at `indexPath`, if any.
        func row(for indexPath: IndexPath) -> Int?
    }

    extension ListViewSectionedDataSource: ListViewRowEditing {
        func editingRules(row: Int) -> RowEditingRules {
            guard let indexPath = indexPath(forRow: row) else {
                return RowEditingRules(canDelete: false, canMove: false, canMoveUp: false, canMoveDown: false)
            }
            return RowEditingRules(
                canDelete: canEditRowAtIndexPath(self, indexPath), canMove: canMoveRowAtIndexPath(self, indexPath),
                canMoveUp: moveDestination(of: indexPath, by: -1) != nil,
                canMoveDown: moveDestination(of: indexPath, by: 1) != nil)
        }

        func moveDestination(row: Int, by offset: Int) -> IndexPath? {
            indexPath(forRow: row).flatMap { moveDestination(of: $0, by: offset) }
        }

        /// One place up or down; past its section's edge, last in the section before or first in the one after.
        private func moveDestination(of indexPath: IndexPath, by offset: Int) -> IndexPath? {
            let (section, item) = (indexPath.section, indexPath.item)
            let destination = item + offset
            if sections[section].items.indices.contains(destination) {
                return IndexPath(item: destination, section: section)
            }
            if offset < 0, section > 0 {
                return IndexPath(item: sections[section - 1].items.count, section: section - 1)
            }
            if offset > 0, section < sections.count - 1 {
                return IndexPath(item: 0, section: section + 1)
            }
            return nil
        }
    }

    /// A sectioned data source's closures, given on any thread and called on the main thread only.
    private final class SectionClosures<Section, Item, Cell: Gtk.Widget>: @unchecked Sendable {
        let make: () -> Cell
        let configure: (IndexPath, Item, Cell) -> Void
        let title: (Section) -> String?
        /// The title given the data source and the section's index, which replaces ``title`` when given.
        let titleInSection: ((ListViewSectionedDataSource<Section, Item, Cell>, Int) -> String?)?

        init(
            make: @escaping () -> Cell, configure: @escaping (IndexPath, Item, Cell) -> Void,
            title: @escaping (Section) -> String?,
            titleInSection: ((ListViewSectionedDataSource<Section, Item, Cell>, Int) -> String?)? = nil
        ) {
            self.make = make
            self.configure = configure
            self.title = title
            self.titleInSection = titleInSection
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

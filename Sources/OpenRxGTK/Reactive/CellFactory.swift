// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4
    import OpenRx

    extension Gtk.ListView {
        /// Gives the list view a cell factory — what a custom data source's `install(in:)` calls (the array and
        /// sectioned data sources use it too): GTK calls `makeCell` when it needs a new cell and `showCell` with a
        /// row and a cell whenever it shows that row (cells are reused as the list scrolls). Each cell sits in the
        /// row's editing chrome (`rx.isEditing`, accessory buttons). The list view holds the closures until the
        /// binding is disposed: let them capture the data source weakly.
        ///
        ///     func install(in listView: Gtk.ListView) {
        ///         listView.installCellFactory(makeCell: { Gtk.StandardRow() }) { [weak self] row, cell in
        ///             cell.title = self?.names[row] ?? ""
        ///         }
        ///     }
        public func installCellFactory<Cell: Gtk.Widget>(
            makeCell: @escaping @MainActor () -> Cell,
            showCell: @escaping @MainActor (_ row: Int, _ cell: Cell) -> Void
        ) {
            // The factory lives in the list view, so the list view outlives every call of these closures.
            let listView = UncheckedSendable(pointer)
            installCellFactory(
                makeCell: { Optional(makeCell()) },
                rules: { row in RowEditingRules.within(rowCount: ListModel.rowCount(of: listView.value), row: row) },
                showCell: showCell)
        }

        /// ``installCellFactory(makeCell:showCell:)`` with the editing rules of each row, where `makeCell` may
        /// make no cell (its data source is gone: the row stays empty).
        func installCellFactory<Cell: Gtk.Widget>(
            makeCell: @escaping @MainActor () -> Cell?, rules: @escaping @MainActor (_ row: Int) -> RowEditingRules,
            showCell: @escaping @MainActor (_ row: Int, _ cell: Cell) -> Void
        ) {
            let editing = ObjectCompanion.of(pointer).listEditing
            ListModel.installFactory(on: pointer) { factory in
                SignalHandler.connectListItemHandler(factory, signal: "setup") { item in
                    guard let cell = makeCell() else { return }
                    ListItemCell.attach(cell, to: item)
                    // The cell in its row's chrome: the editing and accessory buttons, shown as the list says.
                    let chrome = ListRowChrome(cell: cell, editing: editing)
                    ListRowChrome.attach(chrome, to: item)
                    gtk_list_item_set_child(item.opaque, chrome.container.pointer.typed())
                }
                SignalHandler.connectListItemHandler(factory, signal: "bind") { item in
                    let row = Int(gtk_list_item_get_position(item.opaque))
                    guard let cell = ListItemCell.cell(of: item) as? Cell else { return }
                    ListRowChrome.of(item)?.update(row: row, rules: rules(row))
                    showCell(row, cell)
                }
            }
        }
    }

    extension Gtk.GridView {
        /// Gives the grid view a cell factory — what a custom data source's `install(in:)` calls (the array data
        /// source uses it too): GTK calls `makeCell` when it needs a new cell and `showCell` with an item's index
        /// and a cell whenever it shows that item (cells are reused as the grid scrolls). The grid view holds the
        /// closures until the binding is disposed: let them capture the data source weakly.
        public func installCellFactory<Cell: Gtk.Widget>(
            makeCell: @escaping @MainActor () -> Cell,
            showCell: @escaping @MainActor (_ item: Int, _ cell: Cell) -> Void
        ) {
            installOptionalCellFactory(makeCell: { Optional(makeCell()) }, showCell: showCell)
        }

        /// ``installCellFactory(makeCell:showCell:)`` where `makeCell` may make no cell (its data source is gone:
        /// the item stays empty).
        func installOptionalCellFactory<Cell: Gtk.Widget>(
            makeCell: @escaping @MainActor () -> Cell?,
            showCell: @escaping @MainActor (_ item: Int, _ cell: Cell) -> Void
        ) {
            ListModel.installFactory(on: pointer) { factory in
                SignalHandler.connectListItemHandler(factory, signal: "setup") { item in
                    guard let cell = makeCell() else { return }
                    ListItemCell.attach(cell, to: item)
                    gtk_list_item_set_child(item.opaque, cell.pointer.typed())
                }
                SignalHandler.connectListItemHandler(factory, signal: "bind") { item in
                    guard let cell = ListItemCell.cell(of: item) as? Cell else { return }
                    showCell(Int(gtk_list_item_get_position(item.opaque)), cell)
                }
            }
        }
    }
#endif

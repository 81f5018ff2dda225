// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4
    import Foundation

    extension UserInput {
        /// Clicks the row or item at `position` of a list or grid view (GTK's `list.select-item` action).
        func selectPosition(_ position: Int) -> Bool {
            let parameters = g_variant_new_tuple(
                [g_variant_new_uint32(guint(position)), g_variant_new_boolean(0), g_variant_new_boolean(0)], 3)
            return gtk_widget_activate_action_variant(base.pointer.typed(), "list.select-item", parameters) != 0
        }

        /// Activates the row or item at `position` of a list or grid view (GTK's `list.activate-item` action).
        func activatePosition(_ position: Int) -> Bool {
            gtk_widget_activate_action_variant(
                base.pointer.typed(), "list.activate-item", g_variant_new_uint32(guint(position))) != 0
        }
    }

    extension UserInput where Base: Gtk.ListView {
        /// Clicks row `row`: selects it (`rx.itemSelected`, `rx.modelSelected`, `rx.selectedRow`). A row past
        /// the end is not there to click.
        @discardableResult
        public func selectRow(_ row: Int) -> Bool {
            guard acceptsInput, (0..<base.rowCount).contains(row), !isHeader(row) else { return false }
            return selectPosition(row)
        }

        /// Whether `row` is a section's header, which a click neither selects nor activates.
        private func isHeader(_ row: Int) -> Bool {
            guard let dataSource = ObjectCompanion.existing(of: base.pointer)?.listDataSource as? any ListViewIndexPaths
            else { return false }
            return dataSource.indexPath(forRow: row) == nil
        }

        /// Clicks the item at `indexPath` (`rx.indexPathSelected`): of a list whose data source has sections
        /// (``ListViewIndexPaths``), the item the data source shows there; of any other list, row `item` of
        /// section 0. An index path with no item is not there to click (`false`).
        @discardableResult
        public func selectItem(at indexPath: IndexPath) -> Bool {
            guard indexPath.count == 2 else { return false }
            let companion = ObjectCompanion.existing(of: base.pointer)
            guard let dataSource = companion?.listDataSource as? any ListViewIndexPaths else {
                return indexPath.section == 0 ? selectRow(indexPath.item) : false
            }
            guard let row = dataSource.row(for: indexPath) else { return false }
            return selectRow(row)
        }

        /// Clicks the delete button of row `row`, shown in editing mode (`rx.itemDeleted`) where the data source
        /// lets the row be deleted.
        @discardableResult
        public func deleteRow(_ row: Int) -> Bool {
            guard rules(row)?.canDelete != false else { return false }
            return edit(.delete(row: row), rows: [row], needsEditing: true)
        }

        /// Moves row `row` up (`by: -1`) or down (`by: 1`) with its buttons, in editing mode (`rx.itemMoved`),
        /// where the data source lets the row move. With sections, a move across a section header takes the item
        /// into the neighbouring section (`itemMoved` says where); the first item of the first section cannot move
        /// up, nor the last of the last section down.
        @discardableResult
        public func moveRow(_ row: Int, by offset: Int) -> Bool {
            guard offset == 1 || offset == -1 else { return false }
            if let rules = rules(row) {
                guard rules.canMove, offset < 0 ? rules.canMoveUp : rules.canMoveDown,
                    (0..<base.rowCount).contains(row), !isHeader(row)
                else { return false }
                return edit(.move(from: row, to: row + offset), rows: [row], needsEditing: true)
            }
            return edit(.move(from: row, to: row + offset), rows: [row, row + offset], needsEditing: true)
        }

        /// The editing rules of `row`'s data source, if it has any.
        private func rules(_ row: Int) -> RowEditingRules? {
            guard (0..<base.rowCount).contains(row),
                let dataSource = ObjectCompanion.existing(of: base.pointer)?.listDataSource as? any ListViewRowEditing
            else { return nil }
            return dataSource.editingRules(row: row)
        }

        /// Clicks the accessory button of row `row` (`rx.itemAccessoryButtonTapped`).
        @discardableResult
        public func tapAccessoryButton(_ row: Int) -> Bool {
            edit(.accessory(row: row), rows: [row], needsEditing: false)
        }

        private func edit(_ edit: ListEdit, rows: [Int], needsEditing: Bool) -> Bool {
            let editing = ObjectCompanion.of(base.pointer).listEditing
            let shown = needsEditing ? editing.isEditing : editing.showsAccessoryButtons
            guard acceptsInput, shown, rows.allSatisfy({ (0..<base.rowCount).contains($0) && !isHeader($0) }) else {
                return false
            }
            editing.send(edit)
            return true
        }

        /// Double-clicks row `row` (or presses Enter on it): `rx.itemActivated` reports it.
        @discardableResult
        public func activateRow(_ row: Int) -> Bool {
            guard acceptsInput, (0..<base.rowCount).contains(row), !isHeader(row) else { return false }
            return activatePosition(row)
        }

        /// Clicks row `row` once: selects it (``selectRow(_:)``) and, if the list view
        /// ``Gtk/ListView/activatesOnSingleClick``, activates it too, as GTK does.
        @discardableResult
        public func clickRow(_ row: Int) -> Bool {
            guard selectRow(row) else { return false }
            if base.activatesOnSingleClick { _ = activatePosition(row) }
            return true
        }
    }

    extension UserInput where Base: Gtk.GridView {
        /// Clicks item `item`: selects it (`rx.itemSelected`, `rx.modelSelected`, `rx.selectedItem`). An item past
        /// the end is not there to click.
        @discardableResult
        public func selectItem(_ item: Int) -> Bool {
            guard acceptsInput, (0..<base.itemCount).contains(item) else { return false }
            return selectPosition(item)
        }

        /// Double-clicks item `item` (or presses Enter on it): `rx.itemActivated` reports it.
        @discardableResult
        public func activateItem(_ item: Int) -> Bool {
            guard acceptsInput, (0..<base.itemCount).contains(item) else { return false }
            return activatePosition(item)
        }
    }
#endif

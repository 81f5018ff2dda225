// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4

    extension Gtk {
        /// A `GtkListView` whose rows a sequence of arrays drives (`listView.rx.items`), with single selection.
        ///
        /// Its model is a `GtkSingleSelection` over a `GListStore` with one plain `GObject` per row; the rows'
        /// elements stay in Swift, in the bound data source.
        public final class ListView: Widget {
            override public class var gtkType: UInt { UInt(gtk_list_view_get_type()) }

            /// An empty list view with nothing selected.
            public convenience init() {
                self.init(owning: UnsafeMutableRawPointer(gtk_list_view_new(nil, nil)))
                ListModel.install(on: pointer)
            }

            /// The number of rows.
            public var rowCount: Int {
                Int(g_list_model_get_n_items(ListModel.install(on: pointer).store))
            }

            /// Makes the list show `count` rows, each shown again (a data source's
            /// `listView(_:observedEvent:)` calls it after taking the new elements); a programmatic change, which
            /// resets the selection without reporting it.
            public func setRowCount(_ count: Int) {
                programmatically { ListModel.setRowCount(count, on: pointer) }
            }

            /// The selected row, if any; selecting one here is a programmatic change, which `rx.itemSelected`
            /// and `rx.selectedRow` do not report.
            public var selectedRow: Int? {
                get { ListModel.selectedRow(of: pointer) }
                set { programmatically { ListModel.select(newValue, on: pointer) } }
            }
        }
    }

    /// The model OpenRx gives a list view: a single selection over a store of row placeholders.
    @MainActor
    enum ListModel {
        /// The list view's selection and store, installed if the list view has another model (or none).
        @discardableResult
        static func install(on listView: UnsafeMutableRawPointer) -> (selection: OpaquePointer, store: OpaquePointer) {
            if let existing = existingModel(of: listView) { return existing }
            let store = g_list_store_new(openrx_g_type_object())!
            // Both calls take ownership of their argument.
            let selection = gtk_single_selection_new(store)!
            gtk_single_selection_set_autoselect(selection, 0)
            gtk_single_selection_set_can_unselect(selection, 1)
            gtk_list_view_set_model(listView.opaque, selection)
            g_object_unref(UnsafeMutableRawPointer(selection))
            return (selection, store)
        }

        private static func existingModel(
            of listView: UnsafeMutableRawPointer
        ) -> (selection: OpaquePointer, store: OpaquePointer)? {
            guard let model = gtk_list_view_get_model(listView.opaque),
                g_type_is_a(openrx_g_object_type(UnsafeMutableRawPointer(model)), gtk_single_selection_get_type()) != 0,
                let store = gtk_single_selection_get_model(model),
                g_type_is_a(openrx_g_object_type(UnsafeMutableRawPointer(store)), g_list_store_get_type()) != 0
            else { return nil }
            return (model, store)
        }

        /// The selected row of the list view, if any.
        static func selectedRow(of listView: UnsafeMutableRawPointer) -> Int? {
            let position = gtk_single_selection_get_selected(install(on: listView).selection)
            return position == openrx_gtk_invalid_list_position() ? nil : Int(position)
        }

        /// Selects `row` (`nil` or a row past the end: nothing).
        static func select(_ row: Int?, on listView: UnsafeMutableRawPointer) {
            let model = install(on: listView)
            let count = Int(g_list_model_get_n_items(model.store))
            let position = row.flatMap { (0..<count).contains($0) ? guint($0) : nil }
            gtk_single_selection_set_selected(model.selection, position ?? openrx_gtk_invalid_list_position())
        }

        /// Shows every row again (after a change of the rows' chrome: editing, accessory buttons), as a
        /// programmatic change.
        static func reload(_ listView: UnsafeMutableRawPointer) {
            let count = Int(g_list_model_get_n_items(install(on: listView).store))
            ObjectCompanion.of(listView).performProgrammaticChange { setRowCount(count, on: listView) }
        }

        /// Makes the store hold `count` rows (replacing all of them, so every visible row is bound again).
        static func setRowCount(_ count: Int, on listView: UnsafeMutableRawPointer) {
            let store = install(on: listView).store
            let removed = g_list_model_get_n_items(store)
            var rows: [gpointer?] = (0..<count).map { _ in openrx_g_object_new_plain() }
            rows.withUnsafeMutableBufferPointer { buffer in
                g_list_store_splice(store, 0, removed, buffer.baseAddress, guint(count))
            }
            for row in rows { g_object_unref(row) }
        }
    }
#endif

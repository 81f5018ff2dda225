// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4

    /// The model OpenRx gives a list view or a grid view: a single selection over a store of row placeholders,
    /// and the cell factory a data source installs. Every function takes either view.
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
            if isGrid(listView) {
                gtk_grid_view_set_model(listView.opaque, selection)
            } else {
                gtk_list_view_set_model(listView.opaque, selection)
            }
            g_object_unref(UnsafeMutableRawPointer(selection))
            return (selection, store)
        }

        private static func existingModel(
            of listView: UnsafeMutableRawPointer
        ) -> (selection: OpaquePointer, store: OpaquePointer)? {
            let model =
                isGrid(listView) ? gtk_grid_view_get_model(listView.opaque) : gtk_list_view_get_model(listView.opaque)
            guard let model,
                g_type_is_a(openrx_g_object_type(UnsafeMutableRawPointer(model)), gtk_single_selection_get_type()) != 0,
                let store = gtk_single_selection_get_model(model),
                g_type_is_a(openrx_g_object_type(UnsafeMutableRawPointer(store)), g_list_store_get_type()) != 0
            else { return nil }
            return (model, store)
        }

        /// Whether `view` is a grid view (otherwise a list view).
        private static func isGrid(_ view: UnsafeMutableRawPointer) -> Bool {
            g_type_is_a(openrx_g_object_type(view), gtk_grid_view_get_type()) != 0
        }

        /// Makes a cell factory, lets `connect` connect its handlers (`setup`, `bind`), and gives it to `view`.
        static func installFactory(
            on view: UnsafeMutableRawPointer, connect: (_ factory: UnsafeMutableRawPointer) -> Void
        ) {
            let factory = gtk_signal_list_item_factory_new()!
            connect(UnsafeMutableRawPointer(factory))
            setFactory(factory, on: view)
            g_object_unref(UnsafeMutableRawPointer(factory))
        }

        /// Gives `view` the cell factory `factory` (`nil`: none).
        static func setFactory(_ factory: OpaquePointer?, on view: UnsafeMutableRawPointer) {
            if isGrid(view) {
                gtk_grid_view_set_factory(view.opaque, factory)
            } else {
                gtk_list_view_set_factory(view.opaque, factory)
            }
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

        /// How many rows the list or grid view `view` has.
        static func rowCount(of view: UnsafeMutableRawPointer) -> Int {
            Int(g_list_model_get_n_items(install(on: view).store))
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

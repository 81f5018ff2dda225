// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4

    extension Gtk {
        /// A `GtkGridView`: items laid out in rows of columns, which a sequence of arrays drives
        /// (`gridView.rx.items`) — RxCocoa's `UICollectionView` with a flow layout — with single selection.
        ///
        /// Its model is, as a ``ListView``'s, a `GtkSingleSelection` over a `GListStore` of one plain `GObject` per
        /// item; the items' elements stay in Swift, in the bound data source.
        public final class GridView: Widget {
            override public class var gtkType: UInt { UInt(gtk_grid_view_get_type()) }

            /// An empty grid view with nothing selected, at most `maxColumns` columns wide (GTK's default: 7).
            public convenience init(maxColumns: Int = 7) {
                self.init(owning: UnsafeMutableRawPointer(gtk_grid_view_new(nil, nil)))
                ListModel.install(on: pointer)
                self.maxColumns = maxColumns
            }

            /// The number of items.
            public var itemCount: Int {
                ListModel.rowCount(of: pointer)
            }

            /// Makes the grid show `count` items, each shown again (a data source's `gridView(_:observedEvent:)`
            /// calls it after taking the new elements); a programmatic change, which resets the selection without
            /// reporting it.
            public func setItemCount(_ count: Int) {
                programmatically { ListModel.setRowCount(count, on: pointer) }
            }

            /// The selected item, if any; selecting one here is a programmatic change, which `rx.itemSelected`
            /// and `rx.selectedItem` do not report.
            public var selectedItem: Int? {
                get { ListModel.selectedRow(of: pointer) }
                set { programmatically { ListModel.select(newValue, on: pointer) } }
            }

            /// The most columns the grid uses (at least 1); it uses fewer when narrower.
            public var maxColumns: Int {
                get { Int(gtk_grid_view_get_max_columns(pointer.opaque)) }
                set { gtk_grid_view_set_max_columns(pointer.opaque, guint(max(1, newValue))) }
            }

            /// The fewest columns the grid uses (at least 1), however narrow.
            public var minColumns: Int {
                get { Int(gtk_grid_view_get_min_columns(pointer.opaque)) }
                set { gtk_grid_view_set_min_columns(pointer.opaque, guint(max(1, newValue))) }
            }
        }
    }
#endif

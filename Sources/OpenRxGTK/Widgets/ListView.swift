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
                ListModel.rowCount(of: pointer)
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
#endif

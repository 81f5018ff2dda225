// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4
    import Foundation
    import OpenRx
    import OpenRxCocoa

    /// An edit the user asks for in a list view (a button of a row's chrome).
    enum ListEdit {
        case delete(row: Int)
        case move(from: Int, to: Int)
        case accessory(row: Int)
    }

    /// A list view's editing state, kept in its companion: whether rows show their delete and move buttons,
    /// whether they show an accessory button, and the edits the user asks for.
    @MainActor
    final class ListEditingState {
        var isEditing = false
        var showsAccessoryButtons = false
        /// The subscriptions to the edits (`rx.itemDeleted`…): plain callbacks, not a subject, so that a list
        /// view whose editing sequences were disposed holds no OpenRx resource while it lives.
        private var editObservers = CallbackList<ListEdit>()

        /// Sends `edit` to the subscriptions.
        func send(_ edit: ListEdit) {
            editObservers.callAll(edit)
        }

        /// The edits the user asks for, from subscription to disposal (subscribe on the main thread).
        var edits: Observable<ListEdit> {
            weak let state = self
            return Observable.create { observer in
                // Subscribed on the main thread (a control event subscribes there).
                let id = MainActor.assumeIsolated { state?.editObservers.add { observer.onNext($0) } }
                guard let id else {
                    observer.onCompleted()
                    return Disposables.create()
                }
                return Disposables.create { [weak state] in
                    // Disposal may come from any thread; the observers are the main thread's.
                    if Thread.isMainThread {
                        MainActor.assumeIsolated { state?.editObservers.remove(id) }
                    } else {
                        DispatchQueue.main.async { MainActor.assumeIsolated { state?.editObservers.remove(id) } }
                    }
                }
            }
        }
    }

    /// The buttons around a row's cell — accessory, move up, move down, delete — shown as the list view's
    /// editing state says; a data source wraps each cell in one.
    @MainActor
    final class ListRowChrome {
        let container = Gtk.Box(vertical: false)
        // GTK's own symbolic icons, which every GTK install has (a glyph such as "ⓘ" is missing from the fonts
        // of a stock desktop).
        let accessory = Gtk.Button(iconName: "dialog-information-symbolic", tooltip: "Details")
        let up = Gtk.Button(iconName: "pan-up-symbolic", tooltip: "Move up")
        let down = Gtk.Button(iconName: "pan-down-symbolic", tooltip: "Move down")
        private let delete = Gtk.Button(label: "Delete")
        private weak var editing: ListEditingState?
        private var row = 0

        init(cell: Gtk.Widget, editing: ListEditingState) {
            self.editing = editing
            // The cell takes the row's width (a standard row's accessory sits at the end); a plain label left as
            // GTK makes it sits at the row's start, as a table row's text does.
            gtk_widget_set_hexpand(cell.pointer.typed(), 1)
            if cell is Gtk.Label, gtk_widget_get_halign(cell.pointer.typed()) == GTK_ALIGN_FILL {
                gtk_widget_set_halign(cell.pointer.typed(), GTK_ALIGN_START)
            }
            container.append(cell)
            for button in [accessory, up, down, delete] { container.append(button) }
            gtk_widget_add_css_class(delete.pointer.typed(), "destructive-action")
            // Plain handlers, owned by the buttons (GLib releases them with the buttons).
            connect(accessory) { .accessory(row: $0) }
            connect(up) { .move(from: $0, to: $0 - 1) }
            connect(down) { .move(from: $0, to: $0 + 1) }
            connect(delete) { .delete(row: $0) }
        }

        private func connect(_ button: Gtk.Button, _ edit: @escaping @MainActor (Int) -> ListEdit) {
            _ = try? SignalHandler.connect(button.pointer, signal: "clicked") { [weak self] in
                guard let self, let editing = self.editing else { return }
                editing.send(edit(self.row))
            }
        }

        /// Shows the buttons of row `row`, as `rules` allow in editing mode.
        func update(row: Int, rules: RowEditingRules) {
            self.row = row
            let isEditing = editing?.isEditing ?? false
            accessory.isVisible = editing?.showsAccessoryButtons ?? false
            delete.isVisible = isEditing && rules.canDelete
            up.isVisible = isEditing && rules.canMove
            down.isVisible = isEditing && rules.canMove
            up.isSensitive = rules.canMoveUp
            down.isSensitive = rules.canMoveDown
        }

        private static let quark = g_quark_from_static_string("openrx-list-row-chrome")

        /// Keeps `chrome` in the list item's data, released with it.
        static func attach(_ chrome: ListRowChrome, to item: UnsafeMutableRawPointer) {
            let release: GDestroyNotify = { data in
                let chrome = Unmanaged<ListRowChrome>.fromOpaque(data!)
                MainActor.assumeIsolated { chrome.release() }
            }
            g_object_set_qdata_full(item.typed(), quark, Unmanaged.passRetained(chrome).toOpaque(), release)
        }

        /// The chrome of a list item, if it has one.
        static func of(_ item: UnsafeMutableRawPointer) -> ListRowChrome? {
            guard let data = g_object_get_qdata(item.typed(), quark) else { return nil }
            return Unmanaged<ListRowChrome>.fromOpaque(data).takeUnretainedValue()
        }
    }

    /// What a row's editing buttons may do: what its data source allows (RxDataSources' `canEditRowAtIndexPath`,
    /// `canMoveRowAtIndexPath`) and where there is room to move.
    struct RowEditingRules {
        var canDelete = true
        var canMove = true
        var canMoveUp = true
        var canMoveDown = true

        /// The rules of `row` of a list of `rowCount` rows whose data source sets none: every row may be deleted
        /// and moved, within the list.
        static func within(rowCount: Int, row: Int) -> RowEditingRules {
            RowEditingRules(canMoveUp: row > 0, canMoveDown: row < rowCount - 1)
        }
    }

    /// A data source that decides what the editing buttons of each row may do, and where a move goes (across a
    /// section header, into the neighbouring section).
    @MainActor
    protocol ListViewRowEditing: AnyObject {
        /// The rules for the buttons of `row`.
        func editingRules(row: Int) -> RowEditingRules
        /// Where the item of `row` goes when moved up (`-1`) or down (`1`); `nil`: it cannot go there.
        func moveDestination(row: Int, by offset: Int) -> IndexPath?
    }

    /// What `itemMoved` sends: where the item was and where the user moved it (RxCocoa's `ItemMovedEvent`).
    public typealias ItemMovedEvent = (sourceIndex: IndexPath, destinationIndex: IndexPath)

    extension Reactive where Base: Gtk.ListView {
        /// Whether rows show their delete and move buttons (RxCocoa's `UITableView.isEditing`).
        @preconcurrency @MainActor
        public var isEditing: Binder<Bool> {
            binder { listView, editing in
                ObjectCompanion.of(listView).listEditing.isEditing = editing
                ListModel.reload(listView)
            }
        }

        /// Whether rows show an accessory button (`itemAccessoryButtonTapped`).
        @preconcurrency @MainActor
        public var showsAccessoryButtons: Binder<Bool> {
            binder { listView, shown in
                ObjectCompanion.of(listView).listEditing.showsAccessoryButtons = shown
                ListModel.reload(listView)
            }
        }

        /// The item whose delete button the user clicked, in editing mode (RxCocoa's `itemDeleted`). The rows
        /// do not change by themselves: the app removes the item from what it binds.
        @preconcurrency @MainActor
        public var itemDeleted: ControlEvent<IndexPath> {
            edits { edit, indexPath in
                guard case .delete(let row) = edit else { return nil }
                return indexPath(row)
            }
        }

        /// The item the user moved up or down, in editing mode (RxCocoa's `itemMoved`); the app moves it. With
        /// sections, moving the first item of a section up puts it last in the section before, and the last item
        /// down first in the section after.
        @preconcurrency @MainActor
        public var itemMoved: ControlEvent<ItemMovedEvent> {
            let companion = self.companion
            return edits { [weak companion] edit, indexPath in
                guard case .move(let from, let to) = edit, let source = indexPath(from) else { return nil }
                if let rows = companion?.listDataSource as? any ListViewRowEditing {
                    return rows.moveDestination(row: from, by: to - from).map { (source, $0) }
                }
                // Another data source: within the list only.
                guard let pointer = companion?.object, (0..<ListModel.rowCount(of: pointer)).contains(to) else {
                    return nil
                }
                return indexPath(to).map { (source, $0) }
            }
        }

        /// The item whose accessory button the user clicked (RxCocoa's `itemAccessoryButtonTapped`).
        @preconcurrency @MainActor
        public var itemAccessoryButtonTapped: ControlEvent<IndexPath> {
            edits { edit, indexPath in
                guard case .accessory(let row) = edit else { return nil }
                return indexPath(row)
            }
        }

        /// The edits of the list view, mapped by `select` with the row-to-index-path mapping of its data
        /// source; completes when the list view is destroyed.
        @MainActor
        private func edits<Element>(
            _ select: @escaping @MainActor (ListEdit, (Int) -> IndexPath?) -> Element?
        ) -> ControlEvent<Element> {
            let companion = self.companion
            let edits = companion.listEditing.edits.compactMap { [weak companion] edit -> Element? in
                // Edits are sent on the main thread, by the rows' buttons.
                MainActor.assumeIsolated {
                    let mapping = companion?.listDataSource as? any ListViewIndexPaths
                    return UncheckedSendable(
                        select(edit) { row in
                            mapping.map { $0.indexPath(forRow: row) } ?? IndexPath(row: row, section: 0)
                        })
                }.value
            }
            // A list view destroyed before the subscription completes `destroyed` without an element: the
            // edits end at once then, as `rx.tap` of a destroyed button does.
            return ControlEvent(events: edits.take(until: self.destroyed.concat(Observable.just(()))))
        }
    }
#endif

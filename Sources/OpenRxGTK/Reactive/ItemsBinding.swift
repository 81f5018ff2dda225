// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4
    import Foundation
    import OpenRx

    /// A sequence bound to a list view or a grid view through a data source (`rx.items`), as RxCocoa binds one to
    /// a table or collection view: the binding holds the data source, installed (its cell factory) when the
    /// binding is made on the main thread, as RxCocoa installs it, or else before its first element; each
    /// element is applied on the main thread, in order, through a `MainScheduler()` of the binding's own, as
    /// RxCocoa's (so an element sent on the main thread, even from inside another main-scheduler delivery, is
    /// applied at once); disposal stops the updates, removes the factory and the rows and lets the data source
    /// go (RxCocoa puts the view's previous data source back). Of two bindings to one view, the later one's
    /// data source is the view's: the earlier one's elements are ignored from then on, whenever they come.
    ///
    /// As RxCocoa's, the subscription lasts until it is disposed or the view is destroyed (its
    /// `take(until: deallocated)`), not until the sequence ends: a sequence that completes (`just(rows)`) or
    /// fails (reported to `Hooks.defaultErrorHandler`) leaves its rows and their data source, and a binding whose
    /// disposable was dropped keeps drawing its cells. Once the view is destroyed, the binding lets the data
    /// source go even while its disposable is kept.
    enum ItemsBinding {
        /// Binds `source` to the view of `companion` through `adapter`'s data source until the view is
        /// `destroyed`. May be called on any thread.
        static func bind<Adapter: ItemsAdapter>(
            _ source: Observable<Adapter.Element>, adapter: Adapter, to companion: ObjectCompanion,
            until destroyed: Observable<Void>
        ) -> Disposable {
            let binding = Binding(companion: companion, adapter: adapter)
            let held = UncheckedSendable(binding)
            if Thread.isMainThread { MainActor.assumeIsolated { held.value.install() } }
            let subscription = source.observe(on: MainScheduler())
                .catch { error in
                    // As any binding: an error is a programming error, reported; the rows stay.
                    reportBindingError(error)
                    return .empty()
                }
                .concat(Observable.never())
                // A view destroyed before the subscription completes `destroyed` without an element.
                .take(until: destroyed.concat(Observable.just(())))
                .subscribe { event in
                    // The main scheduler delivers on the main thread (the view's destruction too).
                    let event = UncheckedSendable(event)
                    MainActor.assumeIsolated { held.value.apply(event.value) }
                }
            // The subscription holds the binding; this disposable reaches it only while it does.
            let reference = UncheckedSendable(WeakBinding(binding))
            return Disposables.create {
                let binding = UncheckedSendable(reference.value.binding)
                subscription.dispose()
                _ = MainScheduler.instance.schedule(()) { _ in
                    MainActor.assumeIsolated { binding.value?.uninstall() }
                    return Disposables.create()
                }
            }
        }
    }

    /// A data source as the items binding uses it, for one kind of view.
    @MainActor
    protocol ItemsAdapter {
        /// The view: ``Gtk/ListView`` or ``Gtk/GridView``.
        associatedtype View: Gtk.Widget
        /// What the bound sequence sends.
        associatedtype Element

        /// The data source (the view's companion refers to it weakly, for `modelSelected`).
        var dataSource: AnyObject { get }
        /// Makes the data source the view's.
        func install(in view: View)
        /// Applies an event of the bound sequence.
        func apply(_ event: Event<Element>, to view: View)
    }

    /// A list view's data source, adapted.
    struct ListViewItemsAdapter<DataSource: ListViewDataSourceType>: ItemsAdapter {
        let source: DataSource
        var dataSource: AnyObject { source }
        func install(in view: Gtk.ListView) { source.install(in: view) }
        func apply(_ event: Event<DataSource.Element>, to view: Gtk.ListView) {
            source.listView(view, observedEvent: event)
        }
    }

    /// A grid view's data source, adapted.
    struct GridViewItemsAdapter<DataSource: GridViewDataSourceType>: ItemsAdapter {
        let source: DataSource
        var dataSource: AnyObject { source }
        func install(in view: Gtk.GridView) { source.install(in: view) }
        func apply(_ event: Event<DataSource.Element>, to view: Gtk.GridView) {
            source.gridView(view, observedEvent: event)
        }
    }

    /// A binding, held weakly.
    private final class WeakBinding<Adapter: ItemsAdapter> {
        weak var binding: Binding<Adapter>?
        init(_ binding: Binding<Adapter>) { self.binding = binding }
    }

    /// One binding's state; created anywhere, used on the main thread only (through the main scheduler).
    private final class Binding<Adapter: ItemsAdapter> {
        private weak var companion: ObjectCompanion?
        private let adapter: Adapter
        private var isInstalled = false

        init(companion: ObjectCompanion, adapter: Adapter) {
            self.companion = companion
            self.adapter = adapter
        }

        /// The view, while it exists and is not destroyed: the app's wrapper while it has one, so that a data
        /// source may keep a weak reference to the view it is installed in.
        @MainActor
        private var view: Adapter.View? {
            guard let companion, let pointer = companion.object, !companion.isDestroyed else { return nil }
            if let wrapper = companion.wrapper as? Adapter.View { return wrapper }
            return try? Adapter.View(retaining: pointer)
        }

        /// Makes the data source the view's (once).
        @MainActor
        func install() {
            guard !isInstalled, let companion, let view else { return }
            isInstalled = true
            let replaces = companion.listDataSource != nil
            adapter.install(in: view)
            companion.listDataSource = adapter.dataSource
            // Over an earlier binding's rows: none until this one's first element (RxCocoa's table asks the new
            // data source, which has none), not the earlier count drawn as blank cells.
            if replaces, let pointer = companion.object {
                companion.performProgrammaticChange { ListModel.setRowCount(0, on: pointer) }
            }
        }

        @MainActor
        func apply(_ event: Event<Adapter.Element>) {
            // Elements only: errors were reported before, and the completion is the view's destruction.
            guard case .next = event, let companion, let view else { return }
            if !isInstalled {
                install()
            } else if companion.listDataSource !== adapter.dataSource {
                // A later binding installed its data source: its rows and cells are the view's now (RxCocoa's
                // table view reads the data source it has; here this one's rows would be drawn by the other's
                // cells).
                return
            }
            companion.performProgrammaticChange { adapter.apply(event, to: view) }
        }

        /// Removes the factory and the rows, if this binding's data source is still the view's.
        @MainActor
        func uninstall() {
            // A view destroyed with its window is left alone: GTK's disposal dropped its model and factory
            // (setting a model on it then crashes GTK), and no row can show again.
            guard isInstalled, let companion, companion.listDataSource === adapter.dataSource, !companion.isDestroyed,
                let pointer = companion.object
            else { return }
            companion.listDataSource = nil
            ListModel.setFactory(nil, on: pointer)
            companion.performProgrammaticChange { ListModel.setRowCount(0, on: pointer) }
        }
    }
#endif

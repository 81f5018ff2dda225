// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4
    import OpenRx

    /// A sequence bound to a list view or a grid view through a data source (`rx.items`), as RxCocoa binds one to
    /// a table or collection view: the binding holds the data source; the first element installs it (its cell
    /// factory), on the main thread, and each element is applied there in order; disposal stops the updates,
    /// removes the factory and the rows and lets the data source go (RxCocoa puts the view's previous data
    /// source back).
    enum ItemsBinding {
        /// Binds `source` to the view of `companion` through `adapter`'s data source. May be called on any thread.
        static func bind<Adapter: ItemsAdapter>(
            _ source: Observable<Adapter.Element>, adapter: Adapter, to companion: ObjectCompanion
        ) -> Disposable {
            let binding = UncheckedSendable(Binding(companion: companion, adapter: adapter))
            let subscription = source.observe(on: MainScheduler.instance).subscribe { event in
                // The main scheduler delivers on the main thread.
                let event = UncheckedSendable(event)
                MainActor.assumeIsolated { binding.value.apply(event.value) }
            }
            return Disposables.create {
                subscription.dispose()
                _ = MainScheduler.instance.schedule(()) { _ in
                    MainActor.assumeIsolated { binding.value.uninstall() }
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

        @MainActor
        func apply(_ event: Event<Adapter.Element>) {
            guard let companion, let view else { return }
            switch event {
            case .next:
                if !isInstalled {
                    isInstalled = true
                    adapter.install(in: view)
                    companion.listDataSource = adapter.dataSource
                }
                companion.performProgrammaticChange { adapter.apply(event, to: view) }
            case .error(let error):
                // As any binding: an error is a programming error, reported; the rows stay.
                Hooks.defaultErrorHandler([], error)
            case .completed:
                break
            }
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

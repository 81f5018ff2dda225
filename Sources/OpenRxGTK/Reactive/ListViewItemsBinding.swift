// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4
    import OpenRx

    /// A sequence bound to a list view through a data source (`listView.rx.items`), as RxCocoa binds one to a
    /// table view: the binding holds the data source; the first element installs it (its cell factory), on
    /// the main thread, and each element is applied there in order; disposal stops the updates, removes the
    /// factory and the rows and lets the data source go (RxCocoa puts the table's previous data source back).
    enum ListViewItemsBinding {
        /// Binds `source` to the list view of `companion` through `dataSource`. May be called on any thread.
        static func bind<DataSource: ListViewDataSourceType>(
            _ source: Observable<DataSource.Element>, dataSource: DataSource, to companion: ObjectCompanion
        ) -> Disposable {
            let binding = UncheckedSendable(Binding(companion: companion, dataSource: dataSource))
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

    /// One binding's state; created anywhere, used on the main thread only (through the main scheduler).
    private final class Binding<DataSource: ListViewDataSourceType> {
        private weak var companion: ObjectCompanion?
        private let dataSource: DataSource
        private var isInstalled = false

        init(companion: ObjectCompanion, dataSource: DataSource) {
            self.companion = companion
            self.dataSource = dataSource
        }

        /// The list view, while it exists and is not destroyed: the app's wrapper while it has one, so that a
        /// data source may keep a weak reference to the list it is installed in.
        @MainActor
        private var listView: Gtk.ListView? {
            guard let companion, let pointer = companion.object, !companion.isDestroyed else { return nil }
            if let wrapper = companion.wrapper as? Gtk.ListView { return wrapper }
            return try? Gtk.ListView(retaining: pointer)
        }

        @MainActor
        func apply(_ event: Event<DataSource.Element>) {
            guard let companion, let listView else { return }
            switch event {
            case .next:
                if !isInstalled {
                    isInstalled = true
                    dataSource.install(in: listView)
                    companion.listDataSource = dataSource
                }
                companion.performProgrammaticChange { dataSource.listView(listView, observedEvent: event) }
            case .error(let error):
                // As any binding: an error is a programming error, reported; the rows stay.
                Hooks.defaultErrorHandler([], error)
            case .completed:
                break
            }
        }

        /// Removes the factory and the rows, if this binding's data source is still the list view's.
        @MainActor
        func uninstall() {
            // A list view destroyed with its window is left alone: GTK's disposal dropped its model and
            // factory (setting a model on it then crashes GTK), and no row can show again.
            guard isInstalled, let companion, companion.listDataSource === dataSource, !companion.isDestroyed,
                let pointer = companion.object
            else { return }
            companion.listDataSource = nil
            gtk_list_view_set_factory(pointer.opaque, nil)
            companion.performProgrammaticChange { ListModel.setRowCount(0, on: pointer) }
        }
    }
#endif

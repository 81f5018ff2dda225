// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4
    import OpenRx
    import OpenRxCocoa

    /// The selection and activation of a list view's rows or a grid view's items — the same model and signals
    /// (`GtkSingleSelection`, `activate`) — for their `rx` members.
    @MainActor
    extension Reactive where Base: Gtk.Widget {
        /// Each row or item the user selects.
        var selectedPositions: Observable<Int> {
            SignalEvents.sharedStateEvents(
                companion, signal: "notify::selected",
                emitter: { view in UnsafeMutableRawPointer(ListModel.install(on: view).selection) },
                state: { view in ListModel.selectedRow(of: view) }, element: { $0 })
        }

        /// Each row or item the user activates.
        var activatedPositions: Observable<Int> {
            SignalEvents.observable(companion, signal: "activate") { _, position in
                Int(UInt32(truncatingIfNeeded: position))
            }
        }

        /// The selected row or item: the current one, then each the user selects; as an observer, selects one.
        var selectedPosition: ControlProperty<Int?> {
            let selection = SignalEvents.sharedStateEvents(
                companion, signal: "notify::selected",
                emitter: { view in UnsafeMutableRawPointer(ListModel.install(on: view).selection) },
                state: { view in ListModel.selectedRow(of: view) },
                current: { view in ListModel.selectedRow(of: view) }, element: { .some($0) })
            return ControlProperty(
                values: selection, valueSink: binder { view, row in ListModel.select(row, on: view) })
        }

        /// The element, from the bound data source, of each row or item the user selects. One without an element
        /// of type `T` is reported to `Hooks.defaultErrorHandler` and skipped; a section's header has none to send.
        func selectedModels<T>(_ modelType: T.Type) -> Observable<T> {
            let companion = self.companion
            // Runs on the main thread, where the selection signals are emitted.
            return selectedPositions.compactMap { [weak companion] position -> T? in
                do {
                    let model: Any
                    switch companion?.listDataSource {
                    case let sections as any ListViewIndexPaths where sections.indexPath(forRow: position) == nil:
                        return nil
                    case let list as any ListViewDataSourceType: model = try list.model(at: position)
                    case let grid as any GridViewDataSourceType: model = try grid.model(at: position)
                    default: throw GtkError.noItem(row: position)
                    }
                    guard let typed = model as? T else {
                        throw GtkError.wrongModelType(
                            expected: String(describing: T.self), actual: String(describing: type(of: model)))
                    }
                    return typed
                } catch {
                    // Not a binding's error: the app asked for the wrong model type, or for a row with none.
                    Hooks.defaultErrorHandler([], error)
                    return nil
                }
            }
        }
    }
#endif

// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4
    import OpenRx

    /// The signal handlers one subscription connected: disposing it disconnects each that is still
    /// connected (the seed's `ControlTarget`, whose disposal removes the target-action).
    ///
    /// Disconnection happens on the main thread: at once when disposed there (as the subscriptions of
    /// `ControlEvent` and `ControlProperty` are, through their main-scheduler `subscribe(on:)`), otherwise on
    /// the main queue. Handlers of an object that is already gone were removed by GLib with the object.
    final class SignalSubscription: Disposable, @unchecked Sendable {
        /// The connected handlers, by object; touched on the main thread only.
        private var connections: [(object: WeakObjectReference, handlerIDs: [UInt])] = []

        /// Records `handlerID`, connected to `object`.
        @MainActor
        func add(_ handlerID: UInt, of object: UnsafeMutableRawPointer) {
            if let index = connections.firstIndex(where: { $0.object.withObject { $0 == object } == true }) {
                connections[index].handlerIDs.append(handlerID)
            } else {
                connections.append((WeakObjectReference(object), [handlerID]))
            }
        }

        /// What else disposal undoes, on the main thread, after disconnecting.
        private var disposeActions: [@MainActor () -> Void] = []

        /// Runs `action` when the subscription is disposed (on the main thread).
        @MainActor
        func onDispose(_ action: @escaping @MainActor () -> Void) {
            disposeActions.append(action)
        }

        /// Disconnects every handler still connected; later calls do nothing.
        func dispose() {
            _ = ConcurrentMainScheduler.instance.schedule(()) { [self] _ in
                MainActor.assumeIsolated { disconnectAll() }
                return Disposables.create()
            }
        }

        @MainActor
        private func disconnectAll() {
            let disconnecting = connections
            connections = []
            let actions = disposeActions
            disposeActions = []
            defer { for action in actions { action() } }
            for connection in disconnecting {
                connection.object.withObject { object in
                    for handlerID in connection.handlerIDs where g_signal_handler_is_connected(object, handlerID) != 0 {
                        g_signal_handler_disconnect(object, handlerID)
                    }
                }
            }
        }
    }
#endif

// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4

    /// Swift closures as GObject signal handlers: the closure is boxed, the box is the handler's user data,
    /// and GLib releases it when the handler is disconnected or the object finalized.
    ///
    /// Handlers are connected `G_CONNECT_SWAPPED`, so the user data comes first whatever the signal's
    /// arguments: one C trampoline serves every signal that returns nothing, one every signal that returns
    /// a boolean (it returns `false`: GTK's handling goes on). Signals that return anything else are refused,
    /// since the handler could not return a meaningful value.
    enum SignalHandler {
        /// Connects `handler` to `signal` of `instance`; returns the handler's id.
        ///
        /// - Throws: ``GtkError/unknownSignal(signal:type:)`` if the instance's type has no such signal, and
        ///   ``GtkError/signalReturnsValue(signal:type:)`` if it returns something other than a boolean.
        @MainActor
        @discardableResult
        static func connect(
            _ instance: UnsafeMutableRawPointer, signal: String, handler: @escaping @MainActor () -> Void
        ) throws -> UInt {
            try connect(instance, signal: signal, argumentHandler: { _ in handler() })
        }

        /// Connects `handler`, which receives the signal's first argument as a machine word (an integer such
        /// as `GtkListView::activate`'s position; for a signal without one, the instance: ignore it).
        ///
        /// Swapped, the C call is (user data, first argument…, instance): the trampoline reads the user data
        /// and the next integer-class argument, which every signal has (the instance at least).
        @MainActor
        @discardableResult
        static func connect(
            _ instance: UnsafeMutableRawPointer, signal: String, argumentHandler: @escaping @MainActor (UInt) -> Void
        ) throws -> UInt {
            let returnsBoolean = try validate(signal, on: instance)
            let box = Unmanaged.passRetained(HandlerBox(handler: argumentHandler)).toOpaque()
            let callback: GCallback
            if returnsBoolean {
                let trampoline: @convention(c) (UnsafeMutableRawPointer?, UInt) -> gboolean = { data, argument in
                    let box = Unmanaged<HandlerBox>.fromOpaque(data!).takeUnretainedValue()
                    MainActor.assumeIsolated { box.handler(argument) }
                    return 0
                }
                callback = unsafeBitCast(trampoline, to: GCallback.self)
            } else {
                let trampoline: @convention(c) (UnsafeMutableRawPointer?, UInt) -> Void = { data, argument in
                    let box = Unmanaged<HandlerBox>.fromOpaque(data!).takeUnretainedValue()
                    // GTK emits widget signals on the main thread; anything else is a misuse worth a trap.
                    MainActor.assumeIsolated { box.handler(argument) }
                }
                callback = unsafeBitCast(trampoline, to: GCallback.self)
            }
            return g_signal_connect_data(instance, signal, callback, box, HandlerBox.release, G_CONNECT_SWAPPED)
        }

        /// Connects `handler` to a gesture's `signal` whose arguments are a point (`x`, `y`: doubles), after a
        /// count of presses when `countsPresses` (`GtkGestureClick::released`); the handler gets the count (1
        /// when there is none) and the point.
        @MainActor
        @discardableResult
        static func connectPointHandler(
            _ gesture: UnsafeMutableRawPointer, signal: String, countsPresses: Bool,
            handler: @escaping @MainActor (Int, Double, Double) -> Void
        ) -> UInt {
            let box = Unmanaged.passRetained(PointHandlerBox(handler: handler)).toOpaque()
            // Swapped: (user data, [count,] x, y, gesture); the doubles travel in floating-point registers.
            let callback: GCallback
            if countsPresses {
                let trampoline: @convention(c) (UnsafeMutableRawPointer?, Int32, Double, Double) -> Void = {
                    data, count, x, y in
                    let box = Unmanaged<PointHandlerBox>.fromOpaque(data!).takeUnretainedValue()
                    MainActor.assumeIsolated { box.handler(Int(count), x, y) }
                }
                callback = unsafeBitCast(trampoline, to: GCallback.self)
            } else {
                let trampoline: @convention(c) (UnsafeMutableRawPointer?, Double, Double) -> Void = { data, x, y in
                    let box = Unmanaged<PointHandlerBox>.fromOpaque(data!).takeUnretainedValue()
                    MainActor.assumeIsolated { box.handler(1, x, y) }
                }
                callback = unsafeBitCast(trampoline, to: GCallback.self)
            }
            return g_signal_connect_data(gesture, signal, callback, box, PointHandlerBox.release, G_CONNECT_SWAPPED)
        }

        /// Connects `handler` to a gesture's `signal` whose one argument is a double (`GtkGestureZoom::scale-changed`).
        @discardableResult
        static func connectValueHandler(
            _ gesture: UnsafeMutableRawPointer, signal: String, handler: @escaping @MainActor (Double) -> Void
        ) -> UInt {
            let box = Unmanaged.passRetained(PointHandlerBox(handler: { _, value, _ in handler(value) })).toOpaque()
            // Swapped: (user data, value, gesture); the double travels in a floating-point register.
            let trampoline: @convention(c) (UnsafeMutableRawPointer?, Double) -> Void = { data, value in
                let box = Unmanaged<PointHandlerBox>.fromOpaque(data!).takeUnretainedValue()
                MainActor.assumeIsolated { box.handler(1, value, 0) }
            }
            return g_signal_connect_data(
                gesture, signal, unsafeBitCast(trampoline, to: GCallback.self), box, PointHandlerBox.release,
                G_CONNECT_SWAPPED)
        }

        /// Connects `handler` to a list item factory's `signal` ("setup", "bind"), whose one argument is the
        /// `GtkListItem`.
        @MainActor
        static func connectListItemHandler(
            _ factory: UnsafeMutableRawPointer, signal: String,
            handler: @escaping @MainActor (UnsafeMutableRawPointer) -> Void
        ) {
            let box = Unmanaged.passRetained(ObjectHandlerBox(handler: handler)).toOpaque()
            // Swapped: (user data, list item, factory).
            let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
                data, item in
                let box = Unmanaged<ObjectHandlerBox>.fromOpaque(data!).takeUnretainedValue()
                MainActor.assumeIsolated { box.handler(item!) }
            }
            g_signal_connect_data(
                factory, signal, unsafeBitCast(trampoline, to: GCallback.self), box, ObjectHandlerBox.release,
                G_CONNECT_SWAPPED)
        }

        /// Throws unless `instance`'s type has the (possibly detailed) signal `signal` (`notify::name` needs a
        /// property `name`) returning nothing or a boolean; returns whether it returns a boolean.
        @discardableResult
        static func validate(_ signal: String, on instance: UnsafeMutableRawPointer) throws -> Bool {
            let type = openrx_g_object_type(instance)
            let typeName = String(cString: g_type_name(type))
            var id: guint = 0
            var detail: GQuark = 0
            let notifyPrefix = "notify::"
            let isSignal = g_signal_parse_name(signal, type, &id, &detail, 0) != 0
            // GLib accepts any detail; for `notify` the detail must name a property.
            let isKnownDetail =
                !signal.hasPrefix(notifyPrefix)
                || openrx_g_object_has_property(instance, String(signal.dropFirst(notifyPrefix.count))) != 0
            guard isSignal && isKnownDetail else {
                throw GtkError.unknownSignal(signal: signal, type: typeName)
            }
            switch openrx_g_signal_return_kind(id) {
            case 0: return false
            case 1: return true
            default: throw GtkError.signalReturnsValue(signal: signal, type: typeName)
            }
        }
    }

    /// The user data of a connected handler. Created on the main thread; called by GTK's signal emission on
    /// the main thread; released by GLib when the handler goes, on the main thread for widgets.
    private final class HandlerBox: @unchecked Sendable {
        let handler: @MainActor (UInt) -> Void

        init(handler: @escaping @MainActor (UInt) -> Void) {
            self.handler = handler
        }

        /// The handler's destroy notify.
        static let release: GClosureNotify = { data, _ in
            Unmanaged<HandlerBox>.fromOpaque(data!).release()
        }
    }

    /// The user data of a gesture's point handler; as ``HandlerBox``.
    private final class PointHandlerBox: @unchecked Sendable {
        let handler: @MainActor (Int, Double, Double) -> Void

        init(handler: @escaping @MainActor (Int, Double, Double) -> Void) {
            self.handler = handler
        }

        /// The handler's destroy notify.
        static let release: GClosureNotify = { data, _ in
            Unmanaged<PointHandlerBox>.fromOpaque(data!).release()
        }
    }

    /// The user data of a handler whose signal has one object argument; as ``HandlerBox``.
    private final class ObjectHandlerBox: @unchecked Sendable {
        let handler: @MainActor (UnsafeMutableRawPointer) -> Void

        init(handler: @escaping @MainActor (UnsafeMutableRawPointer) -> Void) {
            self.handler = handler
        }

        /// The handler's destroy notify.
        static let release: GClosureNotify = { data, _ in
            Unmanaged<ObjectHandlerBox>.fromOpaque(data!).release()
        }
    }
#endif

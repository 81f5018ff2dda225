// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4

    /// A Swift object attached to a GObject that lives exactly as long as the GObject does: what an
    /// Objective-C associated object is to RxCocoa.
    ///
    /// Bindings hold the companion weakly, not the Swift wrapper: a wrapper may be dropped while GTK keeps
    /// the widget (in a window), and a binding must follow the widget. The companion never holds a reference
    /// to the GObject, so nothing it is reachable from keeps a widget alive; GLib releases it when the
    /// GObject is finalized, and from then on it reports no object.
    @MainActor
    final class ObjectCompanion {
        /// The GObject, until it is finalized.
        private(set) var object: UnsafeMutableRawPointer?
        /// How many programmatic changes are in progress (see ``performProgrammaticChange(_:)``).
        private var programmaticChangeDepth = 0
        /// Whether the object was destroyed though still referenced: its `destroy` signal was seen (GTK
        /// disposed it), or its window was closed (see ``markDestroyed()``). Its sequences have completed, and
        /// later ones complete at once; binders and user input leave it alone.
        private(set) var isDestroyed = false
        /// What runs when the object is destroyed: the completions of its sequences.
        private var destructionObservers = CallbackList<Void>()

        /// Marks the object destroyed and completes its sequences, once.
        func markDestroyed() {
            guard !isDestroyed else { return }
            isDestroyed = true
            let observers = destructionObservers
            destructionObservers = CallbackList()
            observers.callAll(())
        }

        /// Calls `observer` when the object is destroyed, unless ``stopObservingDestruction(_:)`` comes first.
        func observeDestruction(_ observer: @escaping @MainActor () -> Void) -> UInt64 {
            destructionObservers.add { _ in observer() }
        }

        /// Stops observing the destruction (`id`).
        func stopObservingDestruction(_ id: UInt64) {
            destructionObservers.remove(id)
        }
        /// The data source bound to the list view (held by its binding, not here).
        weak var listDataSource: AnyObject?
        /// The app's wrapper of the object, while one exists: what bindings hand to code that is given the
        /// widget (a data source's `install(in:)`), so that a weak reference to it lives as long as the app's.
        weak var wrapper: AnyObject?
        /// The gestures OpenRx's subscriptions added to the widget (`rx.tapGesture`…), which `widget.user`
        /// acts through.
        var gestures: [(kind: GestureEvents.Kind, gesture: WeakObjectReference)] = []
        /// A label's text colour as OpenRx set it, with the Pango attribute list that shows it (the colour is
        /// read back exactly while the label still has that list).
        var textColor: (color: Gtk.Color, attributes: UnsafeMutableRawPointer)?
        /// A list view's editing state (`rx.isEditing`, `rx.itemDeleted`…), made when first used.
        private(set) lazy var listEditing = ListEditingState()

        private init(object: UnsafeMutableRawPointer) {
            self.object = object
        }

        /// The key of the companion in the GObject's data.
        private static let quark = g_quark_from_static_string("openrx-object-companion")

        /// The companion of `object`, if it has one.
        static func existing(of object: UnsafeMutableRawPointer) -> ObjectCompanion? {
            // No closure here: a main-actor closure handed to `Optional.map` checks its isolation when called,
            // and a Swift 5 caller may reach this off the main thread (`listView.rx.items` from a background
            // thread), which the bindings then move to the main thread.
            guard let data = g_object_get_qdata(object.assumingMemoryBound(to: GObject.self), quark) else {
                return nil
            }
            return Unmanaged<ObjectCompanion>.fromOpaque(data).takeUnretainedValue()
        }

        /// The companion of `object`, attached the first time.
        static func of(_ object: UnsafeMutableRawPointer) -> ObjectCompanion {
            if let existing = existing(of: object) { return existing }
            let companion = ObjectCompanion(object: object)
            let release: GDestroyNotify = { data in
                // Called by GLib during finalization, on the thread that dropped the last reference: the
                // main thread for widgets.
                let companion = Unmanaged<ObjectCompanion>.fromOpaque(data!)
                // An object without a `destroy` signal (an application) ends its sequences here; a widget's
                // have ended at `destroy`, which its disposal emits first.
                MainActor.assumeIsolated {
                    let companion = companion.takeUnretainedValue()
                    companion.markDestroyed()
                    companion.object = nil
                }
                companion.release()
            }
            g_object_set_qdata_full(
                object.assumingMemoryBound(to: GObject.self), quark, Unmanaged.passRetained(companion).toOpaque(),
                release)
            return companion
        }

        /// Runs `change` (a setter called by a binding) so that the change is not reported back as a user
        /// change: a `ControlProperty` does not echo what was bound to it, as UIKit does not send control
        /// events for programmatic changes.
        func performProgrammaticChange(_ change: () -> Void) {
            programmaticChangeCount &+= 1
            if programmaticChangeDepth == 0 { programmaticChangeObservers.callAll(.willChange) }
            programmaticChangeDepth += 1
            defer {
                programmaticChangeDepth -= 1
                if programmaticChangeDepth == 0 { programmaticChangeObservers.callAll(.didChange) }
            }
            change()
        }

        /// The two moments of a programmatic change an observer is told of: before the outermost one starts,
        /// and after it ends.
        enum ProgrammaticChangePhase {
            case willChange
            case didChange
        }

        /// What runs around each programmatic change: control properties compare the value before and after,
        /// so that a change notification GTK sends later for a change made in code (GTK defers notifications
        /// made while it is delivering one — a binding that sets an entry's text while `rx.text` delivers the
        /// user's change) is not taken for the user's, while a change that left the value as it was (a
        /// two-way binding writing the user's value back) hides nothing from subscribers that have not yet
        /// seen the user's change.
        private var programmaticChangeObservers = CallbackList<ProgrammaticChangePhase>()

        /// Calls `observer` before and after each programmatic change, until
        /// ``stopObservingProgrammaticChanges(_:)``.
        func observeProgrammaticChanges(_ observer: @escaping @MainActor (ProgrammaticChangePhase) -> Void) -> UInt64 {
            programmaticChangeObservers.add(observer)
        }

        /// Stops calling the observer `id`.
        func stopObservingProgrammaticChanges(_ id: UInt64) {
            programmaticChangeObservers.remove(id)
        }

        /// Whether a programmatic change is in progress.
        var isChangingProgrammatically: Bool { programmaticChangeDepth > 0 }

        /// How many programmatic changes have started, ever (wrapping).
        private(set) var programmaticChangeCount: UInt64 = 0

        /// The emissions of a signal whose subscriptions share what each emission is (a list's selection): the
        /// number of the latest, the state read once by the first subscription's handler, and whether GLib is
        /// about to run it again (see ``SharedEmission``).
        var sharedEmissions: [String: SharedEmission] = [:]

        /// The emissions of each property's change signal (by signal and emitter) that control properties
        /// deliver: the number of the latest, and the subscriptions in the order their handlers were connected
        /// (GLib's order of calling them). The first subscription's handler is the first called in every
        /// emission — nested ones, and GLib's restarts of a `notify` emitted again while it is delivered — so
        /// it numbers them, and a subscription whose number is behind has not been reached yet.
        private var propertyEmissions: [String: (latest: UInt64, subscriptions: [UInt64])] = [:]
        private var lastEmissionSubscription: UInt64 = 0

        /// Adds a subscription (whose handler is about to be connected) to the emissions of `signal`; returns
        /// its token and the number of the latest emission, which it has seen.
        func joinPropertyEmissions(of signal: String) -> (token: UInt64, latest: UInt64) {
            lastEmissionSubscription += 1
            propertyEmissions[signal, default: (0, [])].subscriptions.append(lastEmissionSubscription)
            return (lastEmissionSubscription, propertyEmissions[signal]?.latest ?? 0)
        }

        /// Removes the subscription `token` (its handler was disconnected).
        func leavePropertyEmissions(of signal: String, token: UInt64) {
            propertyEmissions[signal]?.subscriptions.removeAll { $0 == token }
        }

        /// The number of the latest emission of `signal`.
        func latestPropertyEmission(of signal: String) -> UInt64 {
            propertyEmissions[signal]?.latest ?? 0
        }

        /// The handler of subscription `token` was called outside a programmatic change: returns the number of
        /// the emission it delivers (a new one when it is the first subscription).
        func deliverPropertyEmission(of signal: String, token: UInt64) -> UInt64 {
            guard var emissions = propertyEmissions[signal] else { return 0 }
            if emissions.subscriptions.first == token {
                emissions.latest += 1
                propertyEmissions[signal] = emissions
            }
            return emissions.latest
        }
    }

    /// Callbacks by id, called in the order they were added, with an argument (main thread only).
    struct CallbackList<Argument> {
        private var callbacks: [(id: UInt64, callback: @MainActor (Argument) -> Void)] = []
        private var lastID: UInt64 = 0

        /// Adds `callback`; returns its id.
        @MainActor
        mutating func add(_ callback: @escaping @MainActor (Argument) -> Void) -> UInt64 {
            lastID += 1
            callbacks.append((lastID, callback))
            return lastID
        }

        /// Removes the callback `id`.
        mutating func remove(_ id: UInt64) {
            callbacks.removeAll { $0.id == id }
        }

        /// Calls every callback with `argument`, in order.
        @MainActor
        func callAll(_ argument: Argument) {
            for entry in callbacks { entry.callback(argument) }
        }
    }

    /// One emission of a signal as all its subscriptions deliver it (``ObjectCompanion/sharedEmissions``).
    ///
    /// GLib's `notify` does not nest: a subscriber that changes the selection while it is delivered (UIKit's
    /// `deselectRow` in `itemSelected`) makes GLib run the emission again, from the first handler, once that
    /// subscriber returns, with the new state. Read by each handler, the later subscribers then saw the code's
    /// change instead of the user's (no selection: the tap was dropped; `selectedRow` reported `nil` as the
    /// user's). Here the first handler reads the emission once; when a subscriber's delivery changed the state
    /// in code, the run GLib starts next is that same emission again: the subscriptions that delivered it skip
    /// it, the ones it had not reached deliver the element read at first.
    struct SharedEmission {
        var number: UInt64 = 0
        /// The state the first handler read for the emission.
        var state: Int?
        var restartPending = false
        /// The subscriptions, in the order their handlers were connected (GLib's order of calling them).
        var subscriptions: [UInt64] = []
        var lastSubscription: UInt64 = 0
    }
#endif

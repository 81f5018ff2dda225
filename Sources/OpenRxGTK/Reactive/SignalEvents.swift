// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4
    import OpenRx

    /// The sequences behind OpenRxGTK's control events and properties: each subscription connects a handler
    /// to a signal and one to the widget's `destroy`, and disposing it disconnects both.
    enum SignalEvents {
        /// Elements read by `element` each time `signal` is emitted by `emitter(widget)` (the widget itself by
        /// default); `current` first, if given. Emissions during a programmatic change of the widget are
        /// skipped when `ignoresProgrammaticChanges`, and emissions `element` maps to `nil` always. Completes
        /// when the widget is destroyed, or at once if it is already destroyed or gone. Subscribe on the main
        /// thread (a `ControlEvent` or `ControlProperty` does).
        @MainActor
        static func observable<Element>(
            _ companion: ObjectCompanion,
            signal: String,
            emitter: @escaping @MainActor (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer = { $0 },
            current: (@MainActor (UnsafeMutableRawPointer) -> Element)? = nil,
            ignoresProgrammaticChanges: Bool = false,
            element: @escaping @MainActor (UnsafeMutableRawPointer) -> Element?
        ) -> Observable<Element> {
            observable(
                companion, signal: signal, emitter: emitter, current: current,
                ignoresProgrammaticChanges: ignoresProgrammaticChanges
            ) { widget, _ in element(widget) }
        }

        /// The elements of a state that `signal` announces changes of (a list's selected row, read by `state`),
        /// outside programmatic changes: each emission's state is read once, by the first subscription's
        /// handler, and every subscription delivers its element of that state (`element`; `nil` sends nothing);
        /// a rerun GLib makes of an emission because a subscriber changed the state in code is skipped (see
        /// ``SharedEmission``). `current` first, if given.
        @MainActor
        static func sharedStateEvents<Element>(
            _ companion: ObjectCompanion,
            signal: String,
            emitter: @escaping @MainActor (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer,
            state: @escaping @MainActor (UnsafeMutableRawPointer) -> Int?,
            current: (@MainActor (UnsafeMutableRawPointer) -> Element)? = nil,
            element: @escaping @MainActor (Int?) -> Element?
        ) -> Observable<Element> {
            observable(
                companion, signal: signal, emitter: emitter, current: current, ignoresProgrammaticChanges: true,
                sharedState: (state, element)
            ) { widget, _ in element(state(widget)) }
        }

        /// The values of a control property: `current` on subscribe, then `current` each time `signal` is
        /// emitted outside a programmatic change, unless it is the value the property already had (the value
        /// sent last, or the one a programmatic change changed it to: a notification GTK defers past the change
        /// is not the user's).
        ///
        /// With several `signals`, each announces a change of the one value (a calendar's day, month and year):
        /// the subscription connects to each and compares with the one value it knows.
        @MainActor
        static func propertyValues<Value: Equatable>(
            _ companion: ObjectCompanion, signal: String, otherSignals: [String] = [],
            emitter: @escaping @MainActor (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer = { $0 },
            current: @escaping @MainActor (UnsafeMutableRawPointer) -> Value
        ) -> Observable<Value> {
            observable(
                companion, signal: signal, otherSignals: otherSignals, emitter: emitter, current: current,
                ignoresProgrammaticChanges: true, isUnchanged: { $0 == $1 },
                elementWithArgument: { widget, _ in current(widget) })
        }

        /// As ``observable(_:signal:emitter:current:ignoresProgrammaticChanges:element:)``, with elements read
        /// from the widget and the signal's first argument (a machine word: `GtkListView::activate`'s position).
        @MainActor
        static func observable<Element>(
            _ companion: ObjectCompanion,
            signal: String,
            otherSignals: [String] = [],
            emitter: @escaping @MainActor (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer = { $0 },
            current: (@MainActor (UnsafeMutableRawPointer) -> Element)? = nil,
            ignoresProgrammaticChanges: Bool = false,
            isUnchanged: (@MainActor (Element, Element) -> Bool)? = nil,
            sharedState: (read: @MainActor (UnsafeMutableRawPointer) -> Int?, element: @MainActor (Int?) -> Element?)? =
                nil,
            elementWithArgument element: @escaping @MainActor (UnsafeMutableRawPointer, UInt) -> Element?
        ) -> Observable<Element> {
            weak let weakCompanion = companion
            return Observable.create { observer in
                MainActor.assumeIsolated { () -> SignalSubscription in
                    let subscription = SignalSubscription()
                    guard let companion = weakCompanion, let widget = companion.object, !companion.isDestroyed
                    else {
                        observer.onCompleted()
                        return subscription
                    }
                    let known = KnownValue<Element>()
                    // A property's emissions are numbered per signal and emitter; the subscription has seen the
                    // latest one (it reads the value now).
                    let signals = [signal] + otherSignals
                    let emissionKey = "\(signals.joined(separator: "|"))@\(UInt(bitPattern: emitter(widget)))"
                    known.deliveredEmission = companion.latestPropertyEmission(of: emissionKey)
                    if let current {
                        let value = current(widget)
                        known.value = value
                        // Sent once the programmatic changes are observed: a subscriber that normalizes the
                        // first value in code (trims it) changes the value this subscription knows.
                        defer { observer.onNext(value) }
                        if let isUnchanged {
                            // A programmatic change that changed the value makes it the known one (GTK may
                            // announce it late); one that left it as it was changes nothing (a two-way binding
                            // writing back the user's value, before this subscription has seen it).
                            var before: Element?
                            let id = companion.observeProgrammaticChanges { [weak companion] phase in
                                guard let widget = companion?.object else { return }
                                let value = current(widget)
                                switch phase {
                                case .willChange:
                                    before = value
                                case .didChange:
                                    if let old = before, isUnchanged(old, value) { return }
                                    // Made while the user's change is delivered, before it reached this
                                    // subscription: the subscription reads the new value when it does, as
                                    // RxCocoa's read the control at each event (a formatter writing back upper
                                    // case hides nothing from a later subscriber).
                                    if known.deliveredEmission != companion?.latestPropertyEmission(of: emissionKey) {
                                        return
                                    }
                                    known.value = value
                                }
                            }
                            subscription.onDispose { [weak companion] in
                                companion?.stopObservingProgrammaticChanges(id)
                            }
                        }
                    }
                    // Joined after the first value, as the handlers are connected below: the order of the subscriptions
                    // is GLib's order of calling their handlers.
                    let emissionToken: UInt64
                    if isUnchanged != nil {
                        let joined = companion.joinPropertyEmissions(of: emissionKey)
                        emissionToken = joined.token
                        known.deliveredEmission = joined.latest
                        subscription.onDispose { [weak companion] in
                            companion?.leavePropertyEmissions(of: emissionKey, token: emissionToken)
                        }
                    } else {
                        emissionToken = 0
                    }
                    let sharedToken: UInt64
                    if sharedState != nil {
                        sharedToken = companion.joinSharedEmissions(of: emissionKey)
                        known.deliveredEmission = companion.sharedEmissions[emissionKey]?.number ?? 0
                        subscription.onDispose { [weak companion] in
                            companion?.leaveSharedEmissions(of: emissionKey, token: sharedToken)
                        }
                    } else {
                        sharedToken = 0
                    }
                    let onSignal: @MainActor (UInt) -> Void = { [weak companion] argument in
                        guard let companion, let widget = companion.object else { return }
                        if ignoresProgrammaticChanges && companion.isChangingProgrammatically { return }
                        if let sharedState {
                            deliverShared(
                                companion: companion, key: emissionKey, token: sharedToken, known: known,
                                state: { sharedState.read(widget) }, element: sharedState.element, observer: observer)
                            return
                        }
                        if isUnchanged != nil {
                            known.deliveredEmission = companion.deliverPropertyEmission(
                                of: emissionKey, token: emissionToken)
                        }
                        guard let value = element(widget, argument) else { return }
                        if let isUnchanged, let last = known.value, isUnchanged(last, value) { return }
                        known.value = value
                        observer.onNext(value)
                    }
                    // GTK's `destroy` (its disposal of the widget) and the closing of the widget's window both
                    // destroy it for OpenRx: either completes the sequence, once.
                    let destructionID = companion.observeDestruction { observer.onCompleted() }
                    subscription.onDispose { [weak companion] in companion?.stopObservingDestruction(destructionID) }
                    let onDestroy: @MainActor () -> Void = { [weak companion] in companion?.markDestroyed() }
                    // The signal names are OpenRxGTK's own or were validated by the public builders.
                    let source = emitter(widget)
                    for signal in signals {
                        if let handler = try? SignalHandler.connect(source, signal: signal, argumentHandler: onSignal) {
                            subscription.add(handler, of: source)
                        }
                    }
                    if let handler = try? SignalHandler.connect(widget, signal: "destroy", handler: onDestroy) {
                        subscription.add(handler, of: widget)
                    }
                    return subscription
                }
            }
        }
    }

    extension SignalEvents {
        /// One subscription's handler for an emission shared by its subscriptions (``SharedEmission``): the
        /// first subscription reads it (unless GLib is running it again), each subscription delivers it once.
        @MainActor
        fileprivate static func deliverShared<Element>(
            companion: ObjectCompanion, key: String, token: UInt64, known: KnownValue<Element>,
            state: () -> Int?, element: (Int?) -> Element?, observer: AnyObserver<Element>
        ) {
            guard var emission = companion.sharedEmissions[key] else { return }
            if emission.subscriptions.first == token {
                if emission.restartPending {
                    emission.restartPending = false
                } else {
                    emission.number += 1
                    emission.state = state()
                }
                companion.sharedEmissions[key] = emission
            }
            guard known.deliveredEmission < emission.number else { return }
            known.deliveredEmission = emission.number
            guard let value = element(emission.state) else { return }
            let changesBefore = companion.programmaticChangeCount
            observer.onNext(value)
            // Changed in code while delivered: GLib runs this emission again once the handler returns.
            if companion.programmaticChangeCount != changesBefore, state() != emission.state,
                companion.sharedEmissions[key]?.number == emission.number
            {
                companion.sharedEmissions[key]?.restartPending = true
            }
        }
    }

    extension ObjectCompanion {
        /// Adds a subscription (whose handler is about to be connected) to the shared emissions of `key`;
        /// returns its token.
        func joinSharedEmissions(of key: String) -> UInt64 {
            var emissions = sharedEmissions[key] ?? SharedEmission()
            emissions.lastSubscription += 1
            emissions.subscriptions.append(emissions.lastSubscription)
            sharedEmissions[key] = emissions
            return emissions.lastSubscription
        }

        /// Removes the subscription `token` (its handler was disconnected). When it was the last, the emissions
        /// are forgotten: a rerun GLib was about to make reaches no handler of ours, and must not be taken for the
        /// next subscriber's first emission (a `take(1)` that deselects left it pending, and the next tap was
        /// skipped).
        func leaveSharedEmissions(of key: String, token: UInt64) {
            sharedEmissions[key]?.subscriptions.removeAll { $0 == token }
            if sharedEmissions[key]?.subscriptions.isEmpty == true { sharedEmissions[key] = nil }
        }
    }

    /// The value a control property's subscription knows the widget has, and the emission of its change
    /// signal it last delivered (main thread only).
    private final class KnownValue<Element> {
        var value: Element?
        var deliveredEmission: UInt64 = 0
    }
#endif

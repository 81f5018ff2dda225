// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4
    import OpenRx
    import OpenRxCocoa

    extension Reactive where Base: Gtk.Widget {
        /// The widget's companion, which bindings hold weakly.
        @MainActor
        var companion: ObjectCompanion { ObjectCompanion.of(base.pointer) }

        /// The emissions of the widget's signal `signal`, as a control event: RxCocoa's `controlEvent(_:)`. It
        /// completes when the widget is destroyed. A signal that returns a boolean gets `false` from the handler,
        /// so GTK's own handling goes on.
        ///
        ///     let valueChanges = try scale.rx.controlEvent("change-value")
        ///
        /// - Throws: ``GtkError/unknownSignal(signal:type:)`` when the widget has no such signal, and
        ///   ``GtkError/signalReturnsValue(signal:type:)`` when it returns something other than a boolean.
        @preconcurrency @MainActor
        public func controlEvent(_ signal: String) throws -> ControlEvent<Void> {
            try SignalHandler.validate(signal, on: base.pointer)
            return ControlEvent(events: SignalEvents.observable(companion, signal: signal) { _ in () })
        }

        /// A property read by `getter` (from the `GtkWidget *`) and written by `setter`, whose changes
        /// `changeSignal` announces (a `notify::property` or a `…-changed` signal): RxCocoa's
        /// `controlProperty(editingEvents:getter:setter:)`. Subscribing sends the current value, then each
        /// change the user makes; values set through the property's binder are not sent back.
        ///
        /// - Throws: ``GtkError/unknownSignal(signal:type:)`` when the widget has no such signal, and
        ///   ``GtkError/signalReturnsValue(signal:type:)`` when it returns something other than a boolean.
        @preconcurrency @MainActor
        public func controlProperty<Value>(
            changeSignal: String,
            getter: @escaping @MainActor (UnsafeMutableRawPointer) -> Value,
            setter: @escaping @MainActor (UnsafeMutableRawPointer, Value) -> Void
        ) throws -> ControlProperty<Value> {
            try SignalHandler.validate(changeSignal, on: base.pointer)
            return property(changeSignal: changeSignal, getter: getter, setter: setter)
        }

        /// ``controlProperty(changeSignal:getter:setter:)`` for OpenRxGTK's own, valid, signals.
        @MainActor
        func property<Value>(
            changeSignal: String,
            getter: @escaping @MainActor (UnsafeMutableRawPointer) -> Value,
            setter: @escaping @MainActor (UnsafeMutableRawPointer, Value) -> Void
        ) -> ControlProperty<Value> {
            let values = SignalEvents.observable(
                companion, signal: changeSignal, current: getter, ignoresProgrammaticChanges: true, element: getter)
            return ControlProperty(values: values, valueSink: binder(setter))
        }

        /// ``controlProperty(changeSignal:getter:setter:)`` for a value that can be compared: a change
        /// notification that leaves the value as it was (one GTK sends late for a change made in code) is not
        /// sent.
        ///
        /// - Throws: ``GtkError/unknownSignal(signal:type:)`` when the widget has no such signal, and
        ///   ``GtkError/signalReturnsValue(signal:type:)`` when it returns something other than a boolean.
        @preconcurrency @MainActor
        public func controlProperty<Value: Equatable>(
            changeSignal: String,
            getter: @escaping @MainActor (UnsafeMutableRawPointer) -> Value,
            setter: @escaping @MainActor (UnsafeMutableRawPointer, Value) -> Void
        ) throws -> ControlProperty<Value> {
            try SignalHandler.validate(changeSignal, on: base.pointer)
            return property(changeSignal: changeSignal, getter: getter, setter: setter)
        }

        /// ``controlProperty(changeSignal:getter:setter:)`` for OpenRxGTK's own, valid, signals, of values
        /// that can be compared.
        @MainActor
        func property<Value: Equatable>(
            changeSignal: String,
            getter: @escaping @MainActor (UnsafeMutableRawPointer) -> Value,
            setter: @escaping @MainActor (UnsafeMutableRawPointer, Value) -> Void
        ) -> ControlProperty<Value> {
            let values = SignalEvents.propertyValues(companion, signal: changeSignal, current: getter)
            return ControlProperty(values: values, valueSink: binder(setter))
        }

        /// A binder that applies each element to the widget with `apply`, on the main thread, as a programmatic
        /// change, while the widget exists and is not destroyed.
        @MainActor
        func binder<Value>(_ apply: @escaping @MainActor (UnsafeMutableRawPointer, Value) -> Void) -> Binder<Value> {
            Binder(companion) { companion, value in
                guard let widget = companion.object, !companion.isDestroyed else { return }
                companion.performProgrammaticChange { apply(widget, value) }
            }
        }

        /// Sends once and completes when the widget is destroyed: by GTK (its `destroy` signal), or by OpenRx
        /// with its window (see ``Gtk/Window``). Completes at once, sending nothing, if it already was. What
        /// RxCocoa's `rx.deallocating` is to an `NSObject`.
        ///
        ///     window.rx.destroyed.subscribe(onNext: { print("closed") })
        @preconcurrency @MainActor
        public var destroyed: Observable<Void> {
            let companion = self.companion
            weak let weakCompanion = companion
            return Observable.create { observer in
                MainActor.assumeIsolated { () -> SignalSubscription in
                    let subscription = SignalSubscription()
                    guard let companion = weakCompanion, let widget = companion.object, !companion.isDestroyed else {
                        observer.onCompleted()
                        return subscription
                    }
                    let id = companion.observeDestruction {
                        observer.onNext(())
                        observer.onCompleted()
                    }
                    subscription.onDispose { [weak companion] in companion?.stopObservingDestruction(id) }
                    // GTK's own disposal of the widget destroys it for OpenRx too.
                    if let handler = try? SignalHandler.connect(
                        widget, signal: "destroy", handler: { [weak companion] in companion?.markDestroyed() })
                    {
                        subscription.add(handler, of: widget)
                    }
                    return subscription
                }
            }
            .subscribe(on: ConcurrentMainScheduler.instance)
        }

        /// Whether the widget reacts to input (GTK's "sensitive").
        @preconcurrency @MainActor
        public var isEnabled: Binder<Bool> {
            binder { widget, enabled in gtk_widget_set_sensitive(widget.typed(), enabled ? 1 : 0) }
        }

        /// Whether the widget is hidden.
        @preconcurrency @MainActor
        public var isHidden: Binder<Bool> {
            binder { widget, hidden in gtk_widget_set_visible(widget.typed(), hidden ? 0 : 1) }
        }

        /// Whether the widget is shown.
        @preconcurrency @MainActor
        public var isVisible: Binder<Bool> {
            binder { widget, visible in gtk_widget_set_visible(widget.typed(), visible ? 1 : 0) }
        }
    }
#endif

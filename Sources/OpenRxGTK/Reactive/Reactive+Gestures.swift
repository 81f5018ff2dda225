// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4
    import OpenRx
    import OpenRxCocoa

    extension Gtk {
        /// A point in a widget's coordinates: where a gesture happened, how far a drag moved, how far a
        /// scrolled window is scrolled.
        public struct Point: Equatable, Sendable, CustomStringConvertible {
            /// Pixels from the left edge.
            public var x: Double
            /// Pixels from the top edge.
            public var y: Double

            /// The point (`x`, `y`).
            public init(x: Double, y: Double) {
                self.x = x
                self.y = y
            }

            /// `(x, y)`.
            public var description: String { "(\(x), \(y))" }
        }
    }

    /// A drag, as it happens: where it began, then how far it has moved, then how far it moved in all.
    public enum DragEvent: Equatable, Sendable {
        /// The pointer went down at this point and started moving.
        case began(Gtk.Point)
        /// It has moved this far from where it began.
        case changed(translation: Gtk.Point)
        /// It was released this far from where it began.
        case ended(translation: Gtk.Point)
    }

    extension Reactive where Base: Gtk.Widget {
        /// Clicks (taps) on the widget, `clicks` in a row (2: double-clicks), where they happened: a
        /// `UITapGestureRecognizer`'s `rx.event` (GTK's `GtkGestureClick`, sent on release). Each subscription
        /// adds a gesture to the widget and its disposal removes it.
        @preconcurrency @MainActor
        public func tapGesture(clicks: Int = 1) -> ControlEvent<Gtk.Point> {
            ControlEvent(
                events: GestureEvents.observable(companion, kind: .click, make: { gtk_gesture_click_new() }) {
                    gesture, observer in
                    SignalHandler.connectPointHandler(gesture, signal: "released", countsPresses: true) {
                        count, x, y in
                        if count == clicks { observer.onNext(Gtk.Point(x: x, y: y)) }
                    }
                })
        }

        /// Presses held on the widget, where they happened: a `UILongPressGestureRecognizer` (GTK's
        /// `GtkGestureLongPress`, sent once the press has lasted).
        @preconcurrency @MainActor
        public var longPressGesture: ControlEvent<Gtk.Point> {
            ControlEvent(
                events: GestureEvents.observable(companion, kind: .longPress, make: { gtk_gesture_long_press_new() }) {
                    gesture, observer in
                    SignalHandler.connectPointHandler(gesture, signal: "pressed", countsPresses: false) { _, x, y in
                        observer.onNext(Gtk.Point(x: x, y: y))
                    }
                })
        }

        /// Drags on the widget: `began`, each `changed`, `ended` — a `UIPanGestureRecognizer` (GTK's
        /// `GtkGestureDrag`).
        @preconcurrency @MainActor
        public var dragGesture: ControlEvent<DragEvent> {
            ControlEvent(
                events: GestureEvents.observable(companion, kind: .drag, make: { gtk_gesture_drag_new() }) {
                    gesture, observer in
                    let signals: [(String, (Gtk.Point) -> DragEvent)] = [
                        ("drag-begin", { .began($0) }), ("drag-update", { .changed(translation: $0) }),
                        ("drag-end", { .ended(translation: $0) }),
                    ]
                    for (signal, event) in signals {
                        SignalHandler.connectPointHandler(gesture, signal: signal, countsPresses: false) { _, x, y in
                            observer.onNext(event(Gtk.Point(x: x, y: y)))
                        }
                    }
                    return 0
                })
        }
    }

    extension Reactive where Base: Gtk.Widget {
        /// Pinches on the widget (two fingers on a touch screen or touchpad): the scale since the pinch began, as a
        /// `UIPinchGestureRecognizer`'s `scale` (GTK's `GtkGestureZoom`, `scale-changed`).
        @preconcurrency @MainActor
        public var pinchGesture: ControlEvent<Double> {
            ControlEvent(
                events: GestureEvents.observable(companion, kind: .pinch, make: { gtk_gesture_zoom_new() }) {
                    gesture, observer in
                    SignalHandler.connectValueHandler(gesture, signal: "scale-changed") { observer.onNext($0) }
                })
        }

        /// Rotations on the widget (two fingers): the angle turned since the rotation began, in radians, as a
        /// `UIRotationGestureRecognizer`'s `rotation` (GTK's `GtkGestureRotate`, `angle-changed`'s delta).
        @preconcurrency @MainActor
        public var rotationGesture: ControlEvent<Double> {
            ControlEvent(
                events: GestureEvents.observable(companion, kind: .rotation, make: { gtk_gesture_rotate_new() }) {
                    gesture, observer in
                    SignalHandler.connectPointHandler(gesture, signal: "angle-changed", countsPresses: false) {
                        _, _, delta in observer.onNext(delta)
                    }
                })
        }

        /// Swipes on the widget: the velocity at release, in pixels per second (its signs give the direction,
        /// a `UISwipeGestureRecognizer`'s `direction`; GTK's `GtkGestureSwipe`, `swipe`).
        @preconcurrency @MainActor
        public var swipeGesture: ControlEvent<Gtk.Point> {
            ControlEvent(
                events: GestureEvents.observable(companion, kind: .swipe, make: { gtk_gesture_swipe_new() }) {
                    gesture, observer in
                    SignalHandler.connectPointHandler(gesture, signal: "swipe", countsPresses: false) { _, x, y in
                        observer.onNext(Gtk.Point(x: x, y: y))
                    }
                })
        }
    }

    /// The gesture controllers OpenRx adds to widgets, one per subscription.
    @MainActor
    enum GestureEvents {
        enum Kind {
            case click, longPress, drag, pinch, rotation, swipe
        }

        /// Subscribing adds a gesture made by `make` to the widget and connects its handlers (`connect`); the
        /// widget's destruction completes; disposal removes the gesture (and so its handlers).
        static func observable<Element>(
            _ companion: ObjectCompanion, kind: Kind, make: @escaping @MainActor () -> OpaquePointer?,
            connect: @escaping @MainActor (UnsafeMutableRawPointer, AnyObserver<Element>) -> UInt
        ) -> Observable<Element> {
            weak let weakCompanion = companion
            return Observable.create { observer in
                MainActor.assumeIsolated { () -> SignalSubscription in
                    let subscription = SignalSubscription()
                    guard let companion = weakCompanion, let widget = companion.object, !companion.isDestroyed,
                        let controller = make()
                    else {
                        observer.onCompleted()
                        return subscription
                    }
                    let gesture = UnsafeMutableRawPointer(controller)
                    _ = connect(gesture, observer)
                    // The widget owns the controller from here on.
                    gtk_widget_add_controller(widget.typed(), controller)
                    let reference = WeakObjectReference(gesture)
                    companion.gestures.append((kind, reference))
                    let destructionID = companion.observeDestruction { observer.onCompleted() }
                    if let handler = try? SignalHandler.connect(
                        widget, signal: "destroy",
                        handler: {
                            [weak companion] in companion?.markDestroyed()
                        })
                    {
                        subscription.add(handler, of: widget)
                    }
                    subscription.onDispose { [weak companion] in
                        companion?.stopObservingDestruction(destructionID)
                        companion?.gestures.removeAll { $0.gesture === reference || $0.gesture.isGone }
                        reference.withObject { gesture in
                            if let widget = gtk_event_controller_get_widget(OpaquePointer(gesture)) {
                                gtk_widget_remove_controller(widget, OpaquePointer(gesture))
                            }
                        }
                    }
                    return subscription
                }
            }
        }
    }
#endif

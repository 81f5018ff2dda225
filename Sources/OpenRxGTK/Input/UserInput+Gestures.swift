// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4
    import Foundation

    extension UserInput {
        /// The gestures of `kind` that OpenRx's subscriptions added to the widget.
        private func gestures(_ kind: GestureEvents.Kind) -> [UnsafeMutableRawPointer] {
            guard let companion = ObjectCompanion.existing(of: base.pointer) else { return [] }
            return companion.gestures.filter { $0.kind == kind }.compactMap { $0.gesture.withObject { $0 } }
        }

        /// Clicks `clicks` times in a row at `point` (`rx.tapGesture(clicks:)` reports it, through the gestures
        /// its subscriptions added). Returns whether a tap gesture was there to see it.
        @discardableResult
        public func tap(at point: Gtk.Point = Gtk.Point(x: 1, y: 1), clicks: Int = 1) -> Bool {
            let targets = gestures(.click)
            guard acceptsInput, !targets.isEmpty else { return false }
            for gesture in targets {
                for count in 1...max(clicks, 1) {
                    openrx_g_signal_emit_by_name_int_point(gesture, "pressed", Int32(count), point.x, point.y)
                    openrx_g_signal_emit_by_name_int_point(gesture, "released", Int32(count), point.x, point.y)
                }
            }
            return true
        }

        /// Presses and holds at `point` (`rx.longPressGesture`).
        @discardableResult
        public func longPress(at point: Gtk.Point = Gtk.Point(x: 1, y: 1)) -> Bool {
            let targets = gestures(.longPress)
            guard acceptsInput, !targets.isEmpty else { return false }
            for gesture in targets { openrx_g_signal_emit_by_name_point(gesture, "pressed", point.x, point.y) }
            return true
        }

        /// Drags from `start` by `translation`, in `steps` moves (`rx.dragGesture`: began, changed…, ended).
        @discardableResult
        public func drag(from start: Gtk.Point, by translation: Gtk.Point, steps: Int = 2) -> Bool {
            let targets = gestures(.drag)
            guard acceptsInput, !targets.isEmpty else { return false }
            let steps = max(steps, 1)
            for gesture in targets {
                openrx_g_signal_emit_by_name_point(gesture, "drag-begin", start.x, start.y)
                for step in 1...steps {
                    let fraction = Double(step) / Double(steps)
                    openrx_g_signal_emit_by_name_point(
                        gesture, "drag-update", translation.x * fraction, translation.y * fraction)
                }
                openrx_g_signal_emit_by_name_point(gesture, "drag-end", translation.x, translation.y)
            }
            return true
        }
    }

    extension UserInput {
        /// Pinches to `scale` (2: twice the size) in `steps` moves (`rx.pinchGesture`).
        @discardableResult
        public func pinch(to scale: Double, steps: Int = 2) -> Bool {
            move(.pinch, steps: steps) { gesture, fraction in
                openrx_g_signal_emit_by_name_double(gesture, "scale-changed", 1 + (scale - 1) * fraction)
            }
        }

        /// Turns two fingers by `angle` radians in `steps` moves (`rx.rotationGesture`).
        @discardableResult
        public func rotate(by angle: Double, steps: Int = 2) -> Bool {
            move(.rotation, steps: steps) { gesture, fraction in
                openrx_g_signal_emit_by_name_point(gesture, "angle-changed", angle * fraction, angle * fraction)
            }
        }

        /// A two-finger move in `steps` (at least one): `emit` runs for each of the widget's gestures of `kind`
        /// with the fraction of the move done so far (up to 1). Returns whether a gesture was there to see it.
        private func move(
            _ kind: GestureEvents.Kind, steps: Int, _ emit: (UnsafeMutableRawPointer, Double) -> Void
        ) -> Bool {
            let targets = gestures(kind)
            guard acceptsInput, !targets.isEmpty else { return false }
            let steps = max(steps, 1)
            for gesture in targets {
                for step in 1...steps { emit(gesture, Double(step) / Double(steps)) }
            }
            return true
        }

        /// Swipes, leaving the widget at `velocity` pixels per second (`rx.swipeGesture`).
        @discardableResult
        public func swipe(velocity: Gtk.Point) -> Bool {
            let targets = gestures(.swipe)
            guard acceptsInput, !targets.isEmpty else { return false }
            for gesture in targets { openrx_g_signal_emit_by_name_point(gesture, "swipe", velocity.x, velocity.y) }
            return true
        }
    }
#endif

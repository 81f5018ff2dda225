// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4

    extension Gtk {
        /// A horizontal `GtkScale`, a slider (`UISlider`).
        public final class Scale: Widget {
            override public class var gtkType: UInt { UInt(gtk_scale_get_type()) }

            /// A slider from `minimum` to `maximum` moving by `step`. Any range is taken, as `UISlider` takes it:
            /// one value (`minimum == maximum`), a step of 0, a maximum below the minimum (the minimum then), NaN
            /// or an infinity (0; such a maximum is the minimum); GTK refuses them, and made no slider.
            public convenience init(minimum: Double, maximum: Double, step: Double) {
                let range = ValidRange(minimum: minimum, maximum: maximum, step: step)
                self.init(
                    owning: UnsafeMutableRawPointer(
                        gtk_scale_new_with_range(
                            GTK_ORIENTATION_HORIZONTAL, range.lower, range.creationUpper, range.creationStep)!))
                range.apply(to: pointer)
            }

            /// The value; setting it is a programmatic change, which `rx.value` does not report. A value outside
            /// the range is clamped to it; NaN is ignored (GTK moved the slider to its maximum).
            public var value: Double {
                get { gtk_range_get_value(pointer.typed()) }
                set {
                    guard !newValue.isNaN else { return }
                    programmatically { gtk_range_set_value(pointer.typed(), newValue) }
                }
            }
        }

        /// A `GtkSpinButton`, a number with − and + buttons (`UIStepper`).
        public final class SpinButton: Widget {
            override public class var gtkType: UInt { UInt(gtk_spin_button_get_type()) }

            /// A spin button from `minimum` to `maximum` moving by `step`. Any range is taken, as ``Scale``'s
            /// initializer takes it (a step of 0 makes − and + do nothing).
            public convenience init(minimum: Double, maximum: Double, step: Double) {
                let range = ValidRange(minimum: minimum, maximum: maximum, step: step)
                self.init(
                    owning: UnsafeMutableRawPointer(
                        gtk_spin_button_new_with_range(range.lower, range.creationUpper, range.creationStep)!))
                range.apply(to: pointer)
            }

            /// The value; setting it is a programmatic change, which `rx.value` does not report. A value outside
            /// the range is clamped to it; NaN is ignored.
            public var value: Double {
                get { gtk_spin_button_get_value(pointer.opaque) }
                set {
                    guard !newValue.isNaN else { return }
                    programmatically { gtk_spin_button_set_value(pointer.opaque, newValue) }
                }
            }
        }
    }

    /// A slider's or a spin button's range as GTK takes it. GTK's constructors refuse an empty range
    /// (`minimum == maximum`, and for a slider `minimum < maximum` is required) and a step of 0, with a critical
    /// and no widget; its ranges take both once made. So the widget is made with a range and a step GTK's
    /// constructor accepts, then given the real ones.
    private struct ValidRange {
        let lower: Double
        let upper: Double
        let step: Double

        init(minimum: Double, maximum: Double, step: Double) {
            // Infinite bounds as NaN: GTK's ranges are finite.
            lower = minimum.isFinite ? minimum : 0
            upper = maximum.isFinite ? Swift.max(maximum, lower) : lower
            self.step = step.isFinite ? abs(step) : 0
        }

        /// A maximum above the minimum, for the constructor (the next number up: `lower + 1` is `lower` itself
        /// past 2⁵³).
        var creationUpper: Double { upper > lower ? upper : lower.nextUp }
        /// A step that is not 0, for the constructor.
        var creationStep: Double { step > 0 ? step : 1 }

        /// Gives the range `widget` (a `GtkRange` or a `GtkSpinButton`, whose adjustment it sets) the real bounds
        /// and step, where the constructor was given others.
        func apply(to widget: UnsafeMutableRawPointer) {
            guard upper != creationUpper || step != creationStep else { return }
            let adjustment =
                g_type_check_instance_is_a(
                    widget.assumingMemoryBound(to: GTypeInstance.self), gtk_spin_button_get_type())
                    != 0
                ? gtk_spin_button_get_adjustment(widget.opaque) : gtk_range_get_adjustment(widget.typed())
            gtk_adjustment_configure(adjustment, lower, lower, upper, step, step * 10, 0)
        }
    }
#endif

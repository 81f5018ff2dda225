// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4
    import OpenRx
    import OpenRxCocoa

    extension Reactive where Base: Gtk.Scale {
        /// The slider's value (RxCocoa's `UISlider.rx.value`): the current value on subscribe, then each change
        /// by the user; as an observer, sets it (clamped to the range by GTK; NaN is ignored) without sending it
        /// back.
        @preconcurrency @MainActor
        public var value: ControlProperty<Double> {
            property(
                changeSignal: "value-changed",
                getter: { range in gtk_range_get_value(range.typed()) },
                setter: { range, value in if !value.isNaN { gtk_range_set_value(range.typed(), value) } })
        }
    }

    extension Reactive where Base: Gtk.SpinButton {
        /// The spin button's value (RxCocoa's `UIStepper.rx.value`): the current value on subscribe, then each
        /// change by the user; as an observer, sets it (clamped to the range by GTK; NaN is ignored) without
        /// sending it back.
        @preconcurrency @MainActor
        public var value: ControlProperty<Double> {
            property(
                changeSignal: "value-changed",
                getter: { spin in gtk_spin_button_get_value(spin.opaque) },
                setter: { spin, value in if !value.isNaN { gtk_spin_button_set_value(spin.opaque, value) } })
        }
    }
#endif

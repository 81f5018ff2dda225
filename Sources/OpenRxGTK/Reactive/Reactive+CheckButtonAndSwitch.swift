// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4
    import OpenRx
    import OpenRxCocoa

    extension Reactive where Base: Gtk.CheckButton {
        /// Whether the check button is checked: the current state on subscribe, then each toggle by the user;
        /// as an observer, sets it without sending it back.
        @preconcurrency @MainActor
        public var isOn: ControlProperty<Bool> {
            property(
                changeSignal: "notify::active",
                getter: { button in gtk_check_button_get_active(button.typed()) != 0 },
                setter: { button, isOn in gtk_check_button_set_active(button.typed(), isOn ? 1 : 0) })
        }
    }

    extension Reactive where Base: Gtk.Switch {
        /// Whether the switch is on (RxCocoa's `UISwitch.rx.isOn`): the current state on subscribe, then each
        /// change by the user; as an observer, sets it without sending it back.
        @preconcurrency @MainActor
        public var isOn: ControlProperty<Bool> {
            property(
                changeSignal: "notify::active",
                getter: { control in gtk_switch_get_active(control.opaque) != 0 },
                setter: { control, isOn in gtk_switch_set_active(control.opaque, isOn ? 1 : 0) })
        }
    }
#endif

// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxCocoa

extension Action {
    /// Binds a control to the action: each of `events` (a button's `rx.tap`) executes the action with
    /// `input` of the event, and `isEnabled` drives `enabled` (the control's enabled state), so the control
    /// is disabled while an execution runs or `enabledIf` says no. The returned disposable ends both.
    ///
    ///     login.bind(control: button.rx.tap, enabled: button.rx.isEnabled) { _ in form.credentials }
    public func bind<Event>(
        control events: ControlEvent<Event>, enabled: Binder<Bool>, input: @escaping (Event) -> Input
    ) -> Disposable {
        let enabling = isEnabled.bind(to: enabled)
        let executing = events.subscribe(
            onNext: { [weak self] event in _ = self?.execute(input(event)) }, isolation: nil)
        return Disposables.create(enabling, executing)
    }
}

extension ControlEvent {
    /// Executes `action` with `input` of each event, and nothing more: the control's enabled state is left
    /// alone. For a control that has one — a button — use ``Action/bind(control:enabled:input:)``, which also
    /// disables it while the action cannot run.
    ///
    ///     refreshControl.rx.controlEvent.bind(to: reload) { _ in () }
    public func bind<Input, Output>(
        to action: Action<Input, Output>, input: @escaping (Element) -> Input
    ) -> Disposable {
        subscribe(onNext: { [weak action] event in _ = action?.execute(input(event)) }, isolation: nil)
    }
}

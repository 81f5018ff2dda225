// OpenRx — reactive programming for Swift. MIT licence.

/// The observer of a subscription whose one outcome a task sends (`Single.create` with an async `work`):
/// ``take()`` hands the observer over once, so the task lets go of the subscription's sinks (and the
/// subscriber's closures) as soon as it has sent the outcome.
///
/// A task's closure is released only when the task ends, after the outcome already reached the subscriber,
/// and the order in which its captures are then released is not specified: with the observer taken, the
/// task holds nothing of the subscription by then, whatever else its closure captured (`work` and what
/// that holds) goes after it.
// Not Sendable: one task or callback owns it at a time (callers carry it in `UncheckedSendable`).
package final class ObserverHandoff<Observer> {
    private var observer: Observer?

    /// Holds `observer` until it is taken.
    package init(_ observer: Observer) {
        self.observer = observer
    }

    /// The observer, the first time it is asked for; `nil` afterwards.
    package func take() -> Observer? {
        observer.take()
    }
}

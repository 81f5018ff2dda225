// OpenRx — reactive programming for Swift. MIT licence.

/// The observer that `bind(to:)` subscribes for its observers: every event to each of them, in order, with a
/// stop-once guard (nothing after the first stop event), as RxSwift's `bind(to:)` does through an anonymous
/// observer.
///
/// One object: the closure over the observers, its anonymous observer and the observer's erasure were three
/// allocations per binding (issue 38).
// Thread safety: the observers never change; the stopped flag is an atomic word.
@usableFromInline
final class ObserverFanOut<Observer: ObserverType>: ObserverType {
    // The first stored property: the stopped flag (see `InlineAtomicWord`).
    @usableFromInline var stopped = 0
    @usableFromInline let observers: [Observer]

    /// Forwards to `observers`.
    @inlinable
    init(_ observers: [Observer]) {
        self.observers = observers
        Resources.incrementTotal()
        #if DEBUG
            _ = withUnsafeMutablePointer(to: &stopped) { InlineAtomicWord(self, firstStoredProperty: $0) }
        #endif
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Sends `event` to every observer, unless a stop event came before.
    @inlinable
    func on(_ event: Event<Observer.Element>) {
        let word = InlineAtomicWord(self)
        if event.isStopEvent {
            guard word.fetchOr(1) == 0 else { return }
        } else if word.load() != 0 {
            return
        }
        for observer in observers { observer.on(event) }
    }
}

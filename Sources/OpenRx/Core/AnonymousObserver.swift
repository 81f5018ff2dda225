// OpenRx — reactive programming for Swift. MIT licence.

/// An observer that calls a closure, with a stop-once guard: nothing reaches the closure after the
/// first stop event. It is what the `subscribe(onNext:…)` family subscribes.
// Thread safety: the handler (the header) never changes; the stopped flag is the atomic word.
@usableFromInline
final class AnonymousObserver<Element>: AtomicBuffer<(Event<Element>) -> Void>, ObserverType {
    /// Creates an observer that calls `handler` for every event until the first stop event.
    @inlinable
    static func make(_ handler: @escaping (Event<Element>) -> Void) -> AnonymousObserver<Element> {
        Resources.incrementTotal()
        return make(header: handler)
    }

    deinit {
        Resources.decrementTotal()
    }

    /// The handler, read through the header's address: it never changes, so no exclusivity check is
    /// needed (reading `header` would make one per event).
    @inlinable
    var handler: (Event<Element>) -> Void {
        withUnsafeMutablePointerToHeader { $0.pointee }
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if atomicLoad() != 0 { return }
            handler(event)
        case .error, .completed:
            if atomicFetchOr(1) == 0 {
                handler(event)
            }
        }
    }
}

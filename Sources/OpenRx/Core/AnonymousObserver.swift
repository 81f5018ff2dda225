// OpenRx — reactive programming for Swift. MIT licence.

/// An observer that calls a closure, with a stop-once guard: nothing reaches the closure after the
/// first stop event. It is what `subscribe(_:)` (one closure for every event) subscribes; the
/// `subscribe(onNext:…)` family subscribes a ``SubscribeObserver``.
// Thread safety: the handler never changes; the stopped flag is an atomic word.
@usableFromInline
final class AnonymousObserver<Element>: ObserverType {
    // The first stored property: the stopped flag (see `InlineAtomicWord`).
    @usableFromInline var stopped = 0
    /// A `let`, so calling it borrows the closure: no retain and release per event.
    @usableFromInline let handler: (Event<Element>) -> Void

    /// Creates an observer that calls `handler` for every event until the first stop event.
    @inlinable
    init(_ handler: @escaping (Event<Element>) -> Void) {
        self.handler = handler
        Resources.incrementTotal()
        #if DEBUG
            _ = withUnsafeMutablePointer(to: &stopped) { InlineAtomicWord(self, firstStoredProperty: $0) }
        #endif
    }

    /// Creates an observer that calls `handler` for every event until the first stop event.
    @inlinable
    static func make(_ handler: @escaping (Event<Element>) -> Void) -> AnonymousObserver<Element> {
        AnonymousObserver(handler)
    }

    deinit {
        Resources.decrementTotal()
    }

    @inlinable
    func on(_ event: Event<Element>) {
        let word = InlineAtomicWord(self)
        switch event {
        case .next:
            if word.load() != 0 { return }
            handler(event)
        case .error, .completed:
            if word.fetchOr(1) == 0 {
                handler(event)
            }
        }
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

/// A receiver of sequence events.
///
/// Calls to `on` for one subscription never overlap and follow the grammar `next* (error | completed)?`.
public protocol ObserverType {
    /// The type of elements received.
    associatedtype Element

    /// Receives one event.
    func on(_ event: Event<Element>)
}

extension ObserverType {
    /// Sends `.next(element)`.
    @inlinable
    public func onNext(_ element: Element) {
        on(.next(element))
    }

    /// Sends `.completed`.
    @inlinable
    public func onCompleted() {
        on(.completed)
    }

    /// Sends `.error(error)`.
    @inlinable
    public func onError(_ error: Swift.Error) {
        on(.error(error))
    }
}

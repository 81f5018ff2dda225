// OpenRx — reactive programming for Swift. MIT licence.

/// A type that is both an observable sequence and an observer: what it observes, it sends to its own
/// subscribers.
public protocol SubjectType: ObservableType {
    /// The observer type of the subject.
    associatedtype Observer: ObserverType

    /// The subject as an observer.
    func asObserver() -> Observer
}

// OpenRx — reactive programming for Swift. MIT licence.

/// One notification of a sequence: an element, an error, or completion.
///
/// Sequences follow the grammar `next* (error | completed)?`: any number of elements, then at most one
/// stop event, after which nothing more is sent.
@frozen
public enum Event<Element> {
    /// The next element of the sequence.
    case next(Element)
    /// The sequence failed with an error. Nothing follows.
    case error(Swift.Error)
    /// The sequence finished successfully. Nothing follows.
    case completed
}

extension Event: CustomDebugStringConvertible {
    /// A description such as `next(1)`, `error(timeout)` or `completed`.
    public var debugDescription: String {
        switch self {
        case .next(let value): return "next(\(value))"
        case .error(let error): return "error(\(error))"
        case .completed: return "completed"
        }
    }
}

extension Event: Sendable where Element: Sendable {}

extension Event {
    /// Whether this is `error` or `completed`.
    public var isStopEvent: Bool {
        if case .next = self { return false }
        return true
    }

    /// The element of a `next` event, otherwise `nil`.
    public var element: Element? {
        if case .next(let value) = self { return value }
        return nil
    }

    /// The error of an `error` event, otherwise `nil`.
    public var error: Swift.Error? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// Whether this is `completed`.
    public var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }

    /// Transforms the element of a `next` event; an error thrown by `transform` becomes an `error` event.
    ///
    ///     Event.next(2).map { $0 * 10 }   // .next(20)
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        do {
            switch self {
            case .next(let element): return .next(try transform(element))
            case .error(let error): return .error(error)
            case .completed: return .completed
            }
        } catch {
            return .error(error)
        }
    }
}

/// A type that can be turned into an ``Event`` (used by `dematerialize()`).
public protocol EventConvertible {
    /// The element type of the event.
    associatedtype Element

    /// The event this value represents.
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    /// The event itself.
    public var event: Event<Element> { self }
}

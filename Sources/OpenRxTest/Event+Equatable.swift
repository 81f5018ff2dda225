// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx

extension Event: Equatable where Element: Equatable {
    /// Events are equal when they are the same case with equal elements; errors are equal when they have
    /// the same type and description.
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.next(let left), .next(let right)): return left == right
        case (.completed, .completed): return true
        case (.error(let left), .error(let right)): return errorsMatch(left, right)
        default: return false
        }
    }
}

/// Whether two errors have the same type and description.
func errorsMatch(_ lhs: Swift.Error, _ rhs: Swift.Error) -> Bool {
    type(of: lhs) == type(of: rhs) && String(reflecting: lhs) == String(reflecting: rhs)
}

/// Whether two single outcomes are equal (the same case, equal element or matching error).
func singleEventsMatch<Element: Equatable>(_ lhs: SingleEvent<Element>, _ rhs: SingleEvent<Element>) -> Bool {
    switch (lhs, rhs) {
    case (.success(let left), .success(let right)): return left == right
    case (.failure(let left), .failure(let right)): return errorsMatch(left, right)
    default: return false
    }
}

extension MaybeEvent: Equatable where Element: Equatable {
    /// Maybe outcomes are equal when they are the same case with equal elements or matching errors.
    public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.success(let left), .success(let right)): return left == right
        case (.completed, .completed): return true
        case (.error(let left), .error(let right)): return errorsMatch(left, right)
        default: return false
        }
    }
}

extension CompletableEvent: Equatable {
    /// Completable outcomes are equal when they are the same case, with matching errors.
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed): return true
        case (.error(let left), .error(let right)): return errorsMatch(left, right)
        default: return false
        }
    }
}

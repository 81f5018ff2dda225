// OpenRx — reactive programming for Swift. MIT licence.

import Foundation
import OpenRx

extension Event: Equatable where Element: Equatable {
    /// Events are equal when they are the same case with equal elements; errors are equal as RxTest compares
    /// them (see `errorsMatch`).
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.next(let left), .next(let right)): return left == right
        case (.completed, .completed): return true
        case (.error(let left), .error(let right)): return errorsMatch(left, right)
        default: return false
        }
    }
}

/// Whether two errors are equal, as RxTest decides: on Linux when their descriptions (`"\(error)"`) are equal;
/// elsewhere when their `NSError` domains and codes are equal too.
func errorsMatch(_ lhs: Swift.Error, _ rhs: Swift.Error) -> Bool {
    #if os(Linux)
        return "\(lhs)" == "\(rhs)"
    #else
        let left = lhs as NSError
        let right = rhs as NSError
        return left.domain == right.domain && left.code == right.code && "\(lhs)" == "\(rhs)"
    #endif
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

// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxCocoa

/// The outcome of validating a field: RxExample's `ValidationResult`.
public enum ValidationResult: Equatable, Sendable {
    /// Valid, with a message to show.
    case ok(message: String)
    /// Nothing entered yet.
    case empty
    /// Being checked (a request runs).
    case validating
    /// Invalid, with the reason.
    case failed(message: String)

    /// Whether the value is valid.
    public var isValid: Bool {
        if case .ok = self { return true }
        return false
    }

    /// What to show under the field.
    public var description: String {
        switch self {
        case .ok(let message), .failed(let message): return message
        case .empty: return ""
        case .validating: return "validating ..."
        }
    }
}

/// The simple validation screen: a username and a password of at least five characters each, and a button
/// enabled only while both are (RxExample's `SimpleValidationViewController`).
public struct SimpleValidationViewModel {
    /// The minimal length of both fields.
    public static let minimalLength = 5
    /// Whether the username is long enough.
    public let isUsernameValid: Observable<Bool>
    /// Whether the password is long enough.
    public let isPasswordValid: Observable<Bool>
    /// Whether both are.
    public let isEverythingValid: Observable<Bool>

    /// The view model of `username` and `password` as typed.
    public init(username: Observable<String>, password: Observable<String>) {
        isUsernameValid = username.map { $0.count >= Self.minimalLength }.share(replay: 1)
        isPasswordValid = password.map { $0.count >= Self.minimalLength }.share(replay: 1)
        isEverythingValid = Observable.combineLatest(isUsernameValid, isPasswordValid) { $0 && $1 }.share(replay: 1)
    }
}

/// Adding numbers: three fields and their sum (RxExample's `NumbersViewController`); a field that is not a
/// number counts as 0.
public enum AddingNumbers {
    /// The sum of the three fields, as text.
    public static func sum(
        _ first: Observable<String>, _ second: Observable<String>, _ third: Observable<String>
    )
        -> Observable<String>
    {
        Observable.combineLatest(first, second, third) { a, b, c in
            "\((Int(a) ?? 0) + (Int(b) ?? 0) + (Int(c) ?? 0))"
        }
    }
}

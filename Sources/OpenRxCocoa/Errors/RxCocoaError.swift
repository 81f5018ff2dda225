// OpenRx — reactive programming for Swift. MIT licence.

/// RxCocoa's errors, for code written against RxCocoa that throws or matches them (a data source's
/// `model(at:)` before items are bound, a cast in a delegate's `methodInvoked` mapping).
// Sendable: the objects it carries only name what went wrong in descriptions and matches; they are never
// mutated through the error (as `RxError.disposed(object:)`).
public enum RxCocoaError: Swift.Error, CustomDebugStringConvertible, @unchecked Sendable {
    /// An unknown error.
    case unknown
    /// An operation that `object` does not allow.
    case invalidOperation(object: Any)
    /// Items were asked of `object`, a data source whose items are not bound yet.
    case itemsNotYetBound(object: Any)
    /// `object` has no property named `propertyName`.
    case invalidPropertyName(object: Any, propertyName: String)
    /// `object`, found as `propertyName` of `sourceObject`, cannot be observed.
    case invalidObjectOnKeyPath(object: Any, sourceObject: AnyObject, propertyName: String)
    /// Method swizzling failed (RxCocoa's Objective-C runtime; OpenRx never throws it).
    case errorDuringSwizzling
    /// `object` is not a `targetType`.
    case castingError(object: Any, targetType: Any.Type)

    /// What went wrong, in RxCocoa's words.
    public var debugDescription: String {
        switch self {
        case .unknown:
            return "Unknown error occurred."
        case .invalidOperation(let object):
            return "Invalid operation was attempted on `\(object)`."
        case .itemsNotYetBound(let object):
            return "Data source is set, but items are not yet bound to user interface for `\(object)`."
        case .invalidPropertyName(let object, let propertyName):
            // RxCocoa's text, its spelling included.
            return "Object `\(object)` dosn't have a property named `\(propertyName)`."
        case .invalidObjectOnKeyPath(let object, let sourceObject, let propertyName):
            return "Unobservable object `\(object)` was observed as `\(propertyName)` of `\(sourceObject)`."
        case .errorDuringSwizzling:
            return "Error during swizzling."
        case .castingError(let object, let targetType):
            return "Error casting `\(object)` to `\(targetType)`"
        }
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

/// The errors OpenRx itself produces.
// Sendable: `disposed(object:)` carries the disposed object only to name it in descriptions; it is
// never mutated through the error.
public enum RxError: Swift.Error, CustomDebugStringConvertible, @unchecked Sendable {
    /// An unknown error.
    case unknown
    /// The object (a subject, for instance) was used after it was disposed.
    case disposed(object: AnyObject)
    /// An arithmetic overflow.
    case overflow
    /// An argument was out of range: a negative count or size, an index past the end.
    case argumentOutOfRange
    /// The sequence was expected to have at least one element and had none.
    case noElements
    /// The sequence was expected to have exactly one element and had more.
    case moreThanOneElement
    /// A timeout elapsed before the sequence produced what was expected.
    case timeout

    /// A readable description of the error.
    public var debugDescription: String {
        switch self {
        case .unknown:
            return "Unknown error occurred."
        case .disposed(let object):
            return "Object `\(object)` was already disposed."
        case .overflow:
            return "Arithmetic overflow occurred."
        case .argumentOutOfRange:
            return "Argument out of range."
        case .noElements:
            return "Sequence doesn't contain any elements."
        case .moreThanOneElement:
            return "Sequence contains more than one element."
        case .timeout:
            return "Sequence timeout."
        }
    }
}

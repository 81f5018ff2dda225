// OpenRx — reactive programming for Swift. MIT licence.

/// What `sentMessage` and `methodInvoked` send for an intercepted method's non-escaping closure parameter — a
/// plain function type (`(Int) -> Int`) or an `@autoclosure`: such a closure may not outlive the call, and an
/// observer could keep it (`replay`, a recorder), so it stays inside the method and the observers learn only its
/// type. Mark the parameter `@escaping` to observe the closure itself.
///
///     @Intercepted func apply(_ transform: (Int) -> Int, to value: Int) -> Int { transform(value) }
///     model.rx.methodInvoked(\.apply).subscribe(onNext: { call in print(call.value) })  // call.transform: this
public struct NonEscapingClosure: Sendable, Hashable, CustomStringConvertible {
    /// The parameter's type as written (`(Int) -> Int`, `@autoclosure () -> String`).
    public let type: String

    /// Stands for a closure of type `type`.
    public init(type: String) {
        self.type = type
    }

    /// `non-escaping <type>`.
    public var description: String { "non-escaping \(type)" }
}

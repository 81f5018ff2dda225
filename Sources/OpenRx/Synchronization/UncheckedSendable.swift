// OpenRx — reactive programming for Swift. MIT licence.

/// Carries a value across a concurrency boundary whose safety the compiler cannot see.
///
/// Used where the Rx contract, not the type system, guarantees exclusive use: a closure handed to a
/// dispatch queue that runs once, a state passed to a scheduler action.
// Sendable: callers guarantee the value is not used concurrently (see each use).
@usableFromInline
package struct UncheckedSendable<Value>: @unchecked Sendable {
    /// The carried value.
    @usableFromInline package var value: Value

    /// Wraps `value`.
    @inlinable
    package init(_ value: Value) { self.value = value }
}

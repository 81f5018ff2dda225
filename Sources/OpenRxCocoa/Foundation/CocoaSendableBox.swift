// OpenRx — reactive programming for Swift. MIT licence.

/// A value carried into a `@Sendable` closure where the Rx contract, not the type system, guarantees it is
/// not used concurrently (an observer that Foundation calls back on one queue, a disposable).
// Sendable: callers guarantee the value is not used concurrently (see each use).
struct CocoaSendableBox<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

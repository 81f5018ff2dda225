// OpenRx — reactive programming for Swift. MIT licence.

/// An object that guards some state with its lock: a ``LockedState``, or a sink that keeps its state in a
/// stored property and guards it with its own ``SinkBase/lock`` (one allocation instead of two).
///
/// The closure given to ``withLock(_:)`` must only compute (see ``LockedState``). The queue-drain loop
/// (`deliverSerially`) works on either.
@usableFromInline
protocol LockGuarded<State>: AnyObject {
    /// The guarded state.
    associatedtype State

    /// Runs `body` with exclusive access to the state.
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result
}

extension LockedState: LockGuarded {}

// OpenRx — reactive programming for Swift. MIT licence.

import COpenRxAtomics

/// Whether code runs isolated to an actor right now, asked without stopping the program.
@usableFromInline
enum ActorIsolation {
    /// Whether the calling thread runs isolated to `actor`.
    ///
    /// The main actor is the main thread: its executor is the main dispatch queue, and a block that
    /// `MainScheduler` or GTK's loop runs there is main-actor code even though no task runs it (the
    /// runtime's executor check answers "no" there). Any other actor is asked of the Swift runtime, with the
    /// check `assumeIsolated` makes, in its form that reports instead of trapping.
    @usableFromInline
    static func isCurrent(_ actor: any Actor) -> Bool {
        if actor === MainActor.shared { return MainScheduler.isMainThread }
        let executor = actor.unownedExecutor
        // An `UnownedSerialExecutor` is the runtime's two-word executor reference (identity, implementation).
        let words = unsafeBitCast(executor, to: (identity: UnsafeRawPointer?, implementation: UInt).self)
        return openrx_is_current_executor(words.identity, words.implementation) == 1
    }
}

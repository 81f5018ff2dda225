// OpenRx — reactive programming for Swift. MIT licence.

/// The observer that `subscribe(onNext:onError:onCompleted:onDisposed:)` subscribes: it calls the closures
/// it was given, with a stop-once guard (nothing reaches a closure after the first stop event), and after
/// the stop event's closure it disposes `disposedAction` (which runs `onDisposed`).
///
/// The closures are `let` fields called directly, where an ``AnonymousObserver`` would call one handler
/// closure that captures them and switches on the event: one call and one context load fewer per element,
/// and one allocation (the handler's context) fewer per subscription.
// Thread safety: the closures never change; the stopped flag is an atomic word.
@usableFromInline
final class SubscribeObserver<Element>: ObserverType {
    // The first stored property: the stopped flag (see `InlineAtomicWord`).
    @usableFromInline var stopped = 0
    @usableFromInline let onNext: ((Element) -> Void)?
    @usableFromInline let onError: ((Swift.Error) -> Void)?
    @usableFromInline let onCompleted: (() -> Void)?
    /// Disposed after the stop event's closure: it runs `onDisposed` (`nil` without one).
    @usableFromInline let disposedAction: AnonymousDisposable?
    /// The subscription's call stack for ``Hooks/defaultErrorHandler`` (empty unless recorded).
    @usableFromInline let callStack: [String]

    /// Creates an observer that calls the closures until the first stop event, then disposes
    /// `disposedAction`; an error with no `onError` goes to ``Hooks/defaultErrorHandler`` with `callStack`.
    @inlinable
    init(
        onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?,
        disposedAction: AnonymousDisposable?, callStack: [String]
    ) {
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        self.disposedAction = disposedAction
        self.callStack = callStack
        Resources.incrementTotal()
        #if DEBUG
            _ = withUnsafeMutablePointer(to: &stopped) { InlineAtomicWord(self, firstStoredProperty: $0) }
        #endif
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Calls the closure for `event`, unless a stop event came before.
    ///
    /// Never inlined: the forwarder of its `AnyObserver` then jumps straight here with the observer already
    /// in the register `self` comes in; inlined into the closure, the observer came in another register and
    /// the forwarder moved it (one instruction per element). The stop events go out of line, so the element
    /// path saves only the registers it uses.
    @inlinable @inline(never)
    func on(_ event: Event<Element>) {
        if case .next(let element) = event {
            if InlineAtomicWord(self).load() != 0 { return }
            onNext?(element)
        } else {
            stop(event)
        }
    }

    /// Calls the closure for the stop event `event` and then disposes `disposedAction`, unless a stop event
    /// came before.
    @inlinable @inline(never)
    func stop(_ event: Event<Element>) {
        guard event.isStopEvent, InlineAtomicWord(self).fetchOr(1) == 0 else { return }
        if case .error(let error) = event {
            if let onError { onError(error) } else { Hooks.reportUnhandled(error, callStack: callStack) }
        } else {
            onCompleted?()
        }
        disposedAction?.dispose()
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A single whose subscription runs `work` in a new task (detached if `detached`); disposing the
    /// subscription cancels the task.
    ///
    ///     let profile = Single.create { try await api.profile() }
    public static func create(
        detached: Bool = false, priority: TaskPriority? = nil, work: @Sendable @escaping () async throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        Single.create { observer in
            // Sendable: the task is the only user of the observer, which takes one outcome.
            let target = UncheckedSendable(observer)
            let operation: @Sendable () async -> Void = {
                do {
                    let element = try await work()
                    target.value(.success(element))
                } catch {
                    target.value(.failure(error))
                }
            }
            let task =
                detached
                ? Task.detached(priority: priority, operation: operation)
                : Task(priority: priority, operation: operation)
            return Disposables.create { task.cancel() }
        }
    }

    /// Subscribes and waits for the element; throws the failure. Cancelling the waiting task disposes the
    /// subscription (and the wait ends with `CancellationError` only if the single then fails with it).
    ///
    ///     let user = try await loadUser.value
    public var value: Element {
        get async throws {
            try await awaitOutcome { finish in
                primitiveSequence.subscribe(
                    onSuccess: { finish(.success($0)) }, onFailure: { finish(.failure($0)) })
            }
        }
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Subscribes and waits for the element, or `nil` when the maybe completes empty; throws the error.
    public var value: Element? {
        get async throws {
            try await awaitOutcome { finish in
                primitiveSequence.subscribe(
                    onSuccess: { finish(.success($0)) }, onError: { finish(.failure($0)) },
                    onCompleted: { finish(.success(nil)) })
            }
        }
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Subscribes and waits for completion; throws the error.
    public var value: Void {
        get async throws {
            try await awaitOutcome { finish in
                primitiveSequence.subscribe(onCompleted: { finish(.success(())) }, onError: { finish(.failure($0)) })
            }
        }
    }
}

/// Subscribes with `subscribe`, which calls `finish` once, and waits for that outcome. Cancelling the
/// waiting task disposes the subscription and throws `CancellationError` (RxSwift keeps waiting).
func awaitOutcome<Value>(
    _ subscribe: (@escaping (Result<Value, Swift.Error>) -> Void) -> Disposable
) async throws
    -> Value
{
    let waiter = OutcomeWaiter<Value>()
    let subscription = SingleAssignmentDisposable()
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Value, Swift.Error>) in
            waiter.wait(continuation)
            subscription.setDisposable(subscribe { waiter.finish($0) })
        }
    } onCancel: {
        subscription.dispose()
        waiter.finish(.failure(CancellationError()))
    }
}

/// Meets the first outcome with the continuation that waits for it, whichever comes first.
// Sendable: the state is behind its lock; the continuation is resumed once, outside the lock.
final class OutcomeWaiter<Value>: @unchecked Sendable {
    private struct State {
        var continuation: CheckedContinuation<Value, Swift.Error>?
        var outcome: Result<Value, Swift.Error>?
        var isResumed = false
    }

    private let state = LockedState.make(State())

    /// Waits with `continuation`; resumes it at once if the outcome is already known.
    func wait(_ continuation: CheckedContinuation<Value, Swift.Error>) {
        let ready: Result<Value, Swift.Error>? = state.withLock { state in
            guard let outcome = state.outcome else {
                state.continuation = continuation
                return nil
            }
            state.isResumed = true
            return outcome
        }
        if let ready {
            nonisolated(unsafe) let result = ready
            continuation.resume(with: result)
        }
    }

    /// Records the first outcome and resumes the waiting continuation, if any; later outcomes are ignored.
    func finish(_ outcome: Result<Value, Swift.Error>) {
        let waiting: CheckedContinuation<Value, Swift.Error>? = state.withLock { state in
            guard state.outcome == nil else { return nil }
            state.outcome = outcome
            guard let continuation = state.continuation, !state.isResumed else { return nil }
            state.isResumed = true
            state.continuation = nil
            return continuation
        }
        // Handed over: the outcome is kept only to answer a later `wait`, which cannot come once one waits.
        nonisolated(unsafe) let result = outcome
        waiting?.resume(with: result)
    }
}

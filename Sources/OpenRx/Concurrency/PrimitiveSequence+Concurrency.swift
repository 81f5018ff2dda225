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
            let target = UncheckedSendable(ObserverHandoff(observer))
            let operation: @Sendable () async -> Void = {
                let outcome: SingleEvent<Element>
                do {
                    outcome = .success(try await work())
                } catch {
                    outcome = .failure(error)
                }
                // Taken: the task lets go of the subscription once the outcome is sent, before it ends.
                target.value.take()?(outcome)
            }
            let task =
                detached
                ? Task.detached(priority: priority, operation: operation)
                : Task(priority: priority, operation: operation)
            return Disposables.create { task.cancel() }
        }
    }

    /// Subscribes and waits for the element; throws the failure. It runs on the caller's executor
    /// (`nonisolated(nonsending)`), so main-actor and actor code can await a single that is not `Sendable`.
    ///
    /// The single is subscribed even in a cancelled task, so an outcome it sends during its subscription is
    /// returned; otherwise cancelling the task (before or during the wait) disposes the subscription and
    /// throws `CancellationError`.
    ///
    ///     let user = try await loadUser.value
    nonisolated(nonsending) public var value: Element {
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
    /// Cancellation is handled as by `Single`'s `value`.
    nonisolated(nonsending) public var value: Element? {
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
    /// Subscribes and waits for completion; throws the error. Cancellation is handled as by `Single`'s
    /// `value`.
    nonisolated(nonsending) public var value: Void {
        get async throws {
            try await awaitOutcome { finish in
                primitiveSequence.subscribe(onCompleted: { finish(.success(())) }, onError: { finish(.failure($0)) })
            }
        }
    }
}

/// Subscribes with `subscribe`, which calls `finish` once, and waits for that outcome.
///
/// As in RxSwift, the subscription is made even when the task is already cancelled, and disposed when the
/// cancellation is seen: an outcome the source delivers during its `subscribe` call is returned. A source
/// still running when the task is (or was) cancelled is disposed and the wait throws `CancellationError`
/// (RxSwift's `onDisposed` handler throws it too).
nonisolated(nonsending) func awaitOutcome<Value>(
    _ subscribe: (@escaping (Result<Value, Swift.Error>) -> Void) -> Disposable
) async throws
    -> Value
{
    let waiter = OutcomeWaiter<Value>()
    // Disposed on cancellation; a subscription set after that is disposed as it is set.
    let subscription = SingleAssignmentDisposable()
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Value, Swift.Error>) in
            waiter.wait(continuation)
            subscription.setDisposable(subscribe { waiter.finish($0) })
            waiter.subscribed()
        }
    } onCancel: {
        subscription.dispose()
        waiter.cancel()
    }
}

/// The rendezvous of a waiting task with the outcome of its subscription and with its cancellation: one
/// mutating function per input returns the continuation to resume, which is resumed after unlocking.
// Sendable: the state is behind its lock; the continuation is resumed once, outside the lock.
final class OutcomeWaiter<Value>: @unchecked Sendable {
    private typealias Continuation = CheckedContinuation<Value, Swift.Error>

    private enum State {
        /// The task has not reached its continuation yet (a cancelled task runs its handler first).
        case idle(cancelRequested: Bool)
        /// The subscribe call runs; a cancellation meanwhile is honoured when it returns.
        case subscribing(Continuation, cancelRequested: Bool)
        /// Subscribed; the outcome or the cancellation resumes the task.
        case waiting(Continuation)
        /// The task was resumed.
        case resumed

        /// The continuation is ready, before subscribing.
        mutating func wait(_ continuation: Continuation) {
            guard case .idle(let cancelRequested) = self else { return }
            self = .subscribing(continuation, cancelRequested: cancelRequested)
        }

        /// The subscribe call returned: a cancellation that came meanwhile takes effect now.
        mutating func subscribed() -> Continuation? {
            guard case .subscribing(let continuation, let cancelRequested) = self else { return nil }
            if cancelRequested {
                self = .resumed
                return continuation
            }
            self = .waiting(continuation)
            return nil
        }

        /// The first outcome resumes the task; later ones are ignored.
        mutating func finish() -> Continuation? {
            switch self {
            case .subscribing(let continuation, _), .waiting(let continuation):
                self = .resumed
                return continuation
            case .idle, .resumed:
                return nil
            }
        }

        /// The task was cancelled: resumes it if it is subscribed and waiting, else remembers the request.
        mutating func cancel() -> Continuation? {
            switch self {
            case .idle:
                self = .idle(cancelRequested: true)
                return nil
            case .subscribing(let continuation, _):
                self = .subscribing(continuation, cancelRequested: true)
                return nil
            case .waiting(let continuation):
                self = .resumed
                return continuation
            case .resumed:
                return nil
            }
        }
    }

    private let state = LockedState.make(State.idle(cancelRequested: false))

    /// Waits with `continuation`; called before subscribing.
    func wait(_ continuation: CheckedContinuation<Value, Swift.Error>) {
        state.withLock { $0.wait(continuation) }
    }

    /// Records that the subscribe call returned; resumes with `CancellationError` if the task was cancelled
    /// meanwhile and no outcome came.
    func subscribed() {
        // Resumed after unlocking.
        state.withLock { $0.subscribed() }?.resume(throwing: CancellationError())
    }

    /// Resumes the waiting task with the first outcome; later outcomes are ignored.
    func finish(_ outcome: Result<Value, Swift.Error>) {
        // Resumed after unlocking.
        guard let continuation = state.withLock({ $0.finish() }) else { return }
        // Handed over: the waiter keeps no reference to the outcome.
        nonisolated(unsafe) let result = outcome
        continuation.resume(with: result)
    }

    /// Resumes the waiting task with `CancellationError` once it is subscribed, unless an outcome came first.
    func cancel() {
        // Resumed after unlocking.
        state.withLock { $0.cancel() }?.resume(throwing: CancellationError())
    }
}

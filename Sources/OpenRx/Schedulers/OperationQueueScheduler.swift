// OpenRx — reactive programming for Swift. MIT licence.

import Foundation

/// Runs work as operations on an `OperationQueue`, with a priority.
///
///     let queue = OperationQueue()
///     queue.maxConcurrentOperationCount = 2
///     source.observe(on: OperationQueueScheduler(operationQueue: queue))
// Sendable: the queue is thread-safe and the scheduler holds nothing else mutable.
public class OperationQueueScheduler: ImmediateSchedulerType, @unchecked Sendable {
    /// The queue that runs the work.
    public let operationQueue: OperationQueue
    /// The priority of the operations.
    public let queuePriority: Operation.QueuePriority

    /// Creates a scheduler on `operationQueue`.
    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
    }

    /// Adds an operation that runs `action`; disposing the result cancels it if it has not run.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let result = SingleAssignmentDisposable()
        #if Inspector
            let action = Inspection.carryingContext(action)
        #endif
        let work = OperationWork(state: state, action: action, result: result)
        let operation = BlockOperation { work.run() }
        operation.queuePriority = queuePriority
        operationQueue.addOperation(operation)
        return Disposables.create {
            operation.cancel()
            work.cancel()
            result.dispose()
        }
    }
}

/// The work of one operation. It is emptied when it runs or is cancelled, so a finished operation that
/// the queue still holds keeps nothing alive.
// Sendable: the work is taken out under the lock by exactly one of `run` and `cancel`.
private final class OperationWork<State>: @unchecked Sendable {
    private struct Work {
        let state: State
        let action: (State) -> Disposable
        let result: SingleAssignmentDisposable
    }

    private let pending: LockedState<Work?>

    init(state: State, action: @escaping (State) -> Disposable, result: SingleAssignmentDisposable) {
        pending = LockedState.make(Work(state: state, action: action, result: result))
    }

    private func take() -> Work? {
        pending.withLock { work in
            let taken = work
            work = nil
            return taken
        }
    }

    func run() {
        guard let work = take(), !work.result.isDisposed else { return }
        work.result.setDisposable(work.action(work.state))
    }

    func cancel() {
        _ = take()
    }
}

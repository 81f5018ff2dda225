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
        let cancel = SingleAssignmentDisposable()
        let work = UncheckedSendable((state, action))
        let operation = BlockOperation {
            if cancel.isDisposed { return }
            cancel.setDisposable(work.value.1(work.value.0))
        }
        operation.queuePriority = queuePriority
        operationQueue.addOperation(operation)
        return Disposables.create {
            operation.cancel()
            cancel.dispose()
        }
    }
}

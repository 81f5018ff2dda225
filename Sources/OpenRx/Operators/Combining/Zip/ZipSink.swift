// OpenRx — reactive programming for Swift. MIT licence.

/// zip's logic.
typealias ZipLogic<Value, Element> = CombiningLogic<ZipState<Value>, Element>

/// The state of a zip, changed only under the sink's lock; each method returns what to deliver.
struct ZipState<Value>: CombiningState {
    var serial = SerialDeliveryState<CombineLatestDelivery<Value>>()
    private var queues: [Queue<Value>]
    private var isDone: [Bool]
    private var isStopped = false

    init(count: Int) {
        queues = Array(repeating: Queue(), count: count)
        isDone = Array(repeating: false, count: count)
    }

    mutating func element(_ value: Value, at index: Int) -> CombineLatestDelivery<Value>? {
        if isStopped { return nil }
        queues[index].enqueue(value)
        if queues.allSatisfy({ !$0.isEmpty }) {
            let values = queues.indices.map { queues[$0].dequeue()! }
            return serial.offer(.values(values))
        }
        // No combination is possible if every other source is done and has nothing queued.
        let othersExhausted = queues.indices.allSatisfy { $0 == index || (isDone[$0] && queues[$0].isEmpty) }
        return othersExhausted ? stop(nil) : nil
    }

    mutating func completed(at index: Int) -> CombineLatestDelivery<Value>? {
        if isStopped { return nil }
        isDone[index] = true
        // As in RxSwift: completion comes when every source is done, or (in `element`) when an element
        // arrives that can never be paired because every other source is done and drained.
        return isDone.allSatisfy({ $0 }) ? stop(nil) : nil
    }

    mutating func failed(_ error: Swift.Error) -> CombineLatestDelivery<Value>? {
        if isStopped { return nil }
        return stop(error)
    }

    private mutating func stop(_ error: Swift.Error?) -> CombineLatestDelivery<Value>? {
        isStopped = true
        queues = queues.map { _ in Queue() }
        return serial.offer(.stop(error))
    }
}

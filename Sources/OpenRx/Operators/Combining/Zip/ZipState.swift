// OpenRx — reactive programming for Swift. MIT licence.

/// zip's logic.
typealias ZipLogic<Value, Element> = CombiningLogic<ZipState<Value>, Element>

/// zip's rule: combine the first queued value of every source once each has one. Completion follows
/// RxSwift, whose two implementations differ:
/// - fixed arity (`zip(a, b)`): only when every source is done;
/// - collection (`zip([a, b])`): also when an element arrives while some source has nothing queued and
///   all sources but one are done (even if done sources still hold queued values).
struct ZipState<Value>: CombiningState {
    private let form: CombiningForm
    private var queues: [Queue<Value>]
    /// How many queues are not empty.
    private var queued = 0
    private var isDone: [Bool]
    private var doneCount = 0

    init(count: Int, form: CombiningForm) {
        self.form = form
        queues = Array(repeating: Queue(), count: count)
        isDone = Array(repeating: false, count: count)
    }

    static var combinesNoSources: Bool { false }

    /// Nothing is replaced: values wait in their queue until they are combined, or until the sink's
    /// disposal hands the whole rule out to be released after unlocking.
    mutating func element(_ value: Value, at index: Int) -> (outcome: CombiningOutcome<Value>, replaced: Value?) {
        queues[index].enqueue(value)
        if queues[index].count == 1 { queued += 1 }
        guard queued == queues.count else {
            let cannotPair = form == .collection && doneCount == queues.count - 1
            return (cannotPair ? .complete : .none, nil)
        }
        var values: [Value] = []
        values.reserveCapacity(queues.count)
        queued = 0
        for index in queues.indices {
            values.append(queues[index].dequeue()!)
            if !queues[index].isEmpty { queued += 1 }
        }
        return (.values(values), nil)
    }

    mutating func completed(at index: Int) -> CombiningOutcome<Value> {
        if isDone[index] { return .none }
        isDone[index] = true
        doneCount += 1
        return doneCount == isDone.count ? .complete : .releaseSource
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

/// What a combining rule knows about one source.
@usableFromInline
struct CombiningSourceProgress {
    /// How many of its values wait to be combined.
    @usableFromInline var values = 0
    @usableFromInline var isDone = false

    @inlinable
    init() {}
}

/// zip's rule: combine the first queued value of every source once each has one. Completion follows
/// RxSwift, whose two implementations differ:
/// - fixed arity (`zip(a, b)`): only when every source is done;
/// - collection (`zip([a, b])`): also when an element arrives while some source has nothing queued and
///   all sources but one are done (even if done sources still hold queued values).
@usableFromInline
struct ZipRule: CombiningRule {
    @usableFromInline let form: CombiningForm
    @usableFromInline var sources: [CombiningSourceProgress]
    /// How many sources have values queued.
    @usableFromInline var queued = 0
    @usableFromInline var doneCount = 0

    @inlinable
    init(count: Int, form: CombiningForm) {
        self.form = form
        sources = Array(filledWith: CombiningSourceProgress(), count: count)
    }

    @inlinable
    static var combinesNoSources: Bool { false }

    @inlinable
    mutating func element(at index: Int) -> CombiningOutcome {
        sources[index].values += 1
        if sources[index].values == 1 { queued += 1 }
        guard queued == sources.count else {
            let cannotPair = form == .collection && doneCount == sources.count - 1
            return cannotPair ? .complete : .none
        }
        queued = 0
        for index in sources.indices {
            sources[index].values -= 1
            if sources[index].values > 0 { queued += 1 }
        }
        return .combine
    }

    @inlinable
    mutating func completed(at index: Int) -> CombiningOutcome {
        if sources[index].isDone { return .none }
        sources[index].isDone = true
        doneCount += 1
        return doneCount == sources.count ? .complete : .releaseSource
    }
}

/// The values of one source of a fixed-arity zip that wait to be combined.
@usableFromInline
struct QueueCell<Value>: CombiningCell {
    @usableFromInline var queue = Queue<Value>()

    @inlinable
    init() {}

    /// Queues `value`; nothing is replaced.
    @inlinable
    mutating func put(_ value: Value) -> Value? {
        queue.enqueue(value)
        return nil
    }

    /// The oldest value, removed (the rule asks only once every source has one).
    @inlinable
    mutating func take() -> Value {
        queue.dequeue()!
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

/// combineLatest's logic.
@usableFromInline
typealias CombineLatestLogic<Value, Element> = CombiningLogic<CombineLatestState<Value>, Element>

/// combineLatest's rule (the same for every form, as in RxSwift): combine the latest values once every
/// source has sent one; complete when every source is done, or when a source sends an element while some
/// source still has no value and every *other* source is done (nothing can ever be combined). A source
/// that completes without a value does not end the result by itself.
///
/// Once every source has sent a value, `latest` is updated in place: the snapshot handed to the
/// deliverer is released before the next element of a serial source arrives, so the array stays uniquely
/// referenced and elements do not allocate.
@usableFromInline
struct CombineLatestState<Value>: CombiningState {
    @usableFromInline var firstValues: [Value?]
    @usableFromInline var latest: [Value] = []
    /// How many sources have not sent a value yet.
    @usableFromInline var missing: Int
    @usableFromInline var isDone: [Bool]
    @usableFromInline var doneCount = 0

    @inlinable
    init(count: Int, form: CombiningForm) {
        firstValues = Array(repeating: nil, count: count)
        isDone = Array(repeating: false, count: count)
        missing = count
    }

    @inlinable
    static var combinesNoSources: Bool { true }

    /// The value that `value` replaces is swapped out and returned, so the caller releases it after
    /// unlocking.
    @inlinable
    mutating func element(_ value: Value, at index: Int) -> (outcome: CombiningOutcome<Value>, replaced: Value?) {
        if missing > 0 {
            var replaced: Value? = value
            swap(&replaced, &firstValues[index])
            if replaced == nil { missing -= 1 }
            guard missing == 0 else {
                let othersDone = doneCount - (isDone[index] ? 1 : 0)
                return (othersDone == isDone.count - 1 ? .complete : .none, replaced)
            }
            latest = firstValues.map { $0! }
            firstValues = []
            return (.values(latest), replaced)
        }
        var replaced = value
        swap(&replaced, &latest[index])
        return (.values(latest), replaced)
    }

    @inlinable
    mutating func completed(at index: Int) -> CombiningOutcome<Value> {
        if isDone[index] { return .none }
        isDone[index] = true
        doneCount += 1
        return doneCount == isDone.count ? .complete : .releaseSource
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

/// combineLatest's rule (the same for every form, as in RxSwift): combine the latest values once every
/// source has sent one; complete when every source is done, or when a source sends an element while some
/// source still has no value and every *other* source is done (nothing can ever be combined). A source
/// that completes without a value does not end the result by itself.
@usableFromInline
struct CombineLatestRule: CombiningRule {
    /// The sources that sent a value, and the sources that are done.
    @usableFromInline var hasValue: SourceSet
    @usableFromInline var isDone: SourceSet
    @usableFromInline let count: Int
    /// How many sources have not sent a value yet.
    @usableFromInline var missing: Int
    @usableFromInline var doneCount = 0

    @inlinable
    init(count: Int, form: CombiningForm) {
        hasValue = SourceSet(count: count)
        isDone = SourceSet(count: count)
        self.count = count
        missing = count
    }

    @inlinable
    static var combinesNoSources: Bool { true }

    @inlinable
    mutating func element(at index: Int) -> CombiningOutcome {
        if missing > 0 {
            if !hasValue.contains(index) {
                hasValue.insert(index)
                missing -= 1
            }
            if missing > 0 {
                let othersDone = doneCount - (isDone.contains(index) ? 1 : 0)
                return othersDone == count - 1 ? .complete : .none
            }
        }
        return .combine
    }

    @inlinable
    mutating func completed(at index: Int) -> CombiningOutcome {
        if isDone.contains(index) { return .none }
        isDone.insert(index)
        doneCount += 1
        return doneCount == count ? .complete : .releaseSource
    }
}

/// The latest value of one source of a fixed-arity combining operator.
@usableFromInline
struct LatestCell<Value>: CombiningCell {
    @usableFromInline var value: Value?

    @inlinable
    init() {}

    @inlinable
    mutating func put(_ value: Value) -> Value? {
        var replaced: Value? = value
        swap(&replaced, &self.value)
        return replaced
    }

    /// The latest value, kept (the rule asks only once every source has one).
    @inlinable
    mutating func take() -> Value {
        value!
    }
}

/// The latest values of the sources of combineLatest's collection form.
///
/// Once every source has sent a value, `latest` is updated in place: the row handed to the deliverer is
/// released before the next element of a serial source arrives, so the array stays uniquely referenced
/// and elements do not allocate.
@usableFromInline
struct LatestRow<Value> {
    @usableFromInline var firstValues: [Value?]
    @usableFromInline var latest: [Value] = []
    @usableFromInline var isFull = false

    @inlinable
    init(count: Int) {
        firstValues = Array(filledWith: nil, count: count)
    }

    /// Stores `value` for source `index`; returns the value it replaced.
    @inlinable
    mutating func put(_ value: Value, at index: Int) -> Value? {
        if isFull {
            var replaced = value
            swap(&replaced, &latest[index])
            return replaced
        }
        var replaced: Value? = value
        swap(&replaced, &firstValues[index])
        return replaced
    }

    /// The latest values (the rule asks only once every source has one).
    @inlinable
    mutating func take() -> [Value] {
        if !isFull {
            latest = firstValues.map { $0! }
            firstValues = []
            isFull = true
        }
        return latest
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Collects every element and, on completion, succeeds with the array.
    ///
    ///     Observable.of(1, 2, 3).toArray()   // Single: success([1, 2, 3])
    ///
    /// ![The marble diagram of `toArray`, drawn from a run on TestScheduler.](marble-toArray)
    public func toArray() -> Single<[Element]> {
        PrimitiveSequence(raw: reduce(into: [Element]()) { $0.append($1) })
    }
}

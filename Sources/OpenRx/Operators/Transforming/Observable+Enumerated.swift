// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Pairs each element with its index, from 0.
    ///
    ///     Observable.of("a", "b").enumerated()   // -(0, a)-(1, b)-|
    ///
    /// ![The marble diagram of `enumerated`, drawn from a run on TestScheduler.](marble-enumerated)
    @inlinable
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        scan(into: (index: -1, element: Optional<Element>.none)) { state, element in
            state = (state.index + 1, element)
        }
        .map { (index: $0.index, element: $0.element!) }
    }
}

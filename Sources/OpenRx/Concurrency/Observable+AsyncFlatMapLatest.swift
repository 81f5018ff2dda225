// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType where Element: Sendable {
    /// Transforms each element with an `async` closure, keeping only the latest: an element that arrives
    /// while the previous element's transform runs cancels that transform's task (its result, if it still
    /// returns one, is dropped), as `flatMapLatest` disposes the previous inner sequence. What the current
    /// transform throws ends the sequence; the sequence completes after the source, once the current
    /// transform returned. Disposal cancels the running task.
    ///
    ///     results = query.debounce(.milliseconds(300), scheduler: scheduler)
    ///         .asyncFlatMapLatest { text in try await api.search(text) }
    public func asyncFlatMapLatest<Result>(
        priority: TaskPriority? = nil, _ transform: @escaping @Sendable (Element) async throws -> Result
    ) -> Observable<Result> {
        Producer(
            SwitchLogic(
                source: asObservable(),
                selector: { element in Self.task(transforming: element, priority: priority, with: transform) }))
    }
}

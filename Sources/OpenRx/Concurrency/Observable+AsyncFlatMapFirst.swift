// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType where Element: Sendable {
    /// Transforms an element with an `async` closure and ignores the elements that arrive while that
    /// transform runs, as `flatMapFirst` does: a button's taps while its request is in flight start no
    /// second request. What the transform throws ends the sequence; the sequence completes after the
    /// source, once the running transform returned. Disposal cancels the running task.
    ///
    ///     saved = saveTaps.withLatestFrom(form).asyncFlatMapFirst { form in try await api.save(form) }
    public func asyncFlatMapFirst<Result>(
        priority: TaskPriority? = nil, _ transform: @escaping @Sendable (Element) async throws -> Result
    ) -> Observable<Result> {
        Producer(
            MergeLogic(
                source: asObservable(),
                selector: { element in Self.task(transforming: element, priority: priority, with: transform) },
                maxConcurrent: 1, dropsWhenBusy: true))
    }
}

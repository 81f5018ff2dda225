// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType where Element: Sendable {
    /// Transforms each element with an `async` closure as soon as it arrives, running the transforms
    /// concurrently (as `flatMap` subscribes inner sequences) and sending each result when its transform
    /// returns: results come in the order the transforms finish. Each transform runs in a task of its own
    /// (at `priority`); disposal cancels those still running, and so does an error (what a transform
    /// throws ends the sequence). The sequence completes after the source, once every transform returned.
    ///
    ///     thumbnails = photoURLs.asyncFlatMap { url in try await loader.thumbnail(url) }
    public func asyncFlatMap<Result>(
        priority: TaskPriority? = nil, _ transform: @escaping @Sendable (Element) async throws -> Result
    ) -> Observable<Result> {
        Producer(
            MergeLogic(
                source: asObservable(),
                selector: { element in Self.task(transforming: element, priority: priority, with: transform) },
                maxConcurrent: .max))
    }
}

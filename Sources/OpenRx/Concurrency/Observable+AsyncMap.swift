// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType where Element: Sendable {
    /// Transforms each element with an `async` closure, one element at a time, in order: the transform of
    /// an element starts when the previous one has returned (elements that arrive meanwhile wait, as in
    /// `concatMap`). Each transform runs in a task of its own (at `priority`), which disposal cancels; what
    /// the transform throws is the sequence's error, and the sequence completes after the source, once the
    /// last transform has returned.
    ///
    ///     userIDs.asyncMap { id in try await api.user(id) }   // users in the order of their IDs
    ///
    /// The transform is `@Sendable`: it runs off the caller's actor unless it is isolated to one
    /// (`{ @MainActor id in … }`), and the compiler checks what it captures.
    public func asyncMap<Result>(
        priority: TaskPriority? = nil, _ transform: @escaping @Sendable (Element) async throws -> Result
    ) -> Observable<Result> {
        Producer(
            MergeLogic(
                source: asObservable(),
                selector: { element in Self.task(transforming: element, priority: priority, with: transform) },
                maxConcurrent: 1, isLimited: true))
    }

    /// The transform of one element, as a single whose subscription runs it in a task and whose disposal
    /// cancels the task: the inner sequence of every `async` flat map.
    static func task<Result>(
        transforming element: Element, priority: TaskPriority?,
        with transform: @escaping @Sendable (Element) async throws -> Result
    ) -> Single<Result> {
        Single.create(priority: priority) { try await transform(element) }
    }
}

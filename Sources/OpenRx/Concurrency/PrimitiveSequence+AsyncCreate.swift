// OpenRx — reactive programming for Swift. MIT licence.

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// A completable whose subscription runs `work` in a new task (detached if `detached`): it completes
    /// when `work` returns and fails with what it throws; disposing the subscription cancels the task. The
    /// counterpart of `Single.create { try await … }` for work with no result.
    ///
    ///     let logout = Completable.create { try await api.logout() }
    public static func create(
        detached: Bool = false, priority: TaskPriority? = nil, work: @Sendable @escaping () async throws -> Void
    ) -> Completable {
        Single<Void>.create(detached: detached, priority: priority, work: work).asObservable()
            .ignoreElements().asCompletable()
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// A maybe whose subscription runs `work` in a new task (detached if `detached`): it succeeds with what
    /// `work` returns, completes empty when that is `nil`, and fails with what it throws; disposing the
    /// subscription cancels the task.
    ///
    ///     let cached = Maybe.create { try await cache.entry(for: key) }
    public static func create(
        detached: Bool = false, priority: TaskPriority? = nil,
        work: @Sendable @escaping () async throws -> Element?
    ) -> Maybe<Element> {
        Single<Element?>.create(detached: detached, priority: priority, work: work).asObservable()
            .compactMap { $0 }.asMaybe()
    }
}

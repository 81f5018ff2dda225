// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// A sequence whose every subscription runs `body` in a new task (at `priority`): `body` sends elements
    /// to the observer it is given, the sequence completes when `body` returns and fails with what it
    /// throws. Disposing the subscription cancels the task, and nothing it sends afterwards is delivered.
    ///
    ///     let pages = Observable<Page>.create { observer in
    ///         for try await page in api.pages() { observer.onNext(page) }
    ///     }
    ///
    /// A closure that contains `await` selects this overload; one that returns a `Disposable` selects the
    /// synchronous `create(_:)`.
    public static func create(
        priority: TaskPriority? = nil, _ body: @escaping @Sendable (AnyObserver<Element>) async throws -> Void
    ) -> Observable<Element> {
        Observable.create { observer in
            // Sendable: the task is the only user of the observer, and `create`'s sink serializes what it
            // sends with the disposal (nothing after a stop event or after disposal).
            let target = UncheckedSendable(observer)
            let task = Task(priority: priority) {
                do {
                    try await body(target.value)
                    target.value.onCompleted()
                } catch {
                    // A cancelled task belongs to a disposed subscription: nobody listens.
                    if !Task.isCancelled { target.value.onError(error) }
                }
            }
            return Disposables.create { task.cancel() }
        }
    }
}

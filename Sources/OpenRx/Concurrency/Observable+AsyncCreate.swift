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
            // The body may send from several tasks at once (a task group): the observer it gets delivers one
            // event at a time, in the order they came; `create`'s sink then serializes them with the disposal
            // (nothing after a stop event or after disposal).
            let target = UncheckedSendable(AsyncCreateObserver.serializing(observer))
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

/// The observer an async `create` body is given.
enum AsyncCreateObserver {
    /// The serializer's state: whether a task is delivering, and the events that wait for it.
    struct State<Element>: SerialDeliveryHolder {
        var serial = SerialDeliveryState<Event<Element>>()
    }

    /// `observer`, called one event at a time whatever task sends: an event sent while another is delivered
    /// waits for it, and the delivering task delivers it next (an event sent from inside a delivery, on its
    /// thread, is delivered nested, as a direct call would be).
    static func serializing<Element>(_ observer: AnyObserver<Element>) -> AnyObserver<Element> {
        let state = LockedState.make(State<Element>())
        return AnyObserver { event in
            state.offerAndDeliverNesting(event) { observer.on($0) }
        }
    }
}

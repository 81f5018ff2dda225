// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableConvertibleType {
    /// The elements as an asynchronous sequence: the sequence is subscribed when the stream is made, an
    /// error is thrown from the loop, and leaving the loop disposes the subscription.
    ///
    ///     for try await result in search.values { show(result) }
    ///
    /// Elements that arrive faster than the loop takes them are buffered. Cancelling the iterating task
    /// disposes the subscription and throws `CancellationError` from the loop (after the elements already
    /// buffered), unless the sequence had already ended — as RxSwift's stream, whose disposal handler
    /// finishes it with `CancellationError`.
    public var values: AsyncThrowingStream<Element, Swift.Error> {
        AsyncThrowingStream { continuation in
            let subscription = asObservable().subscribe(
                onNext: { element in
                    // Handed over: the subscription keeps no reference to an element it sent.
                    nonisolated(unsafe) let sent = element
                    continuation.yield(sent)
                }, onError: { continuation.finish(throwing: $0) }, onCompleted: { continuation.finish() })
            // Sendable: disposables are thread-safe.
            let disposable = UncheckedSendable(subscription)
            continuation.onTermination = { termination in
                disposable.value.dispose()
                // Ignored when the stream already finished; on cancellation, the loop's last word.
                if case .cancelled = termination { continuation.finish(throwing: CancellationError()) }
            }
        }
    }
}

extension InfallibleType {
    /// The elements as an asynchronous sequence that cannot throw; leaving the loop (or cancelling its
    /// task, which ends the loop after the elements already buffered) disposes the subscription.
    ///
    /// An `Infallible` that fails anyway (an error thrown inside one of its operators' closures) reports the
    /// error to ``Hooks/defaultErrorHandler``, as RxSwift's, and ends the loop, where RxSwift's stream never
    /// finishes and the loop waits until its task is cancelled.
    ///
    ///     for await tick in ticks.values { redraw(tick) }
    public var values: AsyncStream<Element> {
        AsyncStream { continuation in
            let subscription = asObservable().subscribe(
                onNext: { element in
                    // Handed over: the subscription keeps no reference to an element it sent.
                    nonisolated(unsafe) let sent = element
                    continuation.yield(sent)
                },
                onError: { error in
                    Hooks.reportUnhandled(error, callStack: [])
                    continuation.finish()
                }, onCompleted: { continuation.finish() })
            // Sendable: disposables are thread-safe.
            let disposable = UncheckedSendable(subscription)
            continuation.onTermination = { _ in disposable.value.dispose() }
        }
    }
}

extension AsyncSequence {
    /// The asynchronous sequence as an `Observable`: each subscription iterates it in a new task (at
    /// `priority`), and disposing the subscription cancels that task.
    ///
    /// Each subscription makes an iterator of its own, so two subscriptions iterate the sequence at the same
    /// time, as with RxSwift: share the observable (`share()`) when the sequence allows one iteration only (an
    /// `AsyncStream` stops the program when a second task iterates it).
    ///
    ///     let (numbers, continuation) = AsyncStream.makeStream(of: Int.self)
    ///     let observable = numbers.asObservable().share()   // one iteration: the stream allows one
    ///     continuation.yield(1)
    public func asObservable(priority: TaskPriority? = nil) -> Observable<Element> {
        // Sendable: each subscription's task makes its own iterator and is the only user of the observer it
        // gets. The sequence value is shared by those tasks, as RxSwift shares it; a sequence whose iterations
        // share state must allow that (see the doc comment).
        let sequence = UncheckedSendable(self)
        return Observable.create { observer in
            let iterate: () async -> Void = {
                do {
                    for try await element in sequence.value {
                        observer.onNext(element)
                    }
                    observer.onCompleted()
                } catch {
                    if !Task.isCancelled { observer.onError(error) }
                }
            }
            // Sendable: the task is the only caller of the iteration, which is the only user of the observer.
            let body = UncheckedSendable(iterate)
            let task = Task(priority: priority) { await body.value() }
            return Disposables.create { task.cancel() }
        }
    }
}

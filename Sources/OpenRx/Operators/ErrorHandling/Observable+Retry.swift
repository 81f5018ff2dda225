// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Resubscribes to the source after every error, without end.
    ///
    ///     flakyRequest.retry()
    ///
    /// ![The marble diagram of `retry`, drawn from a run on TestScheduler.](marble-retry)
    @inlinable
    public func retry() -> Observable<Element> {
        Observable.catch(sequence: Swift.repeatElement(asObservable(), count: Int.max))
    }

    /// Subscribes to the source up to `maxAttemptCount` times in all while it fails, then fails with the
    /// last error. A negative count fails with `RxError.argumentOutOfRange`.
    ///
    ///     flakyRequest.retry(3)   // one attempt and at most two retries
    ///
    /// ![The marble diagram of `retry`, drawn from a run on TestScheduler.](marble-retry)
    @inlinable
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        if maxAttemptCount < 0 { return .error(RxError.argumentOutOfRange) }
        return Observable.catch(sequence: Swift.repeatElement(asObservable(), count: maxAttemptCount))
    }
}

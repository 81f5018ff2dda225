// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Resubscribes to the source after every error, without end.
    ///
    ///     flakyRequest.retry()
    ///
    /// ![The marble diagram of `retry`, drawn from a run on TestScheduler.](marble-retry)
    @inlinable
    public func retry() -> Observable<Element> {
        Observable.catch(sequence: EndlessRepetition(asObservable()))
    }

    /// Subscribes to the source up to `maxAttemptCount` times in all while it fails, then fails with the
    /// last error. A count of 0 completes at once without subscribing, as RxSwift's; a negative count fails with
    /// `RxError.argumentOutOfRange`.
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

/// The sources of `retry()`: the source, again and again. Its own type, as RxSwift's `InfiniteSequence`, not
/// `repeatElement`'s: nested sequences of sources are walked only within one type, so a `retry(n)` inside a
/// `retry()` is subscribed as one source, as in RxSwift (walked, `retry(0).retry()` found an empty sequence
/// in every one of `Int.max` frames and never ended).
@usableFromInline
struct EndlessRepetition<Element>: Sequence, IteratorProtocol {
    @usableFromInline let element: Element

    @inlinable
    init(_ element: Element) {
        self.element = element
    }

    @inlinable
    mutating func next() -> Element? {
        element
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Maps each element to a sequence, but only while no such sequence is running: elements that arrive
    /// meanwhile are dropped.
    ///
    ///     loginTaps.flatMapFirst { api.logIn() }   // taps during a login are ignored
    ///
    /// ![The marble diagram of `flatMapFirst`, drawn from a run on TestScheduler.](marble-flatMapFirst)
    public func flatMapFirst<Source: ObservableConvertibleType>(
        _ selector: @escaping RxClosure<Element, Source>
    )
        -> Observable<Source.Element>
    {
        Producer(MergeLogic(source: asObservable(), selector: selector, maxConcurrent: 1, dropsWhenBusy: true))
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Maps each element to a sequence and sends only the events of the latest one: a new element
    /// disposes the previous inner sequence.
    ///
    ///     searchText.flatMapLatest { api.search($0) }
    ///     // text:   -a----b-------|
    ///     // search: --A1----B1-B2-|   (A's later results are dropped once b arrives)
    ///
    /// ![The marble diagram of `flatMapLatest`, drawn from a run on TestScheduler.](marble-flatMapLatest)
    @inlinable
    public func flatMapLatest<Source: ObservableConvertibleType>(
        _ selector: @escaping RxClosure<Element, Source>
    )
        -> Observable<Source.Element>
    {
        Producer(SwitchLogic(source: asObservable(), selector: selector))
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Sends the events of the latest inner sequence, disposing the previous one when a new one arrives.
    ///
    /// ![The marble diagram of `switchLatest`, drawn from a run on TestScheduler.](marble-switchLatest)
    @inlinable
    public func switchLatest() -> Observable<Element.Element> {
        Producer(SwitchLogic(source: asObservable(), selector: { $0 }))
    }
}

@usableFromInline
struct SwitchLogic<SourceElement, Inner: ObservableConvertibleType>: ProducerLogic {
    @usableFromInline typealias Element = Inner.Element

    @usableFromInline let source: Observable<SourceElement>
    @usableFromInline let selector: (SourceElement) throws -> Inner

    @inlinable
    init(source: Observable<SourceElement>, selector: @escaping (SourceElement) throws -> Inner) {
        self.source = source
        self.selector = selector
    }

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = SwitchSink(observer: observer, cancel: cancel, selector: selector)
        return (sink, sink.run(source))
    }
}

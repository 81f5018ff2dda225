// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Maps each element to a sequence and sends only the events of the latest one: a new element
    /// disposes the previous inner sequence.
    ///
    ///     searchText.flatMapLatest { api.search($0) }
    ///     // text:   -a----b-------|
    ///     // search: --A1----B1-B2-|   (A's later results are dropped once b arrives)
    public func flatMapLatest<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    )
        -> Observable<Source.Element>
    {
        Producer(SwitchLogic(source: asObservable(), selector: selector))
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Sends the events of the latest inner sequence, disposing the previous one when a new one arrives.
    public func switchLatest() -> Observable<Element.Element> {
        Producer(SwitchLogic(source: asObservable(), selector: { $0 }))
    }
}

struct SwitchLogic<SourceElement, Inner: ObservableConvertibleType>: ProducerLogic {
    typealias Element = Inner.Element

    let source: Observable<SourceElement>
    let selector: (SourceElement) throws -> Inner

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = SwitchSink(observer: observer, cancel: cancel, selector: selector)
        return (sink, sink.run(source))
    }
}

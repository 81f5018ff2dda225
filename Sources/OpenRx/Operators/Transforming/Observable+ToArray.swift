// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Collects every element and, on completion, succeeds with the array.
    ///
    ///     Observable.of(1, 2, 3).toArray()   // Single: success([1, 2, 3])
    public func toArray() -> Single<[Element]> {
        PrimitiveSequence(raw: reduce(into: [Element]()) { $0.append($1) })
    }
}

extension ObservableType {
    /// Sends only the last element (if any) when the source completes.
    func takeLastOne() -> Observable<Element> {
        Producer(LastElementLogic(source: asObservable()))
    }
}

struct LastElementLogic<Element>: ProducerLogic {
    let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = LastElementSink(observer: observer, cancel: cancel)
        return (sink, source.subscribeSink(sink))
    }
}

final class LastElementSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    var last: Observer.Element?

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next(let element):
            last = element
        case .error:
            forwardStop(event)
        case .completed:
            if let last { forwardOn(.next(last)) }
            forwardStop(.completed)
        }
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Sends `elements` first, then the source's events.
    ///
    ///     Observable.of(3, 4).startWith(1, 2)   // -1-2-3-4-|
    ///
    /// ![The marble diagram of `startWith`, drawn from a run on TestScheduler.](marble-startWith)
    @inlinable
    public func startWith(_ elements: Element...) -> Observable<Element> {
        Producer(StartWithLogic(source: asObservable(), elements: elements))
    }
}

@usableFromInline
struct StartWithLogic<Element>: ProducerLogic {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let elements: [Element]

    @inlinable
    init(source: Observable<Element>, elements: [Element]) {
        self.source = source
        self.elements = elements
    }

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = Sink(observer: observer, cancel: cancel)
        for element in elements {
            sink.forwardOn(.next(element))
        }
        if sink.isDisposed { return (sink, nil) }
        return (sink, source.subscribeOwned(sink.erasedForwarder))
    }
}

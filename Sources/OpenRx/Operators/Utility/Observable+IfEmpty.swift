// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Sends `default` if the source completes without elements.
    ///
    ///     Observable<Int>.empty().ifEmpty(default: 0)   // -0|
    ///
    /// ![The marble diagram of `ifEmpty`, drawn from a run on TestScheduler.](marble-ifEmpty)
    public func ifEmpty(default: Element) -> Observable<Element> {
        ifEmpty(switchTo: .just(`default`))
    }

    /// Continues with `other` if the source completes without elements.
    ///
    ///     cachedResults.ifEmpty(switchTo: networkResults)
    ///
    /// ![The marble diagram of `ifEmptySwitch`, drawn from a run on TestScheduler.](marble-ifEmptySwitch)
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        Producer(IfEmptyLogic(source: asObservable(), other: other))
    }
}

struct IfEmptyLogic<Element>: ProducerLogic {
    let source: Observable<Element>
    let other: Observable<Element>

    init(source: Observable<Element>, other: Observable<Element>) {
        self.source = source
        self.other = other
    }

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = IfEmptySink(observer: observer, cancel: cancel, other: other)
        // The slot is filled before subscribing: a source that ends synchronously may already have switched
        // the sink to its fallback, which a later assignment would dispose.
        let first = SingleAssignmentDisposable()
        sink.current.disposable = first
        first.setDisposable(source.subscribeSink(sink).asDisposable)
        return (sink, sink.current)
    }
}

final class IfEmptySink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    let current = SerialDisposable()
    let other: Observable<Observer.Element>
    var isEmpty = true

    init(observer: Observer, cancel: SinkDisposer?, other: Observable<Observer.Element>) {
        self.other = other
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next:
            isEmpty = false
            forwardOn(event)
        case .error:
            forwardStop(event)
        case .completed:
            guard isEmpty else { return forwardStop(event) }
            current.disposable = other.subscribe(erasedForwarder)
        }
    }
}

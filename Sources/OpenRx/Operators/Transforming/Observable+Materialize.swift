// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Turns every event, the stop event included, into an element; then completes.
    ///
    ///     Observable.of(1).materialize()   // -next(1)-completed-|
    ///
    /// ![The marble diagram of `materialize`, drawn from a run on TestScheduler.](marble-materialize)
    public func materialize() -> Observable<Event<Element>> {
        Producer(MaterializeLogic(source: asObservable()))
    }
}

extension ObservableType where Element: EventConvertible {
    /// Turns elements that are events back into events: the inverse of `materialize()`.
    ///
    ///     Observable.of(Event.next(1), .completed).dematerialize()   // -1-|
    ///
    /// ![The marble diagram of `dematerialize`, drawn from a run on TestScheduler.](marble-dematerialize)
    public func dematerialize() -> Observable<Element.Element> {
        Producer(DematerializeLogic(source: asObservable()))
    }
}

struct MaterializeLogic<SourceElement>: ProducerLogic {
    typealias Element = Event<SourceElement>
    let source: Observable<SourceElement>

    init(source: Observable<SourceElement>) {
        self.source = source
    }

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = MaterializeSink<SourceElement, Observer>(observer: observer, cancel: cancel)
        return (sink, source.subscribeSink(sink))
    }
}

final class MaterializeSink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == Event<SourceElement> {
    func on(_ event: Event<SourceElement>) {
        forwardOn(.next(event))
        if event.isStopEvent {
            forwardStop(.completed)
        }
    }
}

struct DematerializeLogic<SourceElement: EventConvertible>: ProducerLogic {
    typealias Element = SourceElement.Element
    let source: Observable<SourceElement>

    init(source: Observable<SourceElement>) {
        self.source = source
    }

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = DematerializeSink<SourceElement, Observer>(observer: observer, cancel: cancel)
        return (sink, source.subscribeSink(sink))
    }
}

final class DematerializeSink<SourceElement: EventConvertible, Observer: ObserverType>: Sink<Observer>,
    ObserverType
where Observer.Element == SourceElement.Element {
    override init(observer: Observer, cancel: SinkDisposer?) {
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            let inner = element.event
            if inner.isStopEvent { forwardStop(inner) } else { forwardOn(inner) }
        case .error, .completed:
            forwardStop(of: event)
        }
    }
}

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
        // The source's subscription stays until the end, before the fallback's, as RxSwift's pair: switching to
        // the fallback does not dispose it (its own sink does, once it forwarded the completion).
        return (sink, BinaryDisposable.make(disposing: source.subscribeSink(sink), then: sink.fallback))
    }
}

final class IfEmptySink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    /// The fallback's subscription, made when the source completes without elements (possibly while it is being
    /// subscribed).
    let fallback = SingleAssignmentDisposable()
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
            fallback.setDisposable(other.subscribe(erasedForwarder))
        }
    }
}

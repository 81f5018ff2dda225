// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Sends `default` if the source completes without elements.
    ///
    ///     Observable<Int>.empty().ifEmpty(default: 0)   // -0|
    @inlinable
    public func ifEmpty(default: Element) -> Observable<Element> {
        ifEmpty(switchTo: .just(`default`))
    }

    /// Continues with `other` if the source completes without elements.
    ///
    ///     cachedResults.ifEmpty(switchTo: networkResults)
    @inlinable
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        Producer(IfEmptyLogic(source: asObservable(), other: other))
    }
}

@usableFromInline
struct IfEmptyLogic<Element>: ProducerLogic {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let other: Observable<Element>

    @inlinable
    init(source: Observable<Element>, other: Observable<Element>) {
        self.source = source
        self.other = other
    }

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = IfEmptySink(observer: observer, cancel: cancel, other: other)
        // The slot is filled before subscribing: a source that ends synchronously may already have switched
        // the sink to its fallback, which a later assignment would dispose.
        let first = SingleAssignmentDisposable()
        sink.current.disposable = first
        first.setDisposable(source.subscribeSink(sink))
        return (sink, sink.current)
    }
}

@usableFromInline
final class IfEmptySink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    @usableFromInline let current = SerialDisposable()
    @usableFromInline let other: Observable<Observer.Element>
    @usableFromInline var isEmpty = true

    @inlinable
    init(observer: Observer, cancel: SinkDisposer, other: Observable<Observer.Element>) {
        self.other = other
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next:
            isEmpty = false
            forwardOn(event)
        case .error:
            forwardStop(event)
        case .completed:
            guard isEmpty else { return forwardStop(event) }
            current.disposable = other.subscribe(SinkForwarder(sink: self))
        }
    }
}

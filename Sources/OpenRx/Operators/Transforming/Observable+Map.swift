// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Transforms each element with `transform`; an error it throws ends the sequence with that error.
    ///
    ///     Observable.of(1, 2, 3).map { $0 * 10 }   // -10-20-30-|
    ///
    /// ![The marble diagram of `map`, drawn from a run on TestScheduler.](marble-map)
    @inlinable
    public func map<Result>(_ transform: @escaping RxClosure<Element, Result>) -> Observable<Result> {
        Producer(MapLogic(source: asObservable(), transform: transform))
    }
}

@usableFromInline
struct MapLogic<SourceElement, Element>: ProducerLogic {
    @usableFromInline let source: Observable<SourceElement>
    @usableFromInline let transform: (SourceElement) throws -> Element

    @inlinable
    init(source: Observable<SourceElement>, transform: @escaping (SourceElement) throws -> Element) {
        self.source = source
        self.transform = transform
    }

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = MapSink(observer: observer, cancel: cancel, transform: transform)
        return (sink, source.subscribeSink(sink))
    }
}

@usableFromInline
final class MapSink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType {
    @usableFromInline let transform: (SourceElement) throws -> Observer.Element

    @inlinable
    init(observer: Observer, cancel: SinkDisposer?, transform: @escaping (SourceElement) throws -> Observer.Element) {
        self.transform = transform
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            let result: Observer.Element
            do {
                result = try transform(element)
            } catch {
                forwardError(error)
                return
            }
            forwardOn(.next(result))
        case .error, .completed:
            forwardStop(of: event)
        }
    }
}

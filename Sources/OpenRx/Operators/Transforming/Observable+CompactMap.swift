// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Transforms each element and drops the `nil` results; an error thrown by `transform` ends the
    /// sequence with that error.
    ///
    ///     Observable.of("1", "x", "3").compactMap { Int($0) }   // -1---3-|
    ///
    /// ![The marble diagram of `compactMap`, drawn from a run on TestScheduler.](marble-compactMap)
    @inlinable
    public func compactMap<Result>(_ transform: @escaping RxClosure<Element, Result?>) -> Observable<Result> {
        Producer(CompactMapLogic(source: asObservable(), transform: transform))
    }
}

@usableFromInline
struct CompactMapLogic<SourceElement, Element>: ProducerLogic {
    @usableFromInline let source: Observable<SourceElement>
    @usableFromInline let transform: (SourceElement) throws -> Element?

    @inlinable
    init(source: Observable<SourceElement>, transform: @escaping (SourceElement) throws -> Element?) {
        self.source = source
        self.transform = transform
    }

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = CompactMapSink(observer: observer, cancel: cancel, transform: transform)
        return (sink, source.subscribeSink(sink))
    }
}

@usableFromInline
final class CompactMapSink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType {
    @usableFromInline let transform: (SourceElement) throws -> Observer.Element?

    @inlinable
    init(observer: Observer, cancel: SinkDisposer?, transform: @escaping (SourceElement) throws -> Observer.Element?) {
        self.transform = transform
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            let result: Observer.Element?
            do {
                result = try transform(element)
            } catch {
                forwardError(error)
                return
            }
            if let result { forwardOn(.next(result)) }
        case .error, .completed:
            forwardStop(of: event)
        }
    }
}

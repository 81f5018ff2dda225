// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Sends each intermediate result of accumulating the elements into `seed`, mutated in place.
    ///
    ///     Observable.of(1, 2, 3).scan(into: [Int]()) { $0.append($1) }   // -[1]-[1,2]-[1,2,3]-|
    ///
    /// ![The marble diagram of `scan`, drawn from a run on TestScheduler.](marble-scan)
    @inlinable
    public func scan<A>(into seed: A, accumulator: @escaping (inout A, Element) throws -> Void) -> Observable<A> {
        Producer(ScanLogic(source: asObservable(), seed: seed, accumulator: accumulator))
    }

    /// Sends each intermediate result of accumulating the elements, starting from `seed`.
    ///
    ///     Observable.of(1, 2, 3).scan(0, accumulator: +)   // -1-3-6-|
    ///
    /// ![The marble diagram of `scan`, drawn from a run on TestScheduler.](marble-scan)
    @inlinable
    public func scan<A>(_ seed: A, accumulator: @escaping RxClosure<A, Element, A>) -> Observable<A> {
        scan(into: seed) { accumulated, element in
            accumulated = try accumulator(accumulated, element)
        }
    }
}

@usableFromInline
struct ScanLogic<SourceElement, Element>: ProducerLogic {
    @usableFromInline let source: Observable<SourceElement>
    @usableFromInline let seed: Element
    @usableFromInline let accumulator: (inout Element, SourceElement) throws -> Void

    @inlinable
    init(
        source: Observable<SourceElement>, seed: Element,
        accumulator: @escaping (inout Element, SourceElement) throws -> Void
    ) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
    }

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = ScanSink(observer: observer, cancel: cancel, seed: seed, accumulator: accumulator)
        return (sink, source.subscribeSink(sink))
    }
}

@usableFromInline
final class ScanSink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType {
    @usableFromInline typealias Accumulate = Observer.Element
    @usableFromInline var accumulated: Accumulate
    @usableFromInline let accumulator: (inout Accumulate, SourceElement) throws -> Void

    @inlinable
    init(
        observer: Observer, cancel: SinkDisposer?, seed: Accumulate,
        accumulator: @escaping (inout Accumulate, SourceElement) throws -> Void
    ) {
        self.accumulated = seed
        self.accumulator = accumulator
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            do {
                try accumulator(&accumulated, element)
            } catch {
                forwardError(error)
                return
            }
            forwardOn(.next(accumulated))
        case .error, .completed:
            forwardStop(of: event)
        }
    }
}

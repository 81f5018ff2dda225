// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Accumulates the elements from `seed` and, on completion, sends `mapResult` of the result.
    ///
    ///     Observable.of(1, 2, 3).reduce(0, accumulator: +, mapResult: { "sum \($0)" })   // ---"sum 6"|
    ///
    /// ![The marble diagram of `reduce`, drawn from a run on TestScheduler.](marble-reduce)
    public func reduce<A, Result>(
        _ seed: A, accumulator: @escaping RxClosure<A, Element, A>, mapResult: @escaping RxClosure<A, Result>
    ) -> Observable<Result> {
        Producer(
            ReduceLogic(source: asObservable(), seed: seed, accumulator: .combining(accumulator), mapResult: mapResult))
    }

    /// Accumulates the elements from `seed` and sends the result on completion.
    ///
    ///     Observable.of(1, 2, 3).reduce(0, accumulator: +)   // ---6|
    ///
    /// ![The marble diagram of `reduce`, drawn from a run on TestScheduler.](marble-reduce)
    public func reduce<A>(_ seed: A, accumulator: @escaping RxClosure<A, Element, A>) -> Observable<A> {
        reduce(seed, accumulator: accumulator, mapResult: { $0 })
    }

    /// Accumulates the elements into `seed`, mutated in place, and sends the result on completion.
    func reduce<A>(into seed: A, _ accumulator: @escaping (inout A, Element) throws -> Void) -> Observable<A> {
        Producer(
            ReduceLogic(source: asObservable(), seed: seed, accumulator: .mutating(accumulator), mapResult: { $0 }))
    }
}

/// How `reduce` accumulates.
enum ReduceAccumulator<Accumulate, SourceElement> {
    /// RxSwift's form, `accumulated = try accumulator(accumulated, element)`: the sink's value is read, then
    /// written, never accessed while the user's closure runs, so an element the closure sends back into the
    /// sink is accumulated as in RxSwift (an in-place access lasting the call trapped on the runtime's
    /// exclusivity check there).
    case combining((Accumulate, SourceElement) throws -> Accumulate)
    /// In place, for OpenRx's own closures that call no user code (`toArray`): no copy of the value.
    case mutating((inout Accumulate, SourceElement) throws -> Void)
}

struct ReduceLogic<SourceElement, Accumulate, Element>: ProducerLogic {
    let source: Observable<SourceElement>
    let seed: Accumulate
    let accumulator: ReduceAccumulator<Accumulate, SourceElement>
    let mapResult: (Accumulate) throws -> Element

    init(
        source: Observable<SourceElement>, seed: Accumulate, accumulator: ReduceAccumulator<Accumulate, SourceElement>,
        mapResult: @escaping (Accumulate) throws -> Element
    ) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
        self.mapResult = mapResult
    }

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = ReduceSink(observer: observer, cancel: cancel, logic: self)
        return (sink, source.subscribeSink(sink))
    }
}

final class ReduceSink<SourceElement, Accumulate, Observer: ObserverType>: Sink<Observer>, ObserverType {
    let logic: ReduceLogic<SourceElement, Accumulate, Observer.Element>
    var accumulated: Accumulate

    init(observer: Observer, cancel: SinkDisposer?, logic: ReduceLogic<SourceElement, Accumulate, Observer.Element>) {
        self.logic = logic
        self.accumulated = logic.seed
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            do {
                switch logic.accumulator {
                case .combining(let accumulator): accumulated = try accumulator(accumulated, element)
                case .mutating(let accumulator): try accumulator(&accumulated, element)
                }
            } catch {
                forwardError(error)
            }
        case .error(let error):
            forwardStop(.error(error))
        case .completed:
            do {
                let result = try logic.mapResult(accumulated)
                forwardOn(.next(result))
                forwardStop(.completed)
            } catch {
                forwardStop(.error(error))
            }
        }
    }
}

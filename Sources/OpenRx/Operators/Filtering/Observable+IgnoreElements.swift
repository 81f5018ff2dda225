// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Drops every element and keeps only the stop event.
    ///
    ///     Observable.of(1, 2).ignoreElements()   // -----|
    ///
    /// As RxSwift's, which is `flatMap { _ in .empty() }`: a completion disposes the source before it is
    /// forwarded (`using` resources and `do(onDispose:)` run before the next `do(onCompleted:)`); an error is
    /// forwarded first.
    ///
    /// ![The marble diagram of `ignoreElements`, drawn from a run on TestScheduler.](marble-ignoreElements)
    public func ignoreElements() -> Observable<Never> {
        Producer(IgnoreElementsLogic(source: asObservable()))
    }
}

struct IgnoreElementsLogic<SourceElement>: ProducerLogic {
    typealias Element = Never

    let source: Observable<SourceElement>

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Never {
        let sink = IgnoreElementsSink<SourceElement, Observer>(observer: observer, cancel: cancel)
        return (sink, source.subscribeSink(sink))
    }
}

final class IgnoreElementsSink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == Never {
    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next: return
        case .error(let error): forwardStop(.error(error))
        case .completed: disposeThenForwardStop(.completed)
        }
    }
}

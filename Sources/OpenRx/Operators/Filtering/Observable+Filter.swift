// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Sends only the elements that satisfy `predicate`; an error it throws ends the sequence with that
    /// error.
    ///
    ///     Observable.of(1, 2, 3, 4).filter { $0.isMultiple(of: 2) }   // ---2---4-|
    ///
    /// ![The marble diagram of `filter`, drawn from a run on TestScheduler.](marble-filter)
    @inlinable
    public func filter(_ predicate: @escaping RxClosure<Element, Bool>) -> Observable<Element> {
        Producer(FilterLogic(source: asObservable(), predicate: predicate))
    }
}

@usableFromInline
struct FilterLogic<Element>: ProducerLogic {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let predicate: (Element) throws -> Bool

    @inlinable
    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.predicate = predicate
    }

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = FilterSink(observer: observer, cancel: cancel, predicate: predicate)
        return (sink, source.subscribeSink(sink))
    }
}

@usableFromInline
final class FilterSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    @usableFromInline let predicate: (Observer.Element) throws -> Bool

    @inlinable
    init(observer: Observer, cancel: SinkDisposer?, predicate: @escaping (Observer.Element) throws -> Bool) {
        self.predicate = predicate
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next(let element):
            let passes: Bool
            do {
                passes = try predicate(element)
            } catch {
                forwardError(error)
                return
            }
            if passes { forwardOn(event) }
        case .error, .completed:
            forwardStop(event)
        }
    }
}

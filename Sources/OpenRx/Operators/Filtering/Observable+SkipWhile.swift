// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Drops elements while `predicate` holds, then sends the rest.
    ///
    ///     Observable.of(1, 2, 3, 1).skip(while: { $0 < 3 })   // -----3-1-|
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Producer(SkipWhileLogic(source: asObservable(), predicate: predicate))
    }

    /// The former name of ``skip(while:)``.
    @available(*, deprecated, renamed: "skip(while:)")
    public func skipWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        skip(while: predicate)
    }
}

private struct SkipWhileLogic<Element>: ProducerLogic {
    let source: Observable<Element>
    let predicate: (Element) throws -> Bool

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = SkipWhileSink(observer: observer, cancel: cancel, predicate: predicate)
        return (sink, source.subscribe(sink))
    }
}

private final class SkipWhileSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    private let predicate: (Observer.Element) throws -> Bool
    private var skipping = true

    init(observer: Observer, cancel: SinkDisposer, predicate: @escaping (Observer.Element) throws -> Bool) {
        self.predicate = predicate
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next(let element):
            if skipping {
                do {
                    skipping = try predicate(element)
                } catch {
                    forwardStop(.error(error))
                    return
                }
                if skipping { return }
            }
            forwardOn(event)
        case .error, .completed:
            forwardStop(event)
        }
    }
}

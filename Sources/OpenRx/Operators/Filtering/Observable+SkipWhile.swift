// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Drops elements while `predicate` holds, then sends the rest.
    ///
    ///     Observable.of(1, 2, 3, 1).skip(while: { $0 < 3 })   // -----3-1-|
    ///
    /// ![The marble diagram of `skipWhile`, drawn from a run on TestScheduler.](marble-skipWhile)
    @inlinable
    public func skip(while predicate: @escaping RxClosure<Element, Bool>) -> Observable<Element> {
        Producer(SkipWhileLogic(source: asObservable(), predicate: predicate))
    }

    /// The former name of ``skip(while:)``.
    @inlinable
    @available(*, deprecated, renamed: "skip(while:)")
    public func skipWhile(_ predicate: @escaping RxClosure<Element, Bool>) -> Observable<Element> {
        skip(while: predicate)
    }
}

@usableFromInline
struct SkipWhileLogic<Element>: ProducerLogic {
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
        let sink = SkipWhileSink(observer: observer, cancel: cancel, predicate: predicate)
        return (sink, source.subscribeSink(sink))
    }
}

@usableFromInline
final class SkipWhileSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    @usableFromInline let predicate: (Observer.Element) throws -> Bool
    @usableFromInline var skipping = true

    @inlinable
    init(observer: Observer, cancel: SinkDisposer?, predicate: @escaping (Observer.Element) throws -> Bool) {
        self.predicate = predicate
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next(let element):
            if skipping {
                do {
                    skipping = try predicate(element)
                } catch {
                    forwardError(error)
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

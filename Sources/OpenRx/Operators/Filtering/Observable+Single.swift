// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Sends the only element of the source and completes; fails with `RxError.moreThanOneElement` on a
    /// second element and with `RxError.noElements` if the source completes empty.
    ///
    ///     Observable.of(1).single()      // -1-|
    ///     Observable.of(1, 2).single()   // -1-#moreThanOneElement
    ///
    /// ![The marble diagram of `single`, drawn from a run on TestScheduler.](marble-single)
    public func single() -> Observable<Element> {
        single { _ in true }
    }

    /// Like ``single()``, counting only the elements that satisfy `predicate`.
    ///
    /// ![The marble diagram of `single`, drawn from a run on TestScheduler.](marble-single)
    public func single(_ predicate: @escaping RxClosure<Element, Bool>) -> Observable<Element> {
        Producer(SingleLogic(source: asObservable(), predicate: predicate))
    }
}

struct SingleLogic<Element>: ProducerLogic {
    let source: Observable<Element>
    let predicate: (Element) throws -> Bool

    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.predicate = predicate
    }

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = SingleSink(observer: observer, cancel: cancel, predicate: predicate)
        return (sink, source.subscribeSink(sink))
    }
}

final class SingleSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    let predicate: (Observer.Element) throws -> Bool
    var hasElement = false

    init(observer: Observer, cancel: SinkDisposer?, predicate: @escaping (Observer.Element) throws -> Bool) {
        self.predicate = predicate
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next(let element):
            do {
                guard try predicate(element) else { return }
            } catch {
                forwardError(error)
                return
            }
            if hasElement {
                forwardStop(.error(RxError.moreThanOneElement))
                return
            }
            hasElement = true
            forwardOn(event)
        case .error:
            forwardStop(event)
        case .completed:
            forwardStop(hasElement ? .completed : .error(RxError.noElements))
        }
    }
}

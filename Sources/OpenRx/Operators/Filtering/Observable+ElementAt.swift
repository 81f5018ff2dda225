// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Sends only the element at `index` (from 0), then completes. A negative index, or a source that
    /// completes before reaching it, fails with `RxError.argumentOutOfRange`.
    ///
    ///     Observable.of("a", "b", "c").element(at: 1)   // ---b|
    ///
    /// ![The marble diagram of `elementAt`, drawn from a run on TestScheduler.](marble-elementAt)
    public func element(at index: Int) -> Observable<Element> {
        if index < 0 { return .error(RxError.argumentOutOfRange) }
        return Producer(ElementAtLogic(source: asObservable(), index: index))
    }

    /// The former name of ``element(at:)``.
    @available(*, deprecated, renamed: "element(at:)")
    public func elementAt(_ index: Int) -> Observable<Element> {
        element(at: index)
    }
}

struct ElementAtLogic<Element>: ProducerLogic {
    let source: Observable<Element>
    let index: Int

    init(source: Observable<Element>, index: Int) {
        self.source = source
        self.index = index
    }

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = ElementAtSink(observer: observer, cancel: cancel, index: index)
        return (sink, source.subscribeSink(sink))
    }
}

final class ElementAtSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    var remaining: Int

    init(observer: Observer, cancel: SinkDisposer?, index: Int) {
        self.remaining = index
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next:
            if remaining == 0 {
                forwardOn(event)
                forwardStop(.completed)
            }
            remaining -= 1
        case .error:
            forwardStop(event)
        case .completed:
            forwardStop(.error(RxError.argumentOutOfRange))
        }
    }
}

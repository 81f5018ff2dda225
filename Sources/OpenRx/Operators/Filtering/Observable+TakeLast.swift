// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Sends the last `count` elements when the source completes. A negative `count` fails with
    /// `RxError.argumentOutOfRange`.
    ///
    ///     Observable.of(1, 2, 3, 4).takeLast(2)   // ------(3,4)|
    ///
    /// ![The marble diagram of `takeLast`, drawn from a run on TestScheduler.](marble-takeLast)
    public func takeLast(_ count: Int) -> Observable<Element> {
        if count < 0 { return .error(RxError.argumentOutOfRange) }
        return Producer(TakeLastLogic(source: asObservable(), count: count))
    }
}

struct TakeLastLogic<Element>: ProducerLogic {
    let source: Observable<Element>
    let count: Int

    init(source: Observable<Element>, count: Int) {
        self.source = source
        self.count = count
    }

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = TakeLastSink(observer: observer, cancel: cancel, count: count)
        return (sink, source.subscribeSink(sink))
    }
}

final class TakeLastSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    let count: Int
    var buffer = Queue<Observer.Element>()

    init(observer: Observer, cancel: SinkDisposer?, count: Int) {
        self.count = count
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next(let element):
            guard count > 0 else { return }
            buffer.enqueue(element)
            if buffer.count > count { _ = buffer.dequeue() }
        case .error:
            forwardStop(event)
        case .completed:
            while let element = buffer.dequeue() { forwardOn(.next(element)) }
            forwardStop(.completed)
        }
    }
}

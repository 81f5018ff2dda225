// OpenRx — reactive programming for Swift. MIT licence.

struct CombineLatestLogic<Value, Element>: ProducerLogic {
    let sources: [Observable<Value>]
    let resultSelector: ([Value]) throws -> Element

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> SinkAndSubscription
    where Observer.Element == Element {
        if sources.isEmpty {
            observer.on(.completed)
            return (Disposables.create(), Disposables.create())
        }
        let sink = CombineLatestSink(
            observer: observer, cancel: cancel, count: sources.count, resultSelector: resultSelector)
        return (sink, sink.run(sources))
    }
}

/// What a combineLatest sink delivers: the latest values (to combine), or the stop event.
enum CombineLatestDelivery<Value> {
    case values([Value])
    case stop(Swift.Error?)
}

/// The state of a combineLatest, changed only under the sink's lock; each method returns what to deliver.
///
/// Once every source has sent a value, `latest` is updated in place: the snapshot handed to the
/// deliverer is released before the next element of a serial source arrives, so the array stays uniquely
/// referenced and elements do not allocate.
struct CombineLatestState<Value>: SerialDeliveryHolder {
    var serial = SerialDeliveryState<CombineLatestDelivery<Value>>()
    private var firstValues: [Value?]
    private var latest: [Value] = []
    private var missing: Int
    private var completed: [Bool]
    private var remaining: Int
    private var isStopped = false

    init(count: Int) {
        firstValues = Array(repeating: nil, count: count)
        completed = Array(repeating: false, count: count)
        missing = count
        remaining = count
    }

    mutating func element(_ value: Value, at index: Int) -> CombineLatestDelivery<Value>? {
        if isStopped { return nil }
        if missing > 0 {
            if firstValues[index] == nil { missing -= 1 }
            firstValues[index] = value
            guard missing == 0 else { return nil }
            latest = firstValues.map { $0! }
            firstValues = []
        } else {
            latest[index] = value
        }
        return serial.offer(.values(latest))
    }

    mutating func completed(at index: Int) -> CombineLatestDelivery<Value>? {
        if isStopped || completed[index] { return nil }
        completed[index] = true
        remaining -= 1
        // A source that completes without a value means nothing can ever be combined.
        let hadValue = missing == 0 || firstValues[index] != nil
        if remaining == 0 || !hadValue {
            isStopped = true
            return serial.offer(.stop(nil))
        }
        return nil
    }

    mutating func failed(_ error: Swift.Error) -> CombineLatestDelivery<Value>? {
        if isStopped { return nil }
        isStopped = true
        return serial.offer(.stop(error))
    }
}

final class CombineLatestSink<Value, Observer: ObserverType>: Sink<Observer> {
    private let resultSelector: ([Value]) throws -> Observer.Element
    private let state: LockedState<CombineLatestState<Value>>

    init(
        observer: Observer, cancel: SinkDisposer, count: Int,
        resultSelector: @escaping ([Value]) throws -> Observer.Element
    ) {
        self.resultSelector = resultSelector
        self.state = LockedState.make(CombineLatestState(count: count))
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ sources: [Observable<Value>]) -> Disposable {
        var subscriptions: [Disposable] = []
        subscriptions.reserveCapacity(sources.count)
        for (index, source) in sources.enumerated() {
            if isDisposed { break }
            subscriptions.append(source.subscribe(CombineLatestObserver(sink: self, index: index)))
        }
        return Disposables.create(subscriptions)
    }

    fileprivate func event(_ event: Event<Value>, at index: Int) {
        let delivery: CombineLatestDelivery<Value>?
        switch event {
        case .next(let value): delivery = state.withLock { $0.element(value, at: index) }
        case .error(let error): delivery = state.withLock { $0.failed(error) }
        case .completed: delivery = state.withLock { $0.completed(at: index) }
        }
        state.deliverSerially(delivery) { delivery in
            switch delivery {
            case .values(let values):
                let result: Observer.Element
                do {
                    result = try resultSelector(values)
                } catch {
                    _ = state.withLock { $0.failed(error) }
                    forwardStop(.error(error))
                    return
                }
                forwardOn(.next(result))
            case .stop(let error):
                forwardStop(error.map { .error($0) } ?? .completed)
            }
        }
    }
}

private struct CombineLatestObserver<Value, Observer: ObserverType>: ObserverType {
    let sink: CombineLatestSink<Value, Observer>
    let index: Int

    func on(_ event: Event<Value>) {
        sink.event(event, at: index)
    }
}

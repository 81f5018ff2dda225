// OpenRx — reactive programming for Swift. MIT licence.

struct ZipLogic<Value, Element>: ProducerLogic {
    let sources: [Observable<Value>]
    let resultSelector: ([Value]) throws -> Element

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> SinkAndSubscription
    where Observer.Element == Element {
        if sources.isEmpty {
            observer.on(.completed)
            return (Disposables.create(), Disposables.create())
        }
        let sink = ZipSink(observer: observer, cancel: cancel, count: sources.count, resultSelector: resultSelector)
        return (sink, sink.run(sources))
    }
}

/// The state of a zip, changed only under the sink's lock; each method returns what to deliver.
struct ZipState<Value>: SerialDeliveryHolder {
    var serial = SerialDeliveryState<CombineLatestDelivery<Value>>()
    private var queues: [Queue<Value>]
    private var isDone: [Bool]
    private var isStopped = false

    init(count: Int) {
        queues = Array(repeating: Queue(), count: count)
        isDone = Array(repeating: false, count: count)
    }

    mutating func element(_ value: Value, at index: Int) -> CombineLatestDelivery<Value>? {
        if isStopped { return nil }
        queues[index].enqueue(value)
        if queues.allSatisfy({ !$0.isEmpty }) {
            let values = queues.indices.map { queues[$0].dequeue()! }
            return serial.offer(.values(values))
        }
        // No combination is possible if every other source is done and has nothing queued.
        let othersExhausted = queues.indices.allSatisfy { $0 == index || (isDone[$0] && queues[$0].isEmpty) }
        return othersExhausted ? stop(nil) : nil
    }

    mutating func completed(at index: Int) -> CombineLatestDelivery<Value>? {
        if isStopped { return nil }
        isDone[index] = true
        // As in RxSwift: completion comes when every source is done, or (in `element`) when an element
        // arrives that can never be paired because every other source is done and drained.
        return isDone.allSatisfy({ $0 }) ? stop(nil) : nil
    }

    mutating func failed(_ error: Swift.Error) -> CombineLatestDelivery<Value>? {
        if isStopped { return nil }
        return stop(error)
    }

    private mutating func stop(_ error: Swift.Error?) -> CombineLatestDelivery<Value>? {
        isStopped = true
        queues = queues.map { _ in Queue() }
        return serial.offer(.stop(error))
    }
}

final class ZipSink<Value, Observer: ObserverType>: Sink<Observer> {
    private let resultSelector: ([Value]) throws -> Observer.Element
    private let state: LockedState<ZipState<Value>>

    init(
        observer: Observer, cancel: SinkDisposer, count: Int,
        resultSelector: @escaping ([Value]) throws -> Observer.Element
    ) {
        self.resultSelector = resultSelector
        self.state = LockedState.make(ZipState(count: count))
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ sources: [Observable<Value>]) -> Disposable {
        var subscriptions: [Disposable] = []
        subscriptions.reserveCapacity(sources.count)
        for (index, source) in sources.enumerated() {
            if isDisposed { break }
            subscriptions.append(source.subscribe(ZipObserver(sink: self, index: index)))
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

private struct ZipObserver<Value, Observer: ObserverType>: ObserverType {
    let sink: ZipSink<Value, Observer>
    let index: Int

    func on(_ event: Event<Value>) {
        sink.event(event, at: index)
    }
}

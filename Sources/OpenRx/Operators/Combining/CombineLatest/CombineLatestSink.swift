// OpenRx — reactive programming for Swift. MIT licence.

/// The producer logic of combineLatest and zip: they differ only in their state.
@usableFromInline
struct CombiningLogic<State: CombiningState, Element>: ProducerLogic {
    @usableFromInline let sources: [Observable<State.Value>]
    @usableFromInline let resultSelector: ([State.Value]) throws -> Element

    @inlinable
    init(sources: [Observable<State.Value>], resultSelector: @escaping ([State.Value]) throws -> Element) {
        self.sources = sources
        self.resultSelector = resultSelector
    }

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> SinkAndSubscription
    where Observer.Element == Element {
        if sources.isEmpty {
            observer.on(.completed)
            return (nil, Disposables.create())
        }
        let sink = CombiningSink(
            observer: observer, cancel: cancel, state: State(count: sources.count), resultSelector: resultSelector)
        return (sink, sink.run(sources))
    }
}

/// combineLatest's logic.
@usableFromInline
typealias CombineLatestLogic<Value, Element> = CombiningLogic<CombineLatestState<Value>, Element>

/// What a combineLatest sink delivers: the latest values (to combine), or the stop event.
@usableFromInline
enum CombineLatestDelivery<Value> {
    case values([Value])
    case stop(Swift.Error?)
}

/// The state of a combineLatest, changed only under the sink's lock; each method returns what to deliver.
///
/// Once every source has sent a value, `latest` is updated in place: the snapshot handed to the
/// deliverer is released before the next element of a serial source arrives, so the array stays uniquely
/// referenced and elements do not allocate.
@usableFromInline
struct CombineLatestState<Value>: CombiningState {
    @usableFromInline var serial = SerialDeliveryState<CombineLatestDelivery<Value>>()
    @usableFromInline var firstValues: [Value?]
    @usableFromInline var latest: [Value] = []
    @usableFromInline var missing: Int
    @usableFromInline var completed: [Bool]
    @usableFromInline var remaining: Int
    @usableFromInline var isStopped = false

    @inlinable
    init(count: Int) {
        firstValues = Array(repeating: nil, count: count)
        completed = Array(repeating: false, count: count)
        missing = count
        remaining = count
    }

    @inlinable
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

    @inlinable
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

    @inlinable
    mutating func failed(_ error: Swift.Error) -> CombineLatestDelivery<Value>? {
        if isStopped { return nil }
        isStopped = true
        return serial.offer(.stop(error))
    }
}

/// The state of an operator that combines the elements of several sources (combineLatest, zip): it
/// decides under the sink's lock what to deliver.
@usableFromInline
protocol CombiningState<Value>: SerialDeliveryHolder where DeliveryItem == CombineLatestDelivery<Value> {
    associatedtype Value
    mutating func element(_ value: Value, at index: Int) -> CombineLatestDelivery<Value>?
    mutating func completed(at index: Int) -> CombineLatestDelivery<Value>?
    mutating func failed(_ error: Swift.Error) -> CombineLatestDelivery<Value>?
    /// The state for `count` sources.
    init(count: Int)
}

/// Subscribes to every source, lets the state decide, and applies the result selector to the values it
/// delivers (outside the lock, one delivery at a time).
@usableFromInline
final class CombiningSink<State: CombiningState, Observer: ObserverType>: Sink<Observer> {
    @usableFromInline let resultSelector: ([State.Value]) throws -> Observer.Element
    @usableFromInline let state: LockedState<State>

    @inlinable
    init(
        observer: Observer, cancel: SinkDisposer, state: State,
        resultSelector: @escaping ([State.Value]) throws -> Observer.Element
    ) {
        self.resultSelector = resultSelector
        self.state = LockedState.make(state)
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func run(_ sources: [Observable<State.Value>]) -> Disposable {
        var subscriptions: [Disposable] = []
        subscriptions.reserveCapacity(sources.count)
        for (index, source) in sources.enumerated() {
            if isDisposed { break }
            subscriptions.append(source.subscribeSink(CombiningObserver(sink: self, index: index)))
        }
        return Disposables.create(subscriptions)
    }

    @inlinable
    func event(_ event: Event<State.Value>, at index: Int) {
        let delivery: CombineLatestDelivery<State.Value>?
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

@usableFromInline
struct CombiningObserver<State: CombiningState, Observer: ObserverType>: ObserverType {
    @usableFromInline let sink: CombiningSink<State, Observer>
    @usableFromInline let index: Int

    @inlinable
    init(sink: CombiningSink<State, Observer>, index: Int) {
        self.sink = sink
        self.index = index
    }

    @inlinable
    func on(_ event: Event<State.Value>) {
        sink.event(event, at: index)
    }
}

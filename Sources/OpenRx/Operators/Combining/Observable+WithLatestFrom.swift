// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Combines each element of the source with the latest element of `second`, once `second` has sent
    /// one; source elements before that are dropped. Completes with the source; fails with either.
    ///
    /// As in RxSwift, `second` is subscribed first (a value it sends while subscribing is there for the
    /// source's first element), and its completion releases its subscription but keeps its latest element.
    ///
    ///     saveTaps.withLatestFrom(formValues) { _, values in values }
    ///
    /// - Parameters:
    ///   - second: The sequence whose latest element goes with each source element.
    ///   - resultSelector: Combines a source element with the latest element of `second`; an error it
    ///     throws ends the result.
    /// - Returns: The combined elements.
    ///
    /// ![The marble diagram of `withLatestFrom`, drawn from a run on TestScheduler.](marble-withLatestFrom)
    public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source, resultSelector: @escaping RxClosure<Element, Source.Element, ResultType>
    ) -> Observable<ResultType> {
        Producer(
            WithLatestFromLogic(source: asObservable(), second: second.asObservable(), resultSelector: resultSelector))
    }

    /// Sends the latest element of `second` each time the source sends an element.
    ///
    ///     refreshTaps.withLatestFrom(currentQuery)
    ///
    /// - Parameter second: The sequence whose latest element is sent.
    /// - Returns: The latest elements of `second`, one per source element (after `second`'s first).
    ///
    /// ![The marble diagram of `withLatestFrom`, drawn from a run on TestScheduler.](marble-withLatestFrom)
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        withLatestFrom(second) { $1 }
    }
}

private struct WithLatestFromLogic<SourceElement, Second, Element>: ProducerLogic {
    let source: Observable<SourceElement>
    let second: Observable<Second>
    let resultSelector: (SourceElement, Second) throws -> Element

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = WithLatestFromSink<SourceElement, Second, Observer>(
            observer: observer, cancel: cancel, resultSelector: resultSelector)
        return (sink, sink.run(source: source, second: second))
    }
}

/// What a withLatestFrom sink delivers outside its lock, in order.
private enum WithLatestFromDelivery<SourceElement, Second> {
    /// Combine a source element with the latest element of the second source at its arrival.
    case combine(SourceElement, Second)
    case error(Swift.Error)
    case completed
}

/// The locked state of `withLatestFrom`: the latest element of the second source, its subscription and
/// the serializer. One mutating function per input; each returns what to do after unlocking.
private struct WithLatestFromState<SourceElement, Second>: SerialDeliveryHolder {
    var serial = SerialDeliveryState<WithLatestFromDelivery<SourceElement, Second>>()
    var latest: Second?
    var source = SubscriptionSlot()
    var second = SubscriptionSlot()
    var isStopped = false

    /// The source sent `element`: combined with the latest element of the second source, if any.
    mutating func next(_ element: SourceElement) -> WithLatestFromDelivery<SourceElement, Second>? {
        guard !isStopped, let latest else { return nil }
        return serial.offer(.combine(element, latest))
    }

    /// The source or the second source ended the result with `delivery`.
    mutating func stopped(
        _ delivery: WithLatestFromDelivery<SourceElement, Second>
    ) -> WithLatestFromDelivery<SourceElement, Second>? {
        if isStopped { return nil }
        isStopped = true
        return serial.offer(delivery)
    }

    /// The second source sent `value`: returns the element it replaces, to release after unlocking.
    mutating func secondNext(_ value: Second) -> Second? {
        if isStopped { return value }
        defer { latest = value }
        return latest
    }

    /// The second source (subscription `id`) completed: returns its subscription to dispose (RxSwift
    /// releases it then); its latest element stays.
    mutating func secondCompleted(_ id: SubscriptionID) -> DisposableObject? {
        second.release(id)
    }

    /// The result selector threw while the caller was delivering: the caller sends the error itself.
    /// Returns what was queued behind it, to release after unlocking.
    mutating func selectorFailed() -> Queue<WithLatestFromDelivery<SourceElement, Second>> {
        isStopped = true
        defer { serial.pending = Queue() }
        return serial.pending
    }

    /// The subscription ended: returns the source's and the second source's subscriptions to dispose, in
    /// that order (RxSwift's `Disposables.create(first, second)`), and the latest element to release, all
    /// after unlocking.
    mutating func dispose() -> (source: DisposableObject?, second: DisposableObject?, latest: Second?) {
        isStopped = true
        defer { latest = nil }
        return (source.dispose(), second.dispose(), latest)
    }
}

private final class WithLatestFromSink<SourceElement, Second, Observer: ObserverType>: Sink<Observer>, ObserverType {
    private typealias Delivery = WithLatestFromDelivery<SourceElement, Second>

    private let resultSelector: (SourceElement, Second) throws -> Observer.Element
    private let state = LockedState.make(WithLatestFromState<SourceElement, Second>())

    init(
        observer: Observer, cancel: SinkDisposer?,
        resultSelector: @escaping (SourceElement, Second) throws -> Observer.Element
    ) {
        self.resultSelector = resultSelector
        super.init(observer: observer, cancel: cancel)
    }

    /// Subscribes the second source, then the source (as RxSwift), keeping both subscriptions in the state.
    /// The source is subscribed even if the second one ended everything meanwhile; both are then disposed
    /// when the producer's `run` returned, the source first, as in RxSwift (see `Sink.defersDisposal`).
    func run(source: Observable<SourceElement>, second: Observable<Second>) -> DisposableObject? {
        state.subscribe(in: \.second) { id in second.subscribeSink(WithLatestFromSecondObserver(sink: self, id: id)) }
        let subscription = source.subscribeSink(self)
        state.withLock { $0.source.fillCurrent(with: subscription) }?.dispose()
        return nil
    }

    func on(_ event: Event<SourceElement>) {
        let first: Delivery?
        switch event {
        case .next(let element): first = state.withLock { $0.next(element) }
        case .error(let error): first = state.withLock { $0.stopped(.error(error)) }
        case .completed: first = state.withLock { $0.stopped(.completed) }
        }
        deliver(first)
    }

    func secondEvent(_ event: Event<Second>, id: SubscriptionID) {
        switch event {
        case .next(let value):
            let replaced = state.withLock { $0.secondNext(value) }
            // Unlocked: the replaced element's deinit may call back.
            withExtendedLifetime(replaced) {}
        case .error(let error):
            deliver(state.withLock { $0.stopped(.error(error)) })
        case .completed:
            state.withLock { $0.secondCompleted(id) }?.dispose()
        }
    }

    override func dispose() {
        if waitsForRunToDispose() { return }
        let (source, second, latest) = state.withLock { $0.dispose() }
        // Unlocked: dispose the source's subscription, then the second source's, then release its latest
        // element.
        source?.dispose()
        second?.dispose()
        withExtendedLifetime(latest) {}
        super.dispose()
    }

    private func deliver(_ first: Delivery?) {
        state.deliverSerially(first) { delivery in
            switch delivery {
            case .combine(let element, let latest):
                let result: Observer.Element
                do {
                    result = try resultSelector(element, latest)
                } catch {
                    let dropped = state.withLock { $0.selectorFailed() }
                    withExtendedLifetime(dropped) {}
                    forwardError(error)
                    return
                }
                forwardOn(.next(result))
            case .error(let error):
                forwardStop(.error(error))
            case .completed:
                forwardStop(.completed)
            }
        }
    }
}

private struct WithLatestFromSecondObserver<SourceElement, Second, Observer: ObserverType>: ObserverType {
    let sink: WithLatestFromSink<SourceElement, Second, Observer>
    let id: SubscriptionID

    func on(_ event: Event<Second>) {
        sink.secondEvent(event, id: id)
    }
}

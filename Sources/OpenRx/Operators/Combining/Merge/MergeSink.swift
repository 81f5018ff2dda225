// OpenRx — reactive programming for Swift. MIT licence.

/// The state of a merge, changed only under the sink's lock. Each method returns what to do; the sink
/// does it after unlocking.
struct MergeState<Inner, Element>: SerialDeliveryHolder {
    var serial = SerialDeliveryState<Event<Element>>()
    private var active = 0
    private var waiting = Queue<Inner>()
    private var isSourceDone = false
    private var isStopped = false
    let maxConcurrent: Int

    init(maxConcurrent: Int) {
        self.maxConcurrent = maxConcurrent
    }

    enum InnerArrival {
        case subscribe(Inner)
        case none
    }

    /// A new inner sequence arrived: subscribe now, or wait for a free slot.
    mutating func innerArrived(_ inner: Inner) -> InnerArrival {
        if isStopped { return .none }
        if active < maxConcurrent {
            active += 1
            return .subscribe(inner)
        }
        waiting.enqueue(inner)
        return .none
    }

    /// An inner sequence completed: returns the waiting one to subscribe next, and the completion to
    /// deliver if everything is done.
    mutating func innerCompleted() -> (next: Inner?, completion: Event<Element>?) {
        if isStopped { return (nil, nil) }
        if let next = waiting.dequeue() { return (next, nil) }
        active -= 1
        return (nil, finishIfDone())
    }

    /// The source completed.
    mutating func sourceCompleted() -> Event<Element>? {
        if isStopped { return nil }
        isSourceDone = true
        return finishIfDone()
    }

    /// An element of an inner sequence.
    mutating func element(_ event: Event<Element>) -> Event<Element>? {
        isStopped ? nil : serial.offer(event)
    }

    /// An error from the source or an inner sequence ends everything.
    mutating func failed(_ error: Swift.Error) -> Event<Element>? {
        if isStopped { return nil }
        isStopped = true
        waiting.removeAll()
        return serial.offer(.error(error))
    }

    private mutating func finishIfDone() -> Event<Element>? {
        guard isSourceDone, active == 0 else { return nil }
        isStopped = true
        return serial.offer(.completed)
    }
}

/// Subscribes to the source and to every inner sequence its elements map to, and merges their events
/// through one serializer, so the observer is never called concurrently and no lock is held while it is.
final class MergeSink<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>: Sink<Observer>,
    ObserverType
where Observer.Element == Inner.Element {
    typealias InnerElement = Inner.Element

    private let selector: (SourceElement) throws -> Inner
    private let state: LockedState<MergeState<Inner, InnerElement>>
    private let group = CompositeDisposable()
    private let sourceSubscription = SingleAssignmentDisposable()

    init(
        observer: Observer, cancel: SinkDisposer, selector: @escaping (SourceElement) throws -> Inner,
        maxConcurrent: Int
    ) {
        self.selector = selector
        self.state = LockedState.make(MergeState(maxConcurrent: maxConcurrent))
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<SourceElement>) -> Disposable {
        _ = group.insert(sourceSubscription)
        sourceSubscription.setDisposable(source.subscribe(self))
        return group
    }

    /// Subscribes to each of `sources` at once, as the inner sequences of a source that has completed.
    func run(sources: [Inner]) -> Disposable {
        for source in sources {
            if case .subscribe(let inner) = state.withLock({ $0.innerArrived(source) }) {
                subscribeInner(inner)
            }
        }
        deliver(state.withLock { $0.sourceCompleted() })
        return group
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            let inner: Inner
            do {
                inner = try selector(element)
            } catch {
                deliver(state.withLock { $0.failed(error) })
                return
            }
            if case .subscribe(let inner) = state.withLock({ $0.innerArrived(inner) }) {
                subscribeInner(inner)
            }
        case .error(let error):
            deliver(state.withLock { $0.failed(error) })
        case .completed:
            let completion = state.withLock { $0.sourceCompleted() }
            sourceSubscription.dispose()
            deliver(completion)
        }
    }

    private func subscribeInner(_ inner: Inner) {
        let subscription = SingleAssignmentDisposable()
        guard let key = group.insert(subscription) else { return }
        subscription.setDisposable(inner.asObservable().subscribe(MergeInnerObserver(sink: self, key: key)))
    }

    fileprivate func innerEvent(_ event: Event<InnerElement>, key: CompositeDisposable.DisposeKey) {
        switch event {
        case .next:
            deliver(state.withLock { $0.element(event) })
        case .error(let error):
            deliver(state.withLock { $0.failed(error) })
        case .completed:
            group.remove(for: key)
            let (next, completion) = state.withLock { $0.innerCompleted() }
            if let next {
                // On the trampoline, so a run of inner sequences that complete at once does not nest.
                _ = CurrentThreadScheduler.instance.schedule(()) { [self] _ in
                    subscribeInner(next)
                    return Disposables.create()
                }
            }
            deliver(completion)
        }
    }

    private func deliver(_ first: Event<InnerElement>?) {
        state.deliverSerially(first) { event in
            if event.isStopEvent { forwardStop(event) } else { forwardOn(event) }
        }
    }
}

private struct MergeInnerObserver<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>: ObserverType
where Observer.Element == Inner.Element {
    let sink: MergeSink<SourceElement, Inner, Observer>
    let key: CompositeDisposable.DisposeKey

    func on(_ event: Event<Inner.Element>) {
        sink.innerEvent(event, key: key)
    }
}

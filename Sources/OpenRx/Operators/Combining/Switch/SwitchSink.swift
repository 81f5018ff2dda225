// OpenRx — reactive programming for Swift. MIT licence.

/// The state of a switch, changed only under the sink's lock; each method returns what to deliver.
@usableFromInline
struct SwitchState<Element>: SerialDeliveryHolder {
    @usableFromInline var serial = SerialDeliveryState<Event<Element>>()
    @usableFromInline var latestID = 0
    @usableFromInline var hasActiveInner = false
    @usableFromInline var isSourceDone = false
    @usableFromInline var isStopped = false
    /// The subscription to the latest inner sequence.
    @usableFromInline var inner: Disposable?
    @usableFromInline var isDisposed = false

    @inlinable
    init() {
    }

    /// Makes `new` the latest inner subscription; returns what the caller must dispose (after unlocking):
    /// the previous one, or `new` itself once the sink is disposed.
    @inlinable
    mutating func replaceInner(with new: Disposable?) -> Disposable? {
        if isDisposed { return new }
        defer { inner = new }
        return inner
    }

    /// The sink is disposed: returns the inner subscription for the caller to dispose.
    @inlinable
    mutating func disposeInner() -> Disposable? {
        isDisposed = true
        defer { inner = nil }
        return inner
    }

    /// A new inner sequence replaces the current one; returns its id, or `nil` after the stop.
    @inlinable
    mutating func innerArrived() -> Int? {
        if isStopped { return nil }
        latestID += 1
        hasActiveInner = true
        return latestID
    }

    /// An element of inner sequence `id`: delivered only if it is still the latest.
    @inlinable
    mutating func element(_ event: Event<Element>, from id: Int) -> Event<Element>? {
        guard !isStopped, id == latestID else { return nil }
        return serial.offer(event)
    }

    /// Inner sequence `id` completed.
    @inlinable
    mutating func innerCompleted(_ id: Int) -> Event<Element>? {
        guard !isStopped, id == latestID else { return nil }
        hasActiveInner = false
        return finishIfDone()
    }

    /// The source completed.
    @inlinable
    mutating func sourceCompleted() -> Event<Element>? {
        if isStopped { return nil }
        isSourceDone = true
        return finishIfDone()
    }

    /// An error from the source or from the latest inner sequence (`id`, when given) ends everything.
    @inlinable
    mutating func failed(_ error: Swift.Error, from id: Int? = nil) -> Event<Element>? {
        if isStopped { return nil }
        if let id, id != latestID { return nil }
        isStopped = true
        return serial.offer(.error(error))
    }

    @inlinable
    mutating func finishIfDone() -> Event<Element>? {
        guard isSourceDone, !hasActiveInner else { return nil }
        isStopped = true
        return serial.offer(.completed)
    }
}

/// Subscribes to the latest inner sequence only; switching disposes the previous one (after unlocking)
/// before subscribing the next. The inner subscription lives in the state (no separate disposables): the
/// sink's `dispose` disposes it, and the upstream subscription is the one the producer's disposer holds.
@usableFromInline
final class SwitchSink<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>: Sink<Observer>,
    ObserverType
where Observer.Element == Inner.Element {
    @usableFromInline typealias InnerElement = Inner.Element

    @usableFromInline let selector: (SourceElement) throws -> Inner
    @usableFromInline let state = LockedState.make(SwitchState<InnerElement>())

    @inlinable
    init(observer: Observer, cancel: SinkDisposer, selector: @escaping (SourceElement) throws -> Inner) {
        self.selector = selector
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func run(_ source: Observable<SourceElement>) -> Disposable {
        source.subscribeSink(self)
    }

    @usableFromInline
    override func dispose() {
        state.withLock { $0.disposeInner() }?.dispose()
        super.dispose()
    }

    @inlinable
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
            guard let id = state.withLock({ $0.innerArrived() }) else { return }
            let observable = inner.asObservable()
            if let element = observable.immediateElement() {
                // A `just`: its two events, exactly as subscribing would send them, without a subscription.
                state.withLock { $0.replaceInner(with: nil) }?.dispose()
                CurrentThreadScheduler.runAsSubscription {
                    innerEvent(.next(element), id: id)
                    innerEvent(.completed, id: id)
                }
                return
            }
            let slot = SingleAssignmentDisposable()
            state.withLock { $0.replaceInner(with: slot) }?.dispose()
            slot.setDisposable(observable.subscribeSink(SwitchInnerObserver(sink: self, id: id)))
        case .error(let error):
            deliver(state.withLock { $0.failed(error) })
        case .completed:
            deliver(state.withLock { $0.sourceCompleted() })
        }
    }

    @inlinable
    func innerEvent(_ event: Event<InnerElement>, id: Int) {
        switch event {
        case .next:
            deliver(state.withLock { $0.element(event, from: id) })
        case .error(let error):
            deliver(state.withLock { $0.failed(error, from: id) })
        case .completed:
            deliver(state.withLock { $0.innerCompleted(id) })
        }
    }

    @inlinable
    func deliver(_ first: Event<InnerElement>?) {
        state.deliverSerially(first) { event in
            if event.isStopEvent { forwardStop(event) } else { forwardOn(event) }
        }
    }
}

@usableFromInline
struct SwitchInnerObserver<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>:
    ObserverType
where Observer.Element == Inner.Element {
    @usableFromInline let sink: SwitchSink<SourceElement, Inner, Observer>
    @usableFromInline let id: Int

    @inlinable
    init(sink: SwitchSink<SourceElement, Inner, Observer>, id: Int) {
        self.sink = sink
        self.id = id
    }

    @inlinable
    func on(_ event: Event<Inner.Element>) {
        sink.innerEvent(event, id: id)
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

/// The state of a switch, changed only under the sink's lock: one mutating function per input, each
/// returning what to do (deliver, dispose) after the lock is released.
@usableFromInline
struct SwitchState<Element>: SerialDeliveryHolder {
    @usableFromInline var serial = SerialDeliveryState<Event<Element>>()
    /// Whether the latest inner sequence is still running (RxSwift's `hasLatest`).
    @usableFromInline var hasLatest = false
    /// The subscription to the latest inner sequence, owned here and tagged with the inner's id (the
    /// slot's generation): a subscription returned late (after its inner ended, after a newer inner
    /// arrived, or after disposal) is handed back to be disposed, never stored over the live one.
    @usableFromInline var inner = SubscriptionSlot()
    @usableFromInline var isSourceDone = false
    @usableFromInline var isStopped = false

    @inlinable
    init() {
    }

    /// A new inner sequence replaces the current one: returns its id and the previous inner's
    /// subscription to dispose. After the stop it is still subscribed, as in RxSwift, and its
    /// subscription is disposed as soon as it is returned.
    @inlinable
    mutating func innerArrived() -> (id: SubscriptionID, previous: DisposableObject?) {
        hasLatest = true
        // Once disposed the slot reserves nothing: the inner is subscribed all the same and its
        // subscription handed back by `subscribed` (every id is stale then).
        return inner.reserve() ?? (latestID, nil)
    }

    /// The id of the latest inner sequence.
    @inlinable
    var latestID: SubscriptionID { inner.generation }

    /// `subscribe` to inner `id` returned `subscription`: keeps it if `id` is still the running latest
    /// inner; otherwise returns it to be disposed at once.
    @inlinable
    mutating func subscribed(_ subscription: DisposableObject?, id: SubscriptionID) -> DisposableObject? {
        inner.fill(id, with: subscription)
    }

    /// An element of inner sequence `id`: delivered only if it is still the latest.
    @inlinable
    mutating func element(_ event: Event<Element>, from id: SubscriptionID) -> Event<Element>? {
        guard !isStopped, id == latestID else { return nil }
        return serial.offer(event)
    }

    /// Inner sequence `id` completed: returns its subscription to dispose (as RxSwift does at once) and
    /// the completion to deliver if the source is done too.
    @inlinable
    mutating func innerCompleted(_ id: SubscriptionID) -> (release: DisposableObject?, delivery: Event<Element>?) {
        guard id == latestID else { return (nil, nil) }
        let release = inner.release(id)
        if isStopped { return (release, nil) }
        hasLatest = false
        return (release, finishIfDone())
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
    mutating func failed(_ error: Swift.Error, from id: SubscriptionID? = nil) -> Event<Element>? {
        if isStopped { return nil }
        if let id, id != latestID { return nil }
        isStopped = true
        return serial.offer(.error(error))
    }

    /// The sink is disposed: returns the inner subscription for the caller to dispose.
    @inlinable
    mutating func dispose() -> DisposableObject? {
        isStopped = true
        return inner.dispose()
    }

    @inlinable
    mutating func finishIfDone() -> Event<Element>? {
        guard isSourceDone, !hasLatest else { return nil }
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
    func run(_ source: Observable<SourceElement>) -> DisposableObject? {
        source.subscribeSink(self)
    }

    @usableFromInline
    override func dispose() {
        state.withLock { $0.dispose() }?.dispose()
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
            let (id, previous) = state.withLock { $0.innerArrived() }
            // Unlocked: dispose the previous inner before subscribing the next, as RxSwift does.
            previous?.dispose()
            let observable = inner.asObservable()
            if let element = observable.immediateElement() {
                // A `just`: its two events, exactly as subscribing would send them, without a subscription.
                CurrentThreadScheduler.runAsSubscription {
                    innerEvent(.next(element), id: id)
                    innerEvent(.completed, id: id)
                }
                return
            }
            let subscription = observable.subscribeSink(SwitchInnerObserver(sink: self, id: id))
            state.withLock { $0.subscribed(subscription, id: id) }?.dispose()
        case .error(let error):
            deliver(state.withLock { $0.failed(error) })
        case .completed:
            deliver(state.withLock { $0.sourceCompleted() })
        }
    }

    @inlinable
    func innerEvent(_ event: Event<InnerElement>, id: SubscriptionID) {
        switch event {
        case .next:
            deliver(state.withLock { $0.element(event, from: id) })
        case .error(let error):
            deliver(state.withLock { $0.failed(error, from: id) })
        case .completed:
            let (release, delivery) = state.withLock { $0.innerCompleted(id) }
            // Unlocked: release the ended inner's subscription, then deliver.
            release?.dispose()
            deliver(delivery)
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
    @usableFromInline let id: SubscriptionID

    @inlinable
    init(sink: SwitchSink<SourceElement, Inner, Observer>, id: SubscriptionID) {
        self.sink = sink
        self.id = id
    }

    @inlinable
    func on(_ event: Event<Inner.Element>) {
        sink.innerEvent(event, id: id)
    }
}

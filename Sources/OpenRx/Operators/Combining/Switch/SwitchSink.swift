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
    /// The subscription to the source, disposed before the inner one (RxSwift's
    /// `Disposables.create(subscriptions, innerSubscription)`) and when the source completes.
    @usableFromInline var source = SubscriptionSlot()
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

    /// The source completed: returns its subscription, to dispose before delivering (as RxSwift does), and
    /// the completion to deliver if no inner sequence runs.
    @inlinable
    mutating func sourceCompleted() -> (source: DisposableObject?, completion: Event<Element>?) {
        if isStopped { return (nil, nil) }
        isSourceDone = true
        return (source.dispose(), finishIfDone())
    }

    /// An error from the source or from the selector ends everything.
    @inlinable
    mutating func failed(_ error: Swift.Error) -> Event<Element>? {
        if isStopped { return nil }
        isStopped = true
        return serial.offer(.error(error))
    }

    /// An error from inner sequence `id`: if it is the latest, returns its subscription, to dispose before
    /// the error is delivered (as RxSwift does), and the error to deliver.
    @inlinable
    mutating func innerFailed(
        _ error: Swift.Error, id: SubscriptionID
    ) -> (release: DisposableObject?, delivery: Event<Element>?) {
        guard id == latestID else { return (nil, nil) }
        let release = inner.release(id)
        return (release, failed(error))
    }

    /// The sink is disposed: returns the source's and the inner subscription for the caller to dispose, in
    /// that order.
    @inlinable
    mutating func dispose() -> (source: DisposableObject?, inner: DisposableObject?) {
        isStopped = true
        return (source.dispose(), inner.dispose())
    }

    @inlinable
    mutating func finishIfDone() -> Event<Element>? {
        guard isSourceDone, !hasLatest else { return nil }
        isStopped = true
        return serial.offer(.completed)
    }
}

/// Subscribes to the latest inner sequence only; switching disposes the previous one (after unlocking)
/// before subscribing the next. The source's and the inner subscription live in the state (no separate
/// disposables): the sink's `dispose` disposes them, the source's first, as RxSwift does.
@usableFromInline
final class SwitchSink<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>: Sink<Observer>,
    ObserverType, LockGuarded
where Observer.Element == Inner.Element {
    @usableFromInline typealias InnerElement = Inner.Element
    @usableFromInline typealias State = SwitchState<InnerElement>

    @usableFromInline let selector: (SourceElement) throws -> Inner
    /// The switch's state, guarded by the sink's own lock (``withLock(_:)``).
    @exclusivity(unchecked) @usableFromInline var state = SwitchState<InnerElement>()

    @inlinable
    init(observer: Observer, cancel: SinkDisposer?, selector: @escaping (SourceElement) throws -> Inner) {
        self.selector = selector
        super.init(observer: observer, cancel: cancel)
    }

    /// Runs `body` with exclusive access to the state, under the sink's lock.
    @inlinable @inline(__always)
    func withLock<Result>(_ body: (inout SwitchState<InnerElement>) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&state) }
    }

    /// Subscribes to the source and keeps its subscription in the state; returns nothing for the producer's
    /// disposer to hold.
    @inlinable
    func run(_ source: Observable<SourceElement>) -> DisposableObject? {
        let subscription = source.subscribeSink(self)
        // A source that completed while being subscribed released its slot: its subscription goes now.
        withLock { $0.source.fillCurrent(with: subscription) }?.dispose()
        return nil
    }

    /// Disposes the source's subscription, then the inner one — once the producer's `run` returned (see
    /// `Sink.defersDisposal`): an inner sequence that arrives meanwhile is subscribed and kept, as in RxSwift.
    @usableFromInline
    override func dispose() {
        if waitsForRunToDispose() { return }
        let (source, inner) = withLock { $0.dispose() }
        // Unlocked: disposing calls out.
        source?.dispose()
        inner?.dispose()
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
                deliver(withLock { $0.failed(error) })
                return
            }
            let (id, previous) = withLock { $0.innerArrived() }
            // Unlocked: dispose the previous inner before subscribing the next, as RxSwift does.
            previous?.dispose()
            let observable = inner.asObservable()
            if let element = observable.immediateElement() {
                // A `just`: its two events, exactly as subscribing would send them (RxSwift's `Just` runs no
                // trampoline), without a subscription.
                innerEvent(.next(element), id: id)
                innerEvent(.completed, id: id)
                return
            }
            let subscription = observable.subscribeSink(SwitchInnerObserver(sink: self, id: id))
            withLock { $0.subscribed(subscription, id: id) }?.dispose()
        case .error(let error):
            deliver(withLock { $0.failed(error) })
        case .completed:
            sourceCompleted()
        }
    }

    /// The source completed: its subscription is disposed before the completion is delivered, as in RxSwift.
    /// Out of line, as every stop path of an `on` (Documentation/Contracts.md, "Stop paths are out of line").
    @inlinable @inline(never)
    func sourceCompleted() {
        let (source, completion) = withLock { $0.sourceCompleted() }
        // Unlocked: disposing and delivering call out.
        source?.dispose()
        deliver(completion)
    }

    @inlinable
    func innerEvent(_ event: Event<InnerElement>, id: SubscriptionID) {
        switch event {
        case .next:
            deliver(withLock { $0.element(event, from: id) })
        case .error(let error):
            let (release, delivery) = withLock { $0.innerFailed(error, id: id) }
            // Unlocked: the failed inner's subscription is released before the error is delivered, as in RxSwift.
            release?.dispose()
            deliver(delivery)
        case .completed:
            let (release, delivery) = withLock { $0.innerCompleted(id) }
            // Unlocked: release the ended inner's subscription, then deliver.
            release?.dispose()
            deliver(delivery)
        }
    }

    /// Delivers through the serializer. Always inlined, as the merge's: it is the element path of every inner
    /// sequence, and the optimizer's choice for it followed the size of unrelated code (FlatMapLatestPumping:
    /// 6,792 → 6,827 instructions per element when `LockedState` changed).
    @inlinable @inline(__always)
    func deliver(_ first: Event<InnerElement>?) {
        deliverSerially(first) { event in
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

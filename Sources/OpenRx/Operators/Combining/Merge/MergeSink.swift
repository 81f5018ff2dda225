// OpenRx — reactive programming for Swift. MIT licence.

/// The state of a merge, changed only under the sink's lock. Each method returns what to do; the sink
/// does it after unlocking.
@usableFromInline
struct MergeState<Inner, Element>: SerialDeliveryHolder {
    @usableFromInline var serial = SerialDeliveryState<Event<Element>>()
    @usableFromInline var active = 0
    @usableFromInline var waiting = Queue<Inner>()
    @usableFromInline var isSourceDone = false
    @usableFromInline var isStopped = false
    @usableFromInline let maxConcurrent: Int
    /// The subscriptions to the running inner sequences.
    @usableFromInline var inners = Bag<DisposableObject>()
    /// Whether the merge has a source (`flatMap`, `merge()`, `merge(maxConcurrent:)`): RxSwift's composite then
    /// holds the source's subscription in its first slot for good, so every inner subscription goes after the
    /// others and they are disposed in the order they were subscribed (issue 35). A merge of a list reuses a
    /// freed first slot, as RxSwift's does.
    @usableFromInline let hasSource: Bool
    @usableFromInline var isDisposed = false
    /// The selector of a `flatMapFirst` threw (see ``releaseSlotAfterSelectorFailure()``).
    @usableFromInline var hasSelectorFailed = false
    /// The subscription to the source (none for `merge` of a list), disposed before the inner ones.
    @usableFromInline var source = SubscriptionSlot()
    /// Whether a source completion that finds nothing running is forwarded before the source is disposed
    /// (RxSwift's `MergeLimitedSink`, behind `concatMap` and `merge(maxConcurrent:)`); otherwise, as its
    /// `MergeSink` does, the source is disposed first.
    @usableFromInline let completesBeforeDisposingSource: Bool

    @inlinable
    init(maxConcurrent: Int, completesBeforeDisposingSource: Bool, hasSource: Bool) {
        self.maxConcurrent = maxConcurrent
        self.completesBeforeDisposingSource = completesBeforeDisposingSource
        self.hasSource = hasSource
    }

    @usableFromInline
    enum InnerArrival {
        case subscribe(Inner)
        case none
    }

    /// A new inner sequence arrived: subscribe now, or wait for a free slot. After the stop (a source that
    /// sends during its own subscription) it is still subscribed if a slot is free, as in RxSwift, and kept
    /// until the producer's `run` returns, then disposed with the others; it no longer waits for a slot.
    @inlinable
    mutating func innerArrived(_ inner: Inner) -> InnerArrival {
        if active < maxConcurrent {
            active += 1
            return .subscribe(inner)
        }
        if !isStopped { waiting.enqueue(inner) }
        return .none
    }

    /// The selector threw for an element of a limited merge (`concatMap`, `merge(maxConcurrent:)`): as RxSwift's
    /// `MergeLimitedSink`, which counts the element's slot before it maps the element, a free slot stays taken.
    /// The failed merge is disposed; a synchronous source that keeps sending until its subscribe returns then
    /// has its sequences wait, never subscribed. A `flatMap` (RxSwift's `MergeSink` maps first) takes none.
    @inlinable
    mutating func limitedSelectorFailed() {
        if completesBeforeDisposingSource && active < maxConcurrent { active += 1 }
    }

    /// What an element of the source of a `flatMapFirst` may do.
    @usableFromInline
    enum SlotReservation {
        /// A sequence runs: the element is dropped, the selector not called.
        case busy
        /// The slot is taken: map the element and subscribe what the selector returns.
        case reserved
        /// The selector threw earlier: as in RxSwift, where only a selector that succeeds takes the slot, a
        /// synchronous source that keeps sending still has the selector called for its elements until it
        /// succeeds once (then the slot is taken for good: later elements are dropped); the sequence it returns
        /// is subscribed, and disposed with the failed merge (RxSwift's `200-200`).
        case selectorOnly
    }

    /// An element of the source of a `flatMapFirst`: takes the one slot if it is free. Checked before the
    /// selector runs, as in RxSwift, so the selector never sees an element that is dropped.
    @inlinable
    mutating func reserveSlotIfFree() -> SlotReservation {
        guard active < maxConcurrent else { return .busy }
        if hasSelectorFailed { return .selectorOnly }
        active += 1
        return .reserved
    }

    /// The selector of a `flatMapFirst` threw: the slot it reserved is free again.
    @inlinable
    mutating func selectorFailed() {
        active -= 1
        hasSelectorFailed = true
    }

    /// An inner sequence completed: returns the waiting one to subscribe next, and the completion to
    /// deliver if everything is done.
    @inlinable
    mutating func innerCompleted() -> (next: Inner?, completion: Event<Element>?) {
        if isStopped { return (nil, nil) }
        if let next = waiting.dequeue() { return (next, nil) }
        active -= 1
        return (nil, finishIfDone())
    }

    /// The source completed: returns its subscription, to dispose before delivering the completion (unless
    /// `completesBeforeDisposingSource` and nothing runs: the stop disposes it afterwards), and the completion
    /// to deliver if nothing runs.
    @inlinable
    mutating func sourceCompleted() -> (source: DisposableObject?, completion: Event<Element>?) {
        if isStopped { return (nil, nil) }
        isSourceDone = true
        let source = completesBeforeDisposingSource && active == 0 ? nil : self.source.dispose()
        return (source, finishIfDone())
    }

    /// An element of an inner sequence.
    @inlinable
    mutating func element(_ event: Event<Element>) -> Event<Element>? {
        isStopped ? nil : serial.offerNesting(event)
    }

    /// An error from the source or an inner sequence ends everything. Also returns the inner sequences
    /// that were waiting, which the caller releases after unlocking (their deinit may call back).
    @inlinable
    mutating func failed(_ error: Swift.Error) -> (delivery: Event<Element>?, dropped: Queue<Inner>) {
        if isStopped { return (nil, Queue()) }
        isStopped = true
        defer { waiting = Queue() }
        return (serial.offerNesting(.error(error)), waiting)
    }

    /// Keeps the subscription of a new inner sequence; `nil` once the merge was disposed (the caller then does not
    /// subscribe it, as RxSwift's composite refuses its key). A merge that stopped while the producer's `run` is on the
    /// stack is not disposed yet: the inner sequences it subscribes meanwhile are kept and disposed with the others
    /// when `run` returns, as in RxSwift.
    @inlinable
    mutating func insertInner(_ subscription: DisposableObject) -> BagKey? {
        if isDisposed { return nil }
        return hasSource ? inners.append(subscription) : inners.insert(subscription)
    }

    /// The sink is disposed: returns the source's subscription and the inner ones for the caller to dispose,
    /// in that order (RxSwift's composite holds the source's first).
    @inlinable
    mutating func dispose() -> (source: DisposableObject?, inners: [DisposableObject]) {
        isDisposed = true
        defer { inners.removeAll() }
        return (source.dispose(), inners.elements)
    }

    @inlinable
    mutating func finishIfDone() -> Event<Element>? {
        guard isSourceDone, active == 0 else { return nil }
        isStopped = true
        return serial.offerNesting(.completed)
    }
}

/// Subscribes to the source and to every inner sequence its elements map to, and merges their events
/// through one serializer, so the observer is never called concurrently and no lock is held while it is.
@usableFromInline
final class MergeSink<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>: Sink<Observer>,
    ObserverType, LockGuarded
where Observer.Element == Inner.Element {
    @usableFromInline typealias InnerElement = Inner.Element
    @usableFromInline typealias State = MergeState<Inner, InnerElement>

    @usableFromInline let selector: (SourceElement) throws -> Inner
    /// Whether an element that finds no free slot is dropped (`flatMapFirst`) instead of waiting.
    @usableFromInline let dropsWhenBusy: Bool
    /// The merge's state, guarded by the sink's own lock (``withLock(_:)``).
    @exclusivity(unchecked) @usableFromInline var state: MergeState<Inner, InnerElement>

    @inlinable
    init(
        observer: Observer, cancel: SinkDisposer?, selector: @escaping (SourceElement) throws -> Inner,
        maxConcurrent: Int, dropsWhenBusy: Bool = false, completesBeforeDisposingSource: Bool = false,
        hasSource: Bool = true
    ) {
        self.selector = selector
        self.dropsWhenBusy = dropsWhenBusy
        self.state = MergeState(
            maxConcurrent: maxConcurrent, completesBeforeDisposingSource: completesBeforeDisposingSource,
            hasSource: hasSource)
        super.init(observer: observer, cancel: cancel)
    }

    /// Runs `body` with exclusive access to the state, under the sink's lock.
    @inlinable @inline(__always)
    func withLock<Result>(_ body: (inout MergeState<Inner, InnerElement>) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&state) }
    }

    /// Subscribes to the source and keeps its subscription in the state, so that disposing disposes it
    /// before the inner ones, as RxSwift does. Returns nothing for the producer's disposer to hold.
    @inlinable
    func run(_ source: Observable<SourceElement>) -> DisposableObject? {
        let subscription = source.subscribeSink(self)
        // A source that completed while being subscribed released its slot: its subscription goes now.
        withLock { $0.source.fillCurrent(with: subscription) }?.dispose()
        return nil
    }

    /// Disposes the source's subscription, then the inner ones in their bag's (RxSwift's) order — once the
    /// producer's `run` returned (see `Sink.defersDisposal`).
    @usableFromInline
    override func dispose() {
        if waitsForRunToDispose() { return }
        let (source, inners) = withLock { $0.dispose() }
        // Unlocked: disposing calls out.
        source?.dispose()
        for inner in inners { inner.dispose() }
        super.dispose()
    }

    /// Subscribes to each of `sources` at once, as the inner sequences of a source that has completed.
    @inlinable
    func run(sources: [Inner]) -> DisposableObject? {
        for source in sources {
            if case .subscribe(let inner) = withLock({ $0.innerArrived(source) }) {
                subscribeInner(inner)
            }
        }
        deliver(withLock { $0.sourceCompleted() }.completion)
        return nil
    }

    @inlinable
    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            if dropsWhenBusy { return nextOfFlatMapFirst(element) }
            let inner: Inner
            do {
                inner = try selector(element)
            } catch {
                withLock { $0.limitedSelectorFailed() }
                fail(error)
                return
            }
            if case .subscribe(let inner) = withLock({ $0.innerArrived(inner) }) {
                subscribeInner(inner)
            }
        case .error(let error):
            fail(error)
        case .completed:
            sourceCompleted()
        }
    }

    /// An element of a `flatMapFirst`'s source: mapped and subscribed if no sequence runs (see
    /// ``MergeState/reserveSlotIfFree()``).
    @inlinable
    func nextOfFlatMapFirst(_ element: SourceElement) {
        let reservation = withLock { $0.reserveSlotIfFree() }
        if case .busy = reservation { return }
        let inner: Inner
        do {
            inner = try selector(element)
        } catch {
            if case .reserved = reservation { withLock { $0.selectorFailed() } }
            fail(error)
            return
        }
        switch reservation {
        case .reserved:
            subscribeInner(inner)
        case .selectorOnly:
            // Subscribed as in RxSwift, and disposed with the failed merge once the producer's `run` returns.
            withLock { $0.active += 1 }
            subscribeInner(inner)
        case .busy:
            return
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
    func subscribeInner(_ inner: Inner) {
        let observable = inner.asObservable()
        if let element = observable.immediateElement() {
            // A `just`: its two events, exactly as subscribing would send them (RxSwift's `Just` runs no
            // trampoline), without a subscription.
            deliver(withLock { $0.element(.next(element)) })
            innerFinished()
            return
        }
        let subscription = SingleAssignmentDisposable()
        // Disposed: not subscribed, as RxSwift's merges subscribe an inner sequence only once their composite
        // disposable took its key.
        guard let key = withLock({ $0.insertInner(subscription) }) else { return }
        subscription.setDisposable(observable.subscribeSink(MergeInnerObserver(sink: self, key: key)).asDisposable)
    }

    @inlinable
    func innerEvent(_ event: Event<InnerElement>, key: BagKey) {
        switch event {
        case .next:
            deliver(withLock { $0.element(event) })
        case .error(let error):
            fail(error)
        case .completed:
            let finished = withLock { $0.inners.removeKey(key) }
            finished?.dispose()
            innerFinished()
        }
    }

    /// An error from the source, an inner sequence or the selector.
    @usableFromInline
    func fail(_ error: Swift.Error) {
        let (delivery, dropped) = withLock { $0.failed(error) }
        // The waiting inner sequences are released here, after unlocking: their deinit may call back.
        withExtendedLifetime(dropped) {}
        deliver(delivery)
    }

    /// An inner sequence completed: subscribes the next waiting one, or completes if all are done.
    @inlinable
    func innerFinished() {
        let (next, completion) = withLock { $0.innerCompleted() }
        if let next {
            // On the trampoline, so a run of inner sequences that complete at once does not nest.
            _ = CurrentThreadScheduler.instance.schedule(()) { [self] _ in
                subscribeInner(next)
                return Disposables.create()
            }
        }
        deliver(completion)
    }

    /// Delivers through the serializer, nested when the delivering thread re-enters (RxSwift's recursive lock,
    /// ``SerialDeliveryState/offerNesting(_:)``). Always inlined: it is the element path of every inner `just`, and the
    /// optimizer stopped inlining it into that path when the stop paths changed (FlatMapsPumping: 7,152 →
    /// 7,274 instructions per element; inlined, 7,111).
    @inlinable @inline(__always)
    func deliver(_ first: Event<InnerElement>?) {
        deliverSerially(first, next: { $0.serial.nextNesting() }) { event in
            if event.isStopEvent { forwardStop(event) } else { forwardOn(event) }
        }
    }
}

@usableFromInline
struct MergeInnerObserver<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>: ObserverType
where Observer.Element == Inner.Element {
    @usableFromInline let sink: MergeSink<SourceElement, Inner, Observer>
    @usableFromInline let key: BagKey

    @inlinable
    init(sink: MergeSink<SourceElement, Inner, Observer>, key: BagKey) {
        self.sink = sink
        self.key = key
    }

    @inlinable
    func on(_ event: Event<Inner.Element>) {
        sink.innerEvent(event, key: key)
    }
}

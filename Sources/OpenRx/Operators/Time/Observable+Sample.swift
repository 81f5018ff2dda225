// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Sends the source's latest element each time `sampler` sends an element or completes, if the source
    /// sent one since the last sample; otherwise sends `defaultValue`, if given. Completes at the next
    /// sample after the source completes.
    ///
    ///     position.sample(Observable<Int>.interval(.seconds(1), scheduler: scheduler))
    ///
    /// ![The marble diagram of `sample`, drawn from a run on TestScheduler.](marble-sample)
    @inlinable
    public func sample(_ sampler: some ObservableType, defaultValue: Element? = nil) -> Observable<Element> {
        Producer(SampleLogic(source: asObservable(), sampler: sampler.asObservable(), defaultValue: defaultValue))
    }
}

@usableFromInline
struct SampleLogic<Element, Sampler>: ProducerLogic {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let sampler: Observable<Sampler>
    @usableFromInline let defaultValue: Element?

    @inlinable
    init(source: Observable<Element>, sampler: Observable<Sampler>, defaultValue: Element?) {
        self.source = source
        self.sampler = sampler
        self.defaultValue = defaultValue
    }

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = SampleSink(observer: observer, cancel: cancel, defaultValue: defaultValue)
        // As in RxSwift: the source first, so a sampler that is the source itself sees each element after
        // the sink has it.
        let sourceSubscription = source.subscribeSink(sink)
        let samplerSubscription = sampler.subscribeOwned(
            AnyObserver<Sampler> { event in
                switch event {
                case .next, .completed: sink.sample()
                case .error(let error): sink.fail(error)
                }
            })
        // Kept in the state, which hands back what ended meanwhile (a source that completed while it was
        // subscribed, a sink disposed during `run`) to dispose now, unlocked.
        let (source, sampler) = sink.state.withLock {
            ($0.source.fillCurrent(with: sourceSubscription), $0.sampler.fillCurrent(with: samplerSubscription))
        }
        source?.dispose()
        sampler?.dispose()
        return (sink, nil)
    }
}

@usableFromInline
final class SampleSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    @usableFromInline
    struct State: SerialDeliveryHolder {
        @usableFromInline var serial = SerialDeliveryState<Event<Observer.Element>>()
        @usableFromInline var latest: Observer.Element?
        @usableFromInline var isSourceDone = false
        @usableFromInline var isStopped = false
        /// The source's subscription, disposed when the source completes (as RxSwift's), or with the sink.
        @usableFromInline var source = SubscriptionSlot()
        @usableFromInline var sampler = SubscriptionSlot()

        @inlinable
        init() {}
    }

    @usableFromInline let defaultValue: Observer.Element?
    @usableFromInline let state = LockedState.make(State())

    @inlinable
    init(observer: Observer, cancel: SinkDisposer?, defaultValue: Observer.Element?) {
        self.defaultValue = defaultValue
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next(let element):
            let replaced = state.withLock { state in
                var replaced: Observer.Element? = element
                swap(&replaced, &state.latest)
                return replaced
            }
            // The element it replaced is released here, after unlocking: its deinit may call back into the
            // operator (send into the sampler, for one).
            withExtendedLifetime(replaced) {}
        case .error(let error):
            fail(error)
        case .completed:
            // As RxSwift: the completed source's subscription is disposed now, not at the next sample.
            let source = state.withLock { state in
                state.isSourceDone = true
                return state.source.dispose()
            }
            source?.dispose()
        }
    }

    @inlinable
    func sample() {
        let first = state.withLock { state -> Event<Observer.Element>? in
            if state.isStopped { return nil }
            var events: [Event<Observer.Element>] = []
            if let latest = state.latest {
                events.append(.next(latest))
                state.latest = nil
            } else if let defaultValue {
                events.append(.next(defaultValue))
            }
            if state.isSourceDone {
                state.isStopped = true
                events.append(.completed)
            }
            return state.serial.offer(events)
        }
        state.deliverSerially(first) { forwardEvent($0) }
    }

    @inlinable
    func fail(_ error: Swift.Error) {
        let first = state.withLock { state -> Event<Observer.Element>? in
            if state.isStopped { return nil }
            state.isStopped = true
            return state.serial.offer(.error(error))
        }
        state.deliverSerially(first) { forwardEvent($0) }
    }

    /// Disposes the source's subscription, then the sampler's, as RxSwift does — once the producer's `run`
    /// returned (see `Sink.defersDisposal`).
    @inlinable
    override func dispose() {
        if waitsForRunToDispose() { return }
        let (source, sampler) = state.withLock { ($0.source.dispose(), $0.sampler.dispose()) }
        // Unlocked: disposing calls out.
        source?.dispose()
        sampler?.dispose()
        super.dispose()
    }
}

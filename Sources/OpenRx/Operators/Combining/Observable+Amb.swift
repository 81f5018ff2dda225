// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Mirrors whichever of the two sequences sends an event first, and disposes the other.
    ///
    ///     primaryServer.amb(backupServer)
    ///
    /// - Parameter right: The other sequence.
    /// - Returns: The events of the sequence that reacted first.
    ///
    /// ![The marble diagram of `amb`, drawn from a run on TestScheduler.](marble-amb)
    public func amb<O2: ObservableType>(_ right: O2) -> Observable<Element> where O2.Element == Element {
        Observable.amb([asObservable(), right.asObservable()])
    }

    /// Mirrors whichever sequence sends an event first (an element, an error or the completion), and
    /// disposes the others.
    ///
    /// The sequences are subscribed in order. One that reacts while being subscribed wins at once; as in
    /// RxSwift, the later ones are still subscribed, and disposed at once. Like RxSwift's (a chain of
    /// `amb`s starting from `never()`), the `amb` of no sequences never ends.
    ///
    ///     Observable.amb([mirrorA, mirrorB, mirrorC])
    ///
    /// - Parameter sequence: The sequences to race.
    /// - Returns: The events of the sequence that reacted first.
    ///
    /// ![The marble diagram of `amb`, drawn from a run on TestScheduler.](marble-amb)
    public static func amb<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        let sources = Array(sequence)
        if sources.isEmpty { return .never() }
        return Producer(AmbLogic(sources: sources))
    }
}

private struct AmbLogic<Element>: ProducerLogic {
    let sources: [Observable<Element>]

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = AmbSink(observer: observer, cancel: cancel, count: sources.count)
        sink.run(sources)
        // The sources' subscriptions live in the sink's state; its `dispose` disposes them.
        return (sink, nil)
    }
}

/// The locked state of `amb`: which source won, and the subscription to every source, by index.
private struct AmbState {
    enum Phase {
        case undecided
        case won(Int)
    }

    var phase = Phase.undecided
    var sources: [SubscriptionSlot]

    init(count: Int) {
        sources = Array(filledWith: SubscriptionSlot(), count: count)
    }

    /// Subscribing to source `index` returned `subscription`: kept, or handed back to dispose at once if
    /// that source lost (or the subscription ended) while it was being subscribed.
    mutating func subscribed(_ subscription: DisposableObject?, at index: Int) -> DisposableObject? {
        sources[index].fillCurrent(with: subscription)
    }

    /// Source `index` sent an event (a stop event if `isStop`): returns whether to forward it and the
    /// subscriptions to dispose (after unlocking) before that.
    ///
    /// The first event wins and disposes the others. As in RxSwift, whose collection form is a chain of
    /// two-source `amb`s in which the right source's observer disposes the *left* subscription on any stop
    /// event it gets, a stop event of a losing source disposes every source before it: a source that stops
    /// while it is being subscribed, after an earlier one won, cuts the winner off (it sends nothing more).
    mutating func event(from index: Int, isStop: Bool) -> (forward: Bool, dispose: [DisposableObject]) {
        switch phase {
        case .won(let winner):
            if winner == index { return (true, []) }
            guard isStop else { return (false, []) }
            return (false, sources.indices.prefix(index).compactMap { sources[$0].dispose() })
        case .undecided:
            phase = .won(index)
            return (true, sources.indices.filter { $0 != index }.compactMap { sources[$0].dispose() })
        }
    }

    /// The subscription ended: returns every subscription left, to dispose after unlocking.
    mutating func dispose() -> [DisposableObject] {
        var subscriptions: [DisposableObject] = []
        for index in sources.indices {
            if let subscription = sources[index].dispose() { subscriptions.append(subscription) }
        }
        return subscriptions
    }
}

private final class AmbSink<Observer: ObserverType>: Sink<Observer> {
    private let state: LockedState<AmbState>

    init(observer: Observer, cancel: SinkDisposer?, count: Int) {
        state = LockedState.make(AmbState(count: count))
        super.init(observer: observer, cancel: cancel)
    }

    /// Subscribes every source in order, even after one won during an earlier subscription.
    func run(_ sources: [Observable<Observer.Element>]) {
        for (index, source) in sources.enumerated() {
            let subscription = source.subscribeSink(AmbObserver(sink: self, index: index))
            state.withLock { $0.subscribed(subscription, at: index) }?.dispose()
        }
    }

    /// Only the winner's events get through; its first one disposes the others first (as RxSwift). The
    /// winner is one source, whose events arrive one at a time, so no serializer is needed.
    func event(_ event: Event<Observer.Element>, from index: Int) {
        let (forward, subscriptions) = state.withLock { $0.event(from: index, isStop: event.isStopEvent) }
        // Unlocked from here on.
        for subscription in subscriptions { subscription.dispose() }
        if forward { forwardEvent(event) }
    }

    override func dispose() {
        let subscriptions = state.withLock { $0.dispose() }
        // Unlocked: disposing may call back.
        for subscription in subscriptions { subscription.dispose() }
        super.dispose()
    }
}

private struct AmbObserver<Observer: ObserverType>: ObserverType {
    let sink: AmbSink<Observer>
    let index: Int

    func on(_ event: Event<Observer.Element>) {
        sink.event(event, from: index)
    }
}

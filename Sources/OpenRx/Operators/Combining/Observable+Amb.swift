// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Mirrors whichever of the two sequences sends an event first, and disposes the other.
    ///
    ///     primaryServer.amb(backupServer)
    @inlinable
    public func amb<O2: ObservableType>(_ right: O2) -> Observable<Element> where O2.Element == Element {
        Observable.amb([asObservable(), right.asObservable()])
    }

    /// Mirrors whichever sequence sends an event first, and disposes the others.
    @inlinable
    public static func amb<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        Producer(AmbLogic(sources: Array(sequence)))
    }
}

@usableFromInline
struct AmbLogic<Element>: ProducerLogic {
    @usableFromInline let sources: [Observable<Element>]

    @inlinable
    init(sources: [Observable<Element>]) {
        self.sources = sources
    }

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> SinkAndSubscription
    where Observer.Element == Element {
        if sources.isEmpty {
            observer.on(.completed)
            return (nil, Disposables.create())
        }
        let sink = AmbSink(observer: observer, cancel: cancel, count: sources.count)
        return (sink, sink.run(sources))
    }
}

@usableFromInline
final class AmbSink<Observer: ObserverType>: Sink<Observer> {
    @usableFromInline
    struct State: SerialDeliveryHolder {
        @usableFromInline var serial = SerialDeliveryState<Event<Observer.Element>>()
        @usableFromInline var winner: Int?

        @inlinable
        init() {}
    }

    @usableFromInline let state = LockedState.make(State())
    @usableFromInline let subscriptions: [SingleAssignmentDisposable]

    @inlinable
    init(observer: Observer, cancel: SinkDisposer, count: Int) {
        subscriptions = (0..<count).map { _ in SingleAssignmentDisposable() }
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func run(_ sources: [Observable<Element>]) -> Disposable {
        for (index, source) in sources.enumerated() {
            subscriptions[index].setDisposable(
                source.subscribe(AnyObserver { [self] event in self.event(event, from: index) }))
        }
        return Disposables.create(subscriptions)
    }

    @usableFromInline typealias Element = Observer.Element

    @inlinable
    func event(_ event: Event<Element>, from index: Int) {
        let (first, wonNow) = state.withLock { state -> (Event<Element>?, Bool) in
            if state.winner == nil {
                state.winner = index
                return (state.serial.offer(event), true)
            }
            return state.winner == index ? (state.serial.offer(event), false) : (nil, false)
        }
        if wonNow {
            for (other, subscription) in subscriptions.enumerated() where other != index { subscription.dispose() }
        }
        state.deliverSerially(first) { forwardEvent($0) }
    }
}

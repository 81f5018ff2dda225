// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Drops the source's elements until `other` sends an element; then sends the rest. An error from
    /// `other` ends the sequence with that error.
    ///
    ///     sensorReadings.skip(until: calibrationDone)
    @inlinable
    public func skip(until other: some ObservableType) -> Observable<Element> {
        Producer(SkipUntilLogic(source: asObservable(), other: other.asObservable()))
    }

    /// The former name of ``skip(until:)``.
    @available(*, deprecated, renamed: "skip(until:)")
    public func skipUntil(_ other: some ObservableType) -> Observable<Element> {
        skip(until: other)
    }
}

@usableFromInline
struct SkipUntilLogic<Element, Other>: ProducerLogic {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let other: Observable<Other>

    @inlinable
    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
    }

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = SkipUntilSink(observer: observer, cancel: cancel)
        let gate = SingleAssignmentDisposable()
        gate.setDisposable(
            other.subscribe(
                AnyObserver<Other> { event in
                    switch event {
                    case .next:
                        sink.open()
                        gate.dispose()
                    case .error(let error): sink.on(.error(error))
                    case .completed: break
                    }
                }))
        return (sink, Disposables.create(gate, source.subscribeSink(sink)))
    }
}

@usableFromInline
final class SkipUntilSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    @usableFromInline
    struct State: SerialDeliveryHolder {
        @usableFromInline var serial = SerialDeliveryState<Event<Observer.Element>>()
        @usableFromInline var isOpen = false

        @inlinable
        init() {}
    }

    @usableFromInline let state = LockedState.make(State())

    @inlinable
    func open() {
        state.withLock { $0.isOpen = true }
    }

    @inlinable
    func on(_ event: Event<Observer.Element>) {
        let first = state.withLock { state -> Event<Observer.Element>? in
            if case .next = event, !state.isOpen { return nil }
            return state.serial.offer(event)
        }
        state.deliverSerially(first) { forwardEvent($0) }
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Sends the source's events for `duration`, then completes.
    ///
    ///     ticks.take(for: .seconds(5), scheduler: scheduler)
    @inlinable
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Producer(TakeForLogic(source: asObservable(), duration: duration, scheduler: scheduler))
    }

    /// The former name of ``take(for:scheduler:)``.
    @available(*, deprecated, renamed: "take(for:scheduler:)")
    public func take(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        take(for: duration, scheduler: scheduler)
    }

    /// Drops the source's elements for `duration` after subscription, then sends the rest. Stop events
    /// are never dropped.
    ///
    ///     noisyStartup.skip(.seconds(1), scheduler: scheduler)
    @inlinable
    public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Producer(SkipForLogic(source: asObservable(), duration: duration, scheduler: scheduler))
    }

    /// Drops the source's elements for `duration` after subscription (the same as
    /// ``skip(_:scheduler:)``, named like ``take(for:scheduler:)``).
    @inlinable
    public func skip(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        skip(duration, scheduler: scheduler)
    }
}

@usableFromInline
struct TakeForLogic<Element>: ProducerLogic {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let duration: RxTimeInterval
    @usableFromInline let scheduler: SchedulerType

    @inlinable
    init(source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.duration = duration
        self.scheduler = scheduler
    }

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = SerializingSink(observer: observer, cancel: cancel)
        let timer = scheduler.scheduleRelative((), dueTime: duration) { _ in
            sink.on(.completed)
            return Disposables.create()
        }
        return (sink, Disposables.create(timer, source.subscribeSink(sink)))
    }
}

@usableFromInline
struct SkipForLogic<Element>: ProducerLogic {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let duration: RxTimeInterval
    @usableFromInline let scheduler: SchedulerType

    @inlinable
    init(source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.duration = duration
        self.scheduler = scheduler
    }

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = SkipForSink(observer: observer, cancel: cancel)
        let timer = scheduler.scheduleRelative((), dueTime: duration) { _ in
            sink.open()
            return Disposables.create()
        }
        return (sink, Disposables.create(timer, source.subscribeSink(sink)))
    }
}

/// A sink whose events may come from several threads (the source and a timer): it serializes them.
@usableFromInline
final class SerializingSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    @usableFromInline
    struct State: SerialDeliveryHolder {
        @usableFromInline var serial = SerialDeliveryState<Event<Observer.Element>>()

        @inlinable
        init() {}
    }

    @usableFromInline let state = LockedState.make(State())

    @inlinable
    func on(_ event: Event<Observer.Element>) {
        state.offerAndDeliver(event) { forwardEvent($0) }
    }
}

@usableFromInline
final class SkipForSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    @usableFromInline let isOpen = AtomicInt.make()

    @inlinable
    func open() {
        isOpen.atomicStore(1)
    }

    @inlinable
    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next:
            if isOpen.atomicLoad() != 0 { forwardOn(event) }
        case .error, .completed:
            forwardStop(event)
        }
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Subscribes to the source only after `dueTime`.
    ///
    ///     source.delaySubscription(.seconds(2), scheduler: scheduler)
    @inlinable
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Producer(DelaySubscriptionLogic(source: asObservable(), dueTime: dueTime, scheduler: scheduler))
    }
}

@usableFromInline
struct DelaySubscriptionLogic<Element>: ProducerLogic {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let dueTime: RxTimeInterval
    @usableFromInline let scheduler: SchedulerType

    @inlinable
    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = ForwardingSink(observer: observer, cancel: cancel)
        let subscription = scheduler.scheduleRelative((), dueTime: dueTime) { [source] _ in
            source.subscribeSink(sink)
        }
        return (sink, subscription)
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Subscribes to the source only after `dueTime`.
    ///
    ///     source.delaySubscription(.seconds(2), scheduler: scheduler)
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Producer(DelaySubscriptionLogic(source: asObservable(), dueTime: dueTime, scheduler: scheduler))
    }
}

struct DelaySubscriptionLogic<Element>: ProducerLogic {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let scheduler: SchedulerType

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = ForwardingSink(observer: observer, cancel: cancel)
        let subscription = scheduler.scheduleRelative((), dueTime: dueTime) { [source] _ in
            source.subscribe(sink)
        }
        return (sink, subscription)
    }
}

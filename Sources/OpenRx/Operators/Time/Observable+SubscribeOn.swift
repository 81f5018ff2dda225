// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Subscribes to (and disposes) the source on `scheduler`; events arrive wherever the source sends them.
    ///
    ///     expensiveSetup.subscribe(on: ConcurrentDispatchQueueScheduler(qos: .background))
    @inlinable
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        // The source itself, not `asObservable()`: a custom `ObservableType` keeps its own subscription,
        // which is then disposed on the scheduler like any other (as in RxSwift).
        Producer(SubscribeOnLogic(source: self, scheduler: scheduler))
    }

    /// The former name of ``subscribe(on:)``.
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        subscribe(on: scheduler)
    }
}

@usableFromInline
struct SubscribeOnLogic<Source: ObservableType>: ProducerLogic {
    @usableFromInline typealias Element = Source.Element
    @usableFromInline let source: Source
    @usableFromInline let scheduler: ImmediateSchedulerType

    @inlinable
    init(source: Source, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
    }

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = ForwardingSink(observer: observer, cancel: cancel)
        let everything = SerialDisposable()
        let pending = SingleAssignmentDisposable()
        everything.disposable = pending
        pending.setDisposable(
            scheduler.schedule(()) { [source, scheduler] _ in
                let subscription = source.subscribe(sink)
                everything.disposable = ScheduledDisposable(scheduler: scheduler, disposable: subscription)
                return Disposables.create()
            })
        return (sink, everything)
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType where Element: RxAbstractInteger {
    /// A sequence that sends 0 after `dueTime` and completes, or, with a `period`, sends 0, 1, 2, … every
    /// `period` after that.
    ///
    ///     Observable<Int>.timer(.seconds(1), scheduler: scheduler)   // ---0|
    ///
    /// ![The marble diagram of `timer`, drawn from a run on TestScheduler.](marble-timer)
    @inlinable
    public static func timer(
        _ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType
    )
        -> Observable<Element>
    {
        Producer(TimerLogic(dueTime: dueTime, period: period, scheduler: scheduler))
    }

    /// A sequence that sends 0, 1, 2, … every `period`, starting one period after subscription.
    ///
    ///     Observable<Int>.interval(.seconds(1), scheduler: scheduler)   // ---0---1---2…
    ///
    /// ![The marble diagram of `interval`, drawn from a run on TestScheduler.](marble-interval)
    @inlinable
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timer(period, period: period, scheduler: scheduler)
    }
}

@usableFromInline
struct TimerLogic<Element: RxAbstractInteger>: ProducerLogic {
    @usableFromInline let dueTime: RxTimeInterval
    @usableFromInline let period: RxTimeInterval?
    @usableFromInline let scheduler: SchedulerType

    @inlinable
    init(dueTime: RxTimeInterval, period: RxTimeInterval?, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.period = period
        self.scheduler = scheduler
    }

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = Sink(observer: observer, cancel: cancel)
        guard let period else {
            let subscription = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                sink.forwardOn(.next(0))
                sink.forwardStop(.completed)
                return Disposables.create()
            }
            return (sink, disposableObject(subscription))
        }
        let subscription = scheduler.schedulePeriodic(Element(0), startAfter: dueTime, period: period) { tick in
            sink.forwardOn(.next(tick))
            return tick &+ 1
        }
        return (sink, disposableObject(subscription))
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

import Foundation

extension ObservableType {
    /// Sends an element, then ignores elements for `dueTime`; with `latest` (the default), the last element
    /// ignored during that window is sent when it ends. Completion waits for that element.
    ///
    ///     taps.throttle(.seconds(1), scheduler: MainScheduler.instance)
    ///     // -a-b-c-------d-|   throttle(4)   -a---c-------d-|
    @inlinable
    public func throttle(
        _ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType
    )
        -> Observable<Element>
    {
        Producer(ThrottleLogic(source: asObservable(), dueTime: dueTime, latest: latest, scheduler: scheduler))
    }
}

@usableFromInline
struct ThrottleLogic<Element>: ProducerLogic {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let dueTime: RxTimeInterval
    @usableFromInline let latest: Bool
    @usableFromInline let scheduler: SchedulerType

    @inlinable
    init(source: Observable<Element>, dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
    }

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = ThrottleSink(observer: observer, cancel: cancel, logic: self)
        return (sink, Disposables.create(source.subscribeSink(sink), sink.timer))
    }
}

@usableFromInline
final class ThrottleSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    @usableFromInline
    struct State: SerialDeliveryHolder {
        @usableFromInline var serial = SerialDeliveryState<Event<Observer.Element>>()
        @usableFromInline var lastSent: RxTime?
        @usableFromInline var latest: Observer.Element?
        @usableFromInline var completeAfterLatest = false
        @usableFromInline var isStopped = false

        @inlinable
        init() {}
    }

    @usableFromInline let logic: ThrottleLogic<Observer.Element>
    @usableFromInline let state = LockedState.make(State())
    @usableFromInline let timer = SerialDisposable()

    @inlinable
    init(observer: Observer, cancel: SinkDisposer, logic: ThrottleLogic<Observer.Element>) {
        self.logic = logic
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Observer.Element>) {
        let now = logic.scheduler.now
        let (first, wait) = state.withLock { state -> (Event<Observer.Element>?, RxTimeInterval?) in
            if state.isStopped { return (nil, nil) }
            switch event {
            case .next(let element):
                let remaining = state.lastSent.map { logic.dueTime.seconds - now.timeIntervalSince($0) } ?? 0
                if remaining <= 0 {
                    state.lastSent = now
                    return (state.serial.offer(event), nil)
                }
                guard logic.latest else { return (nil, nil) }
                let isScheduled = state.latest != nil
                state.latest = element
                return (nil, isScheduled ? nil : .fromSeconds(remaining))
            case .error:
                state.isStopped = true
                state.latest = nil
                return (state.serial.offer(event), nil)
            case .completed:
                if state.latest != nil {
                    state.completeAfterLatest = true
                    return (nil, nil)
                }
                state.isStopped = true
                return (state.serial.offer(event), nil)
            }
        }
        state.deliverSerially(first) { forwardEvent($0) }
        if let wait {
            timer.disposable = logic.scheduler.scheduleRelative((), dueTime: wait) { [weak self] _ in
                self?.sendLatest()
                return Disposables.create()
            }
        }
    }

    @inlinable
    func sendLatest() {
        let now = logic.scheduler.now
        let first = state.withLock { state -> Event<Observer.Element>? in
            guard !state.isStopped, let latest = state.latest else { return nil }
            state.latest = nil
            state.lastSent = now
            if state.completeAfterLatest {
                state.isStopped = true
                return state.serial.offer([.next(latest), .completed])
            }
            return state.serial.offer(.next(latest))
        }
        state.deliverSerially(first) { forwardEvent($0) }
    }
}

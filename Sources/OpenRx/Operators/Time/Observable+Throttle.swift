// OpenRx — reactive programming for Swift. MIT licence.

import Foundation

extension ObservableType {
    /// Sends an element, then ignores elements for `dueTime`; with `latest` (the default), the last element
    /// ignored during that window is sent when it ends. Completion waits for that element.
    ///
    ///     taps.throttle(.seconds(1), scheduler: MainScheduler.instance)
    ///     // -a-b-c-------d-|   throttle(4)   -a---c-------d-|
    public func throttle(
        _ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType
    )
        -> Observable<Element>
    {
        Producer(ThrottleLogic(source: asObservable(), dueTime: dueTime, latest: latest, scheduler: scheduler))
    }
}

struct ThrottleLogic<Element>: ProducerLogic {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let latest: Bool
    let scheduler: SchedulerType

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = ThrottleSink(observer: observer, cancel: cancel, logic: self)
        return (sink, Disposables.create(source.subscribe(sink), sink.timer))
    }
}

final class ThrottleSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    private struct State: SerialDeliveryHolder {
        var serial = SerialDeliveryState<Event<Observer.Element>>()
        var lastSent: RxTime?
        var latest: Observer.Element?
        var completeAfterLatest = false
        var isStopped = false
    }

    private let logic: ThrottleLogic<Observer.Element>
    private let state = LockedState.make(State())
    let timer = SerialDisposable()

    init(observer: Observer, cancel: SinkDisposer, logic: ThrottleLogic<Observer.Element>) {
        self.logic = logic
        super.init(observer: observer, cancel: cancel)
    }

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

    private func sendLatest() {
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

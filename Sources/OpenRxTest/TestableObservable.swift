// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx

/// A scripted observable of a ``TestScheduler`` that records its subscriptions.
///
/// A *hot* observable sends its events at their absolute times to whoever is subscribed then; a *cold*
/// one sends them to each subscriber at times relative to its subscription.
public final class TestableObservable<Element>: ObservableType {
    enum Kind {
        case hot
        case cold
    }

    private let kind: Kind
    /// Held weakly: a hot observable's scheduled events hold the observable (below), so a strong reference
    /// back would keep both alive forever when events remain after the test's last clock tick.
    private weak var scheduler: TestScheduler?
    private var observers: [Int: AnyObserver<Element>] = [:]
    private var nextObserverID = 0

    /// Every subscription so far, with its disposal time once it ended.
    public internal(set) var subscriptions: [Subscription] = []

    /// The events this observable was created with.
    public internal(set) var recordedEvents: [Recorded<Event<Element>>]

    init(kind: Kind, scheduler: TestScheduler, events: [Recorded<Event<Element>>]) {
        self.kind = kind
        self.scheduler = scheduler
        self.recordedEvents = events
        if kind == .hot {
            // The scheduled events hold the observable, as RxTest's do: a hot observable subscribed without
            // being stored (`scheduler.createHotObservable(…).subscribe(observer)`) still sends its events.
            for recorded in events {
                scheduler.scheduleAt(recorded.time) { [self] in
                    for id in observers.keys.sorted() {
                        observers[id]?.on(recorded.value)
                    }
                }
            }
        }
    }

    /// Subscribes `observer` and records the subscription at the current virtual time.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        guard let scheduler else { return Disposables.create() }
        let index = subscriptions.count
        subscriptions.append(Subscription(scheduler.clock))
        let id = nextObserverID
        nextObserverID += 1
        let delivery = CompositeDisposable()
        switch kind {
        case .hot:
            observers[id] = AnyObserver(observer)
        case .cold:
            for recorded in recordedEvents {
                let pending = scheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
                    observer.on(recorded.value)
                    return Disposables.create()
                }
                _ = delivery.insert(pending)
            }
        }
        return Disposables.create { [weak self] in
            guard let self else { return }
            delivery.dispose()
            if self.observers.removeValue(forKey: id) != nil || self.kind == .cold {
                let start = self.subscriptions[index].subscribe
                if self.subscriptions[index].unsubscribe == Int.max, let scheduler = self.scheduler {
                    self.subscriptions[index] = Subscription(start, scheduler.clock)
                }
            }
        }
    }
}

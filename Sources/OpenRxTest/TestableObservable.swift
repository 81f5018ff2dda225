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
    private var observers = ObserverSlots<Element>()
    private var nextObserverID = 0

    /// Every subscription so far, with its disposal time once it ended.
    public internal(set) var subscriptions: [Subscription] = []

    /// The events this observable was created with.
    public internal(set) var recordedEvents: [Recorded<Event<Element>>]

    #if Inspector
        /// Where the test made it, while OpenRxInspector records (see ``asObservable()``).
        private let inspectionOrigin = Inspection.isRecording ? Inspection.originToken() : 0
    #endif

    init(kind: Kind, scheduler: TestScheduler, events: [Recorded<Event<Element>>]) {
        self.kind = kind
        self.scheduler = scheduler
        self.recordedEvents = events
        if kind == .hot {
            // The scheduled events hold the observable, as RxTest's do: a hot observable subscribed without
            // being stored (`scheduler.createHotObservable(…).subscribe(observer)`) still sends its events.
            for recorded in events {
                scheduler.scheduleAt(recorded.time) { [self] in
                    // A snapshot, as RxTest's: an observer that leaves during the event still gets it (one
                    // behind a sink ignores it; a testable observer records it, as in RxTest), one that comes
                    // waits for the next event.
                    for observer in observers.inCallOrder { observer.on(recorded.value) }
                }
            }
        }
    }

    /// This observable as an `Observable`: the adapter every operator applied to it makes. While
    /// OpenRxInspector records, the adapter is shown where the test made this observable
    /// (`createHotObservable`), not as part of the operator that made the adapter.
    public func asObservable() -> Observable<Element> {
        #if Inspector
            return Inspection.making(asMadeAt: inspectionOrigin) { Observable.create(subscribe) }
        #else
            return Observable.create(subscribe)
        #endif
    }

    /// Subscribes `observer` and records the subscription at the current virtual time.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        guard let scheduler else { return Disposables.create() }
        let index = subscriptions.count
        subscriptions.append(Subscription(scheduler.clock))
        let id = nextObserverID
        nextObserverID += 1
        // A cold observable's events stay scheduled after the subscription is disposed, and are skipped then, as
        // RxTest's: running them still moves the scheduler's clock to their times. They reach the observer
        // through a box the disposal empties, so they do not keep it (and what it holds) alive meanwhile.
        var delivery: ColdDelivery<Element>?
        switch kind {
        case .hot:
            observers.insert(AnyObserver(observer), id: id)
        case .cold:
            let box = ColdDelivery(AnyObserver(observer))
            delivery = box
            for recorded in recordedEvents {
                _ = scheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
                    box.observer?.on(recorded.value)
                    return Disposables.create()
                }
            }
        }
        return Disposables.create { [weak self] in
            // Before looking at the observable: a disposal stops the deliveries even when the observable is gone.
            delivery?.observer = nil
            guard let self else { return }
            if self.observers.remove(id: id) || self.kind == .cold {
                let start = self.subscriptions[index].subscribe
                if self.subscriptions[index].unsubscribe == Int.max, let scheduler = self.scheduler {
                    self.subscriptions[index] = Subscription(start, scheduler.clock)
                }
            }
        }
    }
}

/// The observers of a hot ``TestableObservable``, called in the order of RxSwift's `Bag`, as RxTest's hot
/// observables call theirs (and OpenRx's subjects): the first slot, which the next subscriber takes again
/// once it is empty, then the others in the order they subscribed. (Past 31 observers RxSwift's bag moves to
/// a dictionary, in hash order; these stay in subscription order.)
struct ObserverSlots<Element> {
    private var first: (id: Int, observer: AnyObserver<Element>)?
    private var others: [(id: Int, observer: AnyObserver<Element>)] = []

    mutating func insert(_ observer: AnyObserver<Element>, id: Int) {
        if first == nil { first = (id, observer) } else { others.append((id, observer)) }
    }

    /// Removes the observer `id`; returns whether it was there.
    mutating func remove(id: Int) -> Bool {
        if first?.id == id {
            first = nil
            return true
        }
        guard let index = others.firstIndex(where: { $0.id == id }) else { return false }
        others.remove(at: index)
        return true
    }

    /// The observers, in the order an event reaches them.
    var inCallOrder: [AnyObserver<Element>] {
        (first.map { [$0.observer] } ?? []) + others.map(\.observer)
    }
}

/// The observer of one subscription to a cold ``TestableObservable``, for its scheduled events: emptied when
/// the subscription is disposed. Only the test scheduler's thread reaches it.
final class ColdDelivery<Element> {
    var observer: AnyObserver<Element>?

    init(_ observer: AnyObserver<Element>) {
        self.observer = observer
    }
}

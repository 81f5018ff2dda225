// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx

/// A scripted observable of a ``TestScheduler`` that records its subscriptions.
///
/// A *hot* observable sends its events at their absolute times to whoever is subscribed then; a *cold*
/// one sends them to each subscriber at times relative to its subscription.
///
/// Its observers and subscriptions are kept behind a lock, and observers are called outside it: a subscription
/// made or disposed on another thread (after `subscribe(on:)` a dispatch queue) is recorded safely.
public final class TestableObservable<Element>: ObservableType {
    enum Kind {
        case hot
        case cold
    }

    /// The observers and the subscriptions so far, behind the lock.
    private struct State {
        var observers = ObserverSlots<Element>()
        var nextObserverID = 0
        var subscriptions: [Subscription] = []
    }

    private let kind: Kind
    /// Held weakly: a hot observable's scheduled events hold the observable (below), so a strong reference
    /// back would keep both alive forever when events remain after the test's last clock tick.
    private weak var scheduler: TestScheduler?
    private let state = LockedState.make(State())

    /// Every subscription so far, with its disposal time once it ended.
    public var subscriptions: [Subscription] { state.withLock { $0.subscriptions } }

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
                    for observer in state.withLock({ $0.observers.inCallOrder }) { observer.on(recorded.value) }
                }
            }
        }
    }

    /// This observable as an `Observable`: the adapter every operator applied to it makes. While
    /// OpenRxInspector records, the adapter is shown where the test made this observable
    /// (`createHotObservable`), not as part of the operator that made the adapter.
    public func asObservable() -> Observable<Element> {
        // Unchecked in the strict mode: this observable's state is behind its lock, whatever thread subscribes.
        let subscribe = uncheckedOperatorClosure { (observer: AnyObserver<Element>) in self.subscribe(observer) }
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
        let clock = scheduler.clock
        let kind = self.kind
        let (index, id) = state.withLock { state in
            let index = state.subscriptions.count
            state.subscriptions.append(Subscription(clock))
            let id = state.nextObserverID
            state.nextObserverID += 1
            if kind == .hot { state.observers.insert(AnyObserver(observer), id: id) }
            return (index, id)
        }
        // A cold observable's events stay scheduled after the subscription is disposed, and are skipped then, as
        // RxTest's: running them still moves the scheduler's clock to their times. They reach the observer
        // through a box the disposal empties, so they do not keep it (and what it holds) alive meanwhile.
        var delivery: ColdDelivery<Element>?
        if kind == .cold {
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
            delivery?.stop()
            guard let self else { return }
            let clock = self.scheduler?.clock
            // The observer removed is released after unlocking (its release may call out).
            let removed: AnyObserver<Element>? = self.state.withLock { state in
                let removed = state.observers.remove(id: id)
                if removed != nil || self.kind == .cold, let clock, state.subscriptions[index].unsubscribe == Int.max {
                    state.subscriptions[index] = Subscription(state.subscriptions[index].subscribe, clock)
                }
                return removed
            }
            withExtendedLifetime(removed) {}
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

    /// Removes the observer `id`; returns it if it was there.
    mutating func remove(id: Int) -> AnyObserver<Element>? {
        if let first, first.id == id {
            self.first = nil
            return first.observer
        }
        guard let index = others.firstIndex(where: { $0.id == id }) else { return nil }
        return others.remove(at: index).observer
    }

    /// The observers, in the order an event reaches them.
    var inCallOrder: [AnyObserver<Element>] {
        (first.map { [$0.observer] } ?? []) + others.map(\.observer)
    }
}

/// The observer of one subscription to a cold ``TestableObservable``, for its scheduled events: emptied when
/// the subscription is disposed, on whatever thread that happens.
final class ColdDelivery<Element> {
    private let slot: LockedState<AnyObserver<Element>?>

    init(_ observer: AnyObserver<Element>) {
        slot = LockedState.make(observer)
    }

    /// The observer, until the subscription is disposed.
    var observer: AnyObserver<Element>? { slot.withLock { $0 } }

    /// Empties the slot; the observer is released after unlocking.
    func stop() {
        _ = slot.exchange(nil)
    }
}

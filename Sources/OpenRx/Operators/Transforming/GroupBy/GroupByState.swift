// OpenRx — reactive programming for Swift. MIT licence.

/// What a groupBy sink delivers outside its lock, in order.
enum GroupByDelivery<Key, Element> {
    /// Send a new group downstream.
    case open(Key, PublishSubject<Element>)
    /// Send an element to its group.
    case element(Element, PublishSubject<Element>)
    /// The source ended, or the key selector threw: end every group with `event`, then the outer sequence.
    case stop(Event<Element>, [PublishSubject<Element>])
    /// Everything was released before the source ended: nothing is delivered (no group is observed, and
    /// disposal is not completion, as in RxSwift); the groups are let go of after unlocking.
    case close([PublishSubject<Element>])
}

/// The locked state of `groupBy`: the groups, the source's subscription, and the subscriptions to groups
/// that keep the source alive once the outer subscription has ended (RxSwift's reference count: the outer
/// subscription and every subscription to a group hold the source).
///
/// One mutating function per input; each returns an ``Action`` that the sink runs after unlocking.
struct GroupByState<Key: Hashable, Element>: SerialDeliveryHolder {
    /// What the sink does after unlocking, in this order.
    struct Action {
        /// Deliver this (the caller became the deliverer), then what was queued behind it.
        var deliver: GroupByDelivery<Key, Element>?
        /// The source's subscription, disposed after delivering. (After a stop the source stays in its slot:
        /// the stop's delivery lets go of it once the groups and the outer sequence have it, unless a
        /// downstream that let go of the outer subscription during that delivery — a `concat` moving on —
        /// disposed it right then, ``outerDisposed()``, as RxSwift does.)
        var dispose: DisposableObject?
        /// The table of groups, let go of after unlocking: a key's `deinit` may call back.
        var released: [Key: PublishSubject<Element>] = [:]
    }

    enum Phase {
        /// The outer subscription is alive: new keys open groups.
        case running
        /// The outer subscription ended while groups are observed: the source runs for them.
        case outerDisposed
        /// The source ended or was let go: no more groups or elements.
        case finished
    }

    var serial = SerialDeliveryState<GroupByDelivery<Key, Element>>()
    var phase = Phase.running
    var source = SubscriptionSlot()
    var groups: [Key: PublishSubject<Element>] = [:]
    /// The groups in the order they opened, which is the order they end in.
    var order: [PublishSubject<Element>] = []
    /// The live subscriptions to groups, by id; once the outer subscription has ended, the source lives
    /// until this is empty.
    var observers = Set<SubscriptionID>()
    var lastObserverID: SubscriptionID = 0

    /// The source sent `element`, whose key is `key`.
    mutating func next(_ element: Element, key: Key) -> Action {
        switch phase {
        case .finished:
            return Action()
        case .running, .outerDisposed:
            if let group = groups[key] { return Action(deliver: serial.offer(.element(element, group))) }
            // A group opened now could reach no one once the outer subscription ended.
            guard phase == .running else { return Action() }
            let group = PublishSubject<Element>()
            groups[key] = group
            order.append(group)
            return Action(deliver: serial.offer([.open(key, group), .element(element, group)]))
        }
    }

    /// The source ended with `event`, or the key selector threw (`event` is its error).
    mutating func stopped(_ event: Event<Element>) -> Action {
        if phase == .finished { return Action() }
        return finish(.stop(event, order), keepingSource: true)
    }

    /// The outer subscription ended: the source is let go of unless a group is observed. After the source
    /// stopped, the source's subscription (still held while the stop is delivered) goes at once.
    mutating func outerDisposed() -> Action {
        if phase == .finished { return Action(dispose: source.dispose()) }
        guard phase == .running else { return Action() }
        phase = .outerDisposed
        return observers.isEmpty ? finish(.close(order)) : Action()
    }

    /// A group gets a subscriber: returns its id, or `nil` once everything was let go of (nothing to keep
    /// alive; the group has ended).
    mutating func groupSubscribed() -> SubscriptionID? {
        if phase == .finished { return nil }
        lastObserverID &+= 1
        observers.insert(lastObserverID)
        return lastObserverID
    }

    /// The subscriber `id` of a group left (it disposed, or the group ended).
    mutating func groupUnsubscribed(_ id: SubscriptionID) -> Action {
        guard observers.remove(id) != nil, phase == .outerDisposed, observers.isEmpty else { return Action() }
        return finish(.close(order))
    }

    private mutating func finish(_ delivery: GroupByDelivery<Key, Element>, keepingSource: Bool = false) -> Action {
        phase = .finished
        order = []
        observers = []
        defer { groups = [:] }
        return Action(
            deliver: serial.offer(delivery), dispose: keepingSource ? nil : source.dispose(), released: groups)
    }
}

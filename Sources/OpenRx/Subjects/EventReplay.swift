// OpenRx — reactive programming for Swift. MIT licence.

/// The events a new subscriber of a subject (or of a `share` connection) receives first, on the subscribing
/// thread: none, one — a `BehaviorSubject`'s value, a `share(replay: 1)`'s latest element, the replay of every
/// `Driver` stage — held inline, or several. One event needs no array, so subscribing allocates nothing for it.
@usableFromInline
enum EventReplay<Element> {
    case none
    case one(Event<Element>)
    case many([Event<Element>])

    /// The replay of `events`.
    @inlinable
    init(_ events: [Event<Element>]) {
        switch events.count {
        case 0: self = .none
        case 1: self = .one(events[0])
        default: self = .many(events)
        }
    }

    /// Whether there is nothing to replay.
    @inlinable
    var isEmpty: Bool {
        if case .none = self { return true }
        return false
    }

    /// The events, in order, as an array (for a subscriber that also receives the stop event).
    @inlinable
    var events: [Event<Element>] {
        switch self {
        case .none: return []
        case .one(let event): return [event]
        case .many(let events): return events
        }
    }

    /// Calls `body` with each event, in order.
    @inlinable
    func forEach(_ body: (Event<Element>) -> Void) {
        switch self {
        case .none: return
        case .one(let event): body(event)
        case .many(let events): for event in events { body(event) }
        }
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

/// When a test observable was subscribed and when that subscription ended (`Int.max`: never).
public struct Subscription: Hashable, CustomDebugStringConvertible, Sendable {
    /// The virtual time of the subscription.
    public let subscribe: Int
    /// The virtual time of the disposal, or `Int.max` if it is still subscribed.
    public let unsubscribe: Int

    /// A subscription that has not ended.
    public init(_ subscribe: Int) {
        self.init(subscribe, Int.max)
    }

    /// A subscription from `subscribe` to `unsubscribe`.
    public init(_ subscribe: Int, _ unsubscribe: Int) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    /// Hashes both times.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(subscribe)
        hasher.combine(unsubscribe)
    }

    /// A description such as `(200 : 1000)` or `(200 : Infinity)`, as RxTest's.
    public var debugDescription: String {
        let end = unsubscribe == Int.max ? "Infinity" : "\(unsubscribe)"
        return "(\(subscribe) : \(end))"
    }
}

/// Subscriptions are equal when both times are.
public func == (lhs: Subscription, rhs: Subscription) -> Bool {
    lhs.subscribe == rhs.subscribe && lhs.unsubscribe == rhs.unsubscribe
}

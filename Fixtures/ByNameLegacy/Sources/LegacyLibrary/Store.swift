// OpenRx — reactive programming for Swift. MIT licence.

import RxBlocking
import RxRelay
import RxSwift
import RxTest

/// A relay-backed store, in the style of a ReactorKit reactor, with a helper for its tests.
public final class Store {
    /// The current state.
    public let state = BehaviorRelay(value: 0)

    public init() {}

    /// Adds `amount` to the state.
    public func add(_ amount: Int) {
        state.accept(state.value + amount)
    }

    /// The states sent until `count` of them arrived, read synchronously (RxBlocking).
    public func firstStates(_ count: Int) throws -> [Int] {
        try state.asObservable().take(count).toBlocking().toArray()
    }

    /// A test scheduler for the store's tests (RxTest).
    public static func makeTestScheduler() -> TestScheduler {
        TestScheduler(initialClock: 0)
    }
}

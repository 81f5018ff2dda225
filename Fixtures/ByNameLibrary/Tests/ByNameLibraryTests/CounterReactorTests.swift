// OpenRx — reactive programming for Swift. MIT licence.

import ByNameLibrary
import RxBlocking
import RxSwift
import XCTest

/// The library's own tests, through the product it names by name.
final class CounterReactorTests: XCTestCase {
    func testReduceStartsWithTheInitialStateAndCountsEachAction() throws {
        let states = CounterReactor.reduce(.from([.increase, .increase, .decrease]), from: 5)
        XCTAssertEqual(try states.toBlocking(timeout: 5).toArray(), [5, 6, 7, 6])
    }

    func testActionsSentThroughTheRelayReachTheState() {
        let reactor = CounterReactor()
        var states: [Int] = []
        let subscription = reactor.state.subscribe(onNext: { states.append($0) })
        reactor.action.accept(.increase)
        reactor.action.accept(.increase)
        subscription.dispose()
        reactor.action.accept(.decrease)
        XCTAssertEqual(states, [0, 1, 2])
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

import OpenRxCocoa
import XCTest

/// This file imports OpenRxCocoa only: the core and the relays come with it, as with `import RxCocoa`.
final class CocoaImportAloneTests: RxTestCase {
    func testTheCoreAndTheRelaysComeWithOpenRxCocoa() {
        let relay = BehaviorRelay(value: 1)
        var received: [Int] = []
        let subscription = relay.asDriver().map { $0 * 10 }.drive(onNext: { received.append($0) })
        relay.accept(2)
        subscription.dispose()
        XCTAssertEqual(received, [10, 20])
        var collected: [[Int]] = []
        _ = Observable.of(1, 2).toArray().subscribe(onSuccess: { collected.append($0) })
        XCTAssertEqual(collected, [[1, 2]])
    }
}

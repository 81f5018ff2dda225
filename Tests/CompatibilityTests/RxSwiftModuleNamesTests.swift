// OpenRx — reactive programming for Swift. MIT licence.

import RxBlocking
import RxCocoa
import RxRelay
import RxSwift
import RxTest
import XCTest

/// Code as an RxSwift user writes it, with RxSwift's module names, including module-qualified type names.
final class RxSwiftModuleNamesTests: XCTestCase {
    func testModuleQualifiedNamesResolveThroughTheReExports() throws {
        let relay = RxRelay.BehaviorRelay<Int>(value: 1)
        let doubled: RxSwift.Observable<Int> = relay.asObservable().map { $0 * 2 }
        XCTAssertEqual(try doubled.take(1).toBlocking().toArray(), [2])

        let driver: RxCocoa.Driver<Int> = RxSwift.Observable.just(3).asDriver(onErrorJustReturn: 0)
        var driven: [Int] = []
        let subscription = driver.drive(onNext: { driven.append($0) })
        subscription.dispose()
        XCTAssertEqual(driven, [3])
    }

    func testRxTestSchedulesAndRecords() {
        let scheduler = RxTest.TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let result = scheduler.start { source.asObservable().map { $0 + 1 } }
        XCTAssertEqual(result.events, [.next(210, 2), .completed(220)])
    }

    func testRxCocoaAloneBringsTheCoreAndTheRelays() {
        // Only RxCocoa's names are used here; RxCocoa re-exports the core and the relays, as RxSwift's does.
        let relay = RxCocoa.PublishRelay<String>()
        var received: [String] = []
        let subscription = relay.asSignal().emit(onNext: { received.append($0) })
        relay.accept("a")
        subscription.dispose()
        XCTAssertEqual(received, ["a"])
    }
}

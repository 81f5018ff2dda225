// OpenRx — reactive programming for Swift. MIT licence.

import RxBlocking
import RxCocoa
import RxLibrary
import RxRelay
import RxSwift
import RxTest
import XCTest

/// The library's own tests, as its authors wrote them against RxSwift's RxTest and RxBlocking.
final class RxLibraryTests: XCTestCase {
    func testResultsFollowTheSettledQueryOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let model = SearchViewModel(
                catalog: ["rxswift", "swift", "swiftui"], debounce: .seconds(20), scheduler: scheduler)
            let typing = scheduler.createHotObservable([
                .next(210, "s"), .next(215, "sw"), .next(240, "r"), .next(270, "r"), .next(300, "x"),
            ])
            let bag = DisposeBag()
            scheduler.scheduleAt(100) { typing.bind(to: model.query).disposed(by: bag) }

            let results = scheduler.start { model.results.asObservable() }

            // "s" is replaced before it settles; the repeated "r" is not searched again. The driver hands each
            // result to its (mocked) main scheduler, which TestScheduler runs one tick later.
            XCTAssertEqual(
                results.events,
                [.next(236, ["swift", "swiftui"]), .next(261, ["rxswift"]), .next(321, [])])
            XCTAssertEqual(typing.subscriptions, [Subscription(100)])
        }
    }

    func testPairwiseOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .completed(40)])

        let results = scheduler.start { source.pairwise().map { "\($0.0)->\($0.1)" } }

        XCTAssertEqual(results.events, [.next(220, "1->2"), .next(230, "2->3"), .completed(240)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 240)])
    }

    func testPairwiseBlocking() throws {
        let pairs = try RxSwift.Observable.of("a", "b", "c").pairwise().map { $0.0 + $0.1 }.toBlocking().toArray()
        XCTAssertEqual(pairs, ["ab", "bc"])
    }

    func testRelayAndDriverNamesFromTheirOwnModules() {
        let relay = RxRelay.PublishRelay<Int>()
        var driven: [Int] = []
        let subscription = relay.asDriver(onErrorJustReturn: -1).drive(onNext: { driven.append($0) })
        relay.accept(7)
        subscription.dispose()
        relay.accept(8)
        XCTAssertEqual(driven, [7])
    }
}

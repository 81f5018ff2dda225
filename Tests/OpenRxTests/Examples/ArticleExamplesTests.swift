// OpenRx — reactive programming for Swift. MIT licence.

import Foundation
import OpenRx
import OpenRxBlocking
import OpenRxTest
import XCTest

// The articles' examples, compiled and run: `Scripts/docs-snippets-check.py` checks that each Swift block of the
// DocC articles appears in a file a target compiles, and these are the blocks of OpenRx's and OpenRxTest's
// articles that stand alone.

/// OpenRx.docc, "Getting started": the first pipeline.
final class GettingStartedArticleTests: RxTestCase {
    func testTheFirstPipelines() {
        do {
            let disposeBag = DisposeBag()
            Observable.of(1, 2, 3)
                .map { $0 * 10 }
                .subscribe(onNext: { print($0) })
                .disposed(by: disposeBag)
        }
        do {
            let disposeBag = DisposeBag()
            let query = PublishSubject<String>()

            query
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }
                .distinctUntilChanged()
                .flatMap { text in Observable.just("results for \(text)") }
                .subscribe(onNext: { print($0) })
                .disposed(by: disposeBag)

            query.onNext("swift")  // results for swift
            query.onNext(" swift ")  // (unchanged, dropped)
            query.onNext("rx")  // results for rx
            XCTAssertTrue(query.hasObservers)
        }
    }
}

/// OpenRxTest.docc, "Testing with virtual time".
final class SearchTests: XCTestCase {
    func testMapDoublesValues() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let result = scheduler.start { xs.map { $0 * 2 } }
        XCTAssertEqual(result.events, [.next(210, 2), .next(220, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testBlocking() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking(timeout: 1).toArray(), [1, 2, 3])
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

import Foundation
import OpenRx
import OpenRxTest
import XCTest

final class GroupByTests: RxTestCase {
    func testGroupsByKeyAndEndsWithTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("^-1-2-3-4-|", values: ["1": 1, "2": 2, "3": 3, "4": 4])
        let result = scheduler.start {
            xs.groupBy { $0 % 2 }.flatMap { group in group.map { "\(group.key):\($0)" } }
        }
        XCTAssertEqual(
            result.events,
            [.next(220, "1:1"), .next(240, "0:2"), .next(260, "1:3"), .next(280, "0:4"), .completed(300)])
        let keys = TestScheduler(initialClock: 0)
        let ys = keys.createHotObservable("^-a-b-a-|", values: ["a": "apple", "b": "banana"])
        XCTAssertEqual(
            keys.start { ys.groupBy { $0.first! }.map { String($0.key) } }.events,
            [.next(220, "a"), .next(240, "b"), .completed(280)])
    }

    func testErrorsReachGroupsAndOuter() {
        var outer: [Event<Int>] = []
        var inner: [Event<Int>] = []
        _ = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(testError)
            return Disposables.create()
        }
        .groupBy { $0 }
        .subscribe { event in
            switch event {
            case .next(let group): _ = group.subscribe { inner.append($0) }
            case .error(let error): outer.append(.error(error))
            case .completed: outer.append(.completed)
            }
        }
        XCTAssertEqual(inner, [.next(1), .error(testError)])
        XCTAssertEqual(outer, [.error(testError)])
        var thrown: [Event<GroupedObservable<Int, Int>>] = []
        _ = Observable.of(1).groupBy { _ -> Int in throw otherError }.subscribe { thrown.append($0) }
        XCTAssertEqual(thrown.count, 1)
        XCTAssertEqual(thrown.first?.error as? TestError, otherError)
    }

    func testDecode() {
        struct User: Decodable, Equatable {
            let name: String
        }
        var events: [Event<User>] = []
        let data = [Data(#"{"name":"rx"}"#.utf8), Data("not json".utf8)]
        _ = Observable.from(data).decode(type: User.self, decoder: JSONDecoder()).subscribe { events.append($0) }
        XCTAssertEqual(events.first, .next(User(name: "rx")))
        XCTAssertEqual(events.count, 2)
        XCTAssertTrue(events.last?.error is DecodingError)
    }
}

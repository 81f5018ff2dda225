// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import XCTest

/// combineLatest and zip of 2 to 8 sources run through overloads of their own (not the parameter-pack
/// form): each arity, with a result selector and as tuples, must put every source's value in its place and
/// follow the fixed-arity completion rules.
final class CombiningAritiesTests: RxTestCase {
    /// Sends `1…n` (one per source, in order), then 100 on the last source and 50 on the first; completes
    /// every source.
    private func checkCombineLatest(
        _ count: Int, file: StaticString = #filePath, line: UInt = #line,
        _ combine: ([PublishSubject<Int>]) -> Observable<[Int]>
    ) {
        let subjects = (0..<count).map { _ in PublishSubject<Int>() }
        var events: [Event<[Int]>] = []
        let subscription = combine(subjects).subscribe { events.append($0) }
        for (index, subject) in subjects.enumerated() { subject.onNext(index + 1) }
        subjects[count - 1].onNext(100)
        subjects[0].onNext(50)
        for subject in subjects.dropLast() { subject.onCompleted() }
        XCTAssertFalse(events.contains(.completed), "completes only when every source is done", file: file, line: line)
        subjects[count - 1].onCompleted()
        let first = Array(1...count)
        var second = first
        second[count - 1] = 100
        var third = second
        third[0] = 50
        XCTAssertEqual(events, [.next(first), .next(second), .next(third), .completed], file: file, line: line)
        subscription.dispose()
    }

    /// Source `i` sends `10 i + 1` and `10 i + 2`, the last source first, so rows are made by the first
    /// source; then every source completes, the last one last.
    private func checkZip(
        _ count: Int, file: StaticString = #filePath, line: UInt = #line,
        _ zip: ([PublishSubject<Int>]) -> Observable<[Int]>
    ) {
        let subjects = (0..<count).map { _ in PublishSubject<Int>() }
        var events: [Event<[Int]>] = []
        let subscription = zip(subjects).subscribe { events.append($0) }
        for (index, subject) in subjects.enumerated().reversed() {
            subject.onNext(index * 10 + 1)
            subject.onNext(index * 10 + 2)
        }
        for subject in subjects.dropLast() { subject.onCompleted() }
        XCTAssertFalse(events.contains(.completed), "completes only when every source is done", file: file, line: line)
        subjects[count - 1].onCompleted()
        let rows = [(0..<count).map { $0 * 10 + 1 }, (0..<count).map { $0 * 10 + 2 }]
        XCTAssertEqual(events, [.next(rows[0]), .next(rows[1]), .completed], file: file, line: line)
        subscription.dispose()
    }

    func testCombineLatestWithResultSelector() {
        checkCombineLatest(2) { s in Observable.combineLatest(s[0], s[1]) { v0, v1 in [v0, v1] } }
        checkCombineLatest(3) { s in Observable.combineLatest(s[0], s[1], s[2]) { v0, v1, v2 in [v0, v1, v2] } }
        checkCombineLatest(4) { s in
            Observable.combineLatest(s[0], s[1], s[2], s[3]) { v0, v1, v2, v3 in [v0, v1, v2, v3] }
        }
        checkCombineLatest(5) { s in
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]) { v0, v1, v2, v3, v4 in [v0, v1, v2, v3, v4] }
        }
        checkCombineLatest(6) { s in
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]) { v0, v1, v2, v3, v4, v5 in
                [v0, v1, v2, v3, v4, v5]
            }
        }
        checkCombineLatest(7) { s in
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { v0, v1, v2, v3, v4, v5, v6 in
                [v0, v1, v2, v3, v4, v5, v6]
            }
        }
        checkCombineLatest(8) { s in
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { v0, v1, v2, v3, v4, v5, v6, v7 in
                [v0, v1, v2, v3, v4, v5, v6, v7]
            }
        }
    }

    func testCombineLatestIntoTuples() {
        checkCombineLatest(2) { s in Observable.combineLatest(s[0], s[1]).map { [$0.0, $0.1] } }
        checkCombineLatest(3) { s in Observable.combineLatest(s[0], s[1], s[2]).map { [$0.0, $0.1, $0.2] } }
        checkCombineLatest(4) { s in Observable.combineLatest(s[0], s[1], s[2], s[3]).map { [$0.0, $0.1, $0.2, $0.3] } }
        checkCombineLatest(5) { s in
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]).map { [$0.0, $0.1, $0.2, $0.3, $0.4] }
        }
        checkCombineLatest(6) { s in
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5] }
        }
        checkCombineLatest(7) { s in
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map {
                [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6]
            }
        }
        checkCombineLatest(8) { s in
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).map {
                [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7]
            }
        }
    }

    func testZipWithResultSelector() {
        checkZip(2) { s in Observable.zip(s[0], s[1]) { v0, v1 in [v0, v1] } }
        checkZip(3) { s in Observable.zip(s[0], s[1], s[2]) { v0, v1, v2 in [v0, v1, v2] } }
        checkZip(4) { s in Observable.zip(s[0], s[1], s[2], s[3]) { v0, v1, v2, v3 in [v0, v1, v2, v3] } }
        checkZip(5) { s in Observable.zip(s[0], s[1], s[2], s[3], s[4]) { v0, v1, v2, v3, v4 in [v0, v1, v2, v3, v4] } }
        checkZip(6) { s in
            Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]) { v0, v1, v2, v3, v4, v5 in [v0, v1, v2, v3, v4, v5] }
        }
        checkZip(7) { s in
            Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { v0, v1, v2, v3, v4, v5, v6 in
                [v0, v1, v2, v3, v4, v5, v6]
            }
        }
        checkZip(8) { s in
            Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { v0, v1, v2, v3, v4, v5, v6, v7 in
                [v0, v1, v2, v3, v4, v5, v6, v7]
            }
        }
    }

    func testZipIntoTuples() {
        checkZip(2) { s in Observable.zip(s[0], s[1]).map { [$0.0, $0.1] } }
        checkZip(3) { s in Observable.zip(s[0], s[1], s[2]).map { [$0.0, $0.1, $0.2] } }
        checkZip(4) { s in Observable.zip(s[0], s[1], s[2], s[3]).map { [$0.0, $0.1, $0.2, $0.3] } }
        checkZip(5) { s in Observable.zip(s[0], s[1], s[2], s[3], s[4]).map { [$0.0, $0.1, $0.2, $0.3, $0.4] } }
        checkZip(6) { s in
            Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5] }
        }
        checkZip(7) { s in
            Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6] }
        }
        checkZip(8) { s in
            Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).map {
                [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7]
            }
        }
    }

    /// Every source's subscription is kept until it is released, whatever its place: the first four sources'
    /// slots are inline, the others in an array. A source that completes is let go of at once (fixed-arity
    /// zip: its values are used up); the rest at disposal.
    func testEverySourcesSubscriptionIsReleasedInEveryPlace() {
        for count in [2, 4, 5, 8] {
            let subjects = (0..<count).map { _ in PublishSubject<Int>() }
            let combined = Observable.combineLatest(subjects).subscribe()
            let zipped = Observable.zip(subjects.map { $0.asObservable() }).subscribe()
            XCTAssertTrue(subjects.allSatisfy { $0.hasObservers }, "\(count) sources")
            combined.dispose()
            zipped.dispose()
            XCTAssertEqual(subjects.filter { $0.hasObservers }.count, 0, "\(count) sources")
        }
        let sources = (0..<6).map { _ in PublishSubject<Int>() }
        var rows: [[Int]] = []
        let subscription = Observable.zip(
            sources[0], sources[1], sources[2], sources[3], sources[4], sources[5]
        ) { [$0, $1, $2, $3, $4, $5] }
        .subscribe(onNext: { rows.append($0) })
        for (index, source) in sources.enumerated() { source.onNext(index) }
        XCTAssertEqual(rows, [[0, 1, 2, 3, 4, 5]])
        sources[5].onCompleted()
        XCTAssertFalse(sources[5].hasObservers, "the sixth source (in the array) is released at its completion")
        subscription.dispose()
        XCTAssertEqual(sources.filter { $0.hasObservers }.count, 0)
    }
}

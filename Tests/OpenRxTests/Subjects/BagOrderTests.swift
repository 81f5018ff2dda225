// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import XCTest

/// Subjects call their observers in RxSwift's bag order (issue 19): the first slot, which the next
/// subscriber takes again once it is empty, then the others in subscription order.
final class BagOrderTests: RxTestCase {
    /// `A` and `B` subscribe, `A` leaves, `C` subscribes: RxSwift delivers to `C` (in the reused first
    /// slot), then `B`.
    private func order<Subject: ObservableType & ObserverType>(
        _ subject: Subject, skip: Int = 0
    ) -> [String] where Subject.Element == Int {
        var log: [String] = []
        let a = subject.skip(skip).subscribe(onNext: { log.append("A\($0)") })
        let b = subject.skip(skip).subscribe(onNext: { log.append("B\($0)") })
        a.dispose()
        let c = subject.skip(skip).subscribe(onNext: { log.append("C\($0)") })
        subject.onNext(1)
        let d = subject.skip(skip).subscribe(onNext: { log.append("D\($0)") })
        subject.onNext(2)
        b.dispose()
        c.dispose()
        d.dispose()
        return log
    }

    func testEverySubjectDeliversInRxSwiftsBagOrder() {
        let expected = ["C1", "B1", "C2", "B2", "D2"]
        XCTAssertEqual(order(PublishSubject<Int>()), expected)
        XCTAssertEqual(order(BehaviorSubject<Int>(value: 0), skip: 1), expected)
        XCTAssertEqual(order(ReplaySubject<Int>.create(bufferSize: 1)), ["C1", "B1", "D1", "C2", "B2", "D2"])
    }

    func testAFreedFirstSlotIsTakenByTheNextSubscriberOnly() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let a = subject.subscribe(onNext: { log.append("A\($0)") })
        let b = subject.subscribe(onNext: { log.append("B\($0)") })
        let c = subject.subscribe(onNext: { log.append("C\($0)") })
        b.dispose()
        let d = subject.subscribe(onNext: { log.append("D\($0)") })
        subject.onNext(1)
        XCTAssertEqual(log, ["A1", "C1", "D1"], "only the first slot is reused")
        a.dispose()
        let e = subject.subscribe(onNext: { log.append("E\($0)") })
        subject.onNext(2)
        XCTAssertEqual(log, ["A1", "C1", "D1", "E2", "C2", "D2"])
        for subscription in [c, d, e] { subscription.dispose() }
        XCTAssertFalse(subject.hasObservers)
    }

    /// A subject whose only observer left has an empty slot again: the order afterwards is the
    /// order of a subject that never had one, and a merge still appends its inners after its source's slot.
    func testASubjectEmptiedFromItsSlotOrdersItsNextObserversAsANewOne() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        subject.subscribe(onNext: { log.append("A\($0)") }).dispose()
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(0)
        let b = subject.subscribe(onNext: { log.append("B\($0)") })
        let c = subject.subscribe(onNext: { log.append("C\($0)") })
        b.dispose()
        let d = subject.subscribe(onNext: { log.append("D\($0)") })
        subject.onNext(1)
        XCTAssertEqual(log, ["D1", "C1"], "D takes the slot B left, as a new subject's would")
        c.dispose()
        d.dispose()
        XCTAssertFalse(subject.hasObservers)

        // A merge's inners: one ends (its bag empties), the next is appended into the slot, where it went before.
        let outer = PublishSubject<Observable<String>>()
        let (x, y) = (PublishSubject<String>(), PublishSubject<String>())
        var merged: [String] = []
        let subscription = outer.merge().subscribe(onNext: { merged.append($0) })
        outer.onNext(x)
        x.onCompleted()
        outer.onNext(y)
        y.onNext("y")
        XCTAssertEqual(merged, ["y"])
        subscription.dispose()
        XCTAssertFalse(y.hasObservers)
    }

    func testACompositeDisposableDisposesInBagOrder() {
        var log: [String] = []
        let composite = CompositeDisposable()
        let a = composite.insert(Disposables.create { log.append("A") })
        _ = composite.insert(Disposables.create { log.append("B") })
        if let a { composite.remove(for: a) }
        _ = composite.insert(Disposables.create { log.append("C") })
        composite.dispose()
        XCTAssertEqual(log, ["A", "C", "B"])
    }

    /// A bag of one element holds it inline (issue 38); a key that was removed does not remove the element that
    /// is now alone in the bag, and a second element follows the first, as RxSwift's slot and pairs do.
    func testABagOfOneElementKeepsKeysAndOrderThroughItsInlineSlot() {
        var log: [String] = []
        let composite = CompositeDisposable()
        let a = composite.insert(Disposables.create { log.append("A") })
        if let a { composite.remove(for: a) }
        XCTAssertEqual(log, ["A"])
        _ = composite.insert(Disposables.create { log.append("B") })
        if let a { composite.remove(for: a) }
        XCTAssertEqual(log, ["A"], "A's key is gone: B, alone in the bag now, stays")
        _ = composite.insert(Disposables.create { log.append("C") })
        composite.dispose()
        XCTAssertEqual(log, ["A", "B", "C"])

        let subject = PublishSubject<Int>()
        var delivered: [String] = []
        let first = subject.subscribe(onNext: { delivered.append("1:\($0)") })
        subject.onNext(0)
        let second = subject.subscribe(onNext: { delivered.append("2:\($0)") })
        subject.onNext(1)
        first.dispose()
        second.dispose()
        first.dispose()
        let third = subject.subscribe(onNext: { delivered.append("3:\($0)") })
        subject.onNext(2)
        XCTAssertEqual(delivered, ["1:0", "1:1", "2:1", "3:2"])
        third.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    /// The slot survives the compaction that closes the holes of many departures.
    func testTheEmptySlotSurvivesCompaction() {
        let subject = PublishSubject<Int>()
        var log: [Int] = []
        var subscriptions: [Disposable] = []
        for index in 0..<40 { subscriptions.append(subject.subscribe(onNext: { _ in log.append(index) })) }
        // The slot's observer leaves, then 20 more: 21 holes for 19 observers compacts the bag.
        for index in 0..<21 { subscriptions[index].dispose() }
        let late = subject.subscribe(onNext: { _ in log.append(100) })
        subject.onNext(1)
        XCTAssertEqual(log, [100] + Array(21..<40))
        late.dispose()
        for subscription in subscriptions { subscription.dispose() }
        XCTAssertFalse(subject.hasObservers)
    }
}

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

    /// Groups open, get their elements and end (in the order they opened) before the outer sequence ends.
    func testDeliveryOrder() {
        var log: [String] = []
        _ = Observable.of(1, 2, 3).groupBy { $0 % 2 }.subscribe(
            onNext: { group in
                log.append("open \(group.key)")
                _ = group.subscribe { event in log.append("\(group.key): \(event)") }
            },
            onCompleted: { log.append("outer completed") })
        XCTAssertEqual(
            log,
            [
                "open 1", "1: next(1)", "open 0", "0: next(2)", "1: next(3)", "1: completed", "0: completed",
                "outer completed",
            ])
    }

    /// Issue 8: `take(1)` ends the outer subscription at once, but the group it took keeps the source
    /// subscribed (RxSwift's reference count) and ends with it.
    func testTakenGroupGetsItsElementsUntilTheSourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 5), .completed(250),
        ])
        let result = scheduler.start { xs.groupBy { $0 % 2 }.take(1).flatMap { $0.toArray() } }
        XCTAssertEqual(result.events, [.next(250, [1, 3, 5]), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    /// The last subscriber of a group leaving after the outer subscription ended releases the source then.
    func testSourceIsDisposedWhenTheLastGroupSubscriberLeavesAfterTheOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 5)])
        let result = scheduler.start { xs.groupBy { $0 % 2 }.take(1).flatMap { $0.take(2) } }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 3), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    /// After the outer subscription ended, elements of new keys are dropped (their group could reach no one),
    /// but the key selector still sees every element, as in RxSwift.
    func testElementsOfNewKeysAfterTheOuterEndedAreDropped() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 4), .next(240, 5), .completed(250),
        ])
        let keys = scheduler.createObserver(Int.self)
        let ones = scheduler.createObserver(Int.self)
        var selected: [Int] = []
        var outer: Disposable?
        scheduler.scheduleAt(200) {
            outer = xs.groupBy { value -> Int in
                selected.append(value)
                return value % 3
            }
            .subscribe(onNext: { group in
                keys.onNext(group.key)
                _ = group.subscribe(ones)
            })
        }
        scheduler.scheduleAt(215) { outer?.dispose() }
        scheduler.start()
        XCTAssertEqual(keys.events, [.next(210, 1)])
        XCTAssertEqual(ones.events, [.next(210, 1), .next(230, 4), .completed(250)])
        XCTAssertEqual(selected, [1, 2, 4, 5])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    /// A group can be subscribed more than once; each subscription holds the source.
    func testAGroupSubscribedTwiceKeepsTheSourceUntilBothLeave() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 3), .next(230, 5), .next(240, 7), .next(250, 9),
        ])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var outer: Disposable?
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            outer = xs.groupBy { $0 % 2 }.subscribe(onNext: { group in
                subscriptions = [group.subscribe(first), group.subscribe(second)]
            })
        }
        scheduler.scheduleAt(215) { outer?.dispose() }
        scheduler.scheduleAt(225) { subscriptions[0].dispose() }
        scheduler.scheduleAt(245) { subscriptions[1].dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 3)])
        XCTAssertEqual(second.events, [.next(210, 1), .next(220, 3), .next(230, 5), .next(240, 7)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 245)])
    }

    /// A group first subscribed after the outer subscription ended, while another group keeps the source
    /// alive, gets the elements from then on and the end, and holds the source too.
    func testAGroupSubscribedAfterTheOuterEndedWhileAnotherIsObservedGetsTheRest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(212, 2), .next(230, 4), .next(240, 3), .next(260, 6), .completed(270),
        ])
        let odd = scheduler.createObserver(Int.self)
        let even = scheduler.createObserver(Int.self)
        var groups: [GroupedObservable<Int, Int>] = []
        var outer: Disposable?
        var oddSubscription: Disposable?
        scheduler.scheduleAt(200) {
            outer = xs.groupBy { $0 % 2 }.subscribe(onNext: { group in
                groups.append(group)
                if group.key == 1 { oddSubscription = group.subscribe(odd) }
            })
        }
        scheduler.scheduleAt(215) { outer?.dispose() }
        scheduler.scheduleAt(220) { _ = groups[1].subscribe(even) }
        scheduler.scheduleAt(250) { oddSubscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(odd.events, [.next(210, 1), .next(240, 3)])
        XCTAssertEqual(even.events, [.next(230, 4), .next(260, 6), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    /// Once the outer subscription ended with no group observed, the source is let go of; disposal is not
    /// completion, so a later subscriber of a group gets no event (as RxSwift 6.10.2, issue 19).
    func testAGroupSubscribedAfterEverythingWasReleasedGetsNoEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let late = scheduler.createObserver(Int.self)
        var groups: [GroupedObservable<Int, Int>] = []
        var outer: Disposable?
        var lateSubscription: Disposable?
        scheduler.scheduleAt(200) { outer = xs.groupBy { $0 % 2 }.subscribe(onNext: { groups.append($0) }) }
        scheduler.scheduleAt(215) { outer?.dispose() }
        scheduler.scheduleAt(300) { lateSubscription = groups[0].subscribe(late) }
        scheduler.scheduleAt(1000) { lateSubscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(groups.map(\.key), [1])
        XCTAssertEqual(late.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    /// RxSwift's `testGroupBy_InnerEscapeDispose`, with its times: the outer subscription is disposed at 400
    /// with no group subscribed; a subscriber attaches to the saved group at 600 and gets nothing.
    func testInnerEscapeDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(220, "  foo"), .next(240, " FoO "), .next(310, "foO "), .next(470, "FOO "),
            .next(530, "    fOo    "), .error(570, testError),
        ])
        let results = scheduler.createObserver(String.self)
        var outerSubscription: Disposable?
        var inner: GroupedObservable<String, String>?
        var innerSubscription: Disposable?
        scheduler.scheduleAt(200) {
            outerSubscription = xs.groupBy { $0.lowercased().trimmingCharacters(in: .whitespaces) }
                .subscribe(onNext: { inner = $0 })
        }
        scheduler.scheduleAt(400) { outerSubscription?.dispose() }
        scheduler.scheduleAt(600) { innerSubscription = inner?.subscribe(results) }
        scheduler.scheduleAt(1000) {
            outerSubscription?.dispose()
            innerSubscription?.dispose()
        }
        scheduler.start()
        XCTAssertEqual(results.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    /// A group subscribed after the source ended gets the source's completion or error at once.
    func testAGroupSubscribedAfterTheSourceEndedGetsItsEnd() {
        for end in [Recorded.completed(250, Int.self), .error(250, testError)] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), end])
            let late = scheduler.createObserver(Int.self)
            var groups: [GroupedObservable<Int, Int>] = []
            scheduler.scheduleAt(200) {
                _ = xs.groupBy { $0 % 2 }.subscribe(onNext: { groups.append($0) }, onError: { _ in })
            }
            scheduler.scheduleAt(300) { _ = groups[0].subscribe(late) }
            scheduler.start()
            XCTAssertEqual(late.events, [Recorded(time: 300, value: end.value)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        }
    }

    /// A throwing key selector ends every group and the outer sequence with its error, and the source.
    func testKeySelectorErrorEndsGroupsAndOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, -1), .next(240, 3)])
        let keys = scheduler.createObserver(Int.self)
        let odd = scheduler.createObserver(Int.self)
        let even = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = xs.groupBy { value -> Int in
                if value < 0 { throw testError }
                return value % 2
            }
            .do(onNext: { group in _ = group.subscribe(group.key == 1 ? odd : even) })
            .map(\.key)
            .subscribe(keys)
        }
        scheduler.start()
        XCTAssertEqual(keys.events, [.next(210, 1), .next(220, 0), .error(230, testError)])
        XCTAssertEqual(odd.events, [.next(210, 1), .error(230, testError)])
        XCTAssertEqual(even.events, [.next(220, 2), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    /// After the outer subscription ended, an observed group still gets a source error or a key selector
    /// error, which lets go of the source.
    func testErrorsAfterTheOuterEndedReachTheObservedGroups() {
        for failing in [Recorded.error(230, testError, Int.self), .next(230, -1)] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 3), failing, .next(240, 5)])
            let odd = scheduler.createObserver(Int.self)
            var outer: Disposable?
            scheduler.scheduleAt(200) {
                outer = xs.groupBy { value -> Int in
                    if value < 0 { throw testError }
                    return value % 2
                }
                .subscribe(onNext: { _ = $0.subscribe(odd) })
            }
            scheduler.scheduleAt(215) { outer?.dispose() }
            scheduler.start()
            XCTAssertEqual(odd.events, [.next(210, 1), .next(220, 3), .error(230, testError)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        }
    }

    /// Disposing the whole chain releases the source at once, even with a group observed.
    func testDisposingEverythingReleasesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 3)])
        let result = scheduler.start(disposed: 230) { xs.groupBy { $0 % 2 }.take(1).flatMap { $0 } }
        XCTAssertEqual(result.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
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

/// groupBy under forced interleavings: the source delivers on one thread while groups or the outer
/// subscription are disposed on another; nothing is called under the lock.
final class GroupByInterleavingTests: RxTestCase {
    /// The last group subscriber leaves on the main thread while the source delivers to it on another:
    /// the dispose returns at once, lets go of the source, and the observer sees a correct grammar.
    func testAGroupDisposedOnOneThreadWhileTheSourceDeliversOnAnother() {
        let source = PublishSubject<Int>()
        let inside = Gate()
        let proceed = Gate()
        let observer = GrammarObserver<Int> { event in
            guard case .next(2) = event else { return }
            inside.open()
            proceed.wait()
        }
        var groupSubscription: Disposable?
        let outer = source.groupBy { $0 % 2 }.subscribe(onNext: { groupSubscription = $0.subscribe(observer) })
        source.onNext(0)
        outer.dispose()
        XCTAssertTrue(source.hasObservers, "the observed group keeps the source")
        let sending = Unchecked(source)
        let delivering = startOnAnotherThread { sending.value.onNext(2) }
        inside.wait()
        groupSubscription?.dispose()
        XCTAssertFalse(source.hasObservers, "the last group subscriber left: the source is let go of")
        proceed.open()
        delivering.wait()
        source.onNext(4)
        XCTAssertEqual(observer.events, [.next(0), .next(2)])
    }

    /// The outer subscription is disposed on the main thread while the source thread is inside the outer
    /// observer's `onNext(group)`: the element that opened the group still reaches a subscriber that
    /// subscribes there, and nothing follows (nothing keeps the source; disposal is not completion).
    func testOuterDisposedOnAnotherThreadWhileAGroupOpens() {
        let source = PublishSubject<Int>()
        let inside = Gate()
        let proceed = Gate()
        let groupObserver = GrammarObserver<Int>()
        final class SubscriptionBox: @unchecked Sendable {
            // Sendable: written on the source thread before `delivering.wait()` returns, read after it.
            var value: Disposable?
        }
        let groupSubscription = SubscriptionBox()
        let outerObserver = GrammarObserver<GroupedObservable<Int, Int>> { event in
            guard case .next(let group) = event else { return }
            inside.open()
            proceed.wait()
            groupSubscription.value = group.subscribe(groupObserver)
        }
        let outer = source.groupBy { $0 % 2 }.subscribe(outerObserver)
        let sending = Unchecked(source)
        let delivering = startOnAnotherThread { sending.value.onNext(1) }
        inside.wait()
        outer.dispose()
        XCTAssertFalse(source.hasObservers, "no group is observed: the source is let go of")
        proceed.open()
        delivering.wait()
        XCTAssertEqual(groupObserver.events, [.next(1)])
        XCTAssertEqual(outerObserver.events.count, 1)
        source.onNext(3)
        XCTAssertEqual(groupObserver.events, [.next(1)], "the source was let go of")
        groupSubscription.value?.dispose()
    }

    /// The groups' keys are let go of after unlocking: a key whose `deinit` subscribes to a group (which
    /// takes the operator's lock) does not deadlock.
    func testKeysAreReleasedAfterUnlocking() {
        final class Key: Hashable {
            let value: Int
            var onDeinit: (() -> Void)?
            init(_ value: Int) { self.value = value }
            deinit { onDeinit?() }
            static func == (lhs: Key, rhs: Key) -> Bool { lhs.value == rhs.value }
            func hash(into hasher: inout Hasher) { hasher.combine(value) }
        }
        let source = PublishSubject<Int>()
        let late = GrammarObserver<Int>()
        var kept: GroupedObservable<Key, Int>?
        var deinitRan = false
        _ = source.groupBy { Key($0 % 2) }.subscribe(onNext: { group in
            if group.key.value == 1 {
                kept = group
                return
            }
            group.key.onDeinit = {
                deinitRan = true
                _ = kept?.subscribe(late)
            }
        })
        source.onNext(1)
        source.onNext(2)
        let sending = Unchecked(source)
        startOnAnotherThread { sending.value.onCompleted() }.wait()
        XCTAssertTrue(deinitRan)
        XCTAssertEqual(late.events, [.completed])
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

#if Inspector
    import Dispatch
    import OpenRx
    import OpenRxInspector
    import OpenRxTest
    import XCTest

    /// Recording from many threads at once: every event is kept once, each subscription's in the order it sent
    /// them, and nothing deadlocks (run under ThreadSanitizer in CI).
    final class InspectorThreadTests: XCTestCase {
        func testManyThreadsRecordEveryEventOnceInEachSubscriptionsOrder() {
            let threads = 8
            let elements = 200
            let shared = PublishSubject<Int>()
            let sharedSubscriptions = CompositeDisposable()
            let recording = Inspector.record(limit: 10_000_000) {
                DispatchQueue.concurrentPerform(iterations: threads) { thread in
                    guard thread > 0 else {
                        // One thread feeds the shared subject while the others subscribe to it.
                        for value in 0..<elements * 4 { shared.onNext(value) }
                        return
                    }
                    var generator = SeededGenerator(seed: UInt64(thread))
                    let own = PublishSubject<Int>()
                    let subscription = own.map { $0 + 1 }.filter { _ in true }.subscribe()
                    for value in 0..<elements {
                        own.onNext(value * 2)
                        if generator.next() % 16 == 0 { _ = sharedSubscriptions.insert(shared.map { $0 }.subscribe()) }
                    }
                    own.onCompleted()
                    subscription.dispose()
                }
            }
            sharedSubscriptions.dispose()
            XCTAssertEqual(recording.droppedEvents, 0)
            let own = recording.subscriptions.filter { $0.operatorName == "filter" }
            XCTAssertEqual(own.count, threads - 1)
            for root in own {
                let map = recording.children(of: root.id)
                XCTAssertEqual(map.count, 1)
                for subscription in [root] + map {
                    XCTAssertEqual(elementsOf(subscription, in: recording), (0..<elements).map { $0 * 2 + 1 })
                    let kinds = recording.events(of: subscription.id).map(\.kind)
                    XCTAssertEqual(kinds.first, .subscribed)
                    XCTAssertEqual(kinds.suffix(2), [.completed, .disposed])
                }
            }
            let sharedMaps = recording.subscriptions.filter { $0.operatorName == "map" && $0.parent == nil }
            XCTAssertGreaterThan(sharedMaps.count, 0)
            for subscription in sharedMaps {
                let values = elementsOf(subscription, in: recording)
                XCTAssertEqual(
                    values, values.first.map { Array($0..<$0 + values.count) } ?? [], "consecutive, once each")
            }
        }

        private func elementsOf(_ subscription: InspectedSubscription, in recording: InspectorRecording) -> [Int] {
            recording.events(of: subscription.id).compactMap { event -> Int? in
                if case .next(let value) = event.kind { return Int(value) }
                return nil
            }
        }

        func testStartingAndStoppingWhileOtherThreadsSubscribeNeverLosesAnEventOfARecordedSubscription() {
            let rounds = 50
            DispatchQueue.concurrentPerform(iterations: 4) { worker in
                for round in 0..<rounds {
                    if worker == 0 {
                        if round % 2 == 0 { Inspector.start() } else { Inspector.stop() }
                    } else {
                        _ = Observable.range(start: 0, count: 5).map { $0 }.subscribe()
                    }
                }
            }
            let recording = Inspector.stop()
            for subscription in recording.subscriptions where subscription.operatorName == "range" {
                let kinds = recording.events(of: subscription.id).map(\.kind)
                XCTAssertEqual(kinds.first, .subscribed)
            }
        }
    }
#endif

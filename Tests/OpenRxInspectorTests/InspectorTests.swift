// OpenRx — reactive programming for Swift. MIT licence.

#if Inspector
    import Foundation
    import OpenRx
    import OpenRxCocoa
    import OpenRxInspector
    import OpenRxTest
    import XCTest

    /// What a recording holds: the subscription graph, the source lines, the events, the error paths and the
    /// three views, for pipelines a test writes as an app does.
    final class InspectorTests: XCTestCase {
        private var resourcesAtStart: Int32 = 0

        override func setUp() {
            super.setUp()
            resourcesAtStart = Resources.total
        }

        override func tearDown() {
            XCTAssertFalse(Inspector.isRecording, "each test stops its recording")
            // At most as many: one less is an earlier test's object released meanwhile (see `RxTestCase.tearDown()`).
            XCTAssertLessThanOrEqual(Resources.total, resourcesAtStart, "OpenRx resources leaked by this test")
            super.tearDown()
        }

        func testEachOperatorIsRecordedWithTheLineThatCalledIt() throws {
            let source = PublishSubject<Int>()
            let mapLine = #line + 3
            let filterLine = #line + 3
            let recording = Inspector.record {
                let subscription = source.map { $0 * 10 }
                    .filter { $0 > 10 }
                    .subscribe()
                source.onNext(1)
                source.onNext(2)
                subscription.dispose()
            }
            let filter = try XCTUnwrap(recording.children(of: nil).first)
            XCTAssertEqual(recording.children(of: nil).count, 1, "one root: the subscriber's")
            XCTAssertEqual(filter.operatorName, "filter")
            XCTAssertEqual(
                filter.location,
                InspectedLocation(file: #filePath, line: filterLine, column: filter.location?.column ?? 0))
            let map = try XCTUnwrap(recording.children(of: filter.id).first)
            XCTAssertEqual(map.operatorName, "map")
            XCTAssertEqual(map.location?.file, #filePath)
            XCTAssertEqual(map.location?.line, mapLine)
            XCTAssertEqual(
                recording.events(of: map.id).map(\.kind), [.subscribed, .next("10"), .next("20"), .disposed])
            XCTAssertEqual(recording.events(of: filter.id).map(\.kind), [.subscribed, .next("20"), .disposed])
            XCTAssertEqual(recording.liveSubscriptions.count, 0)
        }

        func testInnerSubscriptionsAreChildrenOfTheOperatorThatMadeThem() throws {
            let scheduler = TestScheduler(initialClock: 0)
            let outerLine = #line + 2
            let recording = Inspector.record {
                let outer = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
                _ = scheduler.start {
                    outer.flatMap { value in Observable.of(value, value * 100) }
                }
            }
            let flatMap = try XCTUnwrap(recording.children(of: nil).first)
            XCTAssertEqual(flatMap.operatorName, "flatMap")
            let sources = recording.children(of: flatMap.id)
            // First the hot observable, shown where the test made it (flatMap subscribes an adapter it made).
            XCTAssertEqual(sources.map(\.operatorName), ["createHotObservable", "of", "of"])
            XCTAssertEqual(sources.first?.location?.line, outerLine)
            XCTAssertEqual(sources.map(\.kind), ["Create", "ScheduledSequence", "ScheduledSequence"])
            let inners = Array(sources.dropFirst())
            XCTAssertEqual(
                inners.map { recording.events(of: $0.id).map(\.kind) },
                [
                    [.subscribed, .next("1"), .next("100"), .completed, .disposed],
                    [.subscribed, .next("2"), .next("200"), .completed, .disposed],
                ])
            XCTAssertEqual(
                recording.events(of: flatMap.id).map(\.kind),
                [.subscribed, .next("1"), .next("100"), .next("2"), .next("200"), .completed, .disposed])
        }

        func testAScriptedObservableMadeBeforeRecordingHasNoLineNotTheOperatorsLine() throws {
            let scheduler = TestScheduler(initialClock: 0)
            let cold = scheduler.createColdObservable([.next(10, "a"), .completed(20)])
            let recording = Inspector.record {
                _ = scheduler.start { cold.map { $0 + "!" } }
            }
            let map = try XCTUnwrap(recording.children(of: nil).first)
            XCTAssertEqual(map.operatorName, "map")
            let source = try XCTUnwrap(recording.children(of: map.id).first)
            XCTAssertNil(source.location)
            XCTAssertEqual(source.operatorName, "Create")
        }

        func testTheTreeOfLiveSubscriptionsSaysWhoMadeThem() throws {
            let relay = PublishSubject<String>()
            let bag = DisposeBag()
            let line = #line + 2
            let recording = Inspector.record {
                relay.map { $0.uppercased() }.subscribe().disposed(by: bag)
                relay.take(1).subscribe().disposed(by: bag)
                relay.onNext("a")
            }
            // The subject's observers are subscriptions too; it was made before recording, so it has no line.
            XCTAssertEqual(
                recording.liveSubscriptions.map(\.operatorName), ["map", "PublishSubject"], "take(1) completed")
            XCTAssertEqual(
                recording.tree(liveOnly: true),
                """
                map InspectorTests.swift:\(line) — live, subscribed on main
                └─ PublishSubject — live, subscribed on main
                """)
            XCTAssertEqual(
                recording.tree(),
                """
                map InspectorTests.swift:\(line) — live, subscribed on main
                └─ PublishSubject — live, subscribed on main
                take (TakeCount) InspectorTests.swift:\(line + 1) — completed, subscribed on main
                └─ PublishSubject — disposed, subscribed on main
                """)
        }

        /// A driver's `map` outside a recording is its operator and its share in one observable; built while
        /// recording, it is the two, so that the recording shows the operator.
        func testADriversMapBuiltWhileRecordingShowsTheOperator() throws {
            let relay = BehaviorRelay(value: 1)
            let bag = DisposeBag()
            var values: [Int] = []
            let line = #line + 2
            let recording = Inspector.record {
                relay.asDriver().map { $0 * 2 }.drive(onNext: { values.append($0) }).disposed(by: bag)
                relay.accept(2)
            }
            XCTAssertEqual(values, [2, 4])
            XCTAssertEqual(
                recording.tree(liveOnly: true),
                """
                map (ShareWhileConnected) InspectorTests.swift:\(line) — live, subscribed on main
                └─ map InspectorTests.swift:\(line) — live, subscribed on main
                   └─ asDriver (ShareWhileConnected) InspectorTests.swift:\(line) — live, subscribed on main
                      └─ asDriver (ObserveOn) InspectorTests.swift:\(line) — live, subscribed on main
                         └─ BehaviorSubject — live, subscribed on main
                """)
        }

        func testASubscriptionMadeLaterOnASchedulerStaysUnderTheOperatorThatMadeIt() throws {
            let scheduler = TestScheduler(initialClock: 0)
            let recording = Inspector.record {
                _ = scheduler.start {
                    Observable.of(1, 2).delaySubscription(.seconds(50), scheduler: scheduler)
                }
            }
            let delay = try XCTUnwrap(recording.children(of: nil).first)
            XCTAssertEqual(delay.operatorName, "delaySubscription")
            XCTAssertEqual(recording.children(of: nil).count, 1, "the source is not a root")
            let source = try XCTUnwrap(recording.children(of: delay.id).first)
            XCTAssertEqual(source.operatorName, "of")
            XCTAssertEqual(recording.events(of: source.id).first.map(\.kind), .subscribed)
        }

        func testASubscriptionMadeLaterOnASchedulerTheAppWroteStaysUnderTheOperatorThatMadeIt() throws {
            let scheduler = QueueingScheduler()
            let recording = Inspector.record {
                _ = Observable.of(1).subscribe(on: scheduler).subscribe()
                _ = Observable.of(2).delaySubscription(.seconds(1), scheduler: scheduler).subscribe()
                scheduler.runAll()
            }
            XCTAssertEqual(recording.children(of: nil).map(\.operatorName), ["subscribe(on:)", "delaySubscription"])
            for root in recording.children(of: nil) {
                let source = try XCTUnwrap(recording.children(of: root.id).first, root.operatorName)
                XCTAssertEqual(source.operatorName, "of")
                XCTAssertEqual(recording.events(of: source.id).first.map(\.kind), .subscribed)
            }
        }

        func testTheRecordingKeepsAtMostItsLimitAndCountsWhatItDropped() {
            func run() { _ = Observable.range(start: 1, count: 10).map { $0 }.subscribe() }
            let whole = Inspector.record(run)
            XCTAssertGreaterThan(whole.events.count, 20, "each subscription's subscribe, elements and completion")
            let recording = Inspector.record(limit: 5, run)
            XCTAssertEqual(recording.events.map(\.kind), whole.events.prefix(5).map(\.kind))
            XCTAssertEqual(recording.subscriptions.count, 2)
            XCTAssertEqual(recording.droppedEvents, whole.events.count - 5)
            XCTAssertTrue(recording.tree().hasSuffix("(dropped: 0 subscriptions, \(whole.events.count - 5) events)"))
            let oneSubscription = Inspector.record(limit: 1, run)
            XCTAssertEqual(oneSubscription.subscriptions.count, 1)
            XCTAssertEqual(oneSubscription.droppedSubscriptions, 1)
        }

        func testNothingIsRecordedWhenOff() {
            _ = Observable.of(1, 2).map { $0 }.subscribe()
            XCTAssertFalse(Inspector.isRecording)
            XCTAssertNil(Inspector.snapshot())
            XCTAssertEqual(Inspector.stop().subscriptions.count, 0)
        }
    }

    /// A scheduler an app writes: it queues every action, and runs them when told (OpenRx knows nothing of it).
    private final class QueueingScheduler: SchedulerType {
        private var actions: [() -> Void] = []
        var now: RxTime { Date() }

        func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
            actions.append { _ = action(state) }
            return Disposables.create()
        }

        func scheduleRelative<StateType>(
            _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
        ) -> Disposable {
            schedule(state, action: action)
        }

        func runAll() {
            while !actions.isEmpty { actions.removeFirst()() }
        }
    }
#endif

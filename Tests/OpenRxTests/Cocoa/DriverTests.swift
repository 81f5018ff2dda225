// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxCocoa
import OpenRxTest
import XCTest

/// Drivers and signals on virtual time: `SharingScheduler.mock` makes them deliver on a `TestScheduler`
/// (without the simulated processing delay, so the hop onto the sharing scheduler keeps the source's times).
final class DriverTests: RxTestCase {
    func testAsDriverReplacesTheErrorAndDeliversOnTheSharingScheduler() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, testError)])
        var driver: Driver<Int>!
        SharingScheduler.mock(scheduler: scheduler) {
            driver = source.asDriver(onErrorJustReturn: -1)
        }
        let result = scheduler.start { driver.asObservable() }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .next(230, -1), .completed(230)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    }

    /// Issue 19: a driver under a mock sharing scheduler delivers at RxSwift's times (its `observe(on:)`
    /// ends each drain when the queue is empty).
    func testADriverUnderAMockSchedulerDeliversAtRxSwiftsTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(211, 2), .next(213, 3)])
        var driver: Driver<Int>!
        SharingScheduler.mock(scheduler: scheduler) {
            driver = source.asDriver(onErrorJustReturn: -1)
        }
        let result = scheduler.start { driver.asObservable() }
        XCTAssertEqual(result.events, [.next(211, 1), .next(212, 2), .next(214, 3)])
    }

    /// `Driver.concat` of a sequence walks it on each subscription, as RxSwift's (`sequence.lazy.map`).
    func testDriverConcatOfASequenceWalksItOnEachSubscription() {
        var made = 0
        let drivers = AnySequence(
            (0..<2).lazy.map { index -> Driver<Int> in
                made += 1
                return .just(index)
            })
        let concatenated = Driver.concat(drivers)
        XCTAssertEqual(made, 0)
        var elements: [Int] = []
        let subscription = concatenated.drive(onNext: { elements.append($0) })
        XCTAssertEqual(made, 2)
        XCTAssertEqual(elements, [0, 1])
        subscription.dispose()
    }

    func testTheOtherErrorReplacements() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let source = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        var recovered: [TestError] = []
        var elements: [[Int]] = []
        // The fallback sequences are made when the error arrives, so the scheduler stays mocked throughout.
        SharingScheduler.mock(scheduler: scheduler) {
            let first = scheduler.start { source.asDriver(onErrorDriveWith: .just(7)).asObservable() }
            XCTAssertEqual(first.events, [.next(210, 1), .next(220, 7), .completed(220)])
            let recovering = source.asDriver(onErrorRecover: { error in
                recovered.append(error as! TestError)
                return .of(8, 9)
            })
            let signals: [Signal<Int>] = [
                source.asSignal(onErrorJustReturn: 5), source.asSignal(onErrorSignalWith: .empty()),
                source.asSignal(onErrorRecover: { _ in .just(6) }),
            ]
            let collectors = (0..<4).map { _ in scheduler.createObserver(Int.self) }
            let bag = DisposeBag()
            recovering.drive(collectors[0]).disposed(by: bag)
            for (signal, collector) in zip(signals, collectors.dropFirst()) {
                signal.emit(to: collector).disposed(by: bag)
            }
            scheduler.start()
            elements = collectors.map { collector in collector.events.map { $0.value.element ?? -100 } }
        }
        XCTAssertEqual(elements, [[1, 8, 9, -100], [1, 5, -100], [1, -100], [1, 6, -100]])
        XCTAssertEqual(recovered, [testError])
    }

    func testADriverSharesOneSubscriptionAndReplaysTheLatestElement() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3)])
        var driver: Driver<Int>!
        SharingScheduler.mock(scheduler: scheduler) {
            driver = source.asDriver(onErrorJustReturn: 0).map { $0 * 10 }
        }
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) { subscriptions.append(driver.drive(early)) }
        scheduler.scheduleAt(230) { subscriptions.append(driver.drive(late)) }
        scheduler.scheduleAt(300) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(210, 10), .next(220, 20), .next(240, 30)])
        XCTAssertEqual(
            late.events, [.next(230, 20), .next(240, 30)], "the late observer first gets the latest element")
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)], "one subscription for both observers")
    }

    func testASignalSharesButReplaysNothing() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let relay = PublishRelay<Int>()
        var signal: Signal<Int>!
        SharingScheduler.mock(scheduler: scheduler) { signal = relay.asSignal() }
        var first: [Int] = []
        var second: [Int] = []
        let bag = DisposeBag()
        signal.emit(onNext: { first.append($0) }).disposed(by: bag)
        relay.accept(1)
        scheduler.start()
        signal.emit(onNext: { second.append($0) }).disposed(by: bag)
        relay.accept(2)
        scheduler.start()
        XCTAssertEqual(first, [1, 2])
        XCTAssertEqual(second, [2])
    }

    func testCreationOperatorsDeliverOnTheSharingScheduler() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        var sequences: [Driver<Int>] = []
        SharingScheduler.mock(scheduler: scheduler) {
            sequences = [
                .just(1), .of(2, 3), .from([4]), .from(AnySequence([5])), .from(optional: 6), .from(optional: nil),
                .empty(), .deferred { .just(7) },
            ]
        }
        let result = scheduler.start { Observable.concat(sequences.map { $0.asObservable() }) }
        XCTAssertEqual(result.events.compactMap { $0.value.element }, [1, 2, 3, 4, 5, 6, 7])
        XCTAssertEqual(result.events.last, .completed(200))
        XCTAssertTrue(result.events.allSatisfy { $0.time == 200 })

        let ticking = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        var interval: Driver<Int>!
        var timer: Driver<Int>!
        SharingScheduler.mock(scheduler: ticking) {
            interval = .interval(.seconds(40))
            timer = .timer(.seconds(10), period: .seconds(50))
        }
        let merged = ticking.start(disposed: 300) { Driver.merge(interval, timer.map { $0 + 100 }) }
        XCTAssertEqual(merged.events, [.next(210, 100), .next(240, 0), .next(260, 101), .next(280, 1)])
    }

    func testOperatorsKeepTheStrategy() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 1), .next(230, 2), .next(240, 3), .next(250, 4), .completed(260),
        ])
        var driver: Driver<String>!
        SharingScheduler.mock(scheduler: scheduler) {
            driver = source.asDriver(onErrorJustReturn: 0)
                .distinctUntilChanged()
                .filter { $0 != 3 }
                .compactMap { $0 == 4 ? nil : $0 }
                .scan(0, accumulator: +)
                .skip(1)
                .startWith(-1)
                .do(onNext: { _ in })
                .map { "\($0)" }
        }
        let result = scheduler.start { driver.asObservable() }
        XCTAssertEqual(result.events, [.next(200, "-1"), .next(230, "3"), .completed(260)])
    }

    func testFlatMapLatestCombineLatestZipAndWithLatestFrom() {
        func run<Element>(
            _ make: @escaping (Driver<String>, Driver<Int>) -> Driver<Element>
        ) -> [Recorded<
            Event<Element>
        >] {
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
            let queries = scheduler.createHotObservable([.next(210, "a"), .next(230, "b")])
            let counts = scheduler.createHotObservable([.next(205, 1), .next(220, 2)])
            var events: [Recorded<Event<Element>>] = []
            // The inner drivers are made while events arrive, so the scheduler stays mocked throughout.
            SharingScheduler.mock(scheduler: scheduler) {
                let driver = make(queries.asDriver(onErrorJustReturn: ""), counts.asDriver(onErrorJustReturn: 0))
                events = scheduler.start { driver.asObservable() }.events
            }
            return events
        }
        XCTAssertEqual(
            run { query, _ in query.flatMapLatest { text in Driver.of("\(text)1", "\(text)2") } },
            [.next(210, "a1"), .next(210, "a2"), .next(230, "b1"), .next(230, "b2")])
        XCTAssertEqual(
            run { query, count in Driver.combineLatest(query, count) { "\($0)\($1)" } },
            [.next(210, "a1"), .next(220, "a2"), .next(230, "b2")])
        XCTAssertEqual(
            run { query, count in Driver.zip(query, count).map { "\($0)\($1)" } }, [.next(210, "a1"), .next(230, "b2")])
        XCTAssertEqual(run { query, count in query.withLatestFrom(count) }, [.next(210, 1), .next(230, 2)])
        XCTAssertEqual(
            run { query, count in Driver.combineLatest([query.map { _ in 0 }, count]).map { $0.reduce(0, +) } },
            [.next(210, 1), .next(220, 2), .next(230, 2)])
    }

    func testTimeOperatorsUseTheSharingScheduler() {
        func run(_ make: @escaping (Driver<Int>) -> Driver<Int>) -> [Recorded<Event<Int>>] {
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
            let source = scheduler.createHotObservable([
                .next(210, 1), .next(215, 2), .next(240, 3), .completed(300),
            ])
            var driver: Driver<Int>!
            SharingScheduler.mock(scheduler: scheduler) { driver = make(source.asDriver(onErrorJustReturn: 0)) }
            return scheduler.start { driver.asObservable() }.events
        }
        XCTAssertEqual(run { $0.debounce(.seconds(10)) }, [.next(225, 2), .next(250, 3), .completed(300)])
        XCTAssertEqual(
            run { $0.throttle(.seconds(10), latest: false) }, [.next(210, 1), .next(240, 3), .completed(300)])
        XCTAssertEqual(
            run { $0.delay(.seconds(5)) }, [.next(215, 1), .next(220, 2), .next(245, 3), .completed(305)])
    }

    func testSharingSchedulerMockRestoresThePreviousScheduler() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
        SharingScheduler.mock(scheduler: scheduler) {
            XCTAssertTrue(SharingScheduler.make() as AnyObject === scheduler)
            XCTAssertTrue(DriverSharingStrategy.scheduler as AnyObject === scheduler)
            XCTAssertTrue(SignalSharingStrategy.scheduler as AnyObject === scheduler)
        }
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
    }
}

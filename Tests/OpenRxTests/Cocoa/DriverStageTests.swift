// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxCocoa
import OpenRxTest
import XCTest

/// A driver's or a signal's `map`, `filter` and `compactMap` build the operator and the share that follows it
/// as one observable. Each test runs one script twice: on that stage, and on the two observables RxSwift
/// builds (`asObservable().map(f).share(replay:scope: .whileConnected)`), and checks that the logs are equal
/// and hold what RxSwift's operators say.
final class DriverStageTests: RxTestCase {
    /// How a test builds the stage over `upstream`, logging each call of its closure with `log`.
    private typealias BuildStage = (
        _ upstream: Observable<Int>, _ scheduler: TestScheduler, _ log: @escaping (String) -> Void
    ) -> Observable<Int>

    /// Runs the script on a test scheduler and returns its log: the upstream's subscriptions and disposals,
    /// every call of the stage's closure and every event of four subscribers (`a` from 200 to 235, `b` from
    /// 225 to 240, so the stage disconnects at 240; `c` from 250, which reconnects; `d` from 280 to 290, after
    /// the upstream stopped at 270).
    private func runScript(stop: Recorded<Event<Int>>, _ build: BuildStage) -> [String] {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let hot = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(245, 4), .next(260, 5), stop,
        ])
        // `afterError` and `afterCompleted` run after the operator above disposed its upstream subscription.
        let upstream = hot.asObservable().do(
            afterError: { _ in log.append("\(scheduler.clock) upstream after error") },
            afterCompleted: { log.append("\(scheduler.clock) upstream after completed") },
            onSubscribe: { log.append("\(scheduler.clock) upstream subscribed") },
            onDispose: { log.append("\(scheduler.clock) upstream disposed") })
        let stage = build(upstream, scheduler) { log.append("\(scheduler.clock) \($0)") }
        var subscriptions: [String: Disposable] = [:]
        for (name, start, end) in [("a", 200, 235), ("b", 225, 240), ("c", 250, 1000), ("d", 280, 290)] {
            scheduler.scheduleAt(start) {
                subscriptions[name] = stage.subscribe { event in log.append("\(scheduler.clock) \(name) \(event)") }
            }
            scheduler.scheduleAt(end) { subscriptions[name]?.dispose() }
        }
        scheduler.start()
        return log
    }

    func testADriversMapIsTheOperatorAndItsShare() {
        let fused = runScript(stop: .completed(270)) { upstream, _, log in
            Driver<Int>.createUnsafe(source: upstream).map { value -> Int in
                log("map \(value)")
                return value * 10
            }.asObservable()
        }
        let reference = runScript(stop: .completed(270)) { upstream, _, log in
            upstream.map { value -> Int in
                log("map \(value)")
                return value * 10
            }.share(replay: 1, scope: .whileConnected)
        }
        XCTAssertEqual(fused, reference)
        // Once per element however many subscribers; `b` gets the latest element when it joins.
        XCTAssertEqual(fused.filter { $0.hasSuffix("map 2") }, ["220 map 2"])
        XCTAssertEqual(fused.filter { $0.hasPrefix("225 ") }, ["225 b next(20)"])
        // The last subscriber to leave disconnects; the next one connects anew and replays nothing old.
        XCTAssertTrue(fused.contains("240 upstream disposed"))
        XCTAssertEqual(
            fused.filter { $0.hasSuffix("upstream subscribed") },
            [
                "200 upstream subscribed", "250 upstream subscribed", "280 upstream subscribed",
            ])
        XCTAssertTrue(fused.contains("270 c completed"))
        XCTAssertEqual(
            fused.filter { $0.hasPrefix("270 ") },
            ["270 c completed", "270 upstream disposed", "270 upstream after completed"])
        XCTAssertFalse(fused.contains { $0.hasPrefix("280 d") }, "the stop ended the connection; d starts a new one")
    }

    func testASignalsFilterIsTheOperatorAndItsShareAndAnErrorEndsIt() {
        let fused = runScript(stop: .error(270, testError)) { upstream, _, log in
            Signal<Int>.createUnsafe(source: upstream).filter { value in
                log("filter \(value)")
                return value % 2 == 1
            }.asObservable()
        }
        let reference = runScript(stop: .error(270, testError)) { upstream, _, log in
            upstream.filter { value in
                log("filter \(value)")
                return value % 2 == 1
            }.share(scope: .whileConnected)
        }
        XCTAssertEqual(fused, reference)
        XCTAssertEqual(fused.filter { $0.contains(" a next") }, ["210 a next(1)", "230 a next(3)"])
        XCTAssertFalse(fused.contains { $0.hasPrefix("225 b") }, "a signal replays nothing")
        XCTAssertEqual(
            fused.filter { $0.hasPrefix("270 ") },
            ["270 c error(TestError(1))", "270 upstream disposed", "270 upstream after error"])
    }

    func testADriversCompactMapIsTheOperatorAndItsShare() {
        let fused = runScript(stop: .completed(270)) { upstream, _, log in
            Driver<Int>.createUnsafe(source: upstream).compactMap { value -> Int? in
                log("compactMap \(value)")
                return value == 2 ? nil : -value
            }.asObservable()
        }
        let reference = runScript(stop: .completed(270)) { upstream, _, log in
            upstream.compactMap { value -> Int? in
                log("compactMap \(value)")
                return value == 2 ? nil : -value
            }.share(replay: 1, scope: .whileConnected)
        }
        XCTAssertEqual(fused, reference)
        // A dropped element leaves the replayed one in place.
        XCTAssertEqual(fused.filter { $0.hasPrefix("225 ") }, ["225 b next(-1)"])
    }

    func testAsDriverOnErrorJustReturnIsTheHopTheCatchAndTheShare() {
        func build(_ upstream: Observable<Int>, _ scheduler: TestScheduler, fused: Bool) -> Observable<Int> {
            var driver: Observable<Int>!
            SharingScheduler.mock(scheduler: scheduler) {
                driver =
                    fused
                    ? upstream.asDriver(onErrorJustReturn: -1).asObservable()
                    : upstream.observe(on: DriverSharingStrategy.scheduler).catchAndReturn(-1)
                        .share(replay: 1, scope: .whileConnected)
            }
            return driver
        }
        let fused = runScript(stop: .error(270, testError)) { upstream, scheduler, _ in
            build(upstream, scheduler, fused: true)
        }
        let reference = runScript(stop: .error(270, testError)) { upstream, scheduler, _ in
            build(upstream, scheduler, fused: false)
        }
        XCTAssertEqual(fused, reference)
        // The error is replaced by -1 and completion, in place of the element the error came before.
        XCTAssertTrue(fused.contains("271 c next(-1)"), "\(fused)")
        XCTAssertTrue(fused.contains("271 c completed"))
        XCTAssertFalse(fused.contains { $0.contains("error(") }, "no subscriber gets the error")
        let signal = runScript(stop: .error(270, testError)) { upstream, scheduler, _ in
            var signal: Signal<Int>!
            SharingScheduler.mock(scheduler: scheduler) { signal = upstream.asSignal(onErrorJustReturn: -1) }
            return signal.asObservable()
        }
        let signalReference = runScript(stop: .error(270, testError)) { upstream, scheduler, _ in
            var signal: Observable<Int>!
            SharingScheduler.mock(scheduler: scheduler) {
                signal = upstream.observe(on: SignalSharingStrategy.scheduler).catchAndReturn(-1)
                    .share(scope: .whileConnected)
            }
            return signal
        }
        XCTAssertEqual(signal, signalReference)
        XCTAssertFalse(signal.contains { $0.hasPrefix("225 b") }, "a signal replays nothing")
    }

    /// The error replaced on the main thread, where a driver delivers at once: `catchAndReturn` sends the
    /// replacement and the completion as its `just` does, with no trampoline (work scheduled on
    /// `CurrentThreadScheduler` runs at once), then disposes its source.
    func testTheReplacedErrorRunsNoTrampolineAndThenDisposesTheSource() {
        func run(_ build: (Observable<Int>) -> Observable<Int>) -> [String] {
            let subject = PublishSubject<Int>()
            var log: [String] = []
            let upstream = subject.do(onDispose: { log.append("upstream disposed") })
            let subscription = build(upstream).subscribe(
                onNext: { value in
                    log.append("next \(value)")
                    _ = CurrentThreadScheduler.instance.schedule(()) {
                        log.append("work scheduled at \(value)")
                        return Disposables.create()
                    }
                },
                onCompleted: { log.append("completed") })
            subject.onNext(1)
            subject.onError(testError)
            subscription.dispose()
            return log
        }
        let fused = run { $0.asDriver(onErrorJustReturn: -1).asObservable() }
        let reference = run {
            $0.observe(on: DriverSharingStrategy.scheduler).catchAndReturn(-1).share(replay: 1, scope: .whileConnected)
        }
        XCTAssertEqual(fused, reference)
        XCTAssertEqual(
            fused,
            ["next 1", "work scheduled at 1", "next -1", "work scheduled at -1", "completed", "upstream disposed"])
    }

    /// A new connection subscribes upstream inside the `CurrentThreadScheduler` trampoline, as the operator's
    /// producer did: work an observer schedules there while the upstream replays waits for the subscription.
    func testANewConnectionSubscribesUpstreamInsideTheTrampoline() {
        func run(_ build: (Observable<Int>) -> Observable<Int>) -> [String] {
            let relay = BehaviorRelay(value: 1)
            let upstream = relay.asDriver()
            let keepsUpstreamConnected = upstream.drive()
            var log: [String] = []
            let subscription = build(upstream.asObservable()).subscribe(onNext: { value in
                log.append("next \(value)")
                _ = CurrentThreadScheduler.instance.schedule(()) {
                    log.append("scheduled work")
                    return Disposables.create()
                }
                log.append("next \(value) returns")
            })
            log.append("subscribed")
            subscription.dispose()
            keepsUpstreamConnected.dispose()
            return log
        }
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired, "the test starts outside any trampoline")
        let fused = run { Driver<Int>.createUnsafe(source: $0).map { $0 + 1 }.asObservable() }
        let reference = run { $0.map { $0 + 1 }.share(replay: 1, scope: .whileConnected) }
        XCTAssertEqual(fused, reference)
        XCTAssertEqual(fused, ["next 2", "next 2 returns", "scheduled work", "subscribed"])
    }

    /// An upstream that stops in the trampoline the connection's subscription runs (`of` queues its events
    /// there): the stage disposes it after the stop, before its `afterCompleted` and before the work queued
    /// meanwhile, as the operator's sink did (its producer had stored it before the trampoline ran the queue).
    func testAnUpstreamThatStopsInTheConnectionsTrampolineIsDisposedAfterTheStop() {
        func run(_ build: (Observable<Int>) -> Observable<Int>) -> [String] {
            var log: [String] = []
            let upstream = Observable.of(1).do(
                afterCompleted: { log.append("upstream after completed") },
                onDispose: { log.append("upstream disposed") })
            let subscription = build(upstream).subscribe(
                onNext: { log.append("next \($0)") },
                onCompleted: {
                    log.append("completed")
                    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                        log.append("work")
                        return Disposables.create()
                    }
                })
            subscription.dispose()
            return log
        }
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired, "the test starts outside any trampoline")
        let fused = run { Driver<Int>.createUnsafe(source: $0).map { $0 * 2 }.asObservable() }
        let reference = run { $0.map { $0 * 2 }.share(replay: 1, scope: .whileConnected) }
        XCTAssertEqual(fused, reference)
        XCTAssertEqual(fused, ["next 2", "completed", "upstream disposed", "upstream after completed", "work"])
    }

    /// Subscribers that come and go on four threads: each gets the element at most once (from its own connection,
    /// or as the replay of a live one), and every connection a stage made is disposed.
    func testConcurrentSubscribersAndDisposalsOfAStageLeaveNoConnection() {
        let subscriptions = CallCounter()
        let disposals = CallCounter()
        let upstream = Observable<Int>.create { observer in
            subscriptions.increment()
            observer.onNext(1)
            return Disposables.create { disposals.increment() }
        }
        let stage = Unchecked(Driver<Int>.createUnsafe(source: upstream).map { $0 + 1 }.asObservable())
        let received = ConcurrentLog<Int>()
        runConcurrently(4) { _ in
            for _ in 0..<200 { stage.value.subscribe(onNext: { received.append($0) }).dispose() }
        }
        XCTAssertGreaterThan(subscriptions.value, 0)
        XCTAssertEqual(subscriptions.value, disposals.value, "every connection was disposed")
        // A subscriber that joins a connection another thread is still making, and leaves before the upstream
        // sends, gets nothing; none gets more than the one element.
        XCTAssertTrue(received.values.allSatisfy { $0 == 2 })
        XCTAssertLessThanOrEqual(received.values.count, 800)
    }

    /// An upstream that sends on one thread while subscribers come and go on two others: each subscriber gets
    /// a strictly increasing run of the elements that pass, one call at a time, and nothing after its stop.
    func testAStageFedOnAnotherThreadKeepsTheGrammarForSubscribersThatComeAndGo() {
        let subject = PublishSubject<Int>()
        let stage = Unchecked(Driver<Int>.createUnsafe(source: subject.asObservable()).filter { $0 % 2 == 0 })
        let feeder = Unchecked(subject)
        runConcurrently(3) { index in
            if index == 0 {
                for value in 0..<2_000 { feeder.value.onNext(value) }
                feeder.value.onCompleted()
                return
            }
            for _ in 0..<100 {
                let observer = GrammarObserver<Int>()
                let subscription = stage.value.asObservable().subscribe(observer)
                subscription.dispose()
                let elements = observer.elements
                XCTAssertTrue(elements.allSatisfy { $0 % 2 == 0 })
                XCTAssertTrue(zip(elements, elements.dropFirst()).allSatisfy { $0 < $1 }, "\(elements)")
            }
        }
        let late = GrammarObserver<Int>()
        stage.value.asObservable().subscribe(late).dispose()
        XCTAssertEqual(late.events, [.completed], "a new connection to the completed subject")
    }

    /// An element the upstream sends while the last subscriber leaves reaches the stage's step, and is then
    /// dropped by the connection that ended, as RxSwift's connection drops what comes once it is disposed:
    /// the ended connection does not keep it, although a kept disposable keeps the connection.
    ///
    /// The sending thread is stopped inside the step until the subscription was disposed.
    func testAnElementThatArrivesAsTheLastSubscriberLeavesIsDroppedNotKept() {
        final class Token: Sendable {
            let value: Int
            init(_ value: Int) { self.value = value }
        }
        // Sendable: written by the sending thread before it opens `inStep`, read here after `sent` opened.
        final class TokenHolder: @unchecked Sendable {
            var value: Token?
        }
        let subject = PublishSubject<Int>()
        let inStep = Gate()
        let leave = Gate()
        let lateToken = TokenHolder()
        let stage = Driver<Int>.createUnsafe(source: subject.asObservable()).map { value -> Token in
            let token = Token(value)
            if value == 2 {
                lateToken.value = token
                inStep.open()
                leave.wait()
            }
            return token
        }
        var received: [Int] = []
        let subscription = stage.asObservable().subscribe(onNext: { received.append($0.value) })
        subject.onNext(1)
        let feeder = Unchecked(subject)
        let sent = startOnAnotherThread { feeder.value.onNext(2) }
        inStep.wait()
        subscription.dispose()
        leave.open()
        sent.wait()
        XCTAssertEqual(received, [1])
        weak let late = lateToken.value
        lateToken.value = nil
        XCTAssertNil(late, "the ended connection kept the late element")
        withExtendedLifetime(subscription) {}
    }

    /// A chain of stages delivers on the main thread as a driver must, and lets go of everything when the last
    /// subscriber leaves.
    func testAChainOfStagesSharesEachStage() {
        let relay = BehaviorRelay(value: 1)
        var calls = 0
        let doubled = relay.asDriver().map { value -> Int in
            calls += 1
            return value * 2
        }
        let chain = doubled.filter { $0 > 0 }.compactMap { $0 == 4 ? nil : $0 }
        var first: [Int] = []
        var second: [Int] = []
        let bag = DisposeBag()
        chain.drive(onNext: { first.append($0) }).disposed(by: bag)
        doubled.drive(onNext: { second.append($0) }).disposed(by: bag)
        relay.accept(2)
        relay.accept(3)
        XCTAssertEqual(first, [2, 6])
        XCTAssertEqual(second, [2, 4, 6])
        XCTAssertEqual(calls, 3, "the map stage is shared by both subscribers")
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

final class BehaviorSubjectTests: RxTestCase {
    func testNewObserverGetsCurrentValueFirst() throws {
        let subject = BehaviorSubject(value: 0)
        var first: [Int] = []
        var second: [Int] = []
        _ = subject.subscribe(onNext: { first.append($0) })
        subject.onNext(1)
        _ = subject.subscribe(onNext: { second.append($0) })
        subject.onNext(2)
        XCTAssertEqual(first, [0, 1, 2])
        XCTAssertEqual(second, [1, 2])
        XCTAssertEqual(try subject.value(), 2)
    }

    func testValueAfterCompletionErrorAndDisposal() throws {
        let completed = BehaviorSubject(value: 1)
        completed.onCompleted()
        XCTAssertEqual(try completed.value(), 1)

        let failed = BehaviorSubject(value: 1)
        failed.onError(testError)
        XCTAssertThrowsError(try failed.value()) { XCTAssertEqual($0 as? TestError, testError) }
        var late: [Event<Int>] = []
        _ = failed.subscribe { late.append($0) }
        XCTAssertEqual(late, [.error(testError)])

        let disposed = BehaviorSubject(value: 1)
        disposed.dispose()
        XCTAssertTrue(disposed.isDisposed)
        XCTAssertThrowsError(try disposed.value()) { error in
            guard case RxError.disposed = error else { return XCTFail("expected disposed, got \(error)") }
        }
    }

    func testSubscribingFromInsideOnNextDoesNotDeadlockAndKeepsOrder() {
        let subject = BehaviorSubject(value: 0)
        var log: [String] = []
        var inner: Disposable?
        let outer = subject.subscribe(onNext: { value in
            log.append("outer \(value)")
            if value == 1 && inner == nil {
                inner = subject.subscribe(onNext: { log.append("inner \($0)") })
            }
        })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(log, ["outer 0", "outer 1", "inner 1", "outer 2", "inner 2"])
        inner?.dispose()
        outer.dispose()
    }

    func testConcurrentSubscribersSeeAContiguousSuffix() {
        let subject = BehaviorSubject(value: 0)
        let shared = Unchecked(subject)
        let logs = (0..<3).map { _ in ConcurrentLog<Int>() }
        let sharedLogs = Unchecked(logs)
        var subscriptions = ConcurrentLog<Unchecked<Disposable>>()
        let sharedSubscriptions = Unchecked(subscriptions)
        runConcurrently(4) { thread in
            if thread == 3 {
                for value in 1...3_000 { shared.value.onNext(value) }
            } else {
                let log = sharedLogs.value[thread]
                let subscription = shared.value.subscribe(onNext: { log.append($0) })
                sharedSubscriptions.value.append(Unchecked(subscription))
            }
        }
        for log in logs {
            let values = log.values
            XCTAssertFalse(values.isEmpty)
            XCTAssertEqual(values.last, 3_000)
            XCTAssertEqual(values, Array(values.first!...3_000), "no value lost or repeated")
        }
        subscriptions.values.forEach { $0.value.dispose() }
        subscriptions = ConcurrentLog()
    }

    /// As RxSwift's, a stopped `BehaviorSubject` keeps each subscriber until its subscription is disposed:
    /// `hasObservers` stays true after the stop; a subscription through an operator is disposed by the operator
    /// at the stop, and subscribing after the stop gets the stop event and registers nothing. OpenRx let go of
    /// every subscriber at the stop, as its other subjects do.
    func testAStoppedSubjectKeepsItsSubscribersUntilTheyAreDisposed() {
        for stop in [Event<Int>.completed, .error(testError)] {
            let subject = BehaviorSubject(value: 1)
            var events: [Event<Int>] = []
            let direct = subject.subscribe { events.append($0) }
            let throughAnOperator = subject.map { $0 * 10 }.subscribe(onError: { _ in })
            subject.on(stop)
            XCTAssertTrue(subject.hasObservers, "\(stop): the direct subscriber is kept")
            subject.onNext(2)
            XCTAssertEqual(events, [.next(1), stop], "nothing after the stop")
            let late = subject.subscribe { events.append($0) }
            XCTAssertEqual(events, [.next(1), stop, stop], "a late subscriber gets the stop")
            direct.dispose()
            XCTAssertFalse(subject.hasObservers, "\(stop): disposed, it leaves")
            throughAnOperator.dispose()
            late.dispose()
        }
    }

    /// Operators unsubscribe from a stopped `BehaviorSubject` at its stop, as RxSwift's sinks dispose their
    /// subscriptions: since the subject keeps its subscribers, an operator that only let go of its subscription
    /// (trusting the stop to have removed it) would leave its observer registered until the subject is freed.
    func testOperatorsLeaveAStoppedSubjectAtItsStop() {
        let operators: [(String, (Observable<Int>) -> Observable<Int>)] = [
            ("map", { $0.map { $0 } }), ("filter", { $0.filter { _ in true } }),
            ("scan", { $0.scan(0, accumulator: +) }), ("take", { $0.take(5) }), ("skip", { $0.skip(0) }),
            ("distinctUntilChanged", { $0.distinctUntilChanged() }),
            ("flatMap", { source in Observable.just(0).flatMap { _ in source } }),
            ("flatMapLatest", { source in Observable.just(0).flatMapLatest { _ in source } }),
            ("concat", { Observable.concat($0, .just(9)) }), ("merge", { Observable.merge($0, .never()) }),
            ("combineLatest", { Observable.combineLatest($0, Observable.just(1)) { $0 + $1 } }),
            ("zip", { Observable.zip($0, Observable.just(1)) { $0 + $1 } }),
            ("withLatestFrom", { Observable<Int>.never().withLatestFrom($0) }),
            ("take(until:)", { Observable<Int>.never().take(until: $0) }),
            ("catch", { $0.catch { _ in .empty() } }), ("retry", { $0.retry(2) }),
            ("share(replay: 2)", { $0.share(replay: 2) }),
            ("share forever", { $0.share(replay: 1, scope: .forever) }), ("publish", { $0.publish().refCount() }),
            ("driver", { $0.asDriver(onErrorJustReturn: 0).map { $0 }.asObservable() }),
            ("amb", { $0.amb(Observable.never()) }),
            ("switchLatest", { Observable.just($0).switchLatest() }),
            ("buffer", { $0.buffer(timeSpan: .never, count: 2, scheduler: MainScheduler.instance).map { $0.count } }),
            ("groupBy", { $0.groupBy { $0 % 2 }.flatMap { $0 } }),
            ("asSingle", { $0.take(1).asSingle().asObservable() }),
            ("materialize", { $0.materialize().map { _ in 0 } }), ("enumerated", { $0.enumerated().map(\.element) }),
            ("startWith inside a chain", { $0.startWith(0).map { $0 } }),
        ]
        for (name, apply) in operators {
            let subject = BehaviorSubject(value: 1)
            let subscription = apply(subject.asObservable()).subscribe()
            subject.onCompleted()
            XCTAssertFalse(subject.hasObservers, name)
            subscription.dispose()
        }
    }

    /// A `share()` or `share(replay: 1)` connection never disposes its source's subscription at a stop, as
    /// RxSwift's (its connection only forgets its observers): a stopped `BehaviorSubject`, which keeps its
    /// subscribers, keeps the connection's observer, also once the share's subscriber is disposed. With a larger
    /// buffer the share is RxSwift's `multicast` and `refCount`, whose connection disposes its source first.
    func testAShareWithABufferOfOneOrNoneLeavesAStoppedSubjectItsObserver() {
        for (name, share) in [("share()", 0), ("share(replay: 1)", 1), ("share(replay: 2)", 2)] {
            let subject = BehaviorSubject(value: 1)
            var subscribedAtCompletion: [Bool] = []
            let subscription = subject.share(replay: share).subscribe(onCompleted: {
                subscribedAtCompletion.append(subject.hasObservers)
            })
            subject.onCompleted()
            XCTAssertEqual(subscribedAtCompletion, [share < 2], name)
            subscription.dispose()
            XCTAssertEqual(subject.hasObservers, share < 2, name)
        }
    }

    /// The same when the subject stops while the share is still connecting (its subscriber completes it from the
    /// replayed value): the subscription connecting returns is let go of, not disposed, as RxSwift's connection
    /// keeps it in a slot it never disposes.
    func testAShareWithABufferOfOneOrNoneLetsGoOfASourceThatStoppedWhileItConnected() {
        for (name, share) in [("share()", 0), ("share(replay: 1)", 1), ("share(replay: 2)", 2)] {
            let subject = BehaviorSubject(value: 1)
            let subscription = subject.share(replay: share).subscribe(onNext: { _ in subject.onCompleted() })
            XCTAssertEqual(subject.hasObservers, share < 2, name)
            subscription.dispose()
        }
    }

    /// RxSwift's `startWith` has no sink: it subscribes its source with the observer itself, so the source's
    /// stop goes straight to the subscriber and the source's subscription is disposed with the subscriber's
    /// (a stopped `BehaviorSubject` keeps it until then). Its sink let go of the source at the stop.
    func testStartWithLeavesTheSourcesSubscriptionToTheSubscriber() {
        let subject = BehaviorSubject(value: 1)
        var events: [Event<Int>] = []
        let subscription = subject.startWith(0).subscribe { events.append($0) }
        subject.onCompleted()
        XCTAssertEqual(events, [.next(0), .next(1), .completed])
        XCTAssertTrue(subject.hasObservers, "kept until the subscription is disposed, as in RxSwift")
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    /// Without a sink, a kept `startWith` subscription still lets go of the subscriber's closures when a
    /// producer source ends: the source is subscribed for a disposer that lets go of its sink.
    func testAKeptStartWithSubscriptionLetsGoOfTheClosuresWhenTheSourceEnds() {
        final class Owner {}
        weak var weakOwner: Owner?
        let bag = DisposeBag()
        do {
            let owner = Owner()
            weakOwner = owner
            Observable.of(1, 2).startWith(0).subscribe(onNext: { _ in _ = owner }).disposed(by: bag)
        }
        XCTAssertNil(weakOwner)
    }
}

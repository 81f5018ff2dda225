// OpenRx — reactive programming for Swift. MIT licence.

import Foundation
import OpenRx
import OpenRxTest
import XCTest

/// `subscribe(on:)`: the subscription to the source and its disposal run on the scheduler, whatever
/// thread disposes and whenever the source stops.
final class SubscribeOnTests: RxTestCase {
    /// A source that counts its subscriptions and their disposals.
    private final class CountingSource: @unchecked Sendable {
        // Sendable: the counters are thread-safe; `onSubscribe` is set before any subscription.
        let subscriptions = CallCounter()
        let disposals = CallCounter()
        var onSubscribe: (AnyObserver<Int>) -> Void = { _ in }

        var observable: Observable<Int> {
            Observable.create { [self] observer in
                subscriptions.increment()
                onSubscribe(observer)
                return Disposables.create { [self] in disposals.increment() }
            }
        }
    }

    func testTheSubscriptionAndItsDisposalRunOnTheScheduler() {
        let scheduler = ManualThreadScheduler()
        let source = CountingSource()
        let observer = GrammarObserver<Int>()
        let subscription = source.observable.subscribe(on: scheduler).subscribe(observer)
        XCTAssertEqual(source.subscriptions.value, 0)
        XCTAssertEqual(scheduler.pendingCount, 1)

        scheduler.runNext()
        XCTAssertEqual(source.subscriptions.value, 1)

        subscription.dispose()
        XCTAssertEqual(source.disposals.value, 0, "disposed on the scheduler, not by the disposing thread")
        XCTAssertEqual(scheduler.pendingCount, 1)
        scheduler.runAll()
        XCTAssertEqual(source.disposals.value, 1)
        XCTAssertEqual(observer.events, [])
    }

    /// After the source stops, its subscription's disposal waits on the scheduler; meanwhile that action must
    /// not keep the observer's closures (and what they capture) alive: RxSwift's holds only the subscription's
    /// disposer, and the stopped subject or sink has let go of the observer.
    func testAStoppedSourceLetsGoOfTheObserverWhileItsDisposalWaitsOnTheScheduler() {
        final class Token {}
        let shapes: [(String, (PublishSubject<Int>) -> Observable<Int>)] = [
            ("a subject", { $0.asObservable() }), ("an operator over a subject", { $0.map { $0 } }),
            ("a share", { $0.share(replay: 1) }),
        ]
        for (name, shape) in shapes {
            let subject = PublishSubject<Int>()
            let scheduler = ManualThreadScheduler()
            weak var freedToken: Token?
            var received: [Int] = []
            var subscription: Disposable?
            do {
                let token = Token()
                freedToken = token
                subscription = shape(subject).subscribe(on: scheduler).subscribe(onNext: { value in
                    _ = token
                    received.append(value)
                })
            }
            scheduler.runNext()
            subject.onNext(1)
            subject.onCompleted()
            XCTAssertEqual(received, [1], name)
            XCTAssertEqual(scheduler.pendingCount, 1, "\(name): the disposal waits on the scheduler")
            XCTAssertNil(freedToken, "\(name): the waiting disposal keeps no observer closure")
            scheduler.runNext()
            withExtendedLifetime(subscription) {}
        }
    }

    /// The subscriber disposes, then the subject stops before the scheduler runs the disposal: the observer is
    /// let go of at the stop, as RxSwift's subject lets go of its sink then.
    func testASubjectThatStopsWhileTheDisposalWaitsLetsGoOfTheObserver() {
        final class Token {}
        let shapes: [(String, (PublishSubject<Int>) -> Observable<Int>)] = [
            ("a subject", { $0.asObservable() }), ("a share", { $0.share(replay: 1) }),
        ]
        for (name, shape) in shapes {
            let subject = PublishSubject<Int>()
            let scheduler = ManualThreadScheduler()
            weak var freedToken: Token?
            var subscription: Disposable?
            do {
                let token = Token()
                freedToken = token
                subscription = shape(subject).subscribe(on: scheduler).subscribe(onNext: { _ in _ = token })
            }
            scheduler.runNext()
            subscription?.dispose()
            XCTAssertTrue(subject.hasObservers, "\(name): registered until the scheduler runs the disposal")
            XCTAssertNotNil(freedToken, name)
            subject.onCompleted()
            XCTAssertNil(freedToken, "\(name): the stop lets go of the observer though the disposal waits")
            XCTAssertEqual(scheduler.pendingCount, 1, name)
            scheduler.runNext()
            withExtendedLifetime(subscription) {}
        }
    }

    /// The subscriber disposes on this thread while another thread delivers the subject's stop (held in the
    /// subscriber's `onCompleted`): the disposal sees the stop, so the action on the scheduler holds nothing, and
    /// the observer is let go of once the stop's delivery ends, though the action still waits.
    func testADisposalDuringTheStopsDeliveryLeavesTheSchedulerNothingToHold() {
        final class Token {}
        let subject = PublishSubject<Int>()
        let scheduler = ManualThreadScheduler()
        let inStop = Gate()
        let resume = Gate()
        weak var freedToken: Token?
        var subscription: Disposable?
        do {
            let token = Token()
            freedToken = token
            subscription = subject.subscribe(on: scheduler).subscribe(onCompleted: {
                _ = token
                inStop.open()
                resume.wait()
            })
        }
        scheduler.runNext()
        let stopping = startOnAnotherThread { subject.onCompleted() }
        inStop.wait()
        subscription?.dispose()
        XCTAssertEqual(scheduler.pendingCount, 1, "the disposal's action, even with nothing to hold")
        resume.open()
        stopping.wait()
        XCTAssertNil(freedToken, "let go of once the stop's delivery ended, though the action waits")
        scheduler.runNext()
        XCTAssertEqual(scheduler.pendingCount, 0, "one disposal action, not one per dispose call")
        withExtendedLifetime(subscription) {}
    }

    /// A subject's or a share's subscription is disposed on the scheduler too: it stays registered (the share
    /// connected) until the action runs, and nothing is forwarded after the disposal.
    func testTheDisposalOfASubjectSubscriptionRunsOnTheScheduler() {
        let shapes: [(String, (PublishSubject<Int>) -> Observable<Int>)] = [
            ("a subject", { $0.asObservable() }), ("a share", { $0.share(replay: 1) }),
        ]
        for (name, shape) in shapes {
            let subject = PublishSubject<Int>()
            let scheduler = ManualThreadScheduler()
            let observer = GrammarObserver<Int>()
            let subscription = shape(subject).subscribe(on: scheduler).subscribe(observer)
            scheduler.runNext()
            subject.onNext(1)
            subscription.dispose()
            XCTAssertTrue(subject.hasObservers, "\(name): disposed on the scheduler, not by the disposing thread")
            XCTAssertEqual(scheduler.pendingCount, 1, name)
            subject.onNext(2)
            scheduler.runNext()
            XCTAssertFalse(subject.hasObservers, "\(name): the subscription (the share's connection) has ended")
            XCTAssertEqual(observer.elements, [1], "\(name): nothing is forwarded after the disposal")
        }
    }

    func testDisposingBeforeTheScheduledSubscriptionRunsCancelsIt() {
        let scheduler = ManualThreadScheduler()
        let source = CountingSource()
        let subscription = source.observable.subscribe(on: scheduler).subscribe()
        subscription.dispose()
        XCTAssertEqual(scheduler.pendingCount, 0, "the scheduled subscription is cancelled")
        scheduler.runAll()
        XCTAssertEqual(source.subscriptions.value, 0)
        XCTAssertEqual(source.disposals.value, 0)
    }

    func testADisposalDuringTheSourcesSubscribeDisposesTheLateSubscriptionOnTheScheduler() {
        let scheduler = ManualThreadScheduler()
        let source = CountingSource()
        let entered = Gate()
        let release = Gate()
        source.onSubscribe = { observer in
            entered.open()
            release.wait()
            observer.onNext(1)  // after the disposal: must not arrive
        }
        let observer = GrammarObserver<Int>()
        let subscription = source.observable.subscribe(on: scheduler).subscribe(observer)
        let subscribing = startOnAnotherThread { scheduler.runNext() }
        entered.wait()
        subscription.dispose()
        release.open()
        subscribing.wait()

        XCTAssertEqual(observer.events, [])
        XCTAssertEqual(source.disposals.value, 0, "the late subscription is disposed on the scheduler")
        XCTAssertEqual(scheduler.pendingCount, 1)
        scheduler.runAll()
        XCTAssertEqual(source.disposals.value, 1)
    }

    func testASourceThatEndsOnTheSchedulerIsDisposedThereOnce() {
        // A hand-written source: nothing but subscribe(on:) disposes its subscription.
        let scheduler = ManualThreadScheduler()
        let log = ConcurrentLog<String>()
        let observer = GrammarObserver<Int>()
        let subscription = SynchronousSource(log: log).subscribe(on: scheduler).subscribe(observer)
        scheduler.runNext()
        XCTAssertEqual(observer.events, [.next(1), .completed])
        XCTAssertEqual(log.values, [], "the disposal is an action of its own on the scheduler")
        XCTAssertEqual(scheduler.pendingCount, 1)
        scheduler.runAll()
        XCTAssertEqual(log.values, ["disposed"])
        subscription.dispose()
        scheduler.runAll()
        XCTAssertEqual(log.values, ["disposed"])
    }

    func testASourceThatEndsOnAnotherThreadBeforeSubscribeReturnsIsDisposedOnce() {
        // The scheduler runs the subscription on another thread before `schedule` returns: the stop event
        // arrives while the producer has not stored the sink yet, and the disposal waits for that store.
        let scheduler = ManualThreadScheduler()
        scheduler.runsBeforeReturning = true
        let log = ConcurrentLog<String>()
        let observer = GrammarObserver<Int>()
        let subscription = SynchronousSource(log: log).subscribe(on: scheduler).subscribe(observer)
        XCTAssertEqual(observer.events, [.next(1), .completed])
        XCTAssertEqual(log.values, ["disposed"])
        subscription.dispose()
        XCTAssertEqual(log.values, ["disposed"])
    }

    func testAScheduledSubscriptionThatRunsAfterTheDisposalIsDisposedAtOnce() {
        // A scheduler whose work cannot be cancelled: the action runs after all. As in RxSwift it subscribes,
        // and the subscription is disposed on the scheduler; nothing is forwarded.
        let scheduler = UncancellableScheduler()
        let source = CountingSource()
        source.onSubscribe = { observer in observer.onNext(1) }
        let observer = GrammarObserver<Int>()
        let subscription = source.observable.subscribe(on: scheduler).subscribe(observer)
        subscription.dispose()
        scheduler.runNext()
        XCTAssertEqual(source.subscriptions.value, 1)
        XCTAssertEqual(source.disposals.value, 0, "disposed by an action of its own on the scheduler")
        scheduler.runNext()
        XCTAssertEqual(source.disposals.value, 1)
        XCTAssertEqual(observer.events, [])
    }

    func testASourceThatEndsWhileAnImmediateSchedulerSubscribesIsDisposedBeforeSubscribeReturns() {
        // On the main thread the main scheduler runs the subscription at once. As in RxSwift, the disposal
        // the stop event causes waits until the subscribing action has returned, so the scheduler runs it
        // at once too instead of queueing it behind that action. A hand-written source, whose subscription
        // nothing but subscribe(on:) disposes, shows when that happens.
        let log = ConcurrentLog<String>()
        let subscription = SynchronousSource(log: log).subscribe(on: MainScheduler())
            .subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
        XCTAssertEqual(log.values, ["next 1", "completed", "disposed"])
        subscription.dispose()
        XCTAssertEqual(log.values, ["next 1", "completed", "disposed"])
    }

    func testVirtualTimeSubscriptionAndDisposalAreScheduled() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let result = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(result.events, [.next(211, 1), .completed(221)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 222)])
    }

    func testVirtualTimeError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let result = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(result.events, [.next(211, 1), .error(221, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 222)])
    }

    func testVirtualTimeASourceThatNeverEndsIsDisposedOnTheSchedulerAfterTheDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(300, 2)])
        let result = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(result.events, [.next(300, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 1001)])
    }

    /// A `BehaviorSubject` keeps its observers after its stop, as RxSwift's: `subscribe(on:)` leaves it on the
    /// scheduler, as RxSwift's disposal runs there, not at the stop (nor never, holding the observer).
    func testAStoppedBehaviorSubjectIsLeftOnTheScheduler() {
        let scheduler = UncancellableScheduler()
        let subject = BehaviorSubject(value: 1)
        var events: [Event<Int>] = []
        let subscription = subject.subscribe(on: scheduler).subscribe { events.append($0) }
        scheduler.runNext()
        XCTAssertEqual(events, [.next(1)])
        subject.onCompleted()
        XCTAssertEqual(events, [.next(1), .completed])
        XCTAssertTrue(subject.hasObservers, "the disposal waits on the scheduler")
        scheduler.runNext()
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }
}

/// A hand-written sequence that sends 1 and completes inside `subscribe`, and logs its disposal.
private struct SynchronousSource: ObservableType {
    typealias Element = Int
    let log: ConcurrentLog<String>

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
        observer.on(.next(1))
        observer.on(.completed)
        return Disposables.create { [log] in log.append("disposed") }
    }
}

/// A scheduler that keeps its work until the test runs it and ignores cancellation.
private final class UncancellableScheduler: ImmediateSchedulerType {
    private var work: [() -> Void] = []

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        work.append { _ = action(state) }
        return Disposables.create()
    }

    func runNext() {
        if !work.isEmpty { work.removeFirst()() }
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

import Foundation
import OpenRx
import XCTest

/// Issue 20: in Swift 6 language mode (this target's), a subscriber's closures run on the subscriber's
/// isolation — at once when the event arrives there with nothing queued, otherwise queued onto it in order.
final class SubscriberIsolationTests: RxTestCase {
    /// Lets the main queue run the blocks queued before this call.
    @MainActor
    private func drainMainQueue() async {
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
    }

    @MainActor
    private final class Model {
        var total = 0
        var onMainThread: [Bool] = []
        var disposals = 0
    }

    /// The racy shape: a closure formed on the main actor, after a background scheduler.
    @MainActor
    func testAClosureFormedOnTheMainActorRunsOnTheMainThreadAfterABackgroundScheduler() async {
        let model = Model()
        let completed = expectation(description: "completed")
        let subject = PublishSubject<Int>()
        let queue = DispatchQueue(label: "background")
        let subscription = subject.observe(on: SerialDispatchQueueScheduler(serialQueue: queue))
            .subscribe(
                onNext: {
                    model.total += $0; model.onMainThread.append(Thread.isMainThread)
                },
                onCompleted: { completed.fulfill() },
                onDisposed: { model.disposals += 1 })
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()
        await fulfillment(of: [completed], timeout: 10)
        XCTAssertEqual(model.total, 3)
        XCTAssertEqual(model.onMainThread, [true, true])
        XCTAssertEqual(model.disposals, 1)
        subscription.dispose()
        XCTAssertEqual(model.disposals, 1, "onDisposed runs once")
        queue.sync {}  // the background sink lets go of the subscription on its queue
    }

    /// The other shapes: `delay`, `interval` and `subscribe(on:)` on a concurrent scheduler.
    @MainActor
    func testTimedAndSubscribeOnShapesOnAConcurrentSchedulerRunOnTheMainThread() async {
        let model = Model()
        // A serial queue behind the concurrent scheduler's code paths, so the test can wait for it.
        let queue = DispatchQueue(label: "concurrent-scheduler")
        let concurrent = ConcurrentDispatchQueueScheduler(queue: queue)
        let sources: [Observable<Int>] = [
            Observable.just(1).delay(.milliseconds(1), scheduler: concurrent),
            Observable<Int>.interval(.milliseconds(1), scheduler: concurrent).map { _ in 1 }.take(3),
            Observable.of(1, 1).subscribe(on: concurrent),
        ]
        await waitingForStartedTasks {
            for source in sources {
                let stopped = AsyncGate()
                _ = source.subscribe(
                    onNext: {
                        model.total += $0; model.onMainThread.append(Thread.isMainThread)
                    },
                    onDisposed: { stopped.open() })
                await stopped.wait()
            }
        }
        XCTAssertEqual(model.total, 6)
        XCTAssertEqual(model.onMainThread, Array(repeating: true, count: 6))
        // The scheduler's queue lets go of the subscriptions' timers, and subscribe(on:) disposes its source
        // there in a block of its own after the completion was handed to the main actor.
        flushUntilResourcesReturn([queue])
    }

    /// As RxSwift's `Single`/`Maybe` closures: `onDisposed` runs right after `onSuccess`, before what the
    /// source does after delivering the element (its completion, `do(afterSuccess:)`).
    @MainActor
    func testATraitsOnDisposedRunsRightAfterItsOutcomeOnTheMainActor() {
        let log = ConcurrentLog<String>()
        _ = Single.just(1).do(afterSuccess: { _ in log.append("after") })
            .subscribe(onSuccess: { _ in log.append("success") }, onDisposed: { log.append("disposed") })
        _ = Maybe.just(2).do(afterNext: { _ in log.append("after") })
            .subscribe(onSuccess: { _ in log.append("success") }, onDisposed: { log.append("disposed") })
        XCTAssertEqual(log.values, ["success", "disposed", "after", "success", "disposed", "after"])
    }

    /// An outcome sent back into the source from inside `onSuccess` is dropped: one outcome per trait, as
    /// RxSwift's observer is stopped before it calls out.
    @MainActor
    func testATraitGetsOneOutcomeEvenWhenItsHandlerSendsAnother() {
        final class Emit { var observer: ((SingleEvent<Int>) -> Void)? }
        let emit = Unchecked(Emit())
        let log = ConcurrentLog<String>()
        let subscription = Single<Int>.create { observer in
            emit.value.observer = observer
            return Disposables.create()
        }
        .subscribe(
            onSuccess: { _ in
                log.append("success")
                emit.value.observer?(.failure(testError))
            },
            onFailure: { _ in log.append("failure") },
            onDisposed: { log.append("disposed") })
        emit.value.observer?(.success(1))
        XCTAssertEqual(log.values, ["success", "disposed"])
        subscription.dispose()
        emit.value.observer = nil
    }

    /// A synchronous source with local state, as tests are written: delivered inside the subscribe call.
    @MainActor
    func testASynchronousSourceDeliversInsideTheSubscribeCallOnTheMainActor() {
        var sum = 0
        var disposed = false
        _ = Observable.of(1, 2).subscribe(onNext: { sum += $0 }, onDisposed: { disposed = true })
        XCTAssertEqual(sum, 3)
        XCTAssertTrue(disposed)
    }

    /// A subscription that ended by its stop event lets go of its closures, though its disposable is kept (as
    /// a `DisposeBag` keeps it until the screen closes): what they capture is released when the sequence ends.
    @MainActor
    func testAnIsolatedSubscriptionLetsGoOfItsClosuresAtItsStopThoughItsDisposableIsKept() {
        final class Captured {}
        weak var captured: Captured?
        let subject = PublishSubject<Int>()
        var disposedCount = 0
        let kept: Disposable = {
            let object = Captured()
            captured = object
            return subject.subscribe(onNext: { _ in _ = object }, onDisposed: { disposedCount += 1 })
        }()
        subject.onNext(1)
        XCTAssertNotNil(captured)
        subject.onCompleted()
        XCTAssertNil(captured, "the ended subscription does not keep its closures")
        XCTAssertEqual(disposedCount, 1)
        kept.dispose()
        XCTAssertEqual(disposedCount, 1, "onDisposed runs once")

        // The same for a source that completes inside the subscribe call.
        let early: Disposable = {
            let object = Captured()
            captured = object
            return Observable.just(1).subscribe(onNext: { _ in _ = object })
        }()
        XCTAssertNil(captured)
        early.dispose()
    }

    /// An event sent on the main thread waits behind one that arrived from another thread before it.
    @MainActor
    func testAnEventOnTheMainActorWaitsBehindAnEventQueuedFromAnotherThread() async {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { received.append($0) })
        runOnAnotherThread { subject.onNext(1) }  // the main thread is blocked meanwhile: 1 is queued
        XCTAssertEqual(received, [])
        subject.onNext(2)
        XCTAssertEqual(received, [], "2 is not handled before 1")
        await drainMainQueue()
        XCTAssertEqual(received, [1, 2])
        subject.onNext(3)
        XCTAssertEqual(received, [1, 2, 3], "with nothing queued, an event on the main thread is handled at once")
        subscription.dispose()
    }

    /// Disposal drops the queued events; `onDisposed` runs once, on the main actor.
    @MainActor
    func testDisposalDropsQueuedEventsAndRunsOnDisposedOnTheMainActor() async {
        let subject = PublishSubject<Int>()
        let model = Model()
        let subscription = subject.subscribe(
            onNext: { model.total += $0 },
            onDisposed: {
                model.disposals += 1; model.onMainThread.append(Thread.isMainThread)
            })
        runOnAnotherThread { subject.onNext(1) }
        let disposable = Unchecked(subscription)
        runOnAnotherThread { disposable.value.dispose() }
        XCTAssertEqual(model.disposals, 0, "queued: the main thread was busy")
        await drainMainQueue()
        XCTAssertEqual(model.total, 0, "the queued element was dropped")
        XCTAssertEqual(model.disposals, 1)
        XCTAssertEqual(model.onMainThread, [true])
        subject.onNext(2)
        XCTAssertEqual(model.total, 0)
    }

    /// A single whose work runs in a task off the main actor: its outcome and `onDisposed` run on it.
    @MainActor
    func testASingleFromATaskDeliversItsOutcomeOnTheMainActor() async {
        let model = Model()
        await waitingForStartedTasks {
            let disposed = AsyncGate()
            _ = Single<Int>.create { 42 }.subscribe(
                onSuccess: {
                    model.total = $0; model.onMainThread.append(Thread.isMainThread)
                },
                onDisposed: {
                    model.onMainThread.append(Thread.isMainThread); disposed.open()
                })
            await disposed.wait()
        }
        XCTAssertEqual(model.total, 42)
        XCTAssertEqual(model.onMainThread, [true, true])
    }

    /// `isolation: nil` keeps RxSwift's behaviour: the closure runs where the event arrives.
    @MainActor
    func testNilIsolationRunsTheClosureWhereTheEventArrives() {
        let subject = PublishSubject<Int>()
        let threads = ConcurrentLog<Bool>()
        let subscription = subject.subscribe(onNext: { _ in threads.append(Thread.isMainThread) }, isolation: nil)
        runOnAnotherThread { subject.onNext(1) }
        XCTAssertEqual(threads.values, [false])
        subscription.dispose()
    }

    /// A nonisolated caller (isolation nil) keeps RxSwift's behaviour.
    func testANonisolatedCallerRunsTheClosureWhereTheEventArrives() {
        let subject = PublishSubject<Int>()
        let threads = ConcurrentLog<Bool>()
        let subscription = subject.subscribe(onNext: { _ in threads.append(Thread.isMainThread) })
        runOnAnotherThread { subject.onNext(1) }
        XCTAssertEqual(threads.values, [false])
        subscription.dispose()
    }

    /// The actor shape: a closure formed in an actor method, mutating the actor's state, run after a
    /// concurrent scheduler.
    func testAClosureFormedInAnActorRunsIsolatedToIt() async {
        let tally = Tally()
        let completed = expectation(description: "completed")
        let subject = PublishSubject<Int>()
        let queue = DispatchQueue(label: "observe-on", attributes: .concurrent)
        await tally.bind(subject.observe(on: ConcurrentDispatchQueueScheduler(queue: queue)), completed: completed)
        for value in 1...100 { subject.onNext(value) }
        subject.onCompleted()
        await fulfillment(of: [completed], timeout: 10)
        // observe(on:) disposes its chain on the queue after it hands the completion over to the actor, so the
        // completion can run before that disposal ends: wait for the queue's blocks before the leak check.
        queue.sync(flags: .barrier) {}
        let values = await tally.values
        XCTAssertEqual(values.count, 100)
        XCTAssertEqual(values, Array(1...100), "in order")
        await tally.stop()
    }

    /// A binder formed in an actor, with no scheduler given, applies each element on the actor.
    func testABinderFormedInAnActorAppliesElementsIsolatedToIt() async {
        let tally = Tally()
        let subject = PublishSubject<Int>()
        let applied = expectation(description: "applied")
        await tally.bindWithBinder(subject.asObservable(), last: 20, applied: applied)
        runOnAnotherThread { for value in 1...20 { subject.onNext(value) } }
        await fulfillment(of: [applied], timeout: 10)
        let values = await tally.values
        XCTAssertEqual(values, Array(1...20))
        await tally.stop()
    }

    /// A binder formed on the main actor, on the main scheduler (the default): an element from another thread is
    /// queued and applied on the main thread, one sent on the main thread meanwhile waits behind it, and one
    /// with nothing waiting is applied at once — the main scheduler's order, which needs no hop of its own.
    @MainActor
    func testABinderFormedOnTheMainActorAppliesInTheMainSchedulersOrder() async {
        let model = Model()
        let binder = Binder(model) { model, value in
            model.total = model.total * 10 + value
            model.onMainThread.append(Thread.isMainThread)
        }
        let sendable = Unchecked(binder)
        runOnAnotherThread { sendable.value.onNext(1) }
        binder.onNext(2)
        XCTAssertEqual(model.total, 0, "1 is queued on the main queue, and 2 behind it")
        await drainMainQueue()
        XCTAssertEqual(model.total, 12)
        binder.onNext(3)
        XCTAssertEqual(model.total, 123, "nothing waits: applied at once")
        XCTAssertEqual(model.onMainThread, [true, true, true])
    }

    /// A binder formed on the main actor with a background scheduler: the binding still runs on main.
    @MainActor
    func testABinderFormedOnTheMainActorWithABackgroundSchedulerAppliesOnTheMainThread() async {
        let model = Model()
        let queue = DispatchQueue(label: "binder")
        let binder = Binder(model, scheduler: SerialDispatchQueueScheduler(serialQueue: queue)) { model, value in
            model.total += value
            model.onMainThread.append(Thread.isMainThread)
        }
        binder.onNext(2)
        queue.sync {}  // the scheduler ran; the binding is queued onto the main actor
        XCTAssertEqual(model.total, 0)
        await drainMainQueue()
        XCTAssertEqual(model.total, 2)
        XCTAssertEqual(model.onMainThread, [true])
    }

    /// An `AnyObserver` formed on the main actor handles events sent from elsewhere on the main thread.
    @MainActor
    func testAnObserverFormedOnTheMainActorHandlesEventsOnTheMainThread() async {
        let model = Model()
        let observer = AnyObserver<Int> { event in
            if case .next(let value) = event { model.total += value }
            model.onMainThread.append(Thread.isMainThread)
        }
        let sendable = Unchecked(observer)
        runOnAnotherThread { sendable.value.onNext(5) }
        XCTAssertEqual(model.total, 0, "queued onto the main actor")
        observer.onNext(1)  // on the main thread, behind the queued event
        await drainMainQueue()
        XCTAssertEqual(model.total, 6)
        XCTAssertEqual(model.onMainThread, [true, true])
        observer.onNext(1)
        XCTAssertEqual(model.total, 7, "on the main thread with nothing queued: at once")
    }

    /// An actor that keeps its subscription in a dispose bag it owns, with closures that capture the actor (the
    /// shape of a view model): once the sequence ended, the kept disposable keeps neither the closures nor the
    /// actor, which is freed when its last user lets go. The subscription's hop held the actor until this was
    /// found (the article's `Counter`, whose objects a later leak-checked test saw released).
    func testAnActorThatKeepsItsEndedSubscriptionInItsOwnBagIsFreed() async {
        let resourcesAtStart = Resources.total
        for shape in BaggedActor.Shape.allCases {
            weak var weakActor: BaggedActor?
            let disposed = CallCounter()
            do {
                let actor = BaggedActor()
                weakActor = actor
                await actor.start(Observable.of(1, 2, 3), shape, disposed: disposed)
                await yield(until: { await actor.total == 6 })
                let total = await actor.total
                XCTAssertEqual(total, 6, "\(shape)")
            }
            // The actor goes first; the chain's last objects may go a little later, on the queue or the task
            // that ran its end.
            await yield(until: { weakActor == nil && disposed.value > 0 && Resources.total <= resourcesAtStart })
            XCTAssertNil(weakActor, "\(shape)")
            XCTAssertEqual(disposed.value, 1, "\(shape): onDisposed ran once")
        }
    }

    /// An actor whose live subscription holds it weakly (`subscribe(with:)`, a `Binder(self)`) is freed when its
    /// last user lets go, as RxSwift's object is: the subscription's hop holds the actor weakly. Its bag then
    /// disposes the subscription, and the source loses its observer.
    func testAnActorWhoseLiveSubscriptionHoldsItWeaklyIsFreed() async {
        for shape in WeaklyBoundActor.Shape.allCases {
            let subject = PublishSubject<Int>()
            let resourcesAtStart = Resources.total
            weak var weakActor: WeaklyBoundActor?
            do {
                let actor = WeaklyBoundActor()
                weakActor = actor
                await actor.start(subject, shape)
                subject.onNext(2)  // from outside the actor: queued onto it
                await yield(until: { await actor.value == 2 })
                let value = await actor.value
                XCTAssertEqual(value, 2, "\(shape)")
            }
            await yield(until: { weakActor == nil && !subject.hasObservers && Resources.total <= resourcesAtStart })
            XCTAssertNil(weakActor, "\(shape)")
            XCTAssertFalse(subject.hasObservers, "\(shape): the actor's bag disposed the subscription")
            subject.onNext(3)
        }
    }

    /// A weakly held actor that goes away after an event was queued for it and before its drain starts (a hook
    /// stops `startDrain` right there): the event is dropped; an `onDisposed` handed over by a disposal off the
    /// actor still runs, once, where the disposal happens.
    func testWorkForAnActorThatGoesAwayBeforeItsDrainStartsIsDroppedButOnDisposedRuns() {
        defer { ActorHopTestHooks.beforeDrainStarts = nil }
        let subject = PublishSubject<Int>()
        var handled: [Int] = []
        var disposedCount = 0
        do {
            var actor: Idle? = Idle()
            weak let weakActor = actor
            let subscription = subject.subscribe(onNext: { handled.append($0) }, isolation: actor)
            ActorHopTestHooks.beforeDrainStarts = { actor = nil }
            subject.onNext(1)  // off the actor: queued, then the drain starts
            XCTAssertNil(weakActor, "the hook let the actor go before the drain looked it up")
            ActorHopTestHooks.beforeDrainStarts = nil
            subject.onNext(2)  // the actor is gone: dropped at once
            subscription.dispose()
        }
        XCTAssertEqual(handled, [], "nothing ran for an actor that is gone")
        do {
            var actor: Idle? = Idle()
            weak let weakActor = actor
            let subscription = subject.subscribe(
                onNext: { handled.append($0) }, onDisposed: { disposedCount += 1 }, isolation: actor)
            ActorHopTestHooks.beforeDrainStarts = { actor = nil }
            subscription.dispose()  // off the actor: `onDisposed` is queued, then the drain starts
            XCTAssertNil(weakActor)
            XCTAssertEqual(disposedCount, 1, "onDisposed ran here, once, when the actor was gone")
            subscription.dispose()
        }
        XCTAssertEqual(disposedCount, 1)
        XCTAssertFalse(subject.hasObservers)
    }

    /// The stop event of a subscription whose actor is gone still ends it: the event is dropped, `onDisposed`
    /// runs where it is dropped, once, and the handler's closures are let go of though the disposable is kept.
    /// Before, it was dropped alone: the subscription never ended, and kept its closures as long as its
    /// disposable was kept. Three shapes: the actor was gone when the stop arrived; the stop was queued and the
    /// actor went away before its drain started (a hook stops `startDrain` there); a trait's outcome, its last
    /// event.
    func testTheLastEventOfASubscriptionWhoseActorIsGoneStillEndsIt() {
        defer { ActorHopTestHooks.beforeDrainStarts = nil }
        final class Captured {}
        let subject = PublishSubject<Int>()
        var handled: [String] = []
        var disposedCount = 0
        do {
            var actor: Idle? = Idle()
            var captured: Captured? = Captured()
            weak let weakCaptured = captured
            let subscription = subject.subscribe(
                onCompleted: { [captured] in handled.append("completed \(captured != nil)") },
                onDisposed: { disposedCount += 1 }, isolation: actor)
            captured = nil
            actor = nil
            subject.onCompleted()  // off the actor, which is gone: dropped
            XCTAssertEqual(disposedCount, 1, "the subscription did not end")
            XCTAssertNil(weakCaptured, "the kept disposable kept the handler's closures")
            subscription.dispose()
        }
        do {
            let source = PublishSubject<Int>()
            var actor: Idle? = Idle()
            var captured: Captured? = Captured()
            weak let weakCaptured = captured
            let subscription = source.subscribe(
                onCompleted: { [captured] in handled.append("completed \(captured != nil)") },
                onDisposed: { disposedCount += 1 }, isolation: actor)
            captured = nil
            ActorHopTestHooks.beforeDrainStarts = { actor = nil }
            source.onCompleted()  // off the actor: queued, then the hook lets the actor go
            ActorHopTestHooks.beforeDrainStarts = nil
            XCTAssertEqual(disposedCount, 2, "the queued stop event was dropped without ending the subscription")
            XCTAssertNil(weakCaptured, "the kept disposable kept the handler's closures")
            XCTAssertFalse(source.hasObservers)
            subscription.dispose()
        }
        do {
            let outcome = PublishSubject<Int>()
            var actor: Idle? = Idle()
            var captured: Captured? = Captured()
            weak let weakCaptured = captured
            let subscription = outcome.take(1).asSingle().subscribe(
                onSuccess: { [captured] in handled.append("success \($0) \(captured != nil)") },
                onDisposed: { disposedCount += 1 }, isolation: actor)
            captured = nil
            actor = nil
            outcome.onNext(1)
            XCTAssertEqual(disposedCount, 3, "the trait's outcome did not end it")
            XCTAssertNil(weakCaptured, "the kept disposable kept the handler's closures")
            XCTAssertFalse(outcome.hasObservers)
            subscription.dispose()
        }
        XCTAssertEqual(handled, [], "nothing ran for an actor that is gone")
        XCTAssertEqual(disposedCount, 3)
        XCTAssertFalse(subject.hasObservers)
    }

    /// An event that a drain took off the queue just before a disposal on another thread returned is dropped
    /// (a hook stops the drain between taking the event and delivering it), as RxSwift's sinks check their
    /// disposed flag when an event reaches them: nothing reaches the handler after `dispose()` returned.
    @MainActor
    func testAnEventTakenByTheDrainBeforeADisposalOnAnotherThreadIsDropped() async {
        defer { ActorHopTestHooks.afterDequeue = nil }
        let subject = PublishSubject<Int>()
        let model = Model()
        let subscription = Unchecked(
            subject.subscribe(onNext: { model.total += $0 }, onDisposed: { model.disposals += 1 }))
        runOnAnotherThread { subject.onNext(1) }  // the main thread is this test's: queued
        ActorHopTestHooks.afterDequeue = {
            ActorHopTestHooks.afterDequeue = nil
            runOnAnotherThread { subscription.value.dispose() }  // returns before the drain goes on
        }
        await drainMainQueue()
        XCTAssertEqual(model.total, 0, "the element reached the handler after the disposal returned")
        XCTAssertEqual(model.disposals, 1)
    }

    /// An actor whose isolation check lets go of its last reference (its executor's getter, which the check
    /// asks, drops it) is released after the hop's lock: its `deinit` empties its bag, whose subscription ends
    /// through the same hop. Released under the lock, the sending thread waited for that lock for good.
    func testAnActorFreedWhileItsHopChecksWhereItRunsIsReleasedOutsideTheHopsLock() async {
        let subject = PublishSubject<Int>()
        let disposed = CallCounter()
        var actor: ActorWithItsOwnExecutor? = ActorWithItsOwnExecutor()
        weak let weakActor = actor
        await actor!.subscribe(to: subject.asObservable(), disposed: disposed)
        actor!.whenAskedForItsExecutor = { actor = nil }
        startOnAnotherThread { subject.onNext(1) }.wait()  // fails, after a while, if the send waits for good
        XCTAssertNil(weakActor)
        XCTAssertEqual(disposed.value, 1, "the bag's subscription did not end once")
        XCTAssertFalse(subject.hasObservers)
    }

    /// Yields until `condition` holds, a bounded number of times (the caller's assertions then fail).
    private func yield(until condition: () async -> Bool) async {
        for _ in 0..<100_000 {
            if await condition() { return }
            await Task.yield()
        }
    }

    /// Inside an actor, a synchronous source still delivers inside the subscribe call.
    func testASynchronousSourceDeliversInsideTheSubscribeCallInAnActor() async {
        let tally = Tally()
        let sum = await tally.sumSynchronously([1, 2, 3])
        XCTAssertEqual(sum, 6)
    }
}

/// An actor with nothing to do: only a subscription's isolation.
private actor Idle {}

/// Runs jobs on a serial dispatch queue: the executor of ``ActorWithItsOwnExecutor``.
private final class QueueExecutor: SerialExecutor {
    let queue = DispatchQueue(label: "QueueExecutor")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedSerialExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}

/// An actor on an executor of its own, which calls `whenAskedForItsExecutor` each time its executor is asked for
/// (as the isolation check of a hop does, with the actor loaded), and keeps a subscription in its own bag.
private actor ActorWithItsOwnExecutor {
    nonisolated let executor = QueueExecutor()
    nonisolated(unsafe) var whenAskedForItsExecutor: (() -> Void)?
    let bag = DisposeBag()

    nonisolated var unownedExecutor: UnownedSerialExecutor {
        whenAskedForItsExecutor?()
        return executor.asUnownedSerialExecutor()
    }

    func subscribe(to source: Observable<Int>, disposed: CallCounter) {
        source.subscribe(onNext: { _ in }, onDisposed: { disposed.increment() }).disposed(by: bag)
    }
}

/// An actor that keeps a live subscription in its own dispose bag, which holds it weakly.
private actor WeaklyBoundActor {
    enum Shape: CaseIterable {
        case subscribeWith, binder
    }

    var value = 0
    let bag = DisposeBag()

    func start(_ source: PublishSubject<Int>, _ shape: Shape) {
        switch shape {
        case .subscribeWith:
            source.subscribe(with: self, onNext: { actor, value in actor.assumeIsolated { $0.value = value } })
                .disposed(by: bag)
        case .binder:
            source.bind(to: Binder(self) { actor, value in actor.assumeIsolated { $0.value = value } })
                .disposed(by: bag)
        }
    }
}

/// An actor that keeps its subscriptions in its own dispose bag, their closures capturing it.
private actor BaggedActor {
    enum Shape: CaseIterable {
        /// Subscribed in the actor to a source that delivers inside the subscribe call.
        case synchronous
        /// Observed on the actor's scheduler, as the article's `Counter` does.
        case observedOnTheActor
        /// Subscribed on another thread: every event waits for the actor.
        case fromAnotherThread
    }

    var total = 0
    let bag = DisposeBag()

    func start(_ source: Observable<Int>, _ shape: Shape, disposed: CallCounter) {
        let shaped: Observable<Int>
        switch shape {
        case .synchronous: shaped = source
        case .observedOnTheActor: shaped = source.observe(on: ActorScheduler(self))
        case .fromAnotherThread: shaped = source.subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default))
        }
        shaped.subscribe(onNext: { self.total += $0 }, onDisposed: { disposed.increment() }).disposed(by: bag)
    }
}

/// An actor whose state a subscription's closures mutate.
private actor Tally {
    var values: [Int] = []
    var subscription: Disposable?

    func bind(_ source: Observable<Int>, completed: XCTestExpectation) {
        subscription = source.subscribe(
            onNext: { value in
                // The runtime's own check: it stops the test run if this closure runs off the actor.
                self.preconditionIsolated("a closure formed in the actor ran off it")
                self.values.append(value)
            },
            onCompleted: { completed.fulfill() })
    }

    func bindWithBinder(_ source: Observable<Int>, last: Int, applied: XCTestExpectation) {
        subscription = source.bind(
            to: Binder(self) { _, value in
                self.preconditionIsolated("a binder formed in the actor ran off it")
                self.values.append(value)
                if value == last { applied.fulfill() }
            })
    }

    func stop() {
        subscription?.dispose()
        subscription = nil
    }

    func sumSynchronously(_ values: [Int]) -> Int {
        var sum = 0
        _ = Observable.from(values).subscribe(onNext: { sum += $0 })
        return sum
    }
}

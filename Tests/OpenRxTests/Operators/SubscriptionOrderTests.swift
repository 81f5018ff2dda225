// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

/// Which source an operator with a trigger subscribes first, and what a trigger that fires early does:
/// RxSwift's order, pinned on virtual time.
final class SubscriptionOrderTests: RxTestCase {
    func testSkipUntilSubscribesTheSourceBeforeTheTrigger() {
        let scheduler = TestScheduler(initialClock: 0)
        let t = scheduler.createHotObservable([.next(300, 1), .next(400, 2)])
        let result = scheduler.start { t.skip(until: t) }
        XCTAssertEqual(result.events, [.next(400, 2)])
        XCTAssertEqual(t.subscriptions, [Subscription(200, 1000), Subscription(200, 300)])
    }

    func testSkipUntilDoesNotForwardACompletionBeforeTheTrigger() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let trigger = scheduler.createHotObservable([.next(300, "go")])
        let result = scheduler.start { xs.skip(until: trigger) }
        XCTAssertEqual(result.events, [], "never terminates, as in RxSwift")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 250)])
    }

    func testSkipUntilForwardsASourceErrorBeforeTheTrigger() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, testError)])
        let trigger = scheduler.createHotObservable([.next(300, "go")])
        let result = scheduler.start { xs.skip(until: trigger) }
        XCTAssertEqual(result.events, [.error(250, testError)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 250)])
    }

    func testSkipUntilSubscribesTheTriggerEvenWhenTheSourceStopsDuringSubscribe() {
        let scheduler = TestScheduler(initialClock: 0)
        let trigger = scheduler.createHotObservable([.next(300, "go")])
        let failed = scheduler.start { Observable<Int>.error(testError).skip(until: trigger) }
        XCTAssertEqual(failed.events, [.error(200, testError)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 200)])

        let otherScheduler = TestScheduler(initialClock: 0)
        let otherTrigger = otherScheduler.createHotObservable([.next(300, "go")])
        let completed = otherScheduler.start { Observable<Int>.empty().skip(until: otherTrigger) }
        XCTAssertEqual(completed.events, [], "a completion before the trigger is not forwarded")
        XCTAssertEqual(otherTrigger.subscriptions, [Subscription(200, 200)])
    }

    func testSkipUntilForwardsAfterTheTriggerAndIgnoresItsCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(310, 2), .completed(400)])
        let trigger = scheduler.createHotObservable([.next(300, "go"), .completed(305)])
        let result = scheduler.start { xs.skip(until: trigger) }
        XCTAssertEqual(result.events, [.next(310, 2), .completed(400)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 300)])
    }

    func testSkipUntilTriggerErrorEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(310, 2)])
        let trigger = scheduler.createHotObservable([Recorded<Event<String>>.error(300, testError)])
        let result = scheduler.start { xs.skip(until: trigger) }
        XCTAssertEqual(result.events, [.error(300, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testSampleSubscribesTheSourceBeforeTheSampler() {
        let scheduler = TestScheduler(initialClock: 0)
        let t = scheduler.createHotObservable([.next(300, 1), .next(400, 2)])
        let result = scheduler.start { t.sample(t) }
        XCTAssertEqual(result.events, [.next(300, 1), .next(400, 2)])
    }

    /// As RxSwift's, `sample` disposes its source's subscription when the source completes, not at the next
    /// sample: a `BehaviorSubject`, which keeps its subscribers after its stop, has none left then.
    func testSampleDisposesTheSourceWhenItCompletes() {
        let subject = BehaviorSubject(value: 1)
        let ticks = PublishSubject<Void>()
        var events: [Event<Int>] = []
        let subscription = subject.sample(ticks).subscribe { events.append($0) }
        subject.onCompleted()
        XCTAssertFalse(subject.hasObservers, "the completed source was let go of at once")
        XCTAssertTrue(ticks.hasObservers, "the sampler stays until the next sample")
        ticks.onNext(())
        XCTAssertEqual(events, [.next(1), .completed])
        XCTAssertFalse(ticks.hasObservers)
        subscription.dispose()
    }

    /// The source completes on another thread and is held inside its own disposal, which `sample` runs at the
    /// completion; the subscriber disposes meanwhile. Each subscription is disposed once: the source's by the
    /// completion (the disposal finds its slot taken), the sampler's by the disposal, at once.
    func testSampleDisposesItsCompletedSourceOnceWhileTheSubscriberDisposes() {
        let insideSourceDisposal = Gate()
        let resume = Gate()
        let sourceDisposals = CallCounter()
        let samplerDisposals = CallCounter()
        var sourceObserver: AnyObserver<Int>?
        let source = Observable<Int>.create { observer in
            sourceObserver = observer
            return Disposables.create {
                sourceDisposals.increment()
                insideSourceDisposal.open()
                resume.wait()
            }
        }
        let sampler = Observable<Void>.never().do(onDispose: { samplerDisposals.increment() })
        let subscription = source.sample(sampler).subscribe()
        let observer = Unchecked(sourceObserver!)
        let completing = startOnAnotherThread { observer.value.onCompleted() }
        insideSourceDisposal.wait()
        subscription.dispose()
        XCTAssertEqual(samplerDisposals.value, 1)
        XCTAssertEqual(sourceDisposals.value, 1, "the source's disposal is the completion's, in progress")
        resume.open()
        completing.wait()
        XCTAssertEqual(sourceDisposals.value, 1)
        XCTAssertEqual(samplerDisposals.value, 1)
    }

    func testTakeUntilWhoseTriggerFiresDuringSubscriptionStillSubscribesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let result = scheduler.start { xs.take(until: Observable.just("stop")) }
        XCTAssertEqual(result.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func testTakeUntilLetsGoOfATriggerThatCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2), .completed(400)])
        let trigger = scheduler.createHotObservable([Recorded<Event<String>>.completed(250)])
        let result = scheduler.start { xs.take(until: trigger) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(300, 2), .completed(400)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testTakeUntilDisposesTheTriggerWhenTheSourceEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let trigger = scheduler.createHotObservable([.next(500, "stop")])
        let result = scheduler.start { xs.take(until: trigger) }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(300)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 300)])
    }

    func testSkipUntilAcrossThreadsKeepsTheGrammar() {
        for _ in 0..<100 {
            let source = PublishSubject<Int>()
            let trigger = PublishSubject<Void>()
            let observer = GrammarObserver<Int>()
            let subscription = source.skip(until: trigger).subscribe(observer)
            let subjects = Unchecked((source, trigger))
            runConcurrently(2) { index in
                if index == 0 {
                    subjects.value.0.onNext(1)
                    subjects.value.0.onCompleted()
                } else {
                    subjects.value.1.onNext(())
                }
            }
            XCTAssertFalse(trigger.hasObservers, "the trigger is released once it fired or the source ended")
            XCTAssertTrue(observer.events == [] || observer.events.last == .completed)
            subscription.dispose()
        }
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

import Foundation
import OpenRx
import OpenRxCocoa
import XCTest

/// The disposable of `subscribe(onNext:…)` is RxSwift's pair `Disposables.create(subscription, disposable)`. A
/// producer, a subject and a share make it their own subscription's disposable (one object, not two); these tests
/// pin what the pair promises, whichever object carries it: disposed only by `dispose()`, the subscription
/// disposed before `onDisposed`, each once, even when two threads dispose at once, and nothing of the observer
/// kept once the sequence ended.
final class SubscribePairTests: RxTestCase {
    func testEverySourceKindReturnsAPairDisposedOnlyByDispose() {
        let completedSubject = PublishSubject<Int>()
        completedSubject.onCompleted()
        let behavior = BehaviorSubject(value: 1)
        let replay = ReplaySubject<Int>.create(bufferSize: 1)
        let async = AsyncSubject<Int>()
        let shared = Observable<Int>.never().share(replay: 1)
        let driver = PublishRelay<Int>().asDriver(onErrorJustReturn: 0)
        let cases: [(String, Disposable)] = [
            ("a subject that had completed", completedSubject.subscribe(onNext: { _ in })),
            ("behavior subject", behavior.subscribe(onNext: { _ in })),
            ("replay subject", replay.subscribe(onNext: { _ in })),
            ("async subject", async.subscribe(onNext: { _ in })),
            ("share", shared.subscribe(onNext: { _ in })),
            ("driver", driver.drive(onNext: { _ in })),
            (
                "completing create",
                Observable<Int>.create { observer in
                    observer.onCompleted()
                    return Disposables.create()
                }.subscribe()
            ),
        ]
        behavior.onCompleted()
        replay.onCompleted()
        async.onCompleted()
        for (name, subscription) in cases {
            XCTAssertEqual((subscription as? Cancelable)?.isDisposed, false, name)
            subscription.dispose()
            XCTAssertEqual((subscription as? Cancelable)?.isDisposed, true, name)
        }
    }

    /// RxSwift's subject returns a plain disposable to `subscribe(_:)`; only the closure forms pair.
    func testASubjectsPlainSubscriptionIsNotCancelable() {
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe(AnyObserver { _ in })
        XCTAssertFalse(subscription is Cancelable)
        subscription.dispose()
    }

    func testDisposingDisposesTheSubscriptionThenRunsOnDisposed() {
        var log: [String] = []
        let producer = Observable<Int>.never().do(onDispose: { log.append("source disposed") })
            .subscribe(onDisposed: { log.append("onDisposed") })
        producer.dispose()
        XCTAssertEqual(log, ["source disposed", "onDisposed"], "a producer chain")

        log = []
        let subject = PublishSubject<Int>()
        let subjectSubscription = subject.subscribe(onDisposed: {
            log.append("onDisposed, subscribed: \(subject.hasObservers)")
        })
        subjectSubscription.dispose()
        XCTAssertEqual(log, ["onDisposed, subscribed: false"], "a subject")

        log = []
        let shared = Observable<Int>.never().do(onDispose: { log.append("source disposed") }).share()
        let shareSubscription = shared.subscribe(onDisposed: { log.append("onDisposed") })
        shareSubscription.dispose()
        XCTAssertEqual(log, ["source disposed", "onDisposed"], "a share")
    }

    func testOnDisposedRunsOnceWhenTheSequenceEndedBeforeTheDisposal() {
        var log: [String] = []
        let subject = PublishSubject<Int>()
        let fromSubject = subject.subscribe(onDisposed: { log.append("subject") })
        let fromJust = Observable.just(1).subscribe(onDisposed: { log.append("just") })
        let fromChain = Observable.of(1, 2).map { $0 }.subscribe(onDisposed: { log.append("chain") })
        subject.onCompleted()
        XCTAssertEqual(log, ["just", "chain", "subject"])
        for subscription in [fromSubject, fromJust, fromChain] {
            subscription.dispose()
            subscription.dispose()
        }
        XCTAssertEqual(log, ["just", "chain", "subject"])
    }

    /// A kept pair lets go of the observer's closures when the sequence ends, as RxSwift's pair does: its
    /// subscription lets go of the sink, and the `onDisposed` action of its closure once it ran.
    func testAKeptPairHoldsNoClosureAfterTheEnd() {
        final class Owner {}
        weak var fromChain: Owner?
        weak var fromSubject: Owner?
        let subject = PublishSubject<Int>()
        let bag = DisposeBag()
        do {
            let chainOwner = Owner()
            let subjectOwner = Owner()
            fromChain = chainOwner
            fromSubject = subjectOwner
            Observable.of(1).map { $0 }
                .subscribe(onNext: { _ in _ = chainOwner }, onDisposed: { _ = chainOwner })
                .disposed(by: bag)
            subject.subscribe(onNext: { _ in _ = subjectOwner }, onDisposed: { _ = subjectOwner })
                .disposed(by: bag)
        }
        XCTAssertNil(fromChain, "the chain completed")
        XCTAssertNotNil(fromSubject, "the subject has not stopped yet")
        subject.onCompleted()
        XCTAssertNil(fromSubject, "the subject completed")
    }

    /// Two threads dispose one pair of a producer: the first runs the disposal, the second returns at once
    /// without running anything, and `onDisposed` runs once, after the subscription's disposal.
    func testTwoThreadsDisposingAProducersPairDisposeItOnce() {
        let insideDisposal = Gate()
        let resume = Gate()
        let log = ConcurrentLog<String>()
        let subscription = Observable<Int>.create { _ in
            Disposables.create {
                log.append("subscription disposed")
                insideDisposal.open()
                resume.wait()
            }
        }
        .subscribe(onDisposed: { log.append("onDisposed") })
        let disposable = Unchecked(subscription)
        let first = startOnAnotherThread { disposable.value.dispose() }
        insideDisposal.wait()
        subscription.dispose()
        XCTAssertEqual(log.values, ["subscription disposed"], "the second disposal runs nothing")
        XCTAssertEqual((subscription as? Cancelable)?.isDisposed, true)
        resume.open()
        first.wait()
        XCTAssertEqual(log.values, ["subscription disposed", "onDisposed"])
    }

    /// Two threads dispose one pair of a share (a subject subscription that leaves through its connection): the
    /// first leaves, which disconnects the source; the second, arriving while the source's disposal runs, returns
    /// at once without running anything; `onDisposed` runs once, after the source's disposal.
    func testTwoThreadsDisposingAShareSubscriptionsPairDisposeItOnce() {
        let insideDisposal = Gate()
        let resume = Gate()
        let log = ConcurrentLog<String>()
        let subscription = Observable<Int>.never()
            .do(onDispose: {
                log.append("source disposed")
                insideDisposal.open()
                resume.wait()
            })
            .share()
            .subscribe(onDisposed: { log.append("onDisposed") })
        let disposable = Unchecked(subscription)
        let first = startOnAnotherThread { disposable.value.dispose() }
        insideDisposal.wait()
        subscription.dispose()
        XCTAssertEqual(log.values, ["source disposed"], "the second disposal runs nothing")
        XCTAssertEqual((subscription as? Cancelable)?.isDisposed, true)
        resume.open()
        first.wait()
        XCTAssertEqual(log.values, ["source disposed", "onDisposed"])
    }

    /// The event-closure forms return the subscription itself, as RxSwift's `subscribe(_ on:)` and the traits'
    /// `subscribe(_ observer:)` do, in both isolation modes: disposed once the sequence ended (a producer's), not
    /// `Cancelable` (a subject's). On the main actor, and for the traits, OpenRx returned the pair.
    func testTheEventClosureFormsReturnTheSubscriptionItself() {
        func states(_ subscribe: (Observable<Int>) -> Disposable) -> [String] {
            let subject = PublishSubject<Int>()
            let finite = subscribe(Observable.of(1, 2).map { $0 })
            let fromSubject = subscribe(subject.asObservable())
            return [
                "\((finite as? Cancelable)?.isDisposed as Any)", "\(fromSubject is Cancelable)",
            ]
        }
        let expected = ["Optional(true)", "false"]
        XCTAssertEqual(states { $0.subscribe(isolation: nil) { _ in } }, expected, "where the events arrive")
        MainActor.assumeIsolated {
            XCTAssertEqual(states { $0.subscribe { _ in } }, expected, "isolated to the main actor")
        }
        let single = Single<Int>.create { observer in
            observer(.success(1))
            return Disposables.create()
        }
        XCTAssertEqual((single.subscribe(isolation: nil) { _ in } as? Cancelable)?.isDisposed, true)
        MainActor.assumeIsolated {
            XCTAssertEqual((single.subscribe { _ in } as? Cancelable)?.isDisposed, true)
            XCTAssertEqual(
                (single.subscribe(onSuccess: { _ in }) as? Cancelable)?.isDisposed, false,
                "the closure forms still pair")
        }
    }

    /// Disposing an isolated event-closure subscription also ends its delivery: an event queued for the main
    /// actor before the disposal is dropped.
    @MainActor
    func testDisposingAnIsolatedEventClosureSubscriptionDropsItsQueuedEvents() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.subscribe { event in
            if case .next(let value) = event { received.append(value) }
        }
        runOnAnotherThread { subject.onNext(1) }
        subscription.dispose()
        drainMainQueue()
        XCTAssertEqual(received, [], "the queued element was dropped")
        subject.onNext(2)
        XCTAssertEqual(received, [])
    }
}

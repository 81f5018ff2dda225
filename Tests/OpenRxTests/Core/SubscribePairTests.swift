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

    /// Two threads dispose one pair of a subject: the first leaves the subject and runs `onDisposed`; the second,
    /// arriving while `onDisposed` runs, returns at once without running it again.
    func testTwoThreadsDisposingASubjectsPairDisposeItOnce() {
        let insideOnDisposed = Gate()
        let resume = Gate()
        let log = ConcurrentLog<String>()
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe(onDisposed: {
            log.append("onDisposed, subscribed: \(subject.hasObservers)")
            insideOnDisposed.open()
            resume.wait()
        })
        let disposable = Unchecked(subscription)
        let first = startOnAnotherThread { disposable.value.dispose() }
        insideOnDisposed.wait()
        subscription.dispose()
        XCTAssertEqual((subscription as? Cancelable)?.isDisposed, true)
        resume.open()
        first.wait()
        XCTAssertEqual(log.values, ["onDisposed, subscribed: false"])
    }
}

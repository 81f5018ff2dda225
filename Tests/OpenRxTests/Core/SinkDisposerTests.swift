// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

/// Disposal racing with a subscription in progress, and the resource counter.
final class SinkDisposerTests: RxTestCase {
    func testDisposeRacingWithSubscribeReleasesEverythingOnce() {
        for _ in 0..<200 {
            let disposals = AtomicCounter()
            let started = DispatchSemaphore(value: 0)
            let holder = ConcurrentLog<Unchecked<Disposable>>()
            let source = Observable<Int>.create { observer in
                started.signal()
                observer.onNext(1)
                return Disposables.create { disposals.increment() }
            }.map { $0 + 1 }
            let shared = Unchecked(source)
            runConcurrently(2) { thread in
                if thread == 0 {
                    holder.append(Unchecked(shared.value.subscribe()))
                } else {
                    started.wait()
                    while holder.values.isEmpty {}
                    holder.values[0].value.dispose()
                }
            }
            XCTAssertEqual(disposals.value, 1)
        }
    }

    func testConcurrentDisposeOfOneSubscription() {
        let disposals = AtomicCounter()
        let subscription = Observable<Int>.create { _ in Disposables.create { disposals.increment() } }
            .filter { $0 > 0 }.subscribe()
        let shared = Unchecked(subscription)
        runConcurrently(4) { _ in shared.value.dispose() }
        XCTAssertEqual(disposals.value, 1)
    }

    /// The subscriber disposes while its sink, on another thread, is between sending its completion and
    /// disposing itself: the source is disposed once, `onDisposed` runs once, and everything is released.
    func testDisposingWhileTheSinkIsSendingItsCompletionOnAnotherThread() {
        let sourceDisposals = AtomicCounter()
        let onDisposed = AtomicCounter()
        let insideCompletion = Gate()
        let resume = Gate()
        let subject = PublishSubject<Int>()
        let subscription = subject.do(onDispose: { sourceDisposals.increment() }).map { $0 }.subscribe(
            onCompleted: {
                insideCompletion.open()
                resume.wait()
            }, onDisposed: { onDisposed.increment() })
        let completing = startOnAnotherThread { subject.onCompleted() }
        insideCompletion.wait()
        subscription.dispose()
        XCTAssertEqual(sourceDisposals.value, 1, "the subscriber's disposal disposed the chain")
        resume.open()
        completing.wait()
        XCTAssertEqual(sourceDisposals.value, 1)
        XCTAssertEqual(onDisposed.value, 1)
    }

    /// The sink disposes itself on another thread (its source's disposal is held there) while the subscriber
    /// disposes: the second disposal does not dispose again, and the disposer lets go of the sink.
    func testDisposingWhileTheSinkDisposesItselfOnAnotherThread() {
        let sourceDisposals = AtomicCounter()
        let insideDisposal = Gate()
        let resume = Gate()
        let subject = PublishSubject<Int>()
        let subscription = subject.do(onDispose: {
            sourceDisposals.increment()
            insideDisposal.open()
            resume.wait()
        }).filter { _ in true }.subscribe()
        let completing = startOnAnotherThread { subject.onCompleted() }
        insideDisposal.wait()
        subscription.dispose()
        XCTAssertEqual(sourceDisposals.value, 1, "the disposal in progress is not started again")
        resume.open()
        completing.wait()
        XCTAssertEqual(sourceDisposals.value, 1)
    }

    func testResourceCounterCountsLiveSubscriptions() {
        let before = Resources.total
        let subject = PublishSubject<Int>()
        do {
            let subscription = subject.map { $0 }.filter { _ in true }.subscribe()
            XCTAssertEqual(
                Resources.total, before + 5,
                "subject, observer, two sinks, and one disposer (the map's sink is the filter's upstream disposable), "
                    + "which is also the pair `subscribe(onNext:…)` returns, as RxSwift's "
                    + "`Disposables.create(subscription, disposable)`"
            )
            subscription.dispose()
            XCTAssertEqual(
                Resources.total, before + 2,
                "disposal released the sinks and the observer; the disposer, the pair, is still referenced")
        }
        XCTAssertEqual(Resources.total, before + 1, "only the subject itself is left")
        XCTAssertEqual(Resources.incrementTotal(), Resources.total)
        XCTAssertEqual(Resources.decrementTotal(), before + 1)
    }

    /// Inside a chain a sink is its source's disposable: an inner sequence of `flatMap` that ended lets go of
    /// its sinks, and so of the closures they hold, while the flatMap goes on.
    func testAnEndedInnerSequenceLetsGoOfItsClosuresWhileTheOuterOneGoesOn() {
        final class Owner {}
        weak var innerOwner: Owner?
        let source = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = source.flatMap { _ -> Observable<Int> in
            let owner = Owner()
            innerOwner = owner
            return inner.map { value in
                _ = owner
                return value * 10
            }
        }.subscribe(onNext: { received.append($0) })
        source.onNext(1)
        inner.onNext(2)
        XCTAssertNotNil(innerOwner, "the inner chain is live")
        inner.onCompleted()
        XCTAssertNil(innerOwner, "the ended inner chain was let go of")
        XCTAssertEqual(received, [20])
        subscription.dispose()
    }

    /// A `share` connection whose source stopped lets go of the source's sink (which holds the connection as
    /// its observer), even while a subscriber keeps its subscription.
    func testAShareLetsGoOfItsStoppedSourceWhileASubscriptionIsKept() {
        final class Owner {}
        weak var sourceOwner: Owner?
        var kept: [Disposable] = []
        let subject = PublishSubject<Int>()
        do {
            let owner = Owner()
            sourceOwner = owner
            let shared = subject.map { value in
                _ = owner
                return value
            }.share(replay: 1)
            kept.append(shared.subscribe())
            kept.append(shared.subscribe())
        }
        subject.onNext(1)
        XCTAssertNotNil(sourceOwner)
        subject.onCompleted()
        XCTAssertNil(sourceOwner, "the stopped source's chain was let go of")
        XCTAssertEqual(kept.count, 2)
    }

    func testAHeldDisposedSubscriptionDoesNotKeepTheObserverAlive() {
        final class Owner {}
        weak var disposedOwner: Owner?
        weak var completedOwner: Owner?
        var kept: [Disposable] = []
        let subject = PublishSubject<Int>()
        do {
            let owner = Owner()
            disposedOwner = owner
            let subscription = subject.map { $0 + 1 }.subscribe(onNext: { _ in _ = owner })
            subscription.dispose()
            kept.append(subscription)
        }
        do {
            let owner = Owner()
            completedOwner = owner
            kept.append(Observable.just(1).map { $0 }.subscribe(onNext: { _ in _ = owner }))
        }
        XCTAssertNil(disposedOwner, "disposal released the closures although the disposable is still held")
        XCTAssertNil(completedOwner, "completion released the closures although the disposable is still held")
        XCTAssertEqual(kept.count, 2)
    }
}

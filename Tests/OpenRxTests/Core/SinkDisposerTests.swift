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

    func testResourceCounterCountsLiveSubscriptions() {
        let before = Resources.total
        let subject = PublishSubject<Int>()
        do {
            let subscription = subject.map { $0 }.filter { _ in true }.subscribe()
            XCTAssertEqual(
                Resources.total, before + 5,
                "subject, observer, two sinks, and one disposer: the map's sink is the filter's upstream disposable")
            subscription.dispose()
            XCTAssertEqual(Resources.total, before + 2, "disposal released the sinks; the disposer is still referenced")
        }
        XCTAssertEqual(Resources.total, before + 1, "only the subject itself is left")
        XCTAssertEqual(Resources.incrementTotal(), Resources.total)
        XCTAssertEqual(Resources.decrementTotal(), before + 1)
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

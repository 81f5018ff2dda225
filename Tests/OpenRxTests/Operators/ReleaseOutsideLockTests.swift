// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

/// Stateful operators release the elements, inner sequences and subscriptions they replace or drop after
/// unlocking: an element whose `deinit` reaches back into the same operator (sends into one of its sources,
/// disposes its subscription) must not deadlock on the operator's non-recursive lock.
///
/// Each test runs on another thread and waits with a timeout, so a deadlock fails the test instead of
/// hanging the suite (the stuck thread is then left behind, and nothing touches the operator again).
final class ReleaseOutsideLockTests: RxTestCase {
    /// An element that runs `onRelease` from its `deinit`.
    private final class Probe: @unchecked Sendable {
        // Sendable: `onRelease` is set before the probe is shared and never changed.
        let id: Int
        var onRelease: @Sendable () -> Void

        init(_ id: Int, onRelease: @escaping @Sendable () -> Void = {}) {
            self.id = id
            self.onRelease = onRelease
        }

        deinit { onRelease() }
    }

    /// Holds an object weakly.
    private final class WeakBox<Object: AnyObject> {
        weak var value: Object?
        init(_ value: Object) { self.value = value }
    }

    /// Runs `body` on another thread; returns whether it finished (fails the test if it deadlocked).
    private func finishes(
        file: StaticString = #filePath, line: UInt = #line, _ body: @escaping @Sendable () -> Void
    ) -> Bool {
        let finished = CallCounter()
        startOnAnotherThread {
            body()
            finished.increment()
        }
        .wait(timeout: 5, file: file, line: line)
        return finished.value == 1
    }

    // MARK: - Operators that replace an element they hold

    func testCombineLatestReleasesTheLatestValueItReplacesAfterUnlocking() {
        let letters = PublishSubject<Probe>()
        let numbers = PublishSubject<Int>()
        let released = CallCounter()
        let observer = GrammarObserver<String>()
        let subscription = Observable.combineLatest(letters, numbers) { "\($0.id)\($1)" }.subscribe(observer)
        let finished = finishes {
            letters.onNext(
                Probe(1) {
                    numbers.onNext(2)
                    released.increment()
                })
            numbers.onNext(1)
            // Replaces probe 1, whose deinit sends into the other source of the same combineLatest.
            letters.onNext(Probe(2))
        }
        guard finished else { return }
        XCTAssertEqual(released.value, 1)
        XCTAssertEqual(observer.elements, ["11", "21", "22"])
        subscription.dispose()
    }

    func testCombineLatestReleasesAFirstValueItReplacesAfterUnlocking() {
        let letters = PublishSubject<Probe>()
        let numbers = PublishSubject<Int>()
        let released = CallCounter()
        let observer = GrammarObserver<String>()
        let subscription = Observable.combineLatest(letters, numbers) { "\($0.id)\($1)" }.subscribe(observer)
        let finished = finishes {
            letters.onNext(
                Probe(1) {
                    numbers.onNext(1)
                    released.increment()
                })
            // Replaces probe 1 before `numbers` has a value; its deinit sends that value.
            letters.onNext(Probe(2))
        }
        guard finished else { return }
        XCTAssertEqual(released.value, 1)
        XCTAssertEqual(observer.elements, ["21"])
        subscription.dispose()
    }

    func testSampleReleasesTheLatestElementItReplacesAfterUnlocking() {
        let source = PublishSubject<Probe>()
        let sampler = PublishSubject<Void>()
        let released = CallCounter()
        let observer = GrammarObserver<Int>()
        let subscription = source.sample(sampler).map { $0.id }.subscribe(observer)
        let finished = finishes {
            source.onNext(
                Probe(1) {
                    sampler.onNext(())
                    released.increment()
                })
            // Replaces probe 1, whose deinit samples the same operator.
            source.onNext(Probe(2))
        }
        guard finished else { return }
        XCTAssertEqual(released.value, 1)
        XCTAssertEqual(observer.elements, [2])
        subscription.dispose()
    }

    func testDebounceReleasesTheWaitingElementItReplacesAfterUnlocking() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = PublishSubject<Probe>()
        let released = CallCounter()
        let observer = GrammarObserver<Int>()
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(
            source.debounce(.seconds(10), scheduler: scheduler).map { $0.id }.subscribe(observer))
        let finished = finishes {
            source.onNext(
                Probe(1) {
                    subscription.dispose()
                    released.increment()
                })
            // Replaces probe 1, whose deinit disposes the same debounce.
            source.onNext(Probe(2))
        }
        guard finished else { return }
        XCTAssertEqual(released.value, 1)
        XCTAssertEqual(observer.events, [])
    }

    func testThrottleReleasesTheHeldElementItReplacesAfterUnlocking() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = PublishSubject<Probe>()
        let released = CallCounter()
        let observer = GrammarObserver<Int>()
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(
            source.throttle(.seconds(10), scheduler: scheduler).map { $0.id }.subscribe(observer))
        let finished = finishes {
            source.onNext(Probe(1))
            source.onNext(
                Probe(2) {
                    subscription.dispose()
                    released.increment()
                })
            // Replaces the held probe 2, whose deinit disposes the same throttle.
            source.onNext(Probe(3))
        }
        guard finished else { return }
        XCTAssertEqual(released.value, 1)
        XCTAssertEqual(observer.elements, [1])
    }

    // MARK: - Operators that drop what they hold when they stop or are disposed

    func testMergeReleasesTheWaitingInnerSequencesAnErrorDropsAfterUnlocking() {
        let source = PublishSubject<Int>()
        let running = PublishSubject<Int>()
        let released = CallCounter()
        let observer = GrammarObserver<Int>()
        let subscription = source.concatMap { number -> Observable<Int> in
            if number == 1 { return running }
            // Waits behind `running`; when it is dropped, its deinit sends into `running`.
            let probe = Probe(number) {
                running.onNext(5)
                released.increment()
            }
            return Observable.create { _ in
                withExtendedLifetime(probe) {}
                return Disposables.create()
            }
        }
        .subscribe(observer)
        let finished = finishes {
            source.onNext(1)
            source.onNext(2)
            source.onError(testError)
        }
        guard finished else { return }
        XCTAssertEqual(released.value, 1)
        XCTAssertEqual(observer.events, [.error(testError)])
        subscription.dispose()
    }

    func testZipReleasesItsQueuedValuesOnDisposalAfterUnlocking() {
        let letters = PublishSubject<Probe>()
        let numbers = PublishSubject<Int>()
        let released = CallCounter()
        let observer = GrammarObserver<String>()
        // Unchecked: only the other thread touches it until it has finished.
        nonisolated(unsafe) let subscription = Observable.zip(letters, numbers) { "\($0.id)\($1)" }.subscribe(observer)
        let finished = finishes {
            letters.onNext(
                Probe(1) {
                    numbers.onNext(1)
                    released.increment()
                })
            // Drops the queued probe 1, whose deinit sends into the same zip.
            subscription.dispose()
        }
        guard finished else { return }
        XCTAssertEqual(released.value, 1)
        XCTAssertEqual(observer.events, [])
    }

    /// Sends a probe into `source → apply`, which holds it; disposing drops it, and its `deinit` sends into the
    /// same source.
    private func assertDropsWhatItHoldsAfterUnlocking<Result>(
        file: StaticString = #filePath, line: UInt = #line,
        _ apply: @escaping (Observable<Probe>) -> Observable<Result>
    ) {
        let source = PublishSubject<Probe>()
        let released = CallCounter()
        let observer = GrammarObserver<Result>()
        // Unchecked: only the other thread touches it until it has finished.
        nonisolated(unsafe) let subscription = apply(source.asObservable()).subscribe(observer)
        let finished = finishes(file: file, line: line) {
            source.onNext(
                Probe(1) {
                    source.onNext(Probe(2))
                    released.increment()
                })
            subscription.dispose()
        }
        guard finished else { return }
        XCTAssertEqual(released.value, 1, file: file, line: line)
        XCTAssertEqual(observer.events.count, 0, file: file, line: line)
    }

    func testDelayReleasesItsQueuedElementsOnDisposalAfterUnlocking() {
        let scheduler = TestScheduler(initialClock: 0)
        assertDropsWhatItHoldsAfterUnlocking { $0.delay(.seconds(10), scheduler: scheduler).map { $0.id } }
    }

    func testBufferReleasesItsCollectedElementsOnDisposalAfterUnlocking() {
        let scheduler = TestScheduler(initialClock: 0)
        assertDropsWhatItHoldsAfterUnlocking {
            $0.buffer(timeSpan: .seconds(10), count: 5, scheduler: scheduler).map { $0.map(\.id) }
        }
    }

    // MARK: - Relays

    func testBehaviorRelayReleasesTheValueItReplacesAfterUnlocking() {
        let released = CallCounter()
        let relay: BehaviorRelay<Probe> = {
            let first = Probe(1)
            let relay = BehaviorRelay(value: first)
            nonisolated(unsafe) let weakRelay = WeakBox(relay)
            first.onRelease = {
                XCTAssertEqual(weakRelay.value?.value.id, 2)
                released.increment()
            }
            return relay
        }()
        let finished = finishes { relay.accept(Probe(2)) }
        guard finished else { return }
        XCTAssertEqual(released.value, 1)
        XCTAssertEqual(relay.value.id, 2)
    }

    func testReplayRelayReleasesTheElementItDropsAfterUnlocking() {
        let relay = ReplayRelay<Probe>.create(bufferSize: 1)
        nonisolated(unsafe) let weakRelay = WeakBox(relay)
        let released = CallCounter()
        relay.accept(
            Probe(1) {
                weakRelay.value?.accept(Probe(3))
                released.increment()
            })
        let finished = finishes { relay.accept(Probe(2)) }
        guard finished else { return }
        XCTAssertEqual(released.value, 1)
        let replayed = GrammarObserver<Int>()
        relay.map { $0.id }.subscribe(replayed).dispose()
        XCTAssertEqual(replayed.elements, [3])
    }
}

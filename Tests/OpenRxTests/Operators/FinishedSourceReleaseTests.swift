// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

/// A subscription that moved past a finished source lets go of it (issue 27): what the finished source
/// captured (a view controller, a request) is released then, not when the whole subscription ends —
/// RxSwift's `testCompletable_FirstCompletableNotRetainedBeyondCompletion`, and the other forms.
final class FinishedSourceReleaseTests: RxTestCase {
    private final class Captured {}

    /// Builds a first source that captures an object and completes at 210, subscribes `chain(first)` (which
    /// must still be running at 300), and says whether the object is still alive at 300, after the test
    /// dropped its own references.
    private func isFirstRetained<Chain>(
        _ subscribe: (Observable<Int>) -> Chain, _ subscription: (Chain) -> Disposable
    ) -> Bool {
        let scheduler = TestScheduler(initialClock: 0)
        let hot: TestableObservable<Int> = scheduler.createHotObservable([.completed(210)])
        var object: Captured? = Captured()
        weak let weakObject = object
        var first: Observable<Int>? = hot.asObservable().do(onCompleted: { [object] in _ = object })
        let disposable = subscription(subscribe(first!))
        defer { disposable.dispose() }
        scheduler.advanceTo(300)
        object = nil
        first = nil
        return weakObject != nil
    }

    // MARK: RxSwift's test

    func testCompletableFirstCompletableNotRetainedBeyondCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let x: TestableObservable<Never> = scheduler.createHotObservable([.completed(210)])
        var object = Optional.some(Captured())
        var completable = x.asCompletable().do(onCompleted: { [object] in _ = object })
        let disposable = completable.andThen(.never()).subscribe()
        defer { disposable.dispose() }
        scheduler.advanceTo(300)
        weak let weakObject = object
        object = nil
        completable = .never()
        XCTAssertNil(weakObject)
    }

    func testCompletableFirstCompletableNotRetainedBeyondFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        let x: TestableObservable<Never> = scheduler.createHotObservable([.error(210, testError)])
        var object = Optional.some(Captured())
        var completable = x.asCompletable().do(onError: { [object] _ in _ = object })
        let disposable = completable.andThen(.never()).subscribe()
        defer { disposable.dispose() }
        scheduler.advanceTo(300)
        weak let weakObject = object
        object = nil
        completable = .never()
        XCTAssertNil(weakObject)
    }

    // MARK: Every form

    func testAndThenOfEveryTraitReleasesTheFirstCompletable() {
        XCTAssertFalse(
            isFirstRetained({ $0.ignoreElements().asCompletable().andThen(Completable.never()) }, { $0.subscribe() }))
        XCTAssertFalse(
            isFirstRetained({ $0.ignoreElements().asCompletable().andThen(Single<Int>.never()) }, { $0.subscribe() }))
        XCTAssertFalse(
            isFirstRetained({ $0.ignoreElements().asCompletable().andThen(Maybe<Int>.never()) }, { $0.subscribe() }))
        XCTAssertFalse(
            isFirstRetained(
                { $0.ignoreElements().asCompletable().andThen(Observable<Int>.never()) }, { $0.subscribe() }))
    }

    func testCompletableConcatFormsReleaseTheFinishedCompletable() {
        XCTAssertFalse(isFirstRetained({ $0.ignoreElements().asCompletable().concat(.never()) }, { $0.subscribe() }))
        XCTAssertFalse(
            isFirstRetained({ Completable.concat($0.ignoreElements().asCompletable(), .never()) }, { $0.subscribe() }))
        XCTAssertFalse(
            isFirstRetained(
                { Completable.concat([$0.ignoreElements().asCompletable(), .never()]) }, { $0.subscribe() }))
    }

    func testObservableAndInfallibleConcatFormsReleaseTheFinishedSource() {
        XCTAssertFalse(
            isFirstRetained({ $0.concat(Observable<Int>.never()) }, { $0.subscribe() }))
        XCTAssertFalse(
            isFirstRetained({ Observable.concat($0, Observable<Int>.never()) }, { $0.subscribe() }))
        XCTAssertFalse(
            isFirstRetained(
                { Infallible.concat($0.asInfallible(onErrorJustReturn: 0), .never()) },
                { $0.subscribe() }))
        XCTAssertFalse(
            isFirstRetained(
                { Infallible.concat([$0.asInfallible(onErrorJustReturn: 0), .never()]) },
                { $0.subscribe() }))
    }

    /// `catch(sequence:)` and `concat` of a sequence whose iterator hands each source out once: the
    /// subscription holds nothing of a source it moved past (as RxSwift's, which holds what the sequence
    /// holds and no more).
    func testSequenceFormsReleaseTheSourceTheyMovedPast() {
        final class Sources: @unchecked Sendable {
            // Sendable: touched on the test's thread only.
            var remaining: [Observable<Int>]
            init(_ remaining: [Observable<Int>]) { self.remaining = remaining }
            var sequence: AnySequence<Observable<Int>> {
                AnySequence { AnyIterator { self.remaining.isEmpty ? nil : self.remaining.removeFirst() } }
            }
        }
        for form in ["catch", "concat"] {
            let scheduler = TestScheduler(initialClock: 0)
            let ending: Recorded<Event<Int>> = form == "catch" ? .error(210, testError) : .completed(210)
            let hot: TestableObservable<Int> = scheduler.createHotObservable([ending])
            var object: Captured? = Captured()
            weak let weakObject = object
            let sources = Sources([
                hot.asObservable().do(onError: { [object] _ in _ = object }, onCompleted: { [object] in _ = object }),
                .never(),
            ])
            object = nil
            let chain = form == "catch" ? Observable.catch(sequence: sources.sequence) : .concat(sources.sequence)
            let disposable = chain.subscribe()
            XCTAssertNotNil(weakObject, form)
            scheduler.advanceTo(300)
            XCTAssertNil(weakObject, form)
            disposable.dispose()
        }
    }

    /// The helper's check can fail: a source that is still running is held.
    func testARunningSourceIsHeld() {
        let scheduler = TestScheduler(initialClock: 0)
        let hot: TestableObservable<Never> = scheduler.createHotObservable([])
        var object: Captured? = Captured()
        weak let weakObject = object
        let disposable = hot.asObservable().do(onCompleted: { [object] in _ = object }).asCompletable()
            .andThen(Completable.never()).subscribe()
        scheduler.advanceTo(300)
        object = nil
        XCTAssertNotNil(weakObject)
        disposable.dispose()
        XCTAssertNil(weakObject)
    }
}

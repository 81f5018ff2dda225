// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

/// `merge`, `combineLatest` and `zip` at a stop, in RxSwift's order (issue 19): every source is subscribed
/// even when one ends the result while being subscribed, and they are disposed together, in order, once
/// subscribing is over; the fixed-arity forms of `combineLatest` and `zip` dispose a source that stops
/// before acting on its stop, the collection forms and `merge` forward an error first.
final class CombiningDisposalOrderTests: RxTestCase {
    /// Three sources, the first failing while being subscribed, the others never ending; subscriptions and
    /// disposals are logged.
    private func subscribeLog(_ combine: ([Observable<Int>]) -> Observable<Int>) -> [String] {
        var log: [String] = []
        let failing = Observable<Int>.error(testError).do(onDispose: { log.append("a disposed") })
        let others = ["b", "c"].map { name in
            Observable<Int>.never().do(
                onSubscribe: { log.append("\(name) subscribed") }, onDispose: { log.append("\(name) disposed") })
        }
        _ = combine([failing] + others).subscribe(onError: { _ in log.append("error") })
        return log
    }

    func testEverySourceIsSubscribedThenAllAreDisposedWhenOneFailsWhileBeingSubscribed() {
        let expected = ["error", "a disposed", "b subscribed", "c subscribed", "b disposed", "c disposed"]
        XCTAssertEqual(subscribeLog { Observable.merge($0) }, expected, "merge")
        XCTAssertEqual(subscribeLog { Observable.combineLatest($0[0], $0[1], $0[2]) { a, _, _ in a } }, expected)
        XCTAssertEqual(subscribeLog { Observable.combineLatest($0).map { $0[0] } }, expected)
        XCTAssertEqual(subscribeLog { Observable.zip($0[0], $0[1], $0[2]) { a, _, _ in a } }, expected)
        XCTAssertEqual(subscribeLog { Observable.zip($0).map { $0[0] } }, expected)
        XCTAssertEqual(
            subscribeLog { Observable.from($0).merge() }, ["error", "a disposed"],
            "`from` sends on the trampoline, once subscribing returned: the error then stops it at once")
    }

    /// Two hot sources whose disposals are logged with the result's events.
    private func stopLog(
        _ a: [Recorded<Event<Int>>], _ b: [Recorded<Event<Int>>],
        _ combine: (Observable<Int>, Observable<Int>) -> Observable<Int>
    ) -> [String] {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let first = scheduler.createHotObservable(a).do(onDispose: { log.append("a disposed") })
        let second = scheduler.createHotObservable(b).do(onDispose: { log.append("b disposed") })
        let result = combine(first, second)
        scheduler.scheduleAt(200) {
            _ = result.subscribe(
                onNext: { log.append("next \($0)") }, onError: { _ in log.append("error") },
                onCompleted: { log.append("completed") })
        }
        scheduler.start()
        return log
    }

    func testFixedArityFormsDisposeAFailingSourceBeforeForwardingItsError() {
        let combineLatest = { (a: Observable<Int>, b: Observable<Int>) in Observable.combineLatest(a, b) { $0 + $1 } }
        let zip = { (a: Observable<Int>, b: Observable<Int>) in Observable.zip(a, b) { $0 + $1 } }
        XCTAssertEqual(stopLog([.error(250, testError)], [], combineLatest), ["a disposed", "error", "b disposed"])
        XCTAssertEqual(stopLog([], [.error(250, testError)], combineLatest), ["b disposed", "error", "a disposed"])
        XCTAssertEqual(stopLog([.error(250, testError)], [], zip), ["a disposed", "error", "b disposed"])
        XCTAssertEqual(stopLog([], [.error(250, testError)], zip), ["b disposed", "error", "a disposed"])
    }

    func testCollectionFormsAndMergeForwardAnErrorThenDisposeInOrder() {
        let combineLatest = { (a: Observable<Int>, b: Observable<Int>) in
            Observable.combineLatest([a, b]) { $0[0] + $0[1] }
        }
        let zip = { (a: Observable<Int>, b: Observable<Int>) in Observable.zip([a, b]) { $0[0] + $0[1] } }
        let merge = { (a: Observable<Int>, b: Observable<Int>) in Observable.merge(a, b) }
        for combine in [combineLatest, zip, merge] {
            XCTAssertEqual(stopLog([], [.error(250, testError)], combine), ["error", "a disposed", "b disposed"])
        }
    }

    func testFixedArityFormsDisposeTheLastSourceBeforeForwardingTheCompletion() {
        XCTAssertEqual(
            stopLog([.next(210, 1), .completed(250)], [.next(220, 2), .completed(260)]) {
                Observable.combineLatest($0, $1) { $0 + $1 }
            },
            ["next 3", "a disposed", "b disposed", "completed"])
        XCTAssertEqual(
            stopLog([.next(210, 1), .completed(250)], [.next(220, 2), .completed(260)]) {
                Observable.zip($0, $1) { $0 + $1 }
            },
            ["next 3", "a disposed", "b disposed", "completed"])
    }

    func testCollectionFormsForwardTheCompletionBeforeDisposingTheLastSource() {
        XCTAssertEqual(
            stopLog([.next(210, 1), .completed(250)], [.next(220, 2), .completed(260)]) {
                Observable.combineLatest([$0, $1]) { $0[0] + $0[1] }
            },
            ["next 3", "a disposed", "completed", "b disposed"])
        XCTAssertEqual(
            stopLog([.next(210, 1), .completed(250)], [.next(220, 2), .completed(260)]) {
                Observable.zip([$0, $1]) { $0[0] + $0[1] }
            },
            ["next 3", "a disposed", "completed", "b disposed"])
    }

    func testMergeDisposesACompletedSourceBeforeForwardingTheCompletion() {
        XCTAssertEqual(
            stopLog([.completed(250)], [.completed(260)]) { Observable.merge($0, $1) },
            ["a disposed", "b disposed", "completed"])
    }

    /// The parameter-pack forms are RxSwift's fixed arities: `Infallible.combineLatest(a, b)` (Infallible has no
    /// overloads for 2 to 8 sources, so a pack) and `Observable.combineLatest` of one source. They disposed in the
    /// collection order, forwarding the completion before disposing the last source.
    func testThePackFormsDisposeInTheFixedArityOrder() {
        let completions: ([Recorded<Event<Int>>], [Recorded<Event<Int>>]) = (
            [.next(210, 1), .completed(250)], [.next(220, 2), .completed(260)]
        )
        XCTAssertEqual(
            stopLog(completions.0, completions.1) { a, b in
                Infallible.combineLatest(
                    a.asInfallible(onErrorJustReturn: 0), b.asInfallible(onErrorJustReturn: 0)
                ) { $0 + $1 }.asObservable()
            },
            ["next 3", "a disposed", "b disposed", "completed"], "Infallible.combineLatest")
        XCTAssertEqual(
            stopLog(completions.0, completions.1) { a, b in
                Infallible.zip(a.asInfallible(onErrorJustReturn: 0), b.asInfallible(onErrorJustReturn: 0)) {
                    $0 + $1
                }.asObservable()
            },
            ["next 3", "a disposed", "b disposed", "completed"], "Infallible.zip")
        XCTAssertEqual(
            stopLog([], [.error(250, testError)]) { a, b in
                Observable.combineLatest(b) { $0 }.concat(a)
            },
            ["b disposed", "error"], "a pack of one source")
    }
}

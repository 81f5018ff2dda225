// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import XCTest

/// A subscription to a subject or a share that a bag keeps holds what it leaves through (the subject's state,
/// the share's connection), not the subject or the share: as with RxSwift's weak hold, a kept disposable keeps
/// no subject, no observer closure, no replayed element and nothing upstream alive once they would be freed
/// without it (Documentation/Contracts.md, "Subject subscriptions do not hold their observer, nor their subject").
final class SubjectSubscriptionLifetimeTests: RxTestCase {
    private final class Token {}

    func testAFreedSubjectLetsGoOfItsObserversThoughTheirSubscriptionsAreKept() {
        weak var freedSubject: PublishSubject<Int>?
        weak var freedToken: Token?
        var kept: Disposable?
        do {
            let subject = PublishSubject<Int>()
            let token = Token()
            freedSubject = subject
            freedToken = token
            kept = subject.subscribe(onNext: { _ in _ = token })
        }
        XCTAssertNil(freedSubject, "a kept subscription does not keep its subject alive")
        XCTAssertNil(freedToken, "nor the observer closure of the freed subject")
        kept?.dispose()
    }

    func testAFreedBehaviorSubjectLetsGoOfItsValue() {
        assertReleasedWithItsSubject { value in BehaviorSubject(value: value).subscribe() }
    }

    func testAFreedReplaySubjectLetsGoOfItsBuffer() {
        assertReleasedWithItsSubject { element in
            let subject = ReplaySubject<Token>.create(bufferSize: 2)
            subject.onNext(element)
            return subject.subscribe()
        }
    }

    func testAFreedAsyncSubjectLetsGoOfItsLastElement() {
        assertReleasedWithItsSubject { element in
            let subject = AsyncSubject<Token>()
            subject.onNext(element)
            return subject.subscribe()
        }
    }

    /// Hands a token to `subscribeToASubjectHolding`, which gives it to a new subject and returns a subscription
    /// to it; once the subject is gone, the token must be too, though the subscription is kept.
    private func assertReleasedWithItsSubject(
        file: StaticString = #filePath, line: UInt = #line, _ subscribeToASubjectHolding: (Token) -> Disposable
    ) {
        weak var freedToken: Token?
        var kept: Disposable?
        do {
            let token = Token()
            freedToken = token
            kept = subscribeToASubjectHolding(token)
        }
        XCTAssertNil(
            freedToken, "what the subject held goes with it, not with the kept subscription", file: file, line: line)
        kept?.dispose()
    }

    func testAKeptSubscriptionOfAnEndedShareKeepsNothingUpstreamNorTheReplayedElement() {
        weak var freedClosureCapture: Token?
        weak var freedElement: Token?
        var received: [Token] = []
        var kept: Disposable?
        do {
            let capture = Token()
            let element = Token()
            freedClosureCapture = capture
            freedElement = element
            let shared = Observable.just(element).map { value -> Token in
                _ = capture
                return value
            }.share(replay: 1)
            kept = shared.subscribe(onNext: { received.append($0) })
        }
        XCTAssertEqual(received.count, 1)
        received.removeAll()
        XCTAssertNil(freedClosureCapture, "the completed connection let go of the share and its upstream")
        XCTAssertNil(freedElement, "and of the element it replayed")
        kept?.dispose()
    }

    func testSubscribersRacingAConnectionThatStopsEachReceiveItsWholeSequence() {
        // Each connection of a shared `just` stops while its first subscriber connects it; a subscriber that
        // joined it just before must receive the element and the completion all the same (from the next
        // connection when it registers after the stop). A subscriber of a connection that another thread is
        // delivering may return before its events arrive, so they are checked once every thread is done.
        let shared = Unchecked(Observable.just(1).share(replay: 1))
        let logs = ConcurrentLog<ConcurrentLog<Event<Int>>>()
        runConcurrently(4) { _ in
            for _ in 0..<300 {
                let log = ConcurrentLog<Event<Int>>()
                logs.append(log)
                _ = shared.value.subscribe { log.append($0) }
            }
        }
        let wrong = logs.values.map(\.values).filter { $0 != [.next(1), .completed] }
        XCTAssertEqual(logs.values.count, 1_200)
        XCTAssertEqual(wrong, [])
    }
}

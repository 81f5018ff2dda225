// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import XCTest

/// When a subscriber leaves a subject or a share while it is being broadcast to, or from its own observer, or
/// when the subject stops: a broadcast that reaches it after its `dispose()` returned does not call it (a
/// delivery already past that check may still finish: the check is not a handshake), and its observer closure
/// is let go of once nothing can call it any more, though a bag keeps its disposable (Documentation/Contracts.md,
/// "Subject subscriptions do not hold their observer, nor their subject"). Gates stop the broadcasting thread
/// inside the first observer, so each interleaving is forced, not hoped for.
final class SubjectLeaveInterleavingTests: RxTestCase {
    private final class Token {}

    func testASubscriberLeavingDuringAPublishSubjectsBroadcastIsNotCalledAndIsLetGoOf() {
        let subject = PublishSubject<Int>()
        assertLeavingDuringABroadcast(of: subject.asObservable(), send: { subject.onNext($0) })
    }

    func testASubscriberLeavingDuringABehaviorSubjectsBroadcastIsNotCalledAndIsLetGoOf() {
        let subject = BehaviorSubject<Int>(value: 0)
        assertLeavingDuringABroadcast(of: subject.asObservable(), send: { subject.onNext($0) })
    }

    func testASubscriberLeavingDuringAShareReplayBroadcastIsNotCalledAndIsLetGoOf() {
        let source = PublishSubject<Int>()
        assertLeavingDuringABroadcast(of: source.share(replay: 1), send: { source.onNext($0) })
    }

    func testASubscriberLeavingDuringADriverStagesBroadcastIsNotCalledAndIsLetGoOf() {
        let source = PublishSubject<Int>()
        assertLeavingDuringABroadcast(
            of: source.share(replay: 1, scope: .whileConnected).map { $0 }.share(replay: 1), send: { source.onNext($0) }
        )
    }

    // Through an operator, the subscription to the subject is its sink's (`subscribeOwned`): the subject's
    // observer is then its own disposable, held by the sink, which lets go of it when the subscription ends.

    func testASubscriberThroughAnOperatorLeavingDuringAPublishSubjectsBroadcastIsNotCalledAndIsLetGoOf() {
        let subject = PublishSubject<Int>()
        assertLeavingDuringABroadcast(of: subject.map { $0 }, send: { subject.onNext($0) })
    }

    func testASubscriberThroughAnOperatorLeavingDuringABehaviorSubjectsBroadcastIsNotCalledAndIsLetGoOf() {
        let subject = BehaviorSubject<Int>(value: 0)
        assertLeavingDuringABroadcast(of: subject.filter { _ in true }, send: { subject.onNext($0) })
    }

    func testASubscriberThroughAnOperatorLeavingDuringAReplaySubjectsBroadcastIsNotCalledAndIsLetGoOf() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        assertLeavingDuringABroadcast(of: subject.map { $0 }, send: { subject.onNext($0) })
    }

    /// A first subscriber holds the broadcasting thread inside its observer; meanwhile the second subscriber,
    /// not yet reached, leaves. It must receive nothing, and its closure must be gone once the broadcast is over,
    /// though its disposable is kept.
    private func assertLeavingDuringABroadcast(
        of observable: Observable<Int>, send: @escaping (Int) -> Void, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let inBroadcast = Gate()
        let resume = Gate()
        let first = observable.subscribe(onNext: { value in
            guard value == 1 else { return }
            inBroadcast.open()
            resume.wait()
        })
        let calls = CallCounter()
        weak var freedToken: Token?
        var kept: Disposable?
        do {
            let token = Token()
            freedToken = token
            kept = observable.subscribe(onNext: { value in
                _ = token
                if value > 0 { calls.increment() }
            })
        }
        let sender = Unchecked(send)
        let broadcast = startOnAnotherThread { sender.value(1) }
        inBroadcast.wait()
        kept?.dispose()
        resume.open()
        broadcast.wait()
        XCTAssertEqual(calls.value, 0, "not called after its dispose returned", file: file, line: line)
        XCTAssertNil(freedToken, "its closure is let go of once the broadcast is over", file: file, line: line)
        send(2)
        XCTAssertEqual(calls.value, 0, file: file, line: line)
        withExtendedLifetime(kept) {}
        first.dispose()
    }

    func testASubscriberLeavingFromItsOwnObserverIsLetGoOfThoughItsDisposableIsKept() {
        // Each shape has subjects of its own: a behavior subject replays what an earlier shape sent.
        let shapes: [(String, (Observable<Int>) -> Observable<Int>)] = [
            ("", { $0 }), (" through map", { $0.map { $0 } }),
        ]
        for (shapeName, shape) in shapes {
            let publish = PublishSubject<Int>()
            let behavior = BehaviorSubject<Int>(value: 0)
            let source = PublishSubject<Int>()
            let cases: [(String, Observable<Int>, (Int) -> Void)] = [
                ("PublishSubject", shape(publish.asObservable()), { publish.onNext($0) }),
                ("BehaviorSubject", shape(behavior.asObservable()), { behavior.onNext($0) }),
                ("share(replay: 1)", shape(source.share(replay: 1)), { source.onNext($0) }),
            ]
            for (caseName, observable, send) in cases {
                let name = caseName + shapeName
                var received: [Int] = []
                weak var freedToken: Token?
                let holder = SerialDisposable()
                do {
                    let token = Token()
                    freedToken = token
                    holder.disposable = observable.subscribe(onNext: { value in
                        _ = token
                        received.append(value)
                        if value == 1 { holder.disposable.dispose() }
                    })
                }
                send(1)
                XCTAssertNil(freedToken, "\(name): let go of once its own call returned")
                send(2)
                XCTAssertEqual(received.filter { $0 > 0 }, [1], name)
                withExtendedLifetime(holder) {}
            }
        }
    }

    /// A stopped subject lets go of its observers though the subject and their disposables are kept; except a
    /// `BehaviorSubject`, which, as RxSwift's, keeps a subscriber until its subscription is disposed (an operator
    /// on it disposes its own at the stop).
    func testAStoppedSubjectLetsGoOfItsObserversThoughTheSubjectAndTheirDisposablesAreKept() {
        let subject = PublishSubject<Int>()
        let behavior = BehaviorSubject<Int>(value: 0)
        var kept: [Disposable] = []
        var watched: [() -> Bool] = []
        do {
            let observables = [
                subject.asObservable(), behavior.asObservable(), subject.share(replay: 1), subject.map { $0 },
                behavior.map { $0 }, subject.share(replay: 1).map { $0 },
            ]
            for observable in observables {
                let token = Token()
                weak let weakToken = token
                watched.append { weakToken == nil }
                kept.append(observable.subscribe(onNext: { _ in _ = token }))
            }
        }
        subject.onCompleted()
        behavior.onCompleted()
        XCTAssertEqual(
            watched.map { $0() }, [true, false, true, true, true, true],
            "each observer is let go of after the stop, but the behavior subject's own")
        XCTAssertTrue(behavior.hasObservers, "RxSwift's BehaviorSubject keeps it until it is disposed")
        kept[1].dispose()
        XCTAssertTrue(watched[1]())
        XCTAssertFalse(behavior.hasObservers)
        withExtendedLifetime((subject, behavior, kept)) {}
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

import Foundation
import OpenRx
import XCTest

/// `subscribe(onNext:onError:onCompleted:onDisposed:)`: which closure runs when, and how often; and the
/// disposables a `create` closure returns, whatever their type.
final class SubscribeClosuresTests: RxTestCase {
    func testHandlersRunInOrderAndOnDisposedOnceAfterCompletion() {
        var log: [String] = []
        let subscription = Observable.of(1, 2).subscribe(
            onNext: { log.append("next \($0)") },
            onError: { log.append("error \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") })
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(log, ["next 1", "next 2", "completed", "disposed"])
    }

    func testOnDisposedRunsOnceAfterAnError() {
        var log: [String] = []
        let subscription = Observable<Int>.error(testError).subscribe(
            onNext: { log.append("next \($0)") },
            onError: { log.append("error \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") })
        subscription.dispose()
        XCTAssertEqual(log, ["error \(testError)", "disposed"])
    }

    func testDisposingBeforeTheStopRunsOnDisposedOnceAndStopsDelivery() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let subscription = subject.subscribe(
            onNext: { log.append("next \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") })
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)
        subject.onCompleted()
        subscription.dispose()
        XCTAssertEqual(log, ["next 1", "disposed"])
    }

    func testOnlyTheFirstStopEventReachesTheHandlers() {
        var log: [String] = []
        var send: AnyObserver<Int>?
        let subscription = Observable<Int>.create { observer in
            send = observer
            return Disposables.create()
        }
        .subscribe(
            onNext: { log.append("next \($0)") },
            onError: { log.append("error \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") })
        send?.onNext(1)
        send?.onCompleted()
        send?.onError(testError)
        send?.onNext(2)
        send = nil
        subscription.dispose()
        XCTAssertEqual(log, ["next 1", "completed", "disposed"])
    }

    func testAnErrorWithoutOnErrorGoesToTheHookWithTheRecordedCallStack() {
        let previous = (Hooks.defaultErrorHandler, Hooks.customCaptureSubscriptionCallstack)
        defer {
            Hooks.recordCallStackOnError = false
            (Hooks.defaultErrorHandler, Hooks.customCaptureSubscriptionCallstack) = previous
        }
        var reported: [[String]] = []
        Hooks.defaultErrorHandler = { callStack, _ in reported.append(callStack) }
        Hooks.customCaptureSubscriptionCallstack = { ["subscribed here"] }

        Hooks.recordCallStackOnError = true
        _ = Observable<Int>.error(testError).subscribe(onNext: { _ in })
        Hooks.recordCallStackOnError = false
        _ = Observable<Int>.error(testError).subscribe(onNext: { _ in })

        XCTAssertEqual(reported, [["subscribed here"], []])
        XCTAssertFalse(Hooks.recordCallStackOnError)
    }

    /// As RxSwift's `subscribe(onNext:…)`: with recording on, every subscription made with closures captures
    /// its call stack, also one with an `onError`; the default capture is the thread's call stack (debug builds).
    func testRecordingCapturesForEverySubscriptionAndByDefaultTheThreadsCallStack() {
        let previous = (Hooks.defaultErrorHandler, Hooks.customCaptureSubscriptionCallstack)
        defer {
            Hooks.recordCallStackOnError = false
            (Hooks.defaultErrorHandler, Hooks.customCaptureSubscriptionCallstack) = previous
        }
        var captures = 0
        Hooks.customCaptureSubscriptionCallstack = {
            captures += 1
            return []
        }
        Hooks.recordCallStackOnError = true
        _ = Observable<Int>.never().subscribe(onNext: { _ in }, onError: { _ in })
        _ = Single<Int>.never().subscribe(onSuccess: { _ in }, onFailure: { _ in })
        XCTAssertEqual(captures, 2)

        Hooks.customCaptureSubscriptionCallstack = previous.1
        var reported: [[String]] = []
        Hooks.defaultErrorHandler = { callStack, _ in reported.append(callStack) }
        _ = Observable<Int>.error(testError).subscribe()
        #if DEBUG
            XCTAssertFalse(reported.first?.isEmpty ?? true, "the default capture is the thread's call stack")
        #else
            XCTAssertEqual(reported, [[]])
        #endif
    }

    func testARecordingSwitchedOnFromAnotherThreadIsSeenByTheNextSubscription() {
        let previous = (Hooks.defaultErrorHandler, Hooks.customCaptureSubscriptionCallstack)
        defer {
            Hooks.recordCallStackOnError = false
            (Hooks.defaultErrorHandler, Hooks.customCaptureSubscriptionCallstack) = previous
        }
        let reported = ConcurrentLog<[String]>()
        Hooks.defaultErrorHandler = { callStack, _ in reported.append(callStack) }
        Hooks.customCaptureSubscriptionCallstack = { ["recorded"] }
        runOnAnotherThread { Hooks.recordCallStackOnError = true }
        _ = Observable<Int>.error(testError).subscribe()
        XCTAssertEqual(reported.values, [["recorded"]])
    }

    // MARK: - The disposable a create closure returns

    func testAValueTypeDisposableFromCreateIsDisposedOnceOnDispose() {
        let disposals = ConcurrentLog<String>()
        let subscription = Observable<Int>.create { _ in RecordingValueDisposable(log: disposals) }.subscribe()
        XCTAssertEqual(disposals.values, [])
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(disposals.values, ["disposed"])
    }

    func testAValueTypeDisposableFromCreateIsDisposedWhenTheSourceCompletes() {
        let disposals = ConcurrentLog<String>()
        var received: [Int] = []
        _ = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            return RecordingValueDisposable(log: disposals)
        }
        .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1])
        XCTAssertEqual(disposals.values, ["disposed"])
    }

    func testAClassDisposableFromCreateIsDisposedOnce() {
        var disposals = 0
        let subscription = Observable<Int>.create { _ in Disposables.create { disposals += 1 } }.subscribe()
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(disposals, 1)
    }

    func testADisposableOfACustomObservableTypeIsDisposedThroughOperators() {
        let disposals = ConcurrentLog<String>()
        let source = ValueDisposableSource(log: disposals)
        let subscription = source.asObservable().map { $0 + 1 }.subscribe()
        subscription.dispose()
        XCTAssertEqual(disposals.values, ["disposed"])
    }
}

/// A disposable that is a value type, as a user may write one.
private struct RecordingValueDisposable: Disposable {
    let log: ConcurrentLog<String>

    func dispose() {
        log.append("disposed")
    }
}

/// A hand-written sequence whose subscription is a value type.
private struct ValueDisposableSource: ObservableType {
    typealias Element = Int
    let log: ConcurrentLog<String>

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
        RecordingValueDisposable(log: log)
    }
}

/// Each subscription is `Cancelable`, not disposed, and disposed once `dispose()` was called.
private func assertDisposedOnlyByDispose(
    _ cases: [(String, Disposable)], file: StaticString = #filePath, line: UInt = #line
) {
    for (name, subscription) in cases {
        XCTAssertEqual((subscription as? Cancelable)?.isDisposed, false, name, file: file, line: line)
        subscription.dispose()
        XCTAssertEqual((subscription as? Cancelable)?.isDisposed, true, name, file: file, line: line)
    }
}

/// What the closure forms of `subscribe` return is RxSwift's `Disposables.create(subscription, disposable)`: a
/// `Cancelable` that reads disposed only once `dispose()` was called, whatever the sequence did. OpenRx returned
/// the bare subscription where it could: disposed as soon as a finite sequence completed, and not `Cancelable` at
/// all for a subject, a relay or `just`, so code asking "is it still running?" answered wrong.
final class SubscribeClosuresDisposableTests: RxTestCase {
    func testTheClosureFormsReturnACancelableDisposedOnlyByDispose() {
        let subject = PublishSubject<Int>()
        let relay = BehaviorRelay(value: 0)
        assertDisposedOnlyByDispose([
            ("of", Observable.of(1, 2).subscribe(onNext: { _ in })),
            ("just", Observable.just(1).subscribe(onNext: { _ in })),
            ("just with onDisposed", Observable.just(1).subscribe(onDisposed: {})),
            ("subject", subject.subscribe(onNext: { _ in })),
            ("relay", relay.subscribe(onNext: { _ in })),
            ("never", Observable<Int>.never().subscribe()),
            ("bind", relay.bind(onNext: { _ in })),
            ("single", Single.just(1).subscribe(onSuccess: { _ in })),
            ("single with onDisposed", Single.just(1).subscribe(onSuccess: { _ in }, onDisposed: {})),
            ("maybe", Maybe<Int>.empty().subscribe(onSuccess: { _ in })),
            ("completable", Completable.empty().subscribe(onCompleted: {})),
        ])
    }

    func testOnTheMainActorToo() {
        MainActor.assumeIsolated {
            let subject = PublishSubject<Int>()
            assertDisposedOnlyByDispose([
                ("of", Observable.of(1, 2).subscribe(onNext: { _ in })),
                ("just", Observable.just(1).subscribe(onNext: { _ in })),
                ("subject", subject.subscribe(onNext: { _ in })),
                ("single", Single.just(1).subscribe(onSuccess: { _ in })),
            ])
        }
    }
}

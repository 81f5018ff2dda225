// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

/// The create → subscribe → dispose flow that seed 001 traces, and the grammar guard of `create`.
final class CreateTests: RxTestCase {
    func testCallbackOrderOfCreateSubscribeComplete() {
        var log: [String] = []
        let source = Observable<String>.create { observer in
            log.append("subscribe handler")
            observer.onNext("1111")
            observer.onCompleted()
            return Disposables.create { log.append("create disposable") }
        }
        log.append("created")
        let subscription = source.subscribe(
            onNext: { log.append("onNext \($0)") }, onError: { _ in log.append("onError") },
            onCompleted: { log.append("onCompleted") }, onDisposed: { log.append("onDisposed") })
        log.append("returned")
        subscription.dispose()
        XCTAssertEqual(
            log,
            [
                "created", "subscribe handler", "onNext 1111", "onCompleted", "onDisposed", "create disposable",
                "returned",
            ])
    }

    func testCallbackOrderOfCreateSubscribeDispose() {
        var log: [String] = []
        let source = Observable<String>.create { observer in
            observer.onNext("1111")
            return Disposables.create { log.append("create disposable") }
        }
        let subscription = source.subscribe(
            onNext: { log.append("onNext \($0)") }, onDisposed: { log.append("onDisposed") })
        XCTAssertEqual(log, ["onNext 1111"])
        subscription.dispose()
        XCTAssertEqual(log, ["onNext 1111", "create disposable", "onDisposed"])
        subscription.dispose()
        XCTAssertEqual(log.count, 3, "dispose is idempotent")
    }

    func testNothingAfterStopEvent() {
        var events: [Event<Int>] = []
        var disposeCount = 0
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(testError)
            observer.onNext(2)
            observer.onCompleted()
            observer.onError(otherError)
            return Disposables.create { disposeCount += 1 }
        }
        _ = source.subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .error(testError)])
        XCTAssertEqual(disposeCount, 1)
    }

    func testDisposingFromInsideOnNextStopsDelivery() {
        var received: [Int] = []
        var subscription: Disposable?
        let subject = PublishSubject<Int>()
        subscription = subject.subscribe(onNext: { value in
            received.append(value)
            if value == 2 { subscription?.dispose() }
        })
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertEqual(received, [1, 2])
        XCTAssertFalse(subject.hasObservers)
    }

    func testSynchronousCompletionInsideRunDisposesOnce() {
        var disposals = 0
        let source = Observable<Int>.create { observer in
            observer.onCompleted()
            return Disposables.create { disposals += 1 }
        }
        let subscription = source.map { $0 + 1 }.subscribe()
        XCTAssertEqual(disposals, 1, "the subscription returned after completion is disposed at once")
        subscription.dispose()
        XCTAssertEqual(disposals, 1)
    }

    func testVirtualTimeCreate() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start {
            Observable<Int>.create { observer in
                scheduler.scheduleAt(210) { observer.onNext(1) }
                scheduler.scheduleAt(220) { observer.onNext(2) }
                scheduler.scheduleAt(230) { observer.onCompleted() }
                scheduler.scheduleAt(240) { observer.onNext(3) }
                return Disposables.create()
            }
        }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .completed(230)])
    }

    func testUnhandledErrorGoesToHook() {
        let previous = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = previous }
        var reported: [String] = []
        Hooks.defaultErrorHandler = { _, error in reported.append("\(error)") }
        _ = Observable<Int>.error(testError).subscribe(onNext: { _ in })
        XCTAssertEqual(reported, ["TestError(1)"])
        _ = Observable<Int>.error(testError).subscribe(onError: { _ in })
        XCTAssertEqual(reported.count, 1, "a handled error is not reported")
    }

    func testSubscribeWithObjectStopsAfterObjectIsGone() {
        final class Owner {}
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var owner: Owner? = Owner()
        let subscription = subject.subscribe(with: owner!, onNext: { _, value in received.append(value) })
        subject.onNext(1)
        owner = nil
        subject.onNext(2)
        XCTAssertEqual(received, [1])
        subscription.dispose()
    }

    func testAsObservableOfCustomObservableType() {
        struct Numbers: ObservableType {
            typealias Element = Int
            func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
                observer.onNext(7)
                observer.onCompleted()
                return Disposables.create()
            }
        }
        var events: [Event<Int>] = []
        _ = Numbers().asObservable().map { $0 * 2 }.subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(14), .completed])
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

/// concat, retry and catch(sequence:): subscription timing as RxSwift (the first source inside the
/// subscribe call) and sources that end on another thread while their subscribe call still runs.
final class SequentialSourcesTests: RxTestCase {
    /// Subscribes `make()`'s result and then a direct observer of `subject`, both inside one trampoline
    /// (as inside any other subscription), and returns who received `1` first.
    private func deliveryOrder(_ make: @escaping (PublishSubject<Int>) -> Observable<Int>) -> [String] {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let outer = Observable<Int>.create { _ in
            let bag = DisposeBag()
            make(subject).subscribe(onNext: { log.append("operator \($0)") }).disposed(by: bag)
            subject.subscribe(onNext: { log.append("direct \($0)") }).disposed(by: bag)
            return Disposables.create { _ = bag }
        }.subscribe()
        subject.onNext(1)
        outer.dispose()
        return log
    }

    func testConcatSubscribesItsFirstSourceInsideTheSubscribeCall() {
        XCTAssertEqual(deliveryOrder { Observable.concat([$0.asObservable()]) }, ["operator 1", "direct 1"])
    }

    func testRetryAndCatchSequenceSubscribeTheirFirstSourceInsideTheSubscribeCall() {
        XCTAssertEqual(deliveryOrder { $0.retry(2) }, ["operator 1", "direct 1"])
        XCTAssertEqual(deliveryOrder { $0.retry() }, ["operator 1", "direct 1"])
        XCTAssertEqual(
            deliveryOrder { Observable.catch(sequence: [$0.asObservable()]) }, ["operator 1", "direct 1"])
    }

    func testConcatVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(30)])
        let result = scheduler.start { Observable.concat([xs.asObservable(), ys.asObservable()]) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 250)])
    }

    func testConcatMovesOnWhenASourceCompletesOnAnotherThreadDuringItsSubscribe() {
        let first = OtherThreadSource<Int>([.next(1), .completed])
        let second = PublishSubject<Int>()
        let observer = GrammarObserver<Int>()
        let subscription = Observable.concat([first.asObservable(), second.asObservable()]).subscribe(observer)
        XCTAssertTrue(second.hasObservers, "the second source is subscribed and stays subscribed")
        second.onNext(2)
        second.onCompleted()
        XCTAssertEqual(observer.events, [.next(1), .next(2), .completed])
        XCTAssertEqual(first.disposals.value, 1)
        subscription.dispose()
    }

    func testRetryRetriesWhenTheSourceFailsOnAnotherThreadDuringItsSubscribe() {
        let failing = OtherThreadSource<Int>([.next(1), .error(testError)])
        let attempts = CallCounter()
        let healthy = PublishSubject<Int>()
        let source = Observable<Int>.deferred {
            attempts.increment()
            return attempts.value < 3 ? failing.asObservable() : healthy.asObservable()
        }
        let observer = GrammarObserver<Int>()
        let subscription = source.retry(5).subscribe(observer)
        XCTAssertEqual(attempts.value, 3)
        XCTAssertTrue(healthy.hasObservers)
        healthy.onNext(2)
        XCTAssertEqual(observer.events, [.next(1), .next(1), .next(2)])
        XCTAssertEqual(failing.subscriptions.value, 2)
        XCTAssertEqual(failing.disposals.value, 2)
        subscription.dispose()
        XCTAssertFalse(healthy.hasObservers)
    }

    func testRetryGivesUpWithTheLastErrorWhenEveryAttemptFailsOnAnotherThread() {
        let failing = OtherThreadSource<Int>([.error(testError)])
        let observer = GrammarObserver<Int>()
        _ = failing.asObservable().retry(3).subscribe(observer)
        XCTAssertEqual(observer.events, [.error(testError)])
        XCTAssertEqual(failing.subscriptions.value, 3)
        XCTAssertEqual(failing.disposals.value, 3)
    }

    func testCatchSequenceMovesOnAcrossThreads() {
        let failing = OtherThreadSource<Int>([.next(1), .error(testError)])
        let completing = OtherThreadSource<Int>([.next(2), .completed])
        let observer = GrammarObserver<Int>()
        _ = Observable.catch(sequence: [failing.asObservable(), completing.asObservable(), .never()])
            .subscribe(observer)
        XCTAssertEqual(observer.events, [.next(1), .next(2), .completed])
    }

    func testDisposingWhileASourceIsBeingSubscribedDisposesIt() {
        let entered = Gate()
        let release = Gate()
        let disposals = CallCounter()
        let slow = Observable<Int>.create { _ in
            entered.open()
            release.wait()
            return Disposables.create { disposals.increment() }
        }
        let subscription = Unchecked(SingleAssignmentDisposable())
        let concat = Unchecked(Observable.concat([slow, .never()]))
        let done = startOnAnotherThread {
            subscription.value.setDisposable(concat.value.subscribe())
        }
        entered.wait()
        subscription.value.dispose()  // the concat subscription is not set yet: disposes when it arrives
        release.open()
        done.wait()
        XCTAssertEqual(disposals.value, 1)
    }

    func testConcurrentEndAndDisposeNeverDeliverAfterTheStop() {
        for _ in 0..<200 {
            let first = PublishSubject<Int>()
            let second = PublishSubject<Int>()
            let observer = GrammarObserver<Int>()
            let subscription = Observable.concat([first.asObservable(), second.asObservable()]).subscribe(observer)
            let sources = Unchecked((first, second, subscription))
            runConcurrently(2) { index in
                if index == 0 {
                    sources.value.0.onCompleted()
                    sources.value.1.onNext(1)
                } else {
                    sources.value.2.dispose()
                }
            }
            XCTAssertFalse(second.hasObservers, "nothing stays subscribed after disposal")
        }
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

/// merge, flatMapLatest, combineLatest and zip when an inner source ends on another thread during its own
/// subscription: the subscription `subscribe` returns late must be disposed (not stored, not leaked), and
/// the observer must see a correct grammar. Deterministic: `OtherThreadSource` sends its events before its
/// `subscribe` returns.
final class CombiningInterleavingTests: RxTestCase {
    func testMergeOfASourceThatCompletesDuringItsSubscribe() {
        let early = OtherThreadSource<Int>([.next(1), .completed])
        let later = PublishSubject<Int>()
        let observer = GrammarObserver<Int>()
        let subscription = Observable.merge(early.asObservable(), later.asObservable()).subscribe(observer)
        XCTAssertEqual(observer.elements, [1])
        XCTAssertEqual(early.disposals.value, 1, "the late subscription is disposed as soon as it returns")
        later.onNext(2)
        later.onCompleted()
        XCTAssertEqual(observer.elements, [1, 2])
        XCTAssertTrue(observer.isTerminated)
        subscription.dispose()
        XCTAssertEqual(early.disposals.value, 1)
    }

    func testMergeOfASourceThatFailsDuringItsSubscribe() {
        let failing = OtherThreadSource<Int>([.error(testError)])
        let later = OtherThreadSource<Int>([.next(5), .completed])
        let observer = GrammarObserver<Int>()
        let subscription = Observable.merge(failing.asObservable(), later.asObservable()).subscribe(observer)
        XCTAssertEqual(observer.events, [.error(testError)], "nothing after the error")
        XCTAssertEqual(later.subscriptions.value, 1, "still subscribed, as RxSwift")
        XCTAssertEqual(later.disposals.value, 1, "and disposed at once")
        XCTAssertEqual(failing.disposals.value, 1)
        subscription.dispose()
    }

    func testFlatMapLatestOfInnersThatCompleteDuringTheirSubscribe() {
        let source = PublishSubject<Int>()
        let inners = [OtherThreadSource<Int>([.next(1), .completed]), OtherThreadSource<Int>([.next(2), .completed])]
        let observer = GrammarObserver<Int>()
        let subscription = source.flatMapLatest { inners[$0 - 1].asObservable() }.subscribe(observer)
        source.onNext(1)
        XCTAssertEqual(inners[0].disposals.value, 1, "the ended inner's late subscription is not kept")
        source.onNext(2)
        XCTAssertEqual(inners[1].disposals.value, 1)
        XCTAssertFalse(observer.isTerminated)
        source.onCompleted()
        XCTAssertEqual(observer.events, [.next(1), .next(2), .completed])
        subscription.dispose()
        XCTAssertEqual(inners.map { $0.disposals.value }, [1, 1], "each disposed exactly once")
    }

    func testFlatMapLatestOfAnInnerThatFailsDuringItsSubscribe() {
        let source = PublishSubject<Int>()
        let failing = OtherThreadSource<Int>([.next(1), .error(testError)])
        let observer = GrammarObserver<Int>()
        let subscription = source.flatMapLatest { _ in failing.asObservable() }.subscribe(observer)
        source.onNext(1)
        XCTAssertEqual(observer.events, [.next(1), .error(testError)])
        XCTAssertEqual(failing.disposals.value, 1)
        subscription.dispose()
        XCTAssertEqual(failing.disposals.value, 1)
    }

    func testCombineLatestOfASourceThatCompletesDuringItsSubscribe() {
        for form in ["tuple", "collection"] {
            let early = OtherThreadSource<Int>([.next(1), .completed])
            let later = PublishSubject<Int>()
            let observer = GrammarObserver<Int>()
            let combined: Observable<Int> =
                form == "tuple"
                ? Observable.combineLatest(early.asObservable(), later) { $0 + $1 }
                : Observable.combineLatest([early.asObservable(), later.asObservable()]) { $0.reduce(0, +) }
            let subscription = combined.subscribe(observer)
            XCTAssertEqual(early.disposals.value, 1, "\(form): released at its completion, although late")
            later.onNext(10)
            later.onNext(20)
            later.onCompleted()
            XCTAssertEqual(observer.events, [.next(11), .next(21), .completed], form)
            subscription.dispose()
            XCTAssertEqual(early.disposals.value, 1, form)
        }
    }

    func testZipOfASourceThatCompletesDuringItsSubscribe() {
        let early = OtherThreadSource<Int>([.next(1), .completed])
        let later = PublishSubject<Int>()
        let fixed = GrammarObserver<Int>()
        let fixedSubscription = Observable.zip(early.asObservable(), later) { $0 + $1 }.subscribe(fixed)
        XCTAssertEqual(early.disposals.value, 1)
        later.onNext(10)
        later.onNext(20)
        XCTAssertEqual(fixed.events, [.next(11)], "fixed arity waits for every source")
        later.onCompleted()
        XCTAssertEqual(fixed.events, [.next(11), .completed])
        fixedSubscription.dispose()

        let other = PublishSubject<Int>()
        let collection = GrammarObserver<[Int]>()
        let collectionSubscription = Observable.zip([early.asObservable(), other.asObservable()]).subscribe(collection)
        XCTAssertEqual(early.disposals.value, 2)
        other.onNext(10)
        other.onNext(20)
        XCTAssertEqual(collection.events, [.next([1, 10]), .completed], "the collection form completes at once")
        collectionSubscription.dispose()
    }

    func testCombineLatestAndZipOfASourceThatFailsDuringItsSubscribe() {
        let failing = OtherThreadSource<Int>([.error(testError)])
        let later = OtherThreadSource<Int>([.next(5), .completed])
        let combined = GrammarObserver<Int>()
        _ = Observable.combineLatest(failing.asObservable(), later.asObservable()) { $0 + $1 }.subscribe(combined)
        let zipped = GrammarObserver<[Int]>()
        _ = Observable.zip([failing.asObservable(), later.asObservable()]).subscribe(zipped)
        XCTAssertEqual(combined.events, [.error(testError)])
        XCTAssertEqual(zipped.events, [.error(testError)])
        XCTAssertEqual(later.subscriptions.value, 2, "still subscribed, as RxSwift")
        XCTAssertEqual(later.disposals.value, 2, "and disposed at once")
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

final class ReplaySubjectTests: RxTestCase {
    func testReplaysTheLatestBufferSizeElements() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        for value in 1...4 { subject.onNext(value) }
        var events: [Event<Int>] = []
        let subscription = subject.subscribe { events.append($0) }
        subject.onNext(5)
        XCTAssertEqual(events, [.next(3), .next(4), .next(5)])
        subscription.dispose()
    }

    func testUnboundedReplaysEverythingAndTheStopEvent() {
        let subject = ReplaySubject<Int>.createUnbounded()
        for value in 1...3 { subject.onNext(value) }
        subject.onCompleted()
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .next(2), .next(3), .completed])
    }

    func testNegativeBufferSizeKeepsNothing() {
        let subject = ReplaySubject<Int>.create(bufferSize: -3)
        subject.onNext(1)
        var events: [Event<Int>] = []
        let subscription = subject.subscribe { events.append($0) }
        XCTAssertEqual(events, [])
        subscription.dispose()
    }

    func testReplayToASubscriberThatEmitsIntoTheSubjectDoesNotDeadlock() {
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        subject.onNext(1)
        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { value in
            received.append(value)
            if value < 3 { subject.onNext(value + 1) }
        })
        XCTAssertEqual(received, [1, 2, 3])
        subscription.dispose()
    }

    func testDisposedSubjectRejectsSubscribers() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        subject.onNext(1)
        subject.dispose()
        XCTAssertTrue(subject.isDisposed)
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        guard case .error(RxError.disposed)? = events.first, events.count == 1 else {
            return XCTFail("expected only RxError.disposed, got \(events)")
        }
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

import Foundation
import OpenRx
import OpenRxTest
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

final class UtilityTests: RxTestCase {
    func testDoCallbackOrder() {
        var log: [String] = []
        _ = Observable.of(1).do(
            onNext: { log.append("onNext \($0)") }, afterNext: { log.append("afterNext \($0)") },
            onCompleted: { log.append("onCompleted") }, afterCompleted: { log.append("afterCompleted") },
            onSubscribe: { log.append("onSubscribe") }, onSubscribed: { log.append("onSubscribed") },
            onDispose: { log.append("onDispose") }
        ).subscribe(onNext: { log.append("received \($0)") }, onCompleted: { log.append("received completed") })
        XCTAssertEqual(
            log,
            [
                "onSubscribe", "onSubscribed", "onNext 1", "received 1", "afterNext 1", "onCompleted",
                "received completed",
                "afterCompleted", "onDispose",
            ])
    }

    func testDoErrorCallbacksAndThrows() {
        var log: [String] = []
        var events: [Event<Int>] = []
        _ = Observable<Int>.error(testError).do(
            onError: { log.append("onError \($0)") }, afterError: { log.append("afterError \($0)") }
        )
        .subscribe { events.append($0) }
        XCTAssertEqual(log, ["onError TestError(1)", "afterError TestError(1)"])
        XCTAssertEqual(events, [.error(testError)])
        events = []
        _ = Observable.of(1, 2).do(onNext: { _ in throw otherError }).subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(otherError)])
    }

    func testDoOnDisposeWhenSubscriberDisposes() {
        let subject = PublishSubject<Int>()
        var disposed = 0
        let subscription = subject.do(onDispose: { disposed += 1 }).subscribe()
        XCTAssertEqual(disposed, 0)
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(disposed, 1)
    }

    func testDebugPassesEventsThrough() {
        var events: [Event<Int>] = []
        _ = Observable.of(1, 2).debug("test", trimOutput: true).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .next(2), .completed])
    }

    /// As RxSwift's `DebugSink`: "isDisposed" is printed before the source is disposed, so a chain of `debug`s
    /// prints from the subscriber towards the source; a trimmed event keeps 20 characters at each end.
    func testDebugPrintsDisposalBeforeTheSourceIsDisposedAndTrimsAsRxSwift() {
        let subject = PublishSubject<String>()
        let output = standardOutput {
            let subscription = subject.do(onDispose: { print("source disposed") })
                .debug("inner").debug("outer", trimOutput: true).subscribe()
            subject.onNext(String(repeating: "a", count: 30) + String(repeating: "z", count: 30))
            subscription.dispose()
        }
        // Without the timestamps.
        let lines = output.split(separator: "\n").map { line in
            line.range(of: ": ").map { String(line[$0.upperBound...]) } ?? String(line)
        }
        XCTAssertEqual(
            lines,
            [
                "outer -> subscribed", "inner -> subscribed",
                "inner -> Event next(" + String(repeating: "a", count: 30) + String(repeating: "z", count: 30) + ")",
                "outer -> Event next(" + String(repeating: "a", count: 15) + "..." + String(repeating: "z", count: 19)
                    + ")",
                "outer -> isDisposed", "inner -> isDisposed", "source disposed",
            ])
    }

    /// What `body` prints to the standard output.
    private func standardOutput(_ body: () -> Void) -> String {
        fflush(nil)  // every output stream: `stdout` itself is a global Swift 6 does not let a test touch
        let saved = dup(STDOUT_FILENO)
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            XCTFail("no pipe")
            return ""
        }
        dup2(ends[1], STDOUT_FILENO)
        body()
        fflush(nil)  // every output stream: `stdout` itself is a global Swift 6 does not let a test touch
        dup2(saved, STDOUT_FILENO)
        close(saved)
        close(ends[1])
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(ends[0], &buffer, buffer.count)
            if count <= 0 { break }
            data.append(contentsOf: buffer[0..<count])
        }
        close(ends[0])
        return String(decoding: data, as: UTF8.self)
    }
}

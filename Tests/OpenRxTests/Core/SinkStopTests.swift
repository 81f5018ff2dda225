// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import XCTest

/// The one stop mechanism of sinks (`Sink.forwardStop`): a sink sends one stop event and nothing after
/// it, even when a misbehaving source calls it from two threads at once. (Before, `create`'s sink had a
/// stop flag of its own for this; the rest relied on the disposed flag, set only after the delivery.)
final class SinkStopTests: RxTestCase {
    /// A source that breaks the grammar on purpose: the test sends its events by hand.
    /// A custom `ObservableType` (it enters Rx through `asObservable()`, a `create`).
    private final class RawSource: ObservableType, @unchecked Sendable {
        // Sendable: `observer` is set by the one subscription before the threads start.
        typealias Element = Int
        var observer: AnyObserver<Int>?

        func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
            self.observer = AnyObserver(observer)
            return Disposables.create()
        }
    }

    private func assertOneStop(
        _ pipeline: (Observable<Int>) -> Observable<Int>, late: Event<Int>, line: UInt = #line
    ) {
        let source = RawSource()
        let inside = Gate()
        let release = Gate()
        let observer = GrammarObserver<Int>(line: line) { event in
            guard event.isStopEvent else { return }
            inside.open()
            release.wait()
        }
        let subscription = pipeline(source.asObservable()).subscribe(observer)
        let stopping = startOnAnotherThread { source.observer?.onCompleted() }
        inside.wait()
        source.observer?.on(late)  // arrives while the first stop event is being delivered
        release.open()
        stopping.wait()
        XCTAssertEqual(observer.events, [.completed], line: line)
        subscription.dispose()
    }

    func testASecondStopEventDuringTheFirstIsDropped() {
        assertOneStop({ $0.map { $0 + 1 } }, late: .error(testError))
        assertOneStop({ $0.filter { _ in true } }, late: .completed)
    }

    func testAnElementDuringTheStopEventIsDropped() {
        assertOneStop({ $0.map { $0 + 1 } }, late: .next(1))
        assertOneStop({ $0.skip(0).take(10) }, late: .next(1))
    }

    func testCreateSendsOneStopEventFromTwoThreads() {
        assertOneStop(
            { raw in Observable.create { observer in raw.subscribe(observer) } }, late: .error(testError))
    }
}

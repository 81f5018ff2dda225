// OpenRx — reactive programming for Swift. MIT licence.

import Foundation
import OpenRx
import XCTest

/// `observe(on:)` on a generic scheduler owns its drain by id: a drain that ended before its `schedule`
/// call returned must not cancel a newer drain started meanwhile by another thread.
final class ObserveOnDrainRaceTests: RxTestCase {
    /// Runs work scheduled on the test's thread at once, and the work of other threads when the test says.
    /// When the outermost inline call has run its action, `beforeReturning` runs before it returns.
    private final class InlineThenManualScheduler: ImmediateSchedulerType, @unchecked Sendable {
        // Sendable: every field is guarded by the lock, except `inlineThread`, set before use.
        private let lock = NSLock()
        private var pending: [() -> Void] = []
        private var depth = 0
        let inlineThread = Thread.current
        var beforeReturning: (() -> Void)?

        func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
            if Thread.current == inlineThread {
                depth += 1
                _ = action(state)
                depth -= 1
                if depth == 0, let hook = beforeReturning {
                    beforeReturning = nil
                    hook()
                }
                return Disposables.create()
            }
            let cancelled = CallCounter()
            lock.lock()
            pending.append { if cancelled.value == 0 { _ = action(state) } }
            lock.unlock()
            return Disposables.create { cancelled.increment() }
        }

        /// Runs the work other threads scheduled (and what it schedules), on this thread.
        func runPending() {
            while true {
                lock.lock()
                let next = pending.isEmpty ? nil : pending.removeFirst()
                lock.unlock()
                guard let next else { return }
                next()
            }
        }
    }

    private final class SourceObserverBox {
        var observer: AnyObserver<Int>?
    }

    func testADrainThatEndedBeforeItsScheduleReturnedDoesNotCancelTheNextOne() {
        let scheduler = InlineThenManualScheduler()
        // A source that calls its observer on whatever thread the test sends from (a subject would queue
        // the second thread's element behind the first thread's delivery).
        let source = Unchecked(SourceObserverBox())
        let received = GrammarObserver<Int>()
        let subscription = Observable<Int>.create { observer in
            source.value.observer = observer
            return Disposables.create()
        }.observe(on: scheduler).subscribe(received)
        // The drain of 1 runs and ends inside its `schedule` call; before that call returns, another thread
        // sends 2, which starts a second drain (pending on the scheduler).
        scheduler.beforeReturning = { runOnAnotherThread { source.value.observer?.onNext(2) } }
        source.value.observer?.onNext(1)
        XCTAssertEqual(received.elements, [1])

        scheduler.runPending()
        XCTAssertEqual(received.elements, [1, 2], "the second drain was not cancelled by the first's disposable")
        source.value.observer?.onNext(3)
        XCTAssertEqual(received.elements, [1, 2, 3])
        subscription.dispose()
        scheduler.runPending()
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxCocoa
import OpenRxReactiveCocoa
import OpenRxTest
import XCTest

/// `Action`: enabled and executing transitions on virtual time, the policy for inputs while it runs,
/// errors, concurrent `execute` calls, control bindings, leaks.
final class ActionTests: LeakCheckedTestCase {
    private func describe(_ error: ActionError) -> String {
        switch error {
        case .notEnabled: return "not enabled"
        case .underlyingError(let underlying): return "failed: \(underlying)"
        }
    }

    func testEnabledAndExecutingFollowEnabledIfAndTheExecutionsOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let enabledIf = scheduler.createHotObservable([.next(210, true), .next(260, false), .next(280, true)])
        let action = Action<Int, Int>(enabledIf: enabledIf.asObservable()) { input in
            scheduler.createColdObservable([.next(10, input * 10), .completed(20)]).asObservable()
        }
        let executing = scheduler.createObserver(Bool.self)
        let enabled = scheduler.createObserver(Bool.self)
        let elements = scheduler.createObserver(Int.self)
        let errors = scheduler.createObserver(String.self)
        let bag = DisposeBag()
        action.isExecuting.subscribe(executing).disposed(by: bag)
        action.isEnabled.subscribe(enabled).disposed(by: bag)
        action.elements.subscribe(elements).disposed(by: bag)
        action.errors.map(describe).subscribe(errors).disposed(by: bag)
        scheduler.scheduleAt(200) { action.execute(1) }  // enabledIf has said nothing yet
        scheduler.scheduleAt(220) { action.execute(2) }  // runs 220–240
        scheduler.scheduleAt(225) { action.execute(3) }  // while 2 runs: refused, not queued
        scheduler.scheduleAt(270) { action.execute(4) }  // enabledIf said no at 260
        scheduler.scheduleAt(290) { action.execute(5) }  // runs 290–310
        scheduler.start()
        XCTAssertEqual(
            executing.events,
            [.next(0, false), .next(220, true), .next(240, false), .next(290, true), .next(310, false)])
        XCTAssertEqual(
            enabled.events,
            [
                .next(0, false), .next(210, true), .next(220, false), .next(240, true), .next(260, false),
                .next(280, true), .next(290, false), .next(310, true),
            ])
        XCTAssertEqual(elements.events, [.next(230, 20), .next(300, 50)])
        XCTAssertEqual(
            errors.events, [.next(200, "not enabled"), .next(225, "not enabled"), .next(270, "not enabled")])
    }

    func testExecuteReturnsTheExecutionsEventsReplayedToLateSubscribers() {
        let action = Action<Int, Int> { Observable.of($0, $0 + 1) }
        let execution = action.execute(1)
        var events: [Event<Int>] = []
        _ = execution.subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .next(2), .completed])
    }

    func testAFailedExecutionIsIdleBeforeItsErrorIsSent() {
        let work = PublishSubject<Int>()
        let action = Action<Void, Int> { work.asObservable() }
        var log: [String] = []
        let bag = DisposeBag()
        action.isExecuting.skip(1).subscribe(onNext: { log.append("executing \($0)") }).disposed(by: bag)
        action.underlyingError.subscribe(onNext: { _ in log.append("underlying error") }).disposed(by: bag)
        action.execute(()).subscribe(onError: { error in
            if case ActionError.underlyingError(let underlying) = error, underlying is WorkError {
                log.append("execution failed")
            }
        }).disposed(by: bag)
        work.onError(WorkError())
        XCTAssertEqual(
            log, ["executing true", "executing false", "underlying error", "execution failed"])
    }

    func testAnObserverOfTheCompletionMayExecuteAgain() {
        let action = Action<Int, Int> { .just($0) }
        var results: [Int] = []
        _ = action.execute(1).subscribe(onCompleted: {
            _ = action.execute(2).subscribe(onNext: { results.append($0) })
        })
        XCTAssertEqual(results, [2], "idle again when the completion is sent")
    }

    func testConcurrentExecuteCallsStartExactlyOneExecution() {
        let started = Counter()
        let refused = Counter()
        let work = PublishSubject<Int>()
        let action = Action<Int, Int> { _ in
            started.increment()
            return work.asObservable()
        }
        onThreads(8) { input in
            _ = action.execute(input).subscribe(onError: { error in
                if case ActionError.notEnabled = error { refused.increment() }
            })
        }
        XCTAssertEqual(started.value, 1)
        XCTAssertEqual(refused.value, 7)
        work.onCompleted()
        var isEnabled: [Bool] = []
        action.isEnabled.subscribe(onNext: { isEnabled.append($0) }).dispose()
        XCTAssertEqual(isEnabled, [true])
    }

    func testInputsExecuteTheAction() {
        let action = Action<Int, Int> { .just($0 * 2) }
        var elements: [Int] = []
        let bag = DisposeBag()
        action.elements.subscribe(onNext: { elements.append($0) }).disposed(by: bag)
        action.inputs.onNext(4)
        action.inputs.onNext(5)
        XCTAssertEqual(elements, [8, 10])
    }

    /// A control bound to an action is disabled while it runs; its events while disabled start nothing.
    @MainActor
    func testABoundControlIsDisabledWhileTheActionRuns() {
        final class Button {
            var isEnabled = true
        }
        let button = Button()
        let taps = PublishSubject<Void>()
        let work = PublishSubject<String>()
        let requests = Counter()
        let action = Action<Void, String> {
            requests.increment()
            return work.asObservable()
        }
        let binding = action.bind(
            control: ControlEvent(events: taps), enabled: Binder(button) { $0.isEnabled = $1 }, input: { _ in () })
        XCTAssertTrue(button.isEnabled)
        taps.onNext(())
        XCTAssertFalse(button.isEnabled, "disabled while the request runs")
        taps.onNext(())
        XCTAssertEqual(requests.value, 1)
        work.onCompleted()
        XCTAssertTrue(button.isEnabled)
        binding.dispose()
        XCTAssertFalse(taps.hasObservers)
    }

    /// As ReactiveSwift's action, a released one completes its sequences, and a running execution's sequence
    /// (its work disposed) completes instead of never ending; the action is idle (`isExecuting` sends `false`)
    /// before that completion, as at the end of any execution.
    func testAReleasedActionCompletesItsSequencesAndItsRunningExecution() {
        let work = PublishSubject<Int>()
        var action: Action<Int, Int>? = Action { _ in work.asObservable() }
        var log: [String] = []
        let bag = DisposeBag()
        action!.elements.subscribe(onCompleted: { log.append("elements") }).disposed(by: bag)
        action!.errors.subscribe(onCompleted: { log.append("errors") }).disposed(by: bag)
        action!.isExecuting.subscribe(
            onNext: { log.append("executing \($0)") }, onCompleted: { log.append("isExecuting") }
        )
        .disposed(by: bag)
        action!.execute(1).subscribe(onCompleted: { log.append("execution") }).disposed(by: bag)
        action = nil
        XCTAssertFalse(work.hasObservers)
        XCTAssertEqual(
            log,
            [
                "executing false", "executing true", "executing false", "execution", "isExecuting", "elements",
                "errors",
            ])
    }

    /// An observer of `isEnabled` that executes the action whenever it is enabled, with work that ends at once:
    /// the changes reach it after its call, never inside it, and read the state then (enabled again: a repeat,
    /// filtered), so it executes once and does not recurse.
    func testAnObserverThatExecutesWhenEnabledIsNotCalledInsideItself() {
        let action = Action<Int, Int> { _ in .just(1) }
        var depth = 0
        var maximumDepth = 0
        var executions = 0
        let subscription = action.isEnabled.subscribe(onNext: { enabled in
            depth += 1
            maximumDepth = max(maximumDepth, depth)
            if enabled, executions < 5 {
                executions += 1
                action.execute(1)
            }
            depth -= 1
        })
        XCTAssertEqual(maximumDepth, 1, "isEnabled called its observer inside its own call")
        XCTAssertEqual(executions, 1)
        subscription.dispose()
    }

    /// `isEnabled` and `isExecuting` are ReactiveSwift's properties: subscribed from inside another observer's
    /// call, they send their current value at once, inside the subscription, not after that call.
    func testEnabledAndExecutingSubscribedInsideADeliverySendTheirValueAtOnce() {
        let work = PublishSubject<Int>()
        let action = Action<Int, Int> { _ in work.asObservable() }
        var log: [String] = []
        let subscriptions = CompositeDisposable()
        subscriptions.insert(
            action.isExecuting.subscribe(onNext: { executing in
                log.append("executing \(executing)")
                guard executing else { return }
                subscriptions.insert(action.isEnabled.subscribe(onNext: { log.append("enabled \($0)") }))
                subscriptions.insert(action.isExecuting.subscribe(onNext: { log.append("also executing \($0)") }))
                log.append("subscribed")
            }))
        action.execute(1)
        work.onCompleted()
        XCTAssertEqual(
            log,
            [
                "executing false", "executing true", "enabled false", "also executing true", "subscribed",
                "executing false", "enabled true", "also executing false",
            ])
        subscriptions.dispose()
    }

    /// ReactiveSwift's properties outlive their action: subscribed after it was released, `isEnabled` and
    /// `isExecuting` send their last value, then complete (they completed with no value). The running execution
    /// was disposed with the action, which ended idle and disabled.
    func testEnabledAndExecutingSubscribedAfterTheActionWasReleasedSendTheirLastValue() {
        var action: Action<Int, Int>? = Action { _ in .never() }
        let isEnabled = action!.isEnabled
        let isExecuting = action!.isExecuting
        action!.execute(1)
        action = nil
        var log: [String] = []
        _ = isEnabled.subscribe(onNext: { log.append("enabled \($0)") }, onCompleted: { log.append("done") })
        _ = isExecuting.subscribe(onNext: { log.append("executing \($0)") }, onCompleted: { log.append("done") })
        XCTAssertEqual(log, ["enabled false", "done", "executing false", "done"])
    }

    func testAReleasedActionEndsItsRunningExecutionAndItsEnabledIfSubscription() {
        let enabledIf = BehaviorSubject(value: true)
        let work = PublishSubject<Int>()
        var action: Action<Int, Int>? = Action(enabledIf: enabledIf.asObservable()) { _ in work.asObservable() }
        _ = action?.execute(1)
        XCTAssertTrue(work.hasObservers)
        XCTAssertTrue(enabledIf.hasObservers)
        action = nil
        XCTAssertFalse(work.hasObservers)
        XCTAssertFalse(enabledIf.hasObservers)
    }
}

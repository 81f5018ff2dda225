// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx

/// A command: work started by an input, that knows when it is running and when it may run — ReactiveCocoa's
/// `RACCommand`, ReactiveSwift's `Action`, on OpenRx sequences.
///
///     let login = Action<Credentials, Session>(enabledIf: formIsValid) { credentials in
///         api.login(credentials)   // Observable<Session>
///     }
///     login.elements.subscribe(onNext: { session in … })
///     login.isExecuting.bind(to: spinner.rx.isAnimating)
///     // The button runs the action, and is disabled while the action cannot run (RxSwiftCommunity's
///     // `button.rx.action`): the control's events and its enabled state, bound together.
///     login.bind(control: button.rx.tap, enabled: button.rx.isEnabled) { _ in form.credentials }
///
/// - **One execution at a time.** An input that arrives while an execution runs, or while `enabledIf`'s
///   latest value is `false` (or before it sent one), starts nothing: that `execute` call's sequence fails
///   with ``ActionError/notEnabled``, which `errors` also sends. Inputs are not queued.
/// - **`execute` starts at once** and returns the execution's events, replayed to every subscriber of that
///   sequence, whenever it subscribes; its failure is ``ActionError/underlyingError(_:)``.
/// - **At the end of an execution** the action is idle first (`isExecuting` sends `false`, `isEnabled`
///   follows), then the execution's stop event is sent: an observer of the completion may execute again.
/// - `isExecuting` and `isEnabled` send their current value on subscription (at once, even from inside another
///   observer's call), then each change, as ReactiveSwift's properties do.
///
/// Thread-safe: `execute` may be called from any thread; the action keeps its state behind a lock and calls
/// no observer while holding it. Disposing nothing is needed: the action's own subscriptions (to `enabledIf`,
/// to a running execution) end when the action is released, and its sequences complete then, as
/// ReactiveSwift's complete at its `deinit`. Unlike ReactiveSwift's, a running execution does not keep the
/// action alive: releasing it disposes the execution's work, whose sequence completes after `isExecuting` and
/// `isEnabled` sent `false`; subscribed later, they send `false` and complete.
public final class Action<Input, Element>: @unchecked Sendable {
    // Sendable: the state is behind `state`'s lock; the subjects are thread-safe; the rest is immutable.

    /// Makes the work of one execution from its input. It runs on the thread that executes the action (an
    /// `inputs` binding's thread), so it is `@Sendable` in the strict mode (`RxNonThrowingClosure`), where a
    /// factory that changes an actor's state does not compile.
    public typealias WorkFactory = RxNonThrowingClosure<Input, Observable<Element>>

    private struct State {
        /// `enabledIf`'s latest value (`false` until it sends one).
        var isAllowed = false
        /// The running execution's id, if one runs.
        var running: UInt64?
        var nextID: UInt64 = 0
        /// The running execution's subscription, once its subscribe call returned.
        var subscription: Disposable?
        /// The running execution's events, completed if the action is released while it runs.
        var events: ReplaySubject<Element>?

        var isEnabled: Bool { isAllowed && running == nil }
    }

    private let workFactory: WorkFactory
    private let state = LockedState.make(State())
    /// Fires at each change of state; the observers read the state when it reaches them, so the last value
    /// each of them gets is the current one whatever the threads (the subject serializes deliveries, so an
    /// observer that executes the action again is not called inside its own call). Its replay gives a new
    /// subscriber the current value inside its subscription, even from inside another observer's call, as
    /// ReactiveSwift's properties do; the subject's catch-up keeps it from overlapping a change.
    private let changes = BehaviorSubject<Void>(value: ())
    private let elementsSubject = PublishSubject<Element>()
    private let errorsSubject = PublishSubject<ActionError>()
    private let executionsSubject = PublishSubject<Observable<Element>>()
    private let enabledIfSubscription = SingleAssignmentDisposable()

    /// Every execution's elements.
    public var elements: Observable<Element> { elementsSubject.asObservable() }

    /// Every failure: an execution's error (``ActionError/underlyingError(_:)``) or an input refused
    /// (``ActionError/notEnabled``).
    public var errors: Observable<ActionError> { errorsSubject.asObservable() }

    /// The errors of the executions alone.
    public var underlyingError: Observable<Swift.Error> {
        errorsSubject.compactMap { error in
            if case .underlyingError(let underlying) = error { return underlying }
            return nil
        }
    }

    /// Each execution's sequence, as it starts.
    public var executionObservables: Observable<Observable<Element>> { executionsSubject.asObservable() }

    /// Whether an execution runs: the current value on subscription, then each change.
    public var isExecuting: Observable<Bool> { current { $0.running != nil } }

    /// Whether an input would start an execution (`enabledIf` allows it and none runs): the current value on
    /// subscription, then each change.
    public var isEnabled: Observable<Bool> { current { $0.isEnabled } }

    /// An observer whose elements execute the action (their sequences are not observed).
    public var inputs: AnyObserver<Input> {
        AnyObserver(isolation: nil) { [weak self] event in
            if case .next(let input) = event { _ = self?.execute(input) }
        }
    }

    /// An action whose executions run `workFactory(input)`, allowed while `enabledIf`'s latest value is
    /// `true` (always, by default).
    public init(
        enabledIf: Observable<Bool> = Observable.just(true), workFactory: @escaping WorkFactory
    ) {
        self.workFactory = workFactory
        enabledIfSubscription.setDisposable(
            enabledIf.subscribe(
                onNext: { [weak self] isAllowed in self?.allow(isAllowed) },
                onError: { [weak self] _ in
                    self?.allow(false)
                }, isolation: nil))
    }

    deinit {
        enabledIfSubscription.dispose()
        // The action ends idle and disabled, as an execution that ends leaves it idle before its stop event: a
        // spinner bound to `isExecuting` gets `false` before the completion, not a last `true` for work that
        // was disposed.
        let (subscription, events) = state.withLock { state in
            state.running = nil
            state.isAllowed = false
            return (state.subscription.take(), state.events.take())
        }
        subscription?.dispose()
        changes.onNext(())
        events?.onCompleted()
        changes.onCompleted()
        elementsSubject.onCompleted()
        errorsSubject.onCompleted()
        executionsSubject.onCompleted()
    }

    /// Starts an execution with `input` if the action is enabled, and returns its events (replayed to every
    /// subscriber); if not, the returned sequence fails with ``ActionError/notEnabled``.
    @discardableResult
    public func execute(_ input: Input) -> Observable<Element> {
        let events = ReplaySubject<Element>.createUnbounded()
        let id: UInt64? = state.withLock { state in
            guard state.isEnabled else { return nil }
            state.nextID += 1
            state.running = state.nextID
            state.events = events
            return state.nextID
        }
        guard let id else {
            errorsSubject.onNext(.notEnabled)
            events.onError(ActionError.notEnabled)
            return events.asObservable()
        }
        changes.onNext(())
        let work = workFactory(input)
        executionsSubject.onNext(events.asObservable())
        let subscription = work.subscribe(
            onNext: { [elementsSubject] element in
                elementsSubject.onNext(element)
                events.onNext(element)
            },
            onError: { [weak self] error in
                self?.finish(id)
                self?.errorsSubject.onNext(.underlyingError(error))
                events.onError(ActionError.underlyingError(error))
            },
            onCompleted: { [weak self] in
                self?.finish(id)
                events.onCompleted()
            },
            isolation: nil)
        // An execution that ended during its subscribe call is not running any more: nothing to keep.
        let kept = state.withLock { state -> Bool in
            guard state.running == id else { return false }
            state.subscription = subscription
            return true
        }
        if !kept { subscription.dispose() }
        return events.asObservable()
    }

    private func allow(_ isAllowed: Bool) {
        let changed = state.withLock { state -> Bool in
            defer { state.isAllowed = isAllowed }
            return state.isAllowed != isAllowed
        }
        if changed { changes.onNext(()) }
    }

    private func finish(_ id: UInt64) {
        let subscription: Disposable?? = state.withLock { state in
            guard state.running == id else { return nil }
            state.running = nil
            state.events = nil
            return .some(state.subscription.take())
        }
        guard let subscription else { return }
        changes.onNext(())
        // Released, not disposed: it is ending on its own (its sink lets go after this stop event).
        _ = subscription
    }

    /// A value of the state: on subscription, then at each change, without repeats; after the action was
    /// released, its last value, then completion (the completed subject sends nothing else: the value is read
    /// then), as a property that outlived its owner.
    private func current(_ read: @escaping @Sendable (State) -> Bool) -> Observable<Bool> {
        // Unchecked: the state is behind its lock (`LockedState` is not marked `Sendable`).
        let state = UncheckedSendable(self.state)
        return changes.ifEmpty(default: ())
            .map { _ in state.value.withLock { read($0) } }
            .distinctUntilChanged()
    }
}

/// Why an action's execution failed.
public enum ActionError: Swift.Error {
    /// The action was not enabled when the input arrived: an execution was running, or `enabledIf` said no.
    case notEnabled
    /// The execution's sequence failed with this error.
    case underlyingError(Swift.Error)
}

// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Resubscribes to the source when the sequence that `notificationHandler` builds from the source's
    /// errors sends an element; completes or fails when that sequence does. Errors that are not of type
    /// `Error` end the sequence at once.
    ///
    ///     request.retry(when: { (errors: Observable<NetworkError>) in
    ///         errors.enumerated().flatMap { attempt, error -> Observable<Int> in
    ///             attempt < 3 ? .timer(.seconds(1 << attempt), scheduler: scheduler) : .error(error)
    ///         }
    ///     })
    ///
    /// ![The marble diagram of `retryWhen`, drawn from a run on TestScheduler.](marble-retryWhen)
    public func retry<Error: Swift.Error>(
        when notificationHandler: @escaping RxNonThrowingClosure<Observable<Error>, some ObservableType>
    )
        -> Observable<Element>
    {
        Producer(
            RetryWhenLogic(source: asObservable()) { (errors: Observable<Error>) in
                notificationHandler(errors).asObservable().map { _ in () }
            })
    }

    /// The former name of `retry(when:)`.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<Error: Swift.Error>(
        _ notificationHandler: @escaping RxNonThrowingClosure<Observable<Error>, some ObservableType>
    )
        -> Observable<Element>
    {
        retry(when: notificationHandler)
    }

    /// ``retry(when:)`` for errors of any type.
    ///
    /// ![The marble diagram of `retryWhen`, drawn from a run on TestScheduler.](marble-retryWhen)
    public func retry(
        when notificationHandler: @escaping RxNonThrowingClosure<Observable<Swift.Error>, some ObservableType>
    )
        -> Observable<Element>
    {
        Producer(
            RetryWhenLogic(source: asObservable()) { (errors: Observable<Swift.Error>) in
                notificationHandler(errors).asObservable().map { _ in () }
            })
    }

    /// The former name of `retry(when:)`.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen(
        _ notificationHandler: @escaping RxNonThrowingClosure<Observable<Swift.Error>, some ObservableType>
    )
        -> Observable<Element>
    {
        retry(when: notificationHandler)
    }
}

struct RetryWhenLogic<Element, Failure>: ProducerLogic {
    let source: Observable<Element>
    let notifier: (Observable<Failure>) -> Observable<Void>

    init(source: Observable<Element>, notifier: @escaping (Observable<Failure>) -> Observable<Void>) {
        self.source = source
        self.notifier = notifier
    }

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = RetryWhenSink<Failure, Observer>(observer: observer, cancel: cancel, source: source)
        return (sink, sink.run(notifier))
    }
}

/// Subscribes to the source, feeds its errors to the handler, and resubscribes on the handler's
/// elements. As in RxSwift, the handler's output is watched only from the source's first error on: it
/// goes into `notifier`, which a trigger observer subscribes to at each error, so what the handler sends
/// (or how it ends) before an error has no effect while the source runs. Source and trigger events are
/// delivered one at a time, and nested when the delivering thread re-enters, as RxSwift forwards them
/// (``LockGuarded/offerAndDeliverNesting(_:_:)``); both subscriptions live in the locked state's slots.
final class RetryWhenSink<Failure, Observer: ObserverType>: Sink<Observer> {
    struct State: SerialDeliveryHolder {
        var serial = SerialDeliveryState<Event<Observer.Element>>()
        var source = SubscriptionSlot()
        var trigger = SubscriptionSlot()
        /// Whether a thread is subscribing to the source (the gate of ``subscribeSource()``).
        var isSubscribing = false
        /// How many resubscriptions triggers asked for while one was being made.
        var requestedResubscriptions = 0
        /// How many calls feeding an error to the handler are on the stack.
        var signalingDepth = 0
        /// The last error came while the gate was subscribing (a synchronous failure).
        var failedWhileSubscribing = false
        /// A trigger asked for a resubscription that waits for the outermost error signal to return.
        var isResubscriptionDeferred = false

        init() {}

        /// Enters the subscription gate, or leaves the request for the thread inside it; returns whether
        /// the caller entered.
        mutating func enterGate() -> Bool {
            if isSubscribing {
                requestedResubscriptions += 1
                return false
            }
            isSubscribing = true
            return true
        }

        /// Leaves the gate unless a resubscription was requested meanwhile; returns whether to subscribe
        /// again.
        mutating func leaveGate() -> Bool {
            if requestedResubscriptions > 0 {
                requestedResubscriptions -= 1
                return true
            }
            isSubscribing = false
            return false
        }

        /// A trigger sent an element: whether to resubscribe now. A trigger answering a synchronous failure
        /// whose element comes after the gate closed, but still inside the signal of an earlier error, waits
        /// for that signal to return (see ``RetryWhenSink/trigger(_:id:)``).
        mutating func triggerFired() -> Bool {
            if !isSubscribing, failedWhileSubscribing, signalingDepth > 0 {
                isResubscriptionDeferred = true
                return false
            }
            return true
        }

        /// An error signal returned: whether a deferred resubscription is due now.
        mutating func signalReturned() -> Bool {
            signalingDepth -= 1
            guard signalingDepth == 0, isResubscriptionDeferred else { return false }
            isResubscriptionDeferred = false
            return true
        }

        mutating func dispose() -> [DisposableObject] {
            [source.dispose(), trigger.dispose()].compactMap { $0 }
        }
    }

    let source: Observable<Observer.Element>
    let errors = PublishSubject<Failure>()
    let notifier = PublishSubject<Void>()
    let state = LockedState.make(State())

    init(observer: Observer, cancel: SinkDisposer?, source: Observable<Observer.Element>) {
        self.source = source
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ handler: (Observable<Failure>) -> Observable<Void>) -> DisposableObject? {
        // Both subjects deliver nested, as RxSwift's: an error that the handler's reaction to an earlier
        // error causes (a resubscription that fails at once) reaches the handler inside that reaction, so a
        // trigger that then completes (`take(2)`) ends the sequence before the gate makes another attempt.
        let notifier = notifier
        let handlerSubscription = handler(errors.asObservable()).subscribeErased(
            AnyObserver { event in notifier.onNested(event) })
        subscribeSource()
        // The errors subject is not disposed, as RxSwift's is not: a handler that kept it can still subscribe.
        return handlerSubscription
    }

    /// Disposes the source's and the trigger's subscriptions; the producer's disposer does the rest.
    override func dispose() {
        for subscription in state.withLock({ $0.dispose() }) { subscription.dispose() }
        super.dispose()
    }

    /// Subscribes to the source, one subscription at a time, as RxSwift's gate does: a trigger that fires
    /// while a subscription is being made (a source that fails synchronously, or on another thread during
    /// its subscribe) only asks for the next one, which the thread inside the gate makes when the current
    /// subscribe call has returned, unless the sequence ended meanwhile. So a synchronous failure loops
    /// instead of recursing, and a handler that completes right after its trigger wins before the next
    /// subscription (`deferred { .error(e) }.retry(when: { $0.take(2) })` subscribes twice).
    ///
    /// Each attempt keeps its trigger subscribed until the next attempt is made, as RxSwift's attempt does.
    func subscribeSource() {
        guard state.withLock({ $0.enterGate() }) else { return }
        repeat {
            if isDisposed { break }
            state.withLock { $0.trigger.reserve()?.previous }?.dispose()
            state.subscribe(in: \.source) { attempt in
                source.subscribeOwned(AnyObserver { [self] event in self.on(event, attempt: attempt) })
            }
        } while state.withLock({ $0.leaveGate() })
    }

    /// An event of the source's subscription `attempt`.
    func on(_ event: Event<Observer.Element>, attempt: SubscriptionID) {
        if case .error(let error) = event, let failure = error as? Failure {
            // As RxSwift: the failed attempt's subscription goes first, then the trigger is subscribed. Only
            // that attempt's: a late error from an attempt already replaced leaves the live one running.
            let failed = state.withLock { state in
                state.failedWhileSubscribing = state.isSubscribing
                state.signalingDepth += 1
                return state.source.release(attempt)
            }
            failed?.dispose()
            state.subscribe(in: \.trigger) { id in
                notifier.subscribeOwned(AnyObserver { [weak self] event in self?.trigger(event, id: id) })
            }
            errors.onNested(.next(failure))
            if state.withLock({ $0.signalReturned() }) { subscribeSource() }
            return
        }
        state.offerAndDeliverNesting(event) { forwardEvent($0) }
    }

    /// An event of the handler's sequence, for the trigger subscribed at error `id`.
    ///
    /// In RxSwift an attempt that fails while it is being subscribed feeds its error to the handler inside
    /// the gate, and every operator on the way delivers nested (a recursive lock), so a trigger that sends
    /// and then completes in one step (`take(2)`) ends the sequence before the gate makes the attempt the
    /// element asked for. OpenRx's operators queue a re-entrant event until the delivery in progress
    /// returns, which can be after the gate closed: such an element waits until the outermost error signal
    /// returns, and the attempt is made then unless the sequence ended meanwhile — RxSwift's outcome.
    func trigger(_ event: Event<Void>, id: SubscriptionID) {
        switch event {
        case .next:
            let resubscribeNow = state.withLock { state -> Bool in
                guard state.trigger.isCurrent(id) else { return false }
                return state.triggerFired()
            }
            if resubscribeNow { subscribeSource() }
        case .error(let error):
            state.offerAndDeliverNesting(.error(error)) { forwardEvent($0) }
        case .completed:
            state.offerAndDeliverNesting(.completed) { forwardEvent($0) }
        }
    }
}

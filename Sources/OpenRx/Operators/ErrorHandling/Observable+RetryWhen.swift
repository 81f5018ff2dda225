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
    public func retry<Error: Swift.Error>(
        when notificationHandler: @escaping (Observable<Error>) -> some ObservableType
    )
        -> Observable<Element>
    {
        Producer(
            RetryWhenLogic(source: asObservable()) { (errors: Observable<Error>) in
                notificationHandler(errors).asObservable().map { _ in () }
            })
    }

    /// The former name of ``retry(when:)``.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<Error: Swift.Error>(
        _ notificationHandler: @escaping (Observable<Error>) -> some ObservableType
    )
        -> Observable<Element>
    {
        retry(when: notificationHandler)
    }

    /// ``retry(when:)`` for errors of any type.
    public func retry(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> some ObservableType
    )
        -> Observable<Element>
    {
        Producer(
            RetryWhenLogic(source: asObservable()) { (errors: Observable<Swift.Error>) in
                notificationHandler(errors).asObservable().map { _ in () }
            })
    }

    /// The former name of ``retry(when:)``.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen(
        _ notificationHandler: @escaping (Observable<Swift.Error>) -> some ObservableType
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

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = RetryWhenSink<Failure, Observer>(observer: observer, cancel: cancel, source: source)
        return (sink, sink.run(notifier))
    }
}

/// Subscribes to the source, feeds its errors to the handler, and resubscribes on the handler's
/// elements. As in RxSwift, the handler's output is watched only from the source's first error on: it
/// goes into `notifier`, which a trigger observer subscribes to at each error, so what the handler sends
/// (or how it ends) before an error has no effect while the source runs. Source and trigger events are
/// serialized; both subscriptions live in the locked state's slots.
final class RetryWhenSink<Failure, Observer: ObserverType>: Sink<Observer> {
    struct State: SerialDeliveryHolder {
        var serial = SerialDeliveryState<Event<Observer.Element>>()
        var source = SubscriptionSlot()
        var trigger = SubscriptionSlot()
        /// Whether a thread is subscribing to the source (the gate of ``subscribeSource()``).
        var isSubscribing = false
        /// How many resubscriptions triggers asked for while one was being made.
        var requestedResubscriptions = 0

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

        mutating func dispose() -> [DisposableObject] {
            [source.dispose(), trigger.dispose()].compactMap { $0 }
        }
    }

    let source: Observable<Observer.Element>
    let errors = PublishSubject<Failure>()
    let notifier = PublishSubject<Void>()
    let state = LockedState.make(State())

    init(observer: Observer, cancel: SinkDisposer, source: Observable<Observer.Element>) {
        self.source = source
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ handler: (Observable<Failure>) -> Observable<Void>) -> DisposableObject? {
        let handlerSubscription = handler(errors.asObservable()).subscribe(notifier)
        subscribeSource()
        return BinaryDisposable.make(handlerSubscription, errors)
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
                source.subscribeErased(AnyObserver { [self] event in self.on(event, attempt: attempt) })
            }
        } while state.withLock({ $0.leaveGate() })
    }

    /// An event of the source's subscription `attempt`.
    func on(_ event: Event<Observer.Element>, attempt: SubscriptionID) {
        if case .error(let error) = event, let failure = error as? Failure {
            // As RxSwift: the failed attempt's subscription goes first, then the trigger is subscribed. Only
            // that attempt's: a late error from an attempt already replaced leaves the live one running.
            state.withLock { $0.source.release(attempt) }?.dispose()
            state.subscribe(in: \.trigger) { id in
                notifier.subscribeErased(AnyObserver { [weak self] event in self?.trigger(event, id: id) })
            }
            errors.onNext(failure)
            return
        }
        state.offerAndDeliver(event) { forwardEvent($0) }
    }

    func trigger(_ event: Event<Void>, id: SubscriptionID) {
        switch event {
        case .next:
            guard state.withLock({ $0.trigger.isCurrent(id) }) else { return }
            subscribeSource()
        case .error(let error):
            state.offerAndDeliver(.error(error)) { forwardEvent($0) }
        case .completed:
            state.offerAndDeliver(.completed) { forwardEvent($0) }
        }
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

// The operators every trait has: each applies the `Observable` operator of the same name, which keeps the
// trait's promise (one element for a single, at most one for a maybe, none for a completable).

extension PrimitiveSequence {
    /// The events, each `dueTime` later (errors at once, as `Observable.delay` does).
    ///
    /// ![The marble diagram of `delay`, drawn from a run on TestScheduler.](marble-delay)
    @inlinable
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delay(dueTime, scheduler: scheduler))
    }

    /// The sequence, subscribed `dueTime` after the subscription.
    ///
    /// ![The marble diagram of `delaySubscription`, drawn from a run on TestScheduler.](marble-delaySubscription)
    @inlinable
    public func delaySubscription(
        _ dueTime: RxTimeInterval, scheduler: SchedulerType
    ) -> PrimitiveSequence<
        Trait, Element
    > {
        PrimitiveSequence(raw: source.delaySubscription(dueTime, scheduler: scheduler))
    }

    /// The events, sent on `scheduler`.
    ///
    /// ![The marble diagram of `observeOn`, drawn from a run on TestScheduler.](marble-observeOn)
    @inlinable
    public func observe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.observe(on: scheduler))
    }

    /// The former name of ``observe(on:)``.
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        observe(on: scheduler)
    }

    /// The sequence, subscribed (and disposed) on `scheduler`.
    @inlinable
    public func subscribe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.subscribe(on: scheduler))
    }

    /// The former name of ``subscribe(on:)``.
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        subscribe(on: scheduler)
    }

    /// Continues with the sequence `handler` makes from the error, instead of failing.
    ///
    /// ![The marble diagram of `catch`, drawn from a run on TestScheduler.](marble-catch)
    @inlinable
    public func `catch`(
        _ handler: @escaping RxClosure<Swift.Error, PrimitiveSequence<Trait, Element>>
    )
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: source.catch { try handler($0).asObservable() })
    }

    /// The former name of ``catch(_:)``.
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(
        _ handler: @escaping RxClosure<Swift.Error, PrimitiveSequence<Trait, Element>>
    )
        -> PrimitiveSequence<Trait, Element>
    {
        `catch`(handler)
    }

    /// Subscribes again after an error, up to `maxAttemptCount` subscriptions in all.
    ///
    /// ![The marble diagram of `retry`, drawn from a run on TestScheduler.](marble-retry)
    @inlinable
    public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(maxAttemptCount))
    }

    /// Subscribes again each time the sequence `notificationHandler` makes from the errors sends an element;
    /// fails or completes with it.
    ///
    /// ![The marble diagram of `retryWhen`, drawn from a run on TestScheduler.](marble-retryWhen)
    @inlinable
    public func retry<Error: Swift.Error>(
        when notificationHandler: @escaping RxNonThrowingClosure<Observable<Error>, some ObservableType>
    )
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// The former name of `retry(when:)`.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<Error: Swift.Error>(
        _ notificationHandler: @escaping RxNonThrowingClosure<Observable<Error>, some ObservableType>
    )
        -> PrimitiveSequence<Trait, Element>
    {
        retry(when: notificationHandler)
    }

    /// Subscribes again each time the sequence `notificationHandler` makes from the errors sends an element.
    ///
    /// ![The marble diagram of `retryWhen`, drawn from a run on TestScheduler.](marble-retryWhen)
    @inlinable
    public func retry(
        when notificationHandler: @escaping RxNonThrowingClosure<Observable<Swift.Error>, some ObservableType>
    )
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// The former name of `retry(when:)`.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen(
        _ notificationHandler: @escaping RxNonThrowingClosure<Observable<Swift.Error>, some ObservableType>
    )
        -> PrimitiveSequence<Trait, Element>
    {
        retry(when: notificationHandler)
    }

    /// Prints every event and the subscription's life, prefixed with `identifier`.
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
        function: String = #function
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: source.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    /// A sequence that makes a resource for each subscription, then the sequence that uses it; the resource
    /// is disposed with the subscription.
    ///
    /// ![The marble diagram of `using`, drawn from a run on TestScheduler.](marble-using)
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping RxClosure<Resource>,
        primitiveSequenceFactory: @escaping RxClosure<Resource, PrimitiveSequence<Trait, Element>>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: Producer(
                UsingLogic(
                    resourceFactory: resourceFactory,
                    observableFactory: { try primitiveSequenceFactory($0).asObservable() })))
    }

    /// Fails with `RxError.timeout` unless the sequence ends within `dueTime`.
    ///
    /// ![The marble diagram of `timeout`, drawn from a run on TestScheduler.](marble-timeout)
    @inlinable
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, scheduler: scheduler))
    }

    /// Switches to `other` unless the sequence ends within `dueTime`.
    ///
    /// ![The marble diagram of `timeout`, drawn from a run on TestScheduler.](marble-timeout)
    @inlinable
    public func timeout(
        _ dueTime: RxTimeInterval, other: PrimitiveSequence<Trait, Element>, scheduler: SchedulerType
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, other: other.asObservable(), scheduler: scheduler))
    }
}

extension PrimitiveSequenceType where Element: RxAbstractInteger {
    /// 0 after `dueTime`, then the end.
    ///
    /// ![The marble diagram of `timer`, drawn from a run on TestScheduler.](marble-timer)
    @inlinable
    public static func timer(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable<Element>.timer(dueTime, scheduler: scheduler))
    }
}

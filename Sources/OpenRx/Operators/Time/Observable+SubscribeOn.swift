// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Subscribes to (and disposes) the source on `scheduler`; events arrive wherever the source sends them.
    ///
    ///     expensiveSetup.subscribe(on: ConcurrentDispatchQueueScheduler(qos: .background))
    @inlinable
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        // The source itself, not `asObservable()`: a custom `ObservableType` keeps its own subscription,
        // which is then disposed on the scheduler like any other (as in RxSwift).
        Producer(SubscribeOnLogic(source: self, scheduler: scheduler))
    }

    /// The former name of ``subscribe(on:)``.
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        subscribe(on: scheduler)
    }
}

@usableFromInline
struct SubscribeOnLogic<Source: ObservableType>: ProducerLogic {
    @usableFromInline typealias Element = Source.Element
    @usableFromInline let source: Source
    @usableFromInline let scheduler: ImmediateSchedulerType

    @inlinable
    init(source: Source, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
    }

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = SubscribeOnSink(observer: observer, cancel: cancel, source: source, scheduler: scheduler)
        sink.run()
        return (sink, nil)
    }
}

/// What a `subscribe(on:)` subscription to its source is, which decides how it is disposed on the scheduler
/// (`SubscribeOnSink.disposeOnScheduler(_:as:)`).
@usableFromInline
enum SubscribeOnSource {
    /// A disposer (a producer's, a custom observable's), which lets go of the observer itself: held whole by
    /// the disposing action.
    case disposer
    /// A subject's or a share's observer, its own subscription (``Observable/subscribeOwned(_:)``), which holds
    /// the observer's closure; `endsWithItsStop` if the subject lets go of it at its stop (every subject but
    /// `BehaviorSubject`, and `share`).
    case subjectObserver(endsWithItsStop: Bool)
}

/// Where a `subscribe(on:)` subscription stands. It owns what it may have to cancel: the scheduled
/// subscription (what `schedule` returned) until it has run, then the source's subscription.
@usableFromInline
enum SubscribeOnPhase {
    /// The subscription to the source is scheduled; `pending` (once `schedule` has returned) cancels it.
    case scheduled(pending: Disposable?)
    /// The source is subscribed, by a subscription of that kind (see `SubscribeOnSink.disposeOnScheduler(_:as:)`).
    case subscribed(DisposableObject?, as: SubscribeOnSource)
    /// The subscription ended; nothing is left to cancel.
    case disposed

    /// `schedule` returned `pending`: kept while the subscription is still to come, otherwise handed back
    /// to be disposed (as RxSwift disposes it once the subscription replaced it).
    @inlinable
    mutating func scheduled(_ pending: Disposable) -> Disposable? {
        guard case .scheduled = self else { return pending }
        self = .scheduled(pending: pending)
        return nil
    }

    /// The source's subscription arrived. Returns the scheduled work's handle to dispose, and, when the
    /// subscription was disposed meanwhile, the source's subscription to dispose (on the scheduler, see
    /// `SubscribeOnSink.disposeOnScheduler(_:as:)`).
    @inlinable
    mutating func subscribed(
        _ subscription: DisposableObject?, as kind: SubscribeOnSource
    ) -> (pending: Disposable?, late: DisposableObject??) {
        guard case .scheduled(let pending) = self else { return (nil, .some(subscription)) }
        self = .subscribed(subscription, as: kind)
        return (pending, nil)
    }

    /// The subscription ends: returns what to cancel — the scheduled subscription, or the source's
    /// subscription (to dispose on the scheduler) — or `.disposed` if it had ended already.
    @inlinable
    mutating func dispose() -> SubscribeOnPhase {
        defer { self = .disposed }
        return self
    }
}

/// Subscribes to the source on the scheduler, forwards its events, and disposes its subscription on the
/// scheduler. Everything it may cancel lives in its phase, behind its lock; it acts after unlocking.
@usableFromInline
final class SubscribeOnSink<Source: ObservableType, Observer: ObserverType>: Sink<Observer>, LockGuarded
where Source.Element == Observer.Element {
    @usableFromInline let source: Source
    @usableFromInline let scheduler: ImmediateSchedulerType
    /// The phase, guarded by the sink's own lock (``withLock(_:)``).
    @exclusivity(unchecked) @usableFromInline var phase = SubscribeOnPhase.scheduled(pending: nil)

    @inlinable
    init(observer: Observer, cancel: SinkDisposer?, source: Source, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    /// Runs `body` with exclusive access to the phase, under the sink's lock.
    @inlinable @inline(__always)
    func withLock<Result>(_ body: (inout SubscribeOnPhase) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&phase) }
    }

    /// Schedules the subscription to the source. The action may run before `schedule` returns (an
    /// immediate scheduler), on this thread or another.
    @inlinable
    func run() {
        let subscribeSource: (SubscribeOnSink) -> Disposable = { sink in
            sink.subscribeSource()
            return Disposables.create()
        }
        #if Inspector
            // Here, not only in OpenRx's schedulers: the app's own schedulers know nothing of recording.
            let pending = scheduler.schedule(self, action: Inspection.carryingContext(subscribeSource))
        #else
            let pending = scheduler.schedule(self, action: subscribeSource)
        #endif
        withLock { $0.scheduled(pending) }?.dispose()
    }

    /// On the scheduler: subscribes to the source. As in RxSwift, an action that runs although the
    /// subscription was disposed (a scheduler that could not cancel it) still subscribes; the subscription
    /// is then disposed on the scheduler at once, and nothing is forwarded.
    @inlinable
    func subscribeSource() {
        // After the source stops, the action that disposes this subscription may wait on the scheduler, and
        // meanwhile it must hold neither a subject's observer closure nor a producer's sink (each leads to the
        // observer and the user's closures): RxSwift's holds only the subscription's disposer. So an observable
        // is subscribed for a disposer, not owned, unless it is a subject or a share, whose owned subscription
        // can leave later by its key (see `disposeOnScheduler(_:as:)`;
        // `Observable.ownedSubscriptionIsSubjectObserver`).
        let subscription: DisposableObject?
        var kind = SubscribeOnSource.disposer
        if let observable = source as? Observable<Source.Element> {
            if observable.ownedSubscriptionIsSubjectObserver {
                kind = .subjectObserver(endsWithItsStop: observable.ownedSubscriptionEndsWithItsStop)
                subscription = observable.subscribeOwned(erasedForwarder)
            } else {
                subscription = observable.subscribeErased(erasedForwarder)
            }
        } else {
            subscription = disposableObject(source.subscribe(erasedForwarder))
        }
        let (pending, late) = withLock { $0.subscribed(subscription, as: kind) }
        // Unlocked: disposing calls out.
        pending?.dispose()
        if let late { disposeOnScheduler(late, as: kind) }
    }

    /// Cancels the scheduled subscription, or disposes the source's subscription on the scheduler.
    ///
    /// A stop event the source sends while `run` is still on the stack (an immediate scheduler) only marks
    /// the subscription disposed: the producer calls this again once it has stored the subscription, as
    /// RxSwift's does, so the disposal is scheduled after the subscribing action has returned (and an
    /// immediate scheduler runs it at once instead of queueing it behind that action). This relies on
    /// `Producer`, the one caller of `setSubscription(_:)`, always storing what `run` returned.
    @usableFromInline
    override func dispose() {
        if isSinkAndSubscriptionSet {
            switch withLock({ $0.dispose() }) {
            case .scheduled(let pending): pending?.dispose()
            case .subscribed(let subscription, let kind):
                disposeOnScheduler(subscription, as: kind)
            case .disposed: break
            }
        }
        super.dispose()
    }

    /// Disposes the source's `subscription` in an action on the scheduler, holding no observer while the action
    /// waits, as RxSwift's action holds only a disposer whose sink or subject lets go of the observer.
    ///
    /// A disposer is held whole (`subscribeSource`). A subject's or a share's observer, its own subscription,
    /// which holds the observer's closure:
    /// - after the source's stop, if the subject let go of it then (`endsWithItsStop`), it is over: disposed now,
    ///   which does nothing but let an inspector record it, and the action holds nothing;
    /// - otherwise (the subscriber disposes, or a `BehaviorSubject`, which keeps its observers after its stop,
    ///   stopped) the observer stays registered until the action leaves the subject, as in RxSwift, but the
    ///   action holds only what it leaves through and the key (`SubjectLeaving`): a stop of the subject meanwhile
    ///   lets go of the observer, as RxSwift's stop does. Only while an inspector records, whose wrapper hides the
    ///   observer, is the wrapper held.
    ///
    /// The kind comes from `subscribeSource`: `dispose()` is not specialized, and looking the source's type up
    /// there cost about 580 instructions per subscription.
    @inlinable
    func disposeOnScheduler(_ subscription: DisposableObject?, as kind: SubscribeOnSource) {
        guard case .subjectObserver(let endsWithItsStop) = kind else { return disposeOnScheduler(subscription) }
        if endsWithItsStop, isStopped {
            subscription?.dispose()
            return disposeOnScheduler(nil)
        }
        guard let leaving = (subscription as? SubjectObserverBase)?.stopDeliveriesAndLeaveLater() else {
            return disposeOnScheduler(subscription)
        }
        _ = scheduler.schedule(leaving) { leaving in
            leaving.leave()
            return Disposables.create()
        }
    }

    /// Disposes `subscription` in an action on the scheduler, as RxSwift's `ScheduledDisposable` does
    /// (even when there is nothing to dispose: the scheduler sees the same work).
    @inlinable
    func disposeOnScheduler(_ subscription: DisposableObject?) {
        _ = scheduler.schedule(subscription) { subscription in
            subscription?.dispose()
            return Disposables.create()
        }
    }
}

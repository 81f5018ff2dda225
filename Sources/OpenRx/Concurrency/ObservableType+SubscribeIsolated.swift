// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Subscribes `on`, then `onDisposed`, to run isolated to `actor` (the subscriber's isolation, in Swift 6
    /// language mode): an event that arrives on the actor with nothing queued before it is handled at once,
    /// inside the call that sends it, as in RxSwift; one that arrives elsewhere is queued and handled on the
    /// actor, in order. `onDisposed` runs once on the actor: right after the stop event's handler, or on
    /// disposal, which drops the events still queued (`Documentation/Contracts.md`, "Swift 6 isolation").
    ///
    /// With `endsAfterFirstEvent`, the subscription ends (and `onDisposed` runs) right after the first event's
    /// handler, as a trait's closures end after its outcome. The result is RxSwift's pair of the subscription and
    /// the delivery if `paired` (the closure forms: disposed only by `dispose()`, even when the source kept
    /// nothing, as `just`), and otherwise the subscription as RxSwift's event-closure form returns it, which
    /// also ends the delivery.
    @inlinable
    func subscribe(
        isolatedTo actor: any Actor, _ on: @escaping (Event<Element>) -> Void, onDisposed: (() -> Void)?,
        endsAfterFirstEvent: Bool = false, paired: Bool
    ) -> Disposable {
        let delivery = IsolatedDelivery(
            to: actor, handler: on, onDisposed: onDisposed, endsAfterFirstEvent: endsAfterFirstEvent)
        return asObservable().subscribeKept(AnyObserver.sharedForwarder(to: delivery), then: delivery, paired: paired)
            .asDisposable
    }

    /// The subscription behind a trait's closures: `deliver` gets the first event only (the outcome), then
    /// `onDisposed` runs once (or on disposal before the outcome); both on `isolation` when there is one. The
    /// closure forms (`subscribe(onSuccess:…)`) return RxSwift's pair, the event-closure form
    /// (`subscribe { event in … }`) the subscription itself, as RxSwift's do.
    func subscribeOutcome(
        isolation: (any Actor)?, onDisposed: (() -> Void)?, paired: Bool,
        _ deliver: @escaping (Event<Element>) -> Void
    ) -> Disposable {
        if let isolation {
            // RxSwift runs `onDisposed` right after the outcome's closure (a `Single`'s completion comes
            // after it), so the delivery ends after its first event.
            return subscribe(
                isolatedTo: isolation, deliver, onDisposed: onDisposed, endsAfterFirstEvent: true, paired: paired)
        }
        let finished = AtomicInt.make()
        let once = onDisposed.map { AnonymousDisposable.make($0) }
        let observer = AnonymousObserver<Element>.make { event in
            guard finished.atomicFetchOr(1) == 0 else { return }
            deliver(event)
            once?.dispose()
        }
        // Always a pair, as RxSwift's traits return `Disposables.create(subscription, disposable)`: disposed only
        // by `dispose()`, not by the outcome.
        return asObservable().subscribeKept(AnyObserver(observer), then: once, paired: paired).asDisposable
    }
}

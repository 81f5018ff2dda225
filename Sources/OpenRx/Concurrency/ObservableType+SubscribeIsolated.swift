// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Subscribes `on`, then `onDisposed`, to run isolated to `actor` (the subscriber's isolation, in Swift 6
    /// language mode): an event that arrives on the actor with nothing queued before it is handled at once,
    /// inside the call that sends it, as in RxSwift; one that arrives elsewhere is queued and handled on the
    /// actor, in order. `onDisposed` runs once on the actor: right after the stop event's handler, or on
    /// disposal, which drops the events still queued (`Documentation/Contracts.md`, "Swift 6 isolation").
    @usableFromInline
    func subscribe(
        isolatedTo actor: any Actor, _ on: @escaping (Event<Element>) -> Void, onDisposed: (() -> Void)?
    ) -> Disposable {
        let hop = ActorHop(actor)
        let ending = AnonymousDisposable.make { hop.finish(onDisposed) }
        let deliver: (Event<Element>) -> Void = { event in
            on(event)
            if event.isStopEvent { ending.dispose() }
        }
        let subscription = asObservable().subscribeErased(AnyObserver { event in hop.run(event, deliver) })
        guard let subscription else { return ending }
        return Disposables.create(subscription, ending)
    }
}

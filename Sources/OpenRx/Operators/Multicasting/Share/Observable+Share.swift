// OpenRx — reactive programming for Swift. MIT licence.

/// How long `share(replay:scope:)` keeps its subject (and so its replay buffer and stop event).
public enum SubjectLifetimeScope: Sendable {
    /// While at least one subscriber is connected: when the last one leaves, or the source stops, the
    /// next subscriber starts a new connection with an empty buffer.
    case whileConnected
    /// For the lifetime of the shared sequence: later subscribers see the buffer and the stop event, and
    /// reconnecting reuses the same subject.
    case forever
}

extension ObservableType {
    /// Shares one subscription to the source among all subscribers, replaying the latest `replay`
    /// elements to each new one. The source is subscribed when the first subscriber arrives and disposed
    /// when the last one leaves. A negative `replay` fails with `RxError.argumentOutOfRange`.
    ///
    ///     let user = api.fetchUser().share(replay: 1)
    ///     user.subscribe(onNext: showName)     // subscribes to the source
    ///     user.subscribe(onNext: showAvatar)   // shares it
    ///
    /// ![The marble diagram of `share`, drawn from a run on TestScheduler.](marble-share)
    @inlinable
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        if replay < 0 { return .error(RxError.argumentOutOfRange) }
        switch scope {
        case .whileConnected: return ShareWhileConnected(source: asObservable(), replay: replay)
        case .forever: return ShareForever(source: asObservable(), replay: replay)
        }
    }
}

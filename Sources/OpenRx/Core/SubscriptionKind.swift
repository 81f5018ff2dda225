// OpenRx — reactive programming for Swift. MIT licence.

/// Who holds the disposable a subscription returns, which decides what the source makes for it.
@usableFromInline
enum SubscriptionKind {
    /// A caller inside OpenRx that lets go of the result when the subscription ends (a sink's upstream
    /// subscription, ``Observable/subscribeOwned(_:)``): the sink, or a subject's observer, is the disposable.
    case owned
    /// Code outside the operators (``Observable/subscribeErased(_:)``), which may keep the disposable after the
    /// subscription ended: a separate small disposable (`SinkDisposer`, `SubjectSubscription`) that lets go of
    /// the sink or the observer at the end.
    case kept
    /// ``kept`` for a subscription that ends something of its own with it
    /// (``Observable/subscribeKept(_:then:paired:)``): its disposable also disposes `then` after the subscription
    /// (an isolated subscription's delivery to its actor, `onDisposed`). If `paired`, for `subscribe(onNext:…)`,
    /// it is RxSwift's pair `Disposables.create(subscription, then)`: `Cancelable`, disposed only once `dispose()`
    /// was called (not when the sequence ends).
    ///
    /// One case with both, not a case each: with one payload case the enum's other cases are the payload's spare
    /// values, and the owned and kept paths, which every subscription takes, copy and test it as a word (two
    /// payload cases cost MapFilterCreating about 180 instructions).
    case carrying(then: DisposableObject?, paired: Bool)
}

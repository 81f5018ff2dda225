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
    /// `subscribe(onNext:…)` (``Observable/subscribePaired(_:then:)``): a kept disposable that is also RxSwift's
    /// pair `Disposables.create(subscription, then)`. It is `Cancelable`, reads disposed only once `dispose()`
    /// was called (not when the sequence ends), and disposes `then` after the subscription.
    case paired(then: DisposableObject?)
}

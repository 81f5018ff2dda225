// OpenRx — reactive programming for Swift. MIT licence.

/// A subject's events, for observers that a set of counters counts while they are subscribed: each
/// subscription adds one to every counter before it subscribes to the subject and takes it away after it
/// unsubscribed. Method interception (`OpenRxReactiveCocoa`) reads the counters to skip unobserved calls; the
/// subject delivers straight to the subscriber (no `create` sink between them, which cost a call its
/// delivery twice over).
@usableFromInline
package final class CountedSubjectObservable<Element>: Observable<Element>, @unchecked Sendable {
    // Sendable: both stored properties are immutable references to thread-safe objects.
    private let subject: PublishSubject<Element>
    private let counters: [AtomicInt]

    /// The events of `subject`, counted in `counters`.
    @usableFromInline
    package init(_ subject: PublishSubject<Element>, counters: [AtomicInt]) {
        self.subject = subject
        self.counters = counters
        super.init()
    }

    /// Counts the subscription, then subscribes `observer` to the subject; disposing unsubscribes, then
    /// stops counting it (once).
    override package func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subscribeErased(eraseObserver(observer)).asDisposable
    }

    override func subscribeErased(_ observer: AnyObserver<Element>) -> DisposableObject? {
        for counter in counters { _ = counter.atomicFetchAdd(1) }
        let subscription = subject.subscribeErased(observer)
        let counters = self.counters
        return AnonymousDisposable.make {
            subscription?.dispose()
            for counter in counters.reversed() { _ = counter.atomicFetchAdd(-1) }
        }
    }
}

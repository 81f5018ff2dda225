// OpenRx — reactive programming for Swift. MIT licence.

/// A ``PublishSubject`` that can neither fail nor complete: it only accepts elements.
///
///     let taps = PublishRelay<Void>()
///     _ = taps.subscribe(onNext: { print("tap") })
///     taps.accept(())   // prints tap
public final class PublishRelay<Element>: ObservableType {
    @usableFromInline let subject = PublishSubject<Element>()

    /// Creates a relay.
    @inlinable
    public init() {}

    /// Sends `event` to the current subscribers.
    @inlinable
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Subscribes `observer` to the elements accepted from now on.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an `Observable`.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}

/// A relay is Sendable: its only state is its subject, which is synchronized.
extension PublishRelay: Sendable {}

// OpenRx — reactive programming for Swift. MIT licence.

/// A ``BehaviorSubject`` that can neither fail nor complete: it holds a current value, replays it to
/// each new subscriber, and accepts new values.
///
///     let count = BehaviorRelay(value: 0)
///     count.accept(count.value + 1)
///     count.value   // 1
public final class BehaviorRelay<Element>: ObservableType {
    @usableFromInline let subject: BehaviorSubject<Element>

    /// Creates a relay whose current value is `value`.
    @inlinable
    public init(value: Element) {
        subject = BehaviorSubject(value: value)
    }

    /// Sets the current value and sends it to the subscribers.
    @inlinable
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// The current value.
    @inlinable
    public var value: Element {
        // The subject is private and never disposed nor failed, so `value()` cannot throw.
        try! subject.value()
    }

    /// Subscribes `observer`: it receives the current value, then later values.
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
extension BehaviorRelay: Sendable {}

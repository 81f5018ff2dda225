// OpenRx — reactive programming for Swift. MIT licence.

/// A ``ReplaySubject`` that can neither fail nor complete.
///
///     let history = ReplayRelay<String>.create(bufferSize: 10)
///     history.accept("opened")
public final class ReplayRelay<Element>: ObservableType {
    @usableFromInline let subject: ReplaySubject<Element>

    @inlinable
    init(subject: ReplaySubject<Element>) {
        self.subject = subject
    }

    /// Buffers `event` and sends it to the subscribers.
    @inlinable
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Creates a relay that replays the latest `bufferSize` elements.
    @inlinable
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(subject: .create(bufferSize: bufferSize))
    }

    /// Creates a relay that replays every element.
    @inlinable
    public static func createUnbound() -> ReplayRelay<Element> {
        ReplayRelay(subject: .createUnbounded())
    }

    /// Subscribes `observer`: it receives the buffered elements, then later ones.
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
extension ReplayRelay: Sendable {}

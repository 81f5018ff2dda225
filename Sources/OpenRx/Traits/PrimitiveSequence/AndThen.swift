// OpenRx — reactive programming for Swift. MIT licence.

/// `andThen`: the completable's events until it completes, then those of `second`, as RxSwift's
/// `ConcatCompletable`, not `concat`.
///
/// The two differ in timing: `second` is subscribed inside the completable's completion, and the completable's
/// subscription is disposed after that, when `second`'s subscription replaces it (`concat` disposes the
/// finished source first and subscribes the next one after its `subscribe` returned). It shows in disposal
/// events (`do(onDispose:)`, a `create` disposable) and, for a completable that completes while it is being
/// subscribed, in what runs before `second` is subscribed.
@usableFromInline
struct AndThenLogic<Element>: ProducerLogic {
    @usableFromInline let completable: Observable<Never>
    @usableFromInline let second: Observable<Element>

    @inlinable
    init(completable: Observable<Never>, second: Observable<Element>) {
        self.completable = completable
        self.second = second
    }

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = AndThenSink(observer: observer, cancel: cancel, second: second)
        return (sink, sink.run(completable))
    }
}

/// Observes the completable, then forwards `second`'s events.
///
/// The completable's subscription and then `second`'s live in the sink's slot (``SerialSubscriptionSink``), in
/// the order of RxSwift's `SerialDisposable`: `second` is subscribed, then replaces the completable's
/// subscription, which is disposed. Once the completable completed, the sink holds only `second`'s
/// subscription: what the completable captured is let go of then.
@usableFromInline
final class AndThenSink<Observer: ObserverType>: SerialSubscriptionSink<Observer>, ObserverType {
    @usableFromInline typealias Element = Never

    @usableFromInline let second: Observable<Observer.Element>

    @inlinable
    init(observer: Observer, cancel: SinkDisposer?, second: Observable<Observer.Element>) {
        self.second = second
        super.init(observer: observer, cancel: cancel)
    }

    /// Subscribes to the completable (see ``SerialSubscriptionSink/subscribeSource(_:)``).
    @inlinable
    func run(_ completable: Observable<Never>) -> DisposableObject? {
        subscribeSource { completable.subscribeSink(self) }
    }

    @inlinable
    func on(_ event: Event<Never>) {
        switch event {
        case .next:
            return
        case .error(let error):
            forwardStop(.error(error))
        case .completed:
            replaceSubscription(with: second.subscribeOwned(erasedForwarder))
        }
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// `andThen`'s observable: the completable, then `second` (``AndThenLogic``).
    @inlinable
    func andThenObservable<Element>(_ second: Observable<Element>) -> Observable<Element> {
        Producer(AndThenLogic(completable: primitiveSequence.asObservable(), second: second))
    }
}

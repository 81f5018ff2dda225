// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// On error, continues with the sequence `handler` returns for it. An error thrown by `handler` ends
    /// the sequence with that error.
    ///
    ///     request.catch { _ in Observable.just(cachedValue) }
    ///
    /// ![The marble diagram of `catch`, drawn from a run on TestScheduler.](marble-catch)
    @inlinable
    public func `catch`(_ handler: @escaping RxClosure<Swift.Error, Observable<Element>>) -> Observable<Element> {
        Producer(CatchLogic(source: asObservable(), fallback: .handler(handler)))
    }

    /// The former name of ``catch(_:)``.
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping RxClosure<Swift.Error, Observable<Element>>) -> Observable<Element> {
        self.catch(handler)
    }

    /// On error, sends `element` and completes.
    ///
    ///     Observable<Int>.error(failure).catchAndReturn(0)   // -0-|
    ///
    /// ![The marble diagram of `catchAndReturn`, drawn from a run on TestScheduler.](marble-catchAndReturn)
    @inlinable
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        // The element in the producer, not in a closure's context: one allocation less per `asDriver`.
        Producer(CatchLogic(source: asObservable(), fallback: .element(element)))
    }

    /// The former name of ``catchAndReturn(_:)``.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
        catchAndReturn(element)
    }

    /// Subscribes to each sequence in turn while they fail; completes with the first that completes, or
    /// fails with the last error. An empty sequence completes at once, as RxSwift's.
    ///
    /// ![The marble diagram of `catch`, drawn from a run on TestScheduler.](marble-catch)
    @inlinable
    public static func `catch`<Sequence: Swift.Sequence>(sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        Producer(SequentialSourcesLogic(sources: sequence, advance: .onError))
    }

    /// The former name of ``catch(sequence:)``.
    @available(*, deprecated, renamed: "catch(sequence:)")
    public static func catchError<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        self.catch(sequence: sequence)
    }
}

/// What `catch` continues with after an error.
@usableFromInline
enum CatchFallback<Element> {
    /// The sequence a handler returns for the error (`catch`).
    case handler((Swift.Error) throws -> Observable<Element>)
    /// One element, then completion (`catchAndReturn`, so every `asDriver(onErrorJustReturn:)`): as
    /// `catch { _ in .just(element) }`, without the closure.
    case element(Element)

    /// The fallback sequence for `error`; throws what the handler throws.
    @inlinable
    func observable(for error: Swift.Error) throws -> Observable<Element> {
        switch self {
        case .handler(let handler): return try handler(error)
        case .element(let element): return .just(element)
        }
    }
}

@usableFromInline
struct CatchLogic<Element>: ProducerLogic {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let fallback: CatchFallback<Element>

    @inlinable
    init(source: Observable<Element>, fallback: CatchFallback<Element>) {
        self.source = source
        self.fallback = fallback
    }

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = CatchSink(observer: observer, cancel: cancel, fallback: fallback)
        return (sink, sink.run(source))
    }
}

/// Forwards the source's events until its error, then those of the fallback the handler returns.
///
/// The source's subscription and then the fallback's live in the sink's slot (``SerialSubscriptionSink``), in
/// the order of RxSwift's `SerialDisposable`: the fallback is subscribed, then replaces the source's
/// subscription, which is disposed.
@usableFromInline
final class CatchSink<Observer: ObserverType>: SerialSubscriptionSink<Observer>, ObserverType {
    @usableFromInline let fallback: CatchFallback<Observer.Element>

    @inlinable
    init(observer: Observer, cancel: SinkDisposer?, fallback: CatchFallback<Observer.Element>) {
        self.fallback = fallback
        super.init(observer: observer, cancel: cancel)
    }

    /// Subscribes to the source (see ``SerialSubscriptionSink/subscribeSource(_:)``).
    @inlinable
    func run(_ source: Observable<Observer.Element>) -> DisposableObject? {
        subscribeSource { source.subscribeSink(self) }
    }

    @inlinable
    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .completed:
            forwardStop(event)
        case .error(let error):
            let fallback: Observable<Observer.Element>
            do {
                fallback = try self.fallback.observable(for: error)
            } catch {
                forwardStop(.error(error))
                return
            }
            replaceSubscription(with: fallback.subscribeOwned(erasedForwarder))
        }
    }
}

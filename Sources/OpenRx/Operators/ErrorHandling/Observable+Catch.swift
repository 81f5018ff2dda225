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
        Producer(CatchLogic(source: asObservable(), handler: handler))
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
        // Unchecked: the element is sent as any element is, from the thread that delivers the error.
        let element = UncheckedSendable(element)
        return self.catch { _ in .just(element.value) }
    }

    /// The former name of ``catchAndReturn(_:)``.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
        catchAndReturn(element)
    }

    /// Subscribes to each sequence in turn while they fail; completes with the first that completes, or
    /// fails with the last error.
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

@usableFromInline
struct CatchLogic<Element>: ProducerLogic {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let handler: (Swift.Error) throws -> Observable<Element>

    @inlinable
    init(source: Observable<Element>, handler: @escaping (Swift.Error) throws -> Observable<Element>) {
        self.source = source
        self.handler = handler
    }

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = CatchSink(observer: observer, cancel: cancel, handler: handler)
        // The slot is filled before subscribing: a source that ends synchronously may already have switched
        // the sink to its fallback, which a later assignment would dispose.
        let first = SingleAssignmentDisposable()
        sink.current.disposable = first
        first.setDisposable(source.subscribeSink(sink).asDisposable)
        return (sink, sink.current)
    }
}

@usableFromInline
final class CatchSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    @usableFromInline let current = SerialDisposable()
    @usableFromInline let handler: (Swift.Error) throws -> Observable<Observer.Element>

    @inlinable
    init(
        observer: Observer, cancel: SinkDisposer?,
        handler: @escaping (Swift.Error) throws -> Observable<Observer.Element>
    ) {
        self.handler = handler
        super.init(observer: observer, cancel: cancel)
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
                fallback = try handler(error)
            } catch {
                forwardStop(.error(error))
                return
            }
            current.disposable = fallback.subscribeOwned(erasedForwarder).asDisposable
        }
    }
}

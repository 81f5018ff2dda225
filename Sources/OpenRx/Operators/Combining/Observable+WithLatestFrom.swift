// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Combines each element of the source with the latest element of `second`, once `second` has sent
    /// one; source elements before that are dropped. Completes with the source; fails with either.
    ///
    ///     saveTaps.withLatestFrom(formValues) { _, values in values }
    @inlinable
    public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Observable<ResultType> {
        Producer(
            WithLatestFromLogic(source: asObservable(), second: second.asObservable(), resultSelector: resultSelector))
    }

    /// Sends the latest element of `second` each time the source sends an element.
    ///
    ///     refreshTaps.withLatestFrom(currentQuery)
    @inlinable
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        withLatestFrom(second) { $1 }
    }
}

@usableFromInline
struct WithLatestFromLogic<SourceElement, Second, Element>: ProducerLogic {
    @usableFromInline let source: Observable<SourceElement>
    @usableFromInline let second: Observable<Second>
    @usableFromInline let resultSelector: (SourceElement, Second) throws -> Element

    @inlinable
    init(
        source: Observable<SourceElement>, second: Observable<Second>,
        resultSelector: @escaping (SourceElement, Second) throws -> Element
    ) {
        self.source = source
        self.second = second
        self.resultSelector = resultSelector
    }

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = WithLatestFromSink<SourceElement, Second, Observer>(
            observer: observer, cancel: cancel, resultSelector: resultSelector)
        let secondSubscription = second.subscribe(AnyObserver<Second> { event in sink.secondEvent(event) })
        return (sink, Disposables.create(secondSubscription, source.subscribeSink(sink)))
    }
}

@usableFromInline
final class WithLatestFromSink<SourceElement, Second, Observer: ObserverType>: Sink<Observer>, ObserverType {
    @usableFromInline
    struct State: SerialDeliveryHolder {
        @usableFromInline var serial = SerialDeliveryState<Event<SourceElement>>()
        @usableFromInline var latest: Second?

        @inlinable
        init() {}
    }

    @usableFromInline let resultSelector: (SourceElement, Second) throws -> Observer.Element
    @usableFromInline let state = LockedState.make(State())

    @inlinable
    init(
        observer: Observer, cancel: SinkDisposer,
        resultSelector: @escaping (SourceElement, Second) throws -> Observer.Element
    ) {
        self.resultSelector = resultSelector
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<SourceElement>) {
        state.offerAndDeliver(event) { event in
            switch event {
            case .next(let element):
                guard let latest = state.withLock({ $0.latest }) else { return }
                do {
                    forwardOn(.next(try resultSelector(element, latest)))
                } catch {
                    forwardStop(.error(error))
                }
            case .error(let error):
                forwardStop(.error(error))
            case .completed:
                forwardStop(.completed)
            }
        }
    }

    @inlinable
    func secondEvent(_ event: Event<Second>) {
        switch event {
        case .next(let value):
            state.withLock { $0.latest = value }
        case .error(let error):
            on(.error(error))
        case .completed:
            break
        }
    }
}

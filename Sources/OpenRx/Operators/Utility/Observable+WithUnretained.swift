// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Pairs each element with `obj`, held weakly, through `resultSelector`; once `obj` is deallocated the
    /// sequence completes.
    ///
    ///     taps.withUnretained(self) { owner, _ in owner.title }.bind(to: label.rx.text)
    ///
    /// ![The marble diagram of `withUnretained`, drawn from a run on TestScheduler.](marble-withUnretained)
    @inlinable
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object, resultSelector: @escaping RxNonThrowingClosure<Object, Element, Out>
    ) -> Observable<Out> {
        weak let weakObject = obj
        return Producer(
            WithUnretainedLogic(source: asObservable()) { element -> Out? in
                guard let object = weakObject else { return nil }
                return resultSelector(object, element)
            })
    }

    /// Pairs each element with `obj`, held weakly; once `obj` is deallocated the sequence completes.
    ///
    ///     taps.withUnretained(self).subscribe(onNext: { owner, _ in owner.refresh() })
    ///
    /// ![The marble diagram of `withUnretained`, drawn from a run on TestScheduler.](marble-withUnretained)
    @inlinable
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Observable<(Object, Element)> {
        withUnretained(obj) { ($0, $1) }
    }
}

@usableFromInline
struct WithUnretainedLogic<SourceElement, Element>: ProducerLogic {
    @usableFromInline let source: Observable<SourceElement>
    /// The result for an element, or `nil` once the object is gone.
    @usableFromInline let transform: (SourceElement) -> Element?

    @inlinable
    init(source: Observable<SourceElement>, transform: @escaping (SourceElement) -> Element?) {
        self.source = source
        self.transform = transform
    }

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = WithUnretainedSink(observer: observer, cancel: cancel, transform: transform)
        return (sink, source.subscribeSink(sink))
    }
}

@usableFromInline
final class WithUnretainedSink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType {
    @usableFromInline let transform: (SourceElement) -> Observer.Element?

    @inlinable
    init(observer: Observer, cancel: SinkDisposer?, transform: @escaping (SourceElement) -> Observer.Element?) {
        self.transform = transform
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            if let result = transform(element) {
                forwardOn(.next(result))
            } else {
                forwardStop(.completed)
            }
        case .error, .completed:
            forwardStop(of: event)
        }
    }
}

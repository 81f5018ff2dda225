// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Converts to a maybe: the only element when the source completes, completion when there is none, and
    /// `RxError.moreThanOneElement` at the second element. An error of the source, `RxError.noElements`
    /// included, is forwarded as it is.
    ///
    ///     Observable.of(1).asMaybe()      // -------1|   (at the completion)
    ///     Observable.of(1, 2).asMaybe()   // -#moreThanOneElement
    ///
    /// ![The marble diagram of `asMaybe`, drawn from a run on TestScheduler.](marble-asMaybe)
    public func asMaybe() -> Maybe<Element> {
        PrimitiveSequence(raw: Producer(OnlyElementLogic(source: asObservable(), failsWhenEmpty: false)))
    }

    /// Converts to a single: the only element when the source completes, `RxError.noElements` when there is
    /// none, and `RxError.moreThanOneElement` at the second element.
    ///
    ///     Observable.of(1).asSingle()      // -------1|   (at the completion)
    ///     Observable<Int>.empty().asSingle()   // #noElements
    ///
    /// ![The marble diagram of `asSingle`, drawn from a run on TestScheduler.](marble-asSingle)
    public func asSingle() -> Single<Element> {
        PrimitiveSequence(raw: Producer(OnlyElementLogic(source: asObservable(), failsWhenEmpty: true)))
    }
}

/// The conversion of `asSingle()` and `asMaybe()`, as RxSwift's: the one element waits for the completion.
struct OnlyElementLogic<Element>: ProducerLogic {
    let source: Observable<Element>
    /// Whether a source that completes empty fails with `RxError.noElements` (a single) or completes (a
    /// maybe).
    let failsWhenEmpty: Bool

    init(source: Observable<Element>, failsWhenEmpty: Bool) {
        self.source = source
        self.failsWhenEmpty = failsWhenEmpty
    }

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = OnlyElementSink(observer: observer, cancel: cancel, failsWhenEmpty: failsWhenEmpty)
        return (sink, source.subscribeSink(sink))
    }
}

/// Keeps the one element until the source completes; a second element is an error.
final class OnlyElementSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    let failsWhenEmpty: Bool
    var element: Observer.Element?

    init(observer: Observer, cancel: SinkDisposer?, failsWhenEmpty: Bool) {
        self.failsWhenEmpty = failsWhenEmpty
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next(let next):
            if element != nil {
                forwardStop(.error(RxError.moreThanOneElement))
                return
            }
            element = next
        case .error:
            forwardStop(event)
        case .completed:
            if let element {
                forwardOn(.next(element))
            } else if failsWhenEmpty {
                forwardStop(.error(RxError.noElements))
                return
            }
            forwardStop(.completed)
        }
    }
}

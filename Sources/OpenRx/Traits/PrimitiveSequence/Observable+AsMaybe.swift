// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Converts to a maybe: the only element when the source completes, completion when there is none, and
    /// `RxError.moreThanOneElement` at the second element. An error of the source, `RxError.noElements`
    /// included, is forwarded as it is.
    ///
    ///     Observable.of(1).asMaybe()      // -------1|   (at the completion)
    ///     Observable.of(1, 2).asMaybe()   // -#moreThanOneElement
    public func asMaybe() -> Maybe<Element> {
        PrimitiveSequence(raw: Producer(AsMaybeLogic(source: asObservable())))
    }
}

struct AsMaybeLogic<Element>: ProducerLogic {
    let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = AsMaybeSink(observer: observer, cancel: cancel)
        return (sink, source.subscribeSink(sink))
    }
}

/// Keeps the one element until the source completes; a second element is an error.
final class AsMaybeSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    var element: Observer.Element?

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
            if let element { forwardOn(.next(element)) }
            forwardStop(.completed)
        }
    }
}

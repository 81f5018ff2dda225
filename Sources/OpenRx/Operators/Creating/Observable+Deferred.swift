// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// A sequence that calls `observableFactory` on each subscription and subscribes to what it returns.
    /// An error thrown by the factory is sent as an `error` event.
    ///
    ///     let now = Observable.deferred { Observable.just(Date()) }   // a new date per subscriber
    public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>) -> Observable<Element>
    {
        Producer(DeferredLogic(factory: observableFactory))
    }
}

private struct DeferredLogic<Element>: ProducerLogic {
    let factory: () throws -> Observable<Element>

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = ForwardingSink(observer: observer, cancel: cancel)
        do {
            return (sink, try factory().subscribe(sink))
        } catch {
            sink.forwardStop(.error(error))
            return (sink, Disposables.create())
        }
    }
}

/// A sink that forwards every event unchanged and disposes after a stop event.
final class ForwardingSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next: forwardOn(event)
        case .error, .completed: forwardStop(event)
        }
    }
}

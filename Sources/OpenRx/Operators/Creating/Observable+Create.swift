// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Creates a sequence from a subscribe closure, which is called once per subscription with the
    /// observer and returns the disposable that releases what the subscription holds.
    ///
    ///     let greeting = Observable<String>.create { observer in
    ///         observer.onNext("hello")
    ///         observer.onCompleted()
    ///         return Disposables.create { print("released") }
    ///     }
    ///
    /// The observer guards the grammar: nothing is sent after the first stop event, and after a stop
    /// event the disposable is disposed.
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        Producer(CreateLogic(subscribeHandler: subscribe))
    }
}

private struct CreateLogic<Element>: ProducerLogic {
    let subscribeHandler: (AnyObserver<Element>) -> Disposable

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = CreateSink(observer: observer, cancel: cancel)
        return (sink, subscribeHandler(AnyObserver(sink)))
    }
}

private final class CreateSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next:
            if cancel.isStoppedOrDisposed { return }
            observer.on(event)
        case .error, .completed:
            if cancel.markStopped() {
                forwardStop(event)
            }
        }
    }
}

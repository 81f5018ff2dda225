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
    ///
    /// ![The marble diagram of `create`, drawn from a run on TestScheduler.](marble-create)
    @inlinable
    public static func create(
        _ subscribe: @escaping RxNonThrowingClosure<AnyObserver<Element>, Disposable>
    ) -> Observable<Element> {
        Producer(CreateLogic(subscribeHandler: subscribe))
    }
}

@usableFromInline
struct CreateLogic<Element>: ProducerLogic {
    @usableFromInline let subscribeHandler: (AnyObserver<Element>) -> Disposable

    @inlinable
    init(subscribeHandler: @escaping (AnyObserver<Element>) -> Disposable) {
        self.subscribeHandler = subscribeHandler
    }

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        // The closure may send from several threads: the sink's `forwardStop` sends one stop event, and
        // nothing after it.
        let sink = Sink(observer: observer, cancel: cancel)
        return (sink, disposableObject(subscribeHandler(sink.erasedForwarder)))
    }
}

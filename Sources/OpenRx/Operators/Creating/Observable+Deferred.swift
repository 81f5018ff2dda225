// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// A sequence that calls `observableFactory` on each subscription and subscribes to what it returns.
    /// An error thrown by the factory is sent as an `error` event.
    ///
    ///     let now = Observable.deferred { Observable.just(Date()) }   // a new date per subscriber
    ///
    /// ![The marble diagram of `deferred`, drawn from a run on TestScheduler.](marble-deferred)
    @inlinable
    public static func deferred(_ observableFactory: @escaping RxClosure<Observable<Element>>) -> Observable<Element> {
        Producer(DeferredLogic(factory: observableFactory))
    }
}

@usableFromInline
struct DeferredLogic<Element>: ProducerLogic {
    @usableFromInline let factory: () throws -> Observable<Element>

    @inlinable
    init(factory: @escaping () throws -> Observable<Element>) {
        self.factory = factory
    }

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = Sink(observer: observer, cancel: cancel)
        do {
            return (sink, try factory().subscribeOwned(sink.erasedForwarder))
        } catch {
            sink.forwardStop(.error(error))
            return (sink, nil)
        }
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// A sequence that creates a resource on each subscription, subscribes to the sequence built from it,
    /// and disposes the resource when the subscription ends. Errors thrown by the factories are sent as
    /// `error` events.
    ///
    ///     Observable.using({ Connection() }, observableFactory: { $0.messages })
    ///
    /// ![The marble diagram of `using`, drawn from a run on TestScheduler.](marble-using)
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping RxClosure<Resource>,
        observableFactory: @escaping RxClosure<Resource, Observable<Element>>
    ) -> Observable<Element> {
        Producer(UsingLogic(resourceFactory: resourceFactory, observableFactory: observableFactory))
    }
}

struct UsingLogic<Element, Resource: Disposable>: ProducerLogic {
    let resourceFactory: () throws -> Resource
    let observableFactory: (Resource) throws -> Observable<Element>

    init(
        resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) {
        self.resourceFactory = resourceFactory
        self.observableFactory = observableFactory
    }

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = Sink(observer: observer, cancel: cancel)
        var resource: Disposable = Disposables.create()
        do {
            let created = try resourceFactory()
            resource = created
            let source = try observableFactory(created)
            return (sink, BinaryDisposable.make(source.subscribeOwned(sink.erasedForwarder).asDisposable, resource))
        } catch {
            sink.forwardStop(.error(error))
            return (sink, disposableObject(resource))
        }
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Sends `elements` first, then the source's events.
    ///
    ///     Observable.of(3, 4).startWith(1, 2)   // -1-2-3-4-|
    ///
    /// ![The marble diagram of `startWith`, drawn from a run on TestScheduler.](marble-startWith)
    @inlinable
    public func startWith(_ elements: Element...) -> Observable<Element> {
        Producer(StartWithLogic(source: asObservable(), elements: elements))
    }
}

@usableFromInline
struct StartWithLogic<Element>: ProducerLogic {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let elements: [Element]

    @inlinable
    init(source: Observable<Element>, elements: [Element]) {
        self.source = source
        self.elements = elements
    }

    /// As RxSwift's: no sink. The elements go to the observer, then the source is subscribed with it, and its
    /// subscription is the operator's: the source's stop reaches the observer directly, and the subscription is
    /// disposed with the downstream's (a `BehaviorSubject`, which keeps its observers after its stop, keeps this
    /// one until then). A downstream disposed meanwhile ignores the rest, and disposes the source's subscription
    /// once `run` returned. Subscribed for code outside the operators (`cancel` is set), the source is subscribed
    /// for a disposer, not owned: the disposer the caller keeps then lets go of the source's sink, and so of the
    /// observer's closures, when the source ends (as RxSwift's kept subscription is the source's `SinkDisposer`).
    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        for element in elements {
            observer.on(.next(element))
        }
        let erased = eraseObserver(observer)
        return (nil, cancel == nil ? source.subscribeOwned(erased) : source.subscribeErased(erased))
    }
}

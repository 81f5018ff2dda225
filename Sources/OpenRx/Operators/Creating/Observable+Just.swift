// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// A sequence of one element, then completion.
    ///
    ///     Observable.just(42)   // -42-|
    ///
    /// ![The marble diagram of `just`, drawn from a run on TestScheduler.](marble-just)
    @inlinable
    public static func just(_ element: Element) -> Observable<Element> {
        Producer(JustLogic(element: element))
    }

    /// A sequence of one element, then completion, both sent on `scheduler`.
    ///
    /// ![The marble diagram of `just`, drawn from a run on TestScheduler.](marble-just)
    @inlinable
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Producer(ScheduledSequenceLogic(elements: CollectionOfOne(element), scheduler: scheduler))
    }
}

@usableFromInline
struct JustLogic<Element>: ProducerLogic {
    @usableFromInline let element: Element

    @inlinable
    init(element: Element) {
        self.element = element
    }

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        _ = runWithoutSink(observer)
        return (nil, nil)
    }

    @inlinable
    var immediateElement: Element? { element }

    /// RxSwift's `Just` overrides `subscribe`: no trampoline.
    @inlinable
    static var subscribesWithoutTrampoline: Bool { true }

    @inlinable
    func runWithoutSink<Observer: ObserverType>(_ observer: Observer) -> Bool
    where Observer.Element == Element {
        observer.on(.next(element))
        observer.on(.completed)
        return true
    }
}

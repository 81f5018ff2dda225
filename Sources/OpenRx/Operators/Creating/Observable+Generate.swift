// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// A sequence that starts from `initialState` and sends each state while `condition` holds, moving to
    /// the next with `iterate`, on `scheduler`. Errors thrown by the closures are sent as `error` events.
    ///
    ///     Observable.generate(initialState: 1, condition: { $0 < 100 }, iterate: { $0 * 2 })
    ///     // -1-2-4-8-16-32-64-|
    ///
    /// ![The marble diagram of `generate`, drawn from a run on TestScheduler.](marble-generate)
    public static func generate(
        initialState: Element, condition: @escaping RxClosure<Element, Bool>,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
        iterate: @escaping RxClosure<Element, Element>
    ) -> Observable<Element> {
        Producer(
            GenerateLogic(initialState: initialState, condition: condition, iterate: iterate, scheduler: scheduler))
    }

    /// An endless sequence of `element`, sent on `scheduler`.
    ///
    ///     Observable.repeatElement("tick").take(3)   // -tick-tick-tick-|
    ///
    /// ![The marble diagram of `repeatElement`, drawn from a run on TestScheduler.](marble-repeatElement)
    public static func repeatElement(
        _ element: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        Producer(ScheduledSequenceLogic(elements: Swift.repeatElement(element, count: Int.max), scheduler: scheduler))
    }
}

struct GenerateLogic<Element>: ProducerLogic {
    let initialState: Element
    let condition: (Element) throws -> Bool
    let iterate: (Element) throws -> Element
    let scheduler: ImmediateSchedulerType

    init(
        initialState: Element, condition: @escaping (Element) throws -> Bool,
        iterate: @escaping (Element) throws -> Element, scheduler: ImmediateSchedulerType
    ) {
        self.initialState = initialState
        self.condition = condition
        self.iterate = iterate
        self.scheduler = scheduler
    }

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = Sink(observer: observer, cancel: cancel)
        let subscription = scheduler.scheduleRecursive((initialState, true)) { [condition, iterate] step, recurse in
            do {
                let state = step.1 ? step.0 : try iterate(step.0)
                if try condition(state) {
                    sink.forwardOn(.next(state))
                    recurse((state, false))
                } else {
                    sink.forwardStop(.completed)
                }
            } catch {
                sink.forwardStop(.error(error))
            }
        }
        return (sink, disposableObject(subscription))
    }
}

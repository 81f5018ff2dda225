// OpenRx — reactive programming for Swift. MIT licence.

/// The sink of `groupBy`: it computes keys, lets ``GroupByState`` decide, and delivers serially (the
/// source, the outer subscription's disposal and the groups' subscribers call it from any thread).
final class GroupBySink<Key: Hashable, Element, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == GroupedObservable<Key, Element> {
    private let keySelector: (Element) throws -> Key
    private let state = LockedState.make(GroupByState<Key, Element>())

    init(observer: Observer, cancel: SinkDisposer?, keySelector: @escaping (Element) throws -> Key) {
        self.keySelector = keySelector
        super.init(observer: observer, cancel: cancel)
    }

    /// Subscribes the source; its subscription is kept in the state (disposed at once if everything was
    /// let go of while `subscribe` ran).
    func run(_ source: Observable<Element>) {
        state.subscribe(in: \.source) { _ in source.subscribeSink(self) }
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let key: Key
            do {
                key = try keySelector(element)
            } catch {
                perform(state.withLock { $0.stopped(.error(error)) })
                return
            }
            perform(state.withLock { $0.next(element, key: key) })
        case .error, .completed:
            perform(state.withLock { $0.stopped(event) })
        }
    }

    /// The outer subscription ended (disposed, or after its stop event).
    override func dispose() {
        perform(state.withLock { $0.outerDisposed() })
        super.dispose()
    }

    /// Runs an action after unlocking: deliver, dispose the source, then let go of the groups' table.
    private func perform(_ action: GroupByState<Key, Element>.Action) {
        state.deliverSerially(action.deliver) { delivery in
            switch delivery {
            case .open(let key, let group):
                forwardOn(.next(GroupedObservable(key: key, source: observable(of: group))))
            case .element(let element, let group):
                group.onNext(element)
            case .stop(let event, let groups):
                for group in groups { group.on(event) }
                forwardStop(of: event)
                // By whoever delivers the stop (it may have been queued behind another delivery), after it.
                state.withLock { $0.source.dispose() }?.dispose()
            case .close:
                return
            }
        }
        action.dispose?.dispose()
    }

    /// The group handed downstream: each subscription to it keeps the source alive until it ends.
    private func observable(of group: PublishSubject<Element>) -> Observable<Element> {
        // The logic, not `create`: a closure formed here is OpenRx's, not checked as an app's.
        Producer(
            GroupLogic { [weak self] observer in
                guard let self, let id = self.state.withLock({ $0.groupSubscribed() }) else {
                    return group.subscribe(observer)
                }
                let subscription = group.subscribe(observer)
                return Disposables.create { [weak self] in
                    subscription.dispose()
                    guard let self else { return }
                    self.perform(self.state.withLock { $0.groupUnsubscribed(id) })
                }
            })
    }
}

/// The logic of a group: `create`'s, subscribed without a `CurrentThreadScheduler` trampoline, because
/// RxSwift's `GroupedObservableImpl` overrides `subscribe` (it subscribes its subject), as `just` does.
private struct GroupLogic<Element>: ProducerLogic {
    let create: CreateLogic<Element>

    init(subscribeHandler: @escaping (AnyObserver<Element>) -> Disposable) {
        create = CreateLogic(subscribeHandler: subscribeHandler)
    }

    static var subscribesWithoutTrampoline: Bool { true }

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        create.run(observer, cancel: cancel)
    }
}

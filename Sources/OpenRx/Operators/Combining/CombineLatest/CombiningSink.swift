// OpenRx — reactive programming for Swift. MIT licence.

/// The producer logic of combineLatest and zip: they differ only in their rule.
@usableFromInline
struct CombiningLogic<State: CombiningState, Element>: ProducerLogic {
    @usableFromInline let sources: [Observable<State.Value>]
    @usableFromInline let form: CombiningForm
    @usableFromInline let resultSelector: ([State.Value]) throws -> Element

    @inlinable
    init(
        sources: [Observable<State.Value>], form: CombiningForm,
        resultSelector: @escaping ([State.Value]) throws -> Element
    ) {
        self.sources = sources
        self.form = form
        self.resultSelector = resultSelector
    }

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> SinkAndSubscription
    where Observer.Element == Element {
        if sources.isEmpty {
            // As RxSwift: combineLatest of nothing combines nothing once (`resultSelector([])`); zip completes.
            if State.combinesNoSources {
                let result: Element
                do {
                    result = try resultSelector([])
                } catch {
                    observer.on(.error(error))
                    return (nil, Disposables.create())
                }
                observer.on(.next(result))
            }
            observer.on(.completed)
            return (nil, Disposables.create())
        }
        let sink = CombiningSink<State, Observer>(
            observer: observer, cancel: cancel, state: CombiningMachine(count: sources.count, form: form),
            resultSelector: resultSelector)
        return (sink, sink.run(sources))
    }
}

/// Subscribes to every source, lets the machine decide, and applies the result selector to the values it
/// delivers (outside the lock, one delivery at a time). The subscriptions to the sources live in the
/// machine: the sink's `dispose` disposes them, and a completed source's is disposed at its completion.
@usableFromInline
final class CombiningSink<State: CombiningState, Observer: ObserverType>: Sink<Observer> {
    @usableFromInline typealias Value = State.Value

    @usableFromInline let resultSelector: ([Value]) throws -> Observer.Element
    @usableFromInline let state: LockedState<CombiningMachine<State>>

    @inlinable
    init(
        observer: Observer, cancel: SinkDisposer, state: CombiningMachine<State>,
        resultSelector: @escaping ([Value]) throws -> Observer.Element
    ) {
        self.resultSelector = resultSelector
        self.state = LockedState.make(state)
        super.init(observer: observer, cancel: cancel)
    }

    /// Subscribes to every source in order, even after one of them ended the result during its own
    /// subscription: as in RxSwift, the later ones are then subscribed and disposed at once.
    @inlinable
    func run(_ sources: [Observable<Value>]) -> Disposable {
        for (index, source) in sources.enumerated() {
            let subscription = source.subscribeSink(CombiningObserver(sink: self, index: index))
            state.withLock { $0.subscribed(subscription, at: index) }?.dispose()
        }
        return Disposables.create()
    }

    @usableFromInline
    override func dispose() {
        let (subscriptions, rule) = state.withLock { $0.dispose() }
        // Unlocked: dispose the sources' subscriptions, then release the values the rule held.
        for subscription in subscriptions { subscription.dispose() }
        withExtendedLifetime(rule) {}
        super.dispose()
    }

    @inlinable
    func event(_ event: Event<Value>, at index: Int) {
        let action: CombiningAction<Value>
        switch event {
        case .next(let value): action = state.withLock { $0.element(value, at: index) }
        case .error(let error): action = state.withLock { $0.failed(error) }
        case .completed: action = state.withLock { $0.completed(at: index) }
        }
        // Unlocked from here on: a value the state replaced (`action.release`) is let go of here, not under
        // the lock, since its deinit may call back into this operator.
        action.dispose?.dispose()
        state.deliverSerially(action.deliver) { deliver($0) }
    }

    @inlinable
    func deliver(_ delivery: CombineLatestDelivery<Value>) {
        switch delivery {
        case .values(let values):
            let result: Observer.Element
            do {
                result = try resultSelector(values)
            } catch {
                let dropped = state.withLock { $0.selectorFailed() }
                withExtendedLifetime(dropped) {}
                forwardStop(.error(error))
                return
            }
            forwardOn(.next(result))
        case .stop(let error):
            forwardStop(error.map { .error($0) } ?? .completed)
        }
    }
}

@usableFromInline
struct CombiningObserver<State: CombiningState, Observer: ObserverType>: ObserverType {
    @usableFromInline let sink: CombiningSink<State, Observer>
    @usableFromInline let index: Int

    @inlinable
    init(sink: CombiningSink<State, Observer>, index: Int) {
        self.sink = sink
        self.index = index
    }

    @inlinable
    func on(_ event: Event<State.Value>) {
        sink.event(event, at: index)
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

/// The producer logic of combineLatest and zip, in every form: they differ in their rule, in how the
/// sources' values are stored (`Values`) and in the row they combine (`Row`: a tuple for the fixed-arity
/// forms, an array for the collection forms).
@usableFromInline
struct CombiningLogic<Rule: CombiningRule, Values, Row, Element>: ProducerLogic {
    @usableFromInline typealias Sources = CombiningSources<Rule, Values, Row, Element>

    @usableFromInline let sources: Sources
    @usableFromInline let form: CombiningForm
    /// The values of a subscription before any source sent one.
    @usableFromInline let emptyValues: Values
    @usableFromInline let takeRow: (inout Values) -> Row
    @usableFromInline let resultSelector: (Row) throws -> Element

    @inlinable
    init(
        sources: Sources, form: CombiningForm, emptyValues: Values, takeRow: @escaping (inout Values) -> Row,
        resultSelector: @escaping (Row) throws -> Element
    ) {
        self.sources = sources
        self.form = form
        self.emptyValues = emptyValues
        self.takeRow = takeRow
        self.resultSelector = resultSelector
    }

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        if sources.count == 0 {
            // As RxSwift: combineLatest of nothing combines nothing once (`resultSelector([])`); zip completes.
            if Rule.combinesNoSources {
                var values = emptyValues
                let result: Element
                do {
                    result = try resultSelector(takeRow(&values))
                } catch {
                    observer.on(.error(error))
                    return (nil, nil)
                }
                observer.on(.next(result))
            }
            observer.on(.completed)
            return (nil, nil)
        }
        let sink = CombiningSink(observer: eraseObserver(observer), cancel: cancel, logic: self)
        sources.subscribeEach(sink)
        return (sink, nil)
    }
}

/// The sources of a combining operator: how many there are, and one closure that subscribes each of them,
/// in order, through ``CombiningSink/subscribe(_:at:store:)``, with the function that stores its elements.
/// Made where the sources' types are known (in the operator's inlinable function), so the observers and
/// the stores are specialized.
///
/// One closure for all the sources, not one per source: building the operator then allocates one closure
/// context (none for the collection forms, whose closure captures only the array), where a closure per
/// source allocated one each, and an array for them.
@usableFromInline
struct CombiningSources<Rule: CombiningRule, Values, Row, Element> {
    @usableFromInline let count: Int
    @usableFromInline let subscribeEach: (CombiningSink<Rule, Values, Row, Element>) -> Void

    @inlinable
    init(count: Int, subscribeEach: @escaping (CombiningSink<Rule, Values, Row, Element>) -> Void) {
        self.count = count
        self.subscribeEach = subscribeEach
    }
}

/// Subscribes to every source, lets the machine decide, and applies the result selector to the rows it
/// delivers (outside the lock, one delivery at a time). The subscriptions to the sources live in the
/// machine: the sink's `dispose` disposes them, and a completed source's is disposed at its completion.
///
/// Its observer is always an `AnyObserver` (the producer subscribes with one), which lets the sources'
/// observers name the sink's type without a type parameter of their own for it.
@usableFromInline
final class CombiningSink<Rule: CombiningRule, Values, Row, Element>: Sink<AnyObserver<Element>>, LockGuarded {
    @usableFromInline typealias Machine = CombiningMachine<Rule, Values, Row>
    @usableFromInline typealias State = Machine

    @usableFromInline let takeRow: (inout Values) -> Row
    @usableFromInline let resultSelector: (Row) throws -> Element
    @usableFromInline let emptyValues: Values
    /// The machine, guarded by the sink's own lock (``withLock(_:)``).
    @exclusivity(unchecked) @usableFromInline var machine: Machine
    /// ``releaseSources()``, made in the inlinable initializer so that it runs specialized: `dispose()` is
    /// reached through the vtable, whose implementation is the unspecialized one, where the machine's
    /// generic types cost run-time metadata lookups (Contracts.md, "Performance").
    @usableFromInline let releaseSourcesSpecialized: (CombiningSink) -> Void

    @inlinable
    init(observer: AnyObserver<Element>, cancel: SinkDisposer?, logic: CombiningLogic<Rule, Values, Row, Element>) {
        takeRow = logic.takeRow
        resultSelector = logic.resultSelector
        emptyValues = logic.emptyValues
        machine = Machine(count: logic.sources.count, form: logic.form, values: logic.emptyValues)
        releaseSourcesSpecialized = { $0.releaseSources() }
        super.init(observer: observer, cancel: cancel)
    }

    /// Runs `body` with exclusive access to the machine, under the sink's lock.
    @inlinable @inline(__always)
    func withLock<Result>(_ body: (inout Machine) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&machine) }
    }

    /// Subscribes source `index`, whose elements `store` puts into the values. ``CombiningSources`` calls it
    /// for every source in order, even after one of them ended the result during its own subscription: as in
    /// RxSwift, the later ones are then subscribed all the same, and all are disposed together, in order,
    /// when `run` returned (see `Sink.defersDisposal`).
    @inlinable
    func subscribe<Source: ObservableType, Replaced>(
        _ source: Source, at index: Int, store: @escaping (inout Values, Int, Source.Element) -> Replaced?
    ) {
        let subscription = source.asObservable().subscribeSink(
            CombiningSourceObserver(sink: self, index: index, store: store))
        withLock { $0.subscribed(subscription, at: index) }?.dispose()
    }

    /// Subscribes source `index` with `observer`, a closure that captures only the sink (so it needs no
    /// context of its own) and calls ``on(_:at:store:)`` with the index and the store as constants: the
    /// fixed-arity forms, which write one such closure per source. One allocation less per source than
    /// ``subscribe(_:at:store:)``, whose observer holds the index and the store.
    @inlinable
    func subscribe<Source: ObservableType>(_ source: Source, at index: Int, _ observer: AnyObserver<Source.Element>) {
        let subscription = source.asObservable().subscribeOwned(observer)
        withLock { $0.subscribed(subscription, at: index) }?.dispose()
    }

    /// Source `index` sent `event`; `store` puts its element into the values.
    @inlinable
    func on<Value, Replaced>(_ event: Event<Value>, at index: Int, store: (inout Values, Int, Value) -> Replaced?) {
        switch event {
        case .next(let value): element(value, at: index, store: store)
        case .error(let error): stop(error, at: index)
        case .completed: stop(nil, at: index)
        }
    }

    /// Disposes the sources' subscriptions through the closure made in the initializer (this override is
    /// reached through the vtable, where Swift runs it unspecialized), then the producer's disposer.
    @usableFromInline
    override func dispose() {
        if !waitsForRunToDispose() { releaseSourcesSpecialized(self) }
        super.dispose()
    }

    /// Disposes the sources' subscriptions and releases the values the machine kept.
    @inlinable
    func releaseSources() {
        let (subscriptions, values) = withLock { $0.dispose(leaving: emptyValues) }
        // Unlocked: dispose the sources' subscriptions, then release the values that were kept.
        for subscription in subscriptions { subscription.dispose() }
        withExtendedLifetime(values) {}
    }

    /// Source `index` sent `value`.
    @inlinable
    func element<Value, Replaced>(
        _ value: Value, at index: Int, store: (inout Values, Int, Value) -> Replaced?
    ) {
        let (action, replaced) = withLock { $0.element(value, at: index, store: store, takeRow: takeRow) }
        // Unlocked: the value the new one replaced is let go of here, since its deinit may call back into
        // this operator.
        withExtendedLifetime(replaced) {}
        perform(action)
    }

    /// Source `index` sent a stop event.
    @inlinable
    func stop(_ error: Swift.Error?, at index: Int) {
        let (released, action) = withLock { machine in
            (machine.sourceStopped(at: index), error.map { machine.failed($0) } ?? machine.completed(at: index))
        }
        // Unlocked: the source that stopped is disposed first (RxSwift's fixed-arity forms).
        released?.dispose()
        perform(action)
    }

    /// Disposes what `action` hands over, then delivers serially. Always inlined: it is the element path, and
    /// the optimizer stopped inlining it when the machine moved into the sink (CombineLatestPumping +6%).
    @inlinable @inline(__always)
    func perform(_ action: CombiningAction<Row>) {
        action.dispose?.dispose()
        deliverSerially(action.deliver) { deliver($0) }
    }

    @inlinable
    func deliver(_ delivery: CombiningDelivery<Row>) {
        switch delivery {
        case .row(let row):
            let result: Element
            do {
                result = try resultSelector(row)
            } catch {
                let dropped = withLock { $0.selectorFailed() }
                withExtendedLifetime(dropped) {}
                forwardError(error)
                return
            }
            forwardOn(.next(result))
        case .stop(let error):
            forwardStop(error.map { .error($0) } ?? .completed)
        }
    }
}

/// The observer of one source of a collection form: hands its events to the sink with the source's index.
@usableFromInline
struct CombiningSourceObserver<Rule: CombiningRule, Values, Row, Element, Value, Replaced>: ObserverType {
    @usableFromInline let sink: CombiningSink<Rule, Values, Row, Element>
    @usableFromInline let index: Int
    @usableFromInline let store: (inout Values, Int, Value) -> Replaced?

    @inlinable
    init(
        sink: CombiningSink<Rule, Values, Row, Element>, index: Int,
        store: @escaping (inout Values, Int, Value) -> Replaced?
    ) {
        self.sink = sink
        self.index = index
        self.store = store
    }

    @inlinable
    func on(_ event: Event<Value>) {
        sink.on(event, at: index, store: store)
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

/// How the operator was called: RxSwift's fixed-arity forms (`zip(a, b)`) and its collection forms
/// (`zip([a, b])`) are separate implementations, and zip's completion rule differs between them (see
/// Documentation/Contracts.md, "Combining").
@usableFromInline
enum CombiningForm {
    case fixedArity
    case collection
}

/// What a combining sink delivers: a row of values to combine, or the stop event.
@usableFromInline
enum CombiningDelivery<Row> {
    case row(Row)
    case stop(Swift.Error?)
}

/// What a combining rule (combineLatest's or zip's) decides for one source event.
@usableFromInline
enum CombiningOutcome {
    /// Nothing to do.
    case none
    /// Take a row from the stored values, combine it and send the result.
    case combine
    /// The result completes.
    case complete
    /// The source is done but the result goes on: release the source's subscription.
    case releaseSource
}

/// The rule of an operator that combines the elements of several sources (combineLatest, zip): when a
/// row can be combined and when the result completes. It sees only indices: the values themselves are
/// kept in typed storage beside it (see ``CombiningMachine``). Errors and disposal are the machine's
/// business.
@usableFromInline
protocol CombiningRule {
    /// The rule for `count` sources, called in `form`.
    init(count: Int, form: CombiningForm)
    /// Whether no sources at all still combine once (`resultSelector([])`, as combineLatest does) before
    /// completing; zip completes at once.
    static var combinesNoSources: Bool { get }
    /// Source `index` sent a value, which is already stored.
    mutating func element(at index: Int) -> CombiningOutcome
    /// Source `index` completed.
    mutating func completed(at index: Int) -> CombiningOutcome
}

/// What the sink does after unlocking.
@usableFromInline
struct CombiningAction<Row> {
    /// Dispose a completed source's subscription (RxSwift releases it at its completion).
    @usableFromInline var dispose: DisposableObject?
    /// Deliver (serially: the caller became the deliverer).
    @usableFromInline var deliver: CombiningDelivery<Row>?

    @inlinable
    init(dispose: DisposableObject? = nil, deliver: CombiningDelivery<Row>? = nil) {
        self.dispose = dispose
        self.deliver = deliver
    }
}

/// The locked state of a combining sink: the rule, the sources' values (`Values`: a tuple of typed cells
/// for the fixed-arity forms, an array for the collection forms), the subscriptions to the sources and the
/// serializer. One mutating function per input; each returns what to do after the lock is released.
@usableFromInline
struct CombiningMachine<Rule: CombiningRule, Values, Row>: SerialDeliveryHolder {
    @usableFromInline var serial = SerialDeliveryState<CombiningDelivery<Row>>()
    @usableFromInline var rule: Rule
    @usableFromInline var values: Values
    /// One slot per source, filled once its subscribe call returns (a subscription returned after its
    /// source completed, or after the sink was disposed, is handed back to dispose).
    @usableFromInline var slots: CombiningSlots
    @usableFromInline var isStopped = false
    /// Whether a source that stops is disposed before its stop is acted on, as RxSwift's fixed-arity forms
    /// do (their source observers dispose their own subscription first); its collection forms forward an
    /// error, or the last completion, before disposing every source in order.
    @usableFromInline let disposesStoppedSourceFirst: Bool

    @inlinable
    init(count: Int, form: CombiningForm, values: Values) {
        rule = Rule(count: count, form: form)
        self.values = values
        slots = CombiningSlots(count: count)
        disposesStoppedSourceFirst = form == .fixedArity
    }

    /// Source `index` stopped: returns its subscription to dispose before its stop is acted on, in the forms
    /// that do (see `disposesStoppedSourceFirst`). A separate step, so that the actions are built as before:
    /// setting the disposal on an action after building it measured CombineLatestCreating 3% slower.
    @inlinable
    mutating func sourceStopped(at index: Int) -> DisposableObject? {
        disposesStoppedSourceFirst ? slots.update(index) { $0.dispose() } : nil
    }

    /// Source `index` sent `value`: `store` puts it into the values and returns what it replaced, which
    /// the caller releases after unlocking (its deinit may call back into the operator); `takeRow` takes
    /// the row to combine when the rule says so.
    @inlinable
    mutating func element<Value, Replaced>(
        _ value: Value, at index: Int, store: (inout Values, Int, Value) -> Replaced?,
        takeRow: (inout Values) -> Row
    ) -> (action: CombiningAction<Row>, replaced: Replaced?) {
        if isStopped { return (CombiningAction(), nil) }
        let replaced = store(&values, index, value)
        switch rule.element(at: index) {
        case .combine:
            return (CombiningAction(deliver: serial.offer(.row(takeRow(&values)))), replaced)
        case let outcome:
            return (act(on: outcome, at: index), replaced)
        }
    }

    /// Source `index` completed.
    @inlinable
    mutating func completed(at index: Int) -> CombiningAction<Row> {
        if isStopped { return CombiningAction() }
        return act(on: rule.completed(at: index), at: index)
    }

    /// A source failed: the result fails at once.
    @inlinable
    mutating func failed(_ error: Swift.Error) -> CombiningAction<Row> {
        stop(error)
    }

    /// The result selector threw while the caller was delivering: the caller sends the error itself, at
    /// once. Returns what was queued behind it, for the caller to release after unlocking.
    @inlinable
    mutating func selectorFailed() -> Queue<CombiningDelivery<Row>> {
        isStopped = true
        defer { serial.pending = Queue() }
        return serial.pending
    }

    /// `subscribe` to source `index` returned `subscription`: keeps it, or returns it to be disposed at
    /// once if its source is already done or the sink disposed.
    @inlinable
    mutating func subscribed(_ subscription: DisposableObject?, at index: Int) -> DisposableObject? {
        slots.update(index) { $0.fillCurrent(with: subscription) }
    }

    /// The sink is disposed: returns the subscriptions to dispose and the values to release, both after
    /// unlocking; `empty` takes the values' place.
    @inlinable
    mutating func dispose(leaving empty: Values) -> (subscriptions: [DisposableObject], values: Values) {
        isStopped = true
        var subscriptions: [DisposableObject] = []
        for index in slots.indices {
            guard let subscription = slots.update(index, { $0.dispose() }) else { continue }
            // One buffer for all that are left, made by the first (none when every source has completed):
            // appended one by one, three subscriptions grew it three times.
            if subscriptions.isEmpty { subscriptions.reserveCapacity(slots.count - index) }
            subscriptions.append(subscription)
        }
        var released = empty
        swap(&released, &values)
        return (subscriptions, released)
    }

    @inlinable
    mutating func act(on outcome: CombiningOutcome, at index: Int) -> CombiningAction<Row> {
        switch outcome {
        case .none, .combine:
            return CombiningAction()
        case .complete:
            return stop(nil)
        case .releaseSource:
            return CombiningAction(dispose: slots.update(index) { $0.dispose() })
        }
    }

    @inlinable
    mutating func stop(_ error: Swift.Error?) -> CombiningAction<Row> {
        if isStopped { return CombiningAction() }
        isStopped = true
        return CombiningAction(deliver: serial.offer(.stop(error)))
    }
}

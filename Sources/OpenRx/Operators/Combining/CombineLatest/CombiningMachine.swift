// OpenRx — reactive programming for Swift. MIT licence.

/// How the operator was called: RxSwift's fixed-arity forms (`zip(a, b)`, our parameter packs) and its
/// collection forms (`zip([a, b])`) are separate implementations, and zip's completion rule differs
/// between them (see Documentation/Contracts.md, "Combining").
@usableFromInline
enum CombiningForm {
    case fixedArity
    case collection
}

/// What a combining sink delivers: the values to combine, or the stop event.
@usableFromInline
enum CombineLatestDelivery<Value> {
    case values([Value])
    case stop(Swift.Error?)
}

/// What a combining rule (combineLatest's or zip's) decides for one source event.
@usableFromInline
enum CombiningOutcome<Value> {
    /// Nothing to do.
    case none
    /// Combine these values and send the result.
    case values([Value])
    /// The result completes.
    case complete
    /// The source is done but the result goes on: release the source's subscription.
    case releaseSource
}

/// The rule of an operator that combines the elements of several sources (combineLatest, zip): which
/// values to combine and when the result completes. Errors and disposal are the machine's business.
@usableFromInline
protocol CombiningState<Value> {
    associatedtype Value
    /// The rule for `count` sources, called in `form`.
    init(count: Int, form: CombiningForm)
    /// Whether no sources at all still combine once (`resultSelector([])`, as combineLatest does) before
    /// completing; zip completes at once.
    static var combinesNoSources: Bool { get }
    /// Source `index` sent `value`. Also returns the value it replaced in the state, if any: the caller
    /// releases it after unlocking (its deinit may call back into the operator).
    mutating func element(_ value: Value, at index: Int) -> (outcome: CombiningOutcome<Value>, replaced: Value?)
    /// Source `index` completed.
    mutating func completed(at index: Int) -> CombiningOutcome<Value>
}

/// What the sink does after unlocking.
@usableFromInline
struct CombiningAction<Value> {
    /// Dispose a completed source's subscription (RxSwift releases it at its completion).
    @usableFromInline var dispose: Disposable?
    /// Deliver (serially: the caller became the deliverer).
    @usableFromInline var deliver: CombineLatestDelivery<Value>?
    /// A value the state replaced, let go of after unlocking: its deinit may call back into the operator.
    @usableFromInline var release: Value?

    @inlinable
    init(dispose: Disposable? = nil, deliver: CombineLatestDelivery<Value>? = nil, release: Value? = nil) {
        self.dispose = dispose
        self.deliver = deliver
        self.release = release
    }
}

/// The locked state of a combining sink: the rule, the subscriptions to the sources and the serializer.
/// One mutating function per input; each returns what to do after the lock is released.
@usableFromInline
struct CombiningMachine<Rule: CombiningState>: SerialDeliveryHolder {
    @usableFromInline var serial = SerialDeliveryState<CombineLatestDelivery<Rule.Value>>()
    @usableFromInline var rule: Rule
    /// One slot per source, filled once its subscribe call returns (a subscription returned after its
    /// source completed, or after the sink was disposed, is handed back to dispose).
    @usableFromInline var slots: [SubscriptionSlot]
    @usableFromInline var isStopped = false
    @usableFromInline let form: CombiningForm

    @inlinable
    init(count: Int, form: CombiningForm) {
        rule = Rule(count: count, form: form)
        slots = Array(repeating: SubscriptionSlot(), count: count)
        self.form = form
    }

    /// Source `index` sent `value`.
    @inlinable
    mutating func element(_ value: Rule.Value, at index: Int) -> CombiningAction<Rule.Value> {
        if isStopped { return CombiningAction() }
        let (outcome, replaced) = rule.element(value, at: index)
        var action = act(on: outcome, at: index)
        action.release = replaced
        return action
    }

    /// Source `index` completed.
    @inlinable
    mutating func completed(at index: Int) -> CombiningAction<Rule.Value> {
        if isStopped { return CombiningAction() }
        return act(on: rule.completed(at: index), at: index)
    }

    /// A source failed: the result fails at once.
    @inlinable
    mutating func failed(_ error: Swift.Error) -> CombiningAction<Rule.Value> {
        stop(error)
    }

    /// The result selector threw while the caller was delivering: the caller sends the error itself, at
    /// once. Returns what was queued behind it, for the caller to release after unlocking.
    @inlinable
    mutating func selectorFailed() -> Queue<CombineLatestDelivery<Rule.Value>> {
        isStopped = true
        defer { serial.pending = Queue() }
        return serial.pending
    }

    /// `subscribe` to source `index` returned `subscription`: keeps it, or returns it to be disposed at
    /// once if its source is already done or the sink disposed.
    @inlinable
    mutating func subscribed(_ subscription: Disposable, at index: Int) -> Disposable? {
        slots[index].fillCurrent(with: subscription)
    }

    /// The sink is disposed: returns the subscriptions to dispose and the rule (with the values it holds)
    /// to release, both after unlocking.
    @inlinable
    mutating func dispose() -> (subscriptions: [Disposable], rule: Rule) {
        isStopped = true
        var subscriptions: [Disposable] = []
        for index in slots.indices {
            if let subscription = slots[index].dispose() { subscriptions.append(subscription) }
        }
        defer { rule = Rule(count: 0, form: form) }
        return (subscriptions, rule)
    }

    @inlinable
    mutating func act(on outcome: CombiningOutcome<Rule.Value>, at index: Int) -> CombiningAction<Rule.Value> {
        switch outcome {
        case .none:
            return CombiningAction()
        case .values(let values):
            return CombiningAction(deliver: serial.offer(.values(values)))
        case .complete:
            return stop(nil)
        case .releaseSource:
            return CombiningAction(dispose: slots[index].dispose())
        }
    }

    @inlinable
    mutating func stop(_ error: Swift.Error?) -> CombiningAction<Rule.Value> {
        if isStopped { return CombiningAction() }
        isStopped = true
        return CombiningAction(deliver: serial.offer(.stop(error)))
    }
}

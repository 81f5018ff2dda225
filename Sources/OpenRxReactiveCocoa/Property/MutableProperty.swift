// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx

/// A property that can be set, with an atomic ``modify(_:)`` — ReactiveSwift's `MutableProperty`.
///
///     let count = MutableProperty(0)
///     count.modify { $0 += 1 }            // atomic read-modify-write, from any thread
///     count <~ button.rx.tap.map { 0 }    // bind a sequence into it, for as long as it lives
///
/// Changes are sent in the order they were made, one at a time, never while the property's lock is held:
/// an observer may set the property again (its change is sent after the current one). ``value`` always reads
/// the latest change, even while earlier ones are still being sent. Releasing the property completes its
/// sequences and those of the properties derived from it, and ends its bindings (ReactiveSwift's lifetime).
public final class MutableProperty<Value>: PropertyProtocol, BindingTargetProvider, @unchecked Sendable {
    // Sendable: the storage is thread-safe; the bindings' bag is thread-safe.
    /// The value and its changes, shared with the properties derived from this one: they read it and
    /// observe it without keeping this property alive.
    let storage: PropertyStorage<Value>
    /// The bindings made into this property with `<~`: they end when it is released, and each leaves when it
    /// ends before (see `<~`).
    let bindings = CompositeDisposable()

    /// A property holding `initial`.
    public init(_ initial: Value) {
        storage = PropertyStorage(initial)
    }

    /// As ReactiveSwift's: the property's lifetime ends with it. Its sequences, and those of every property
    /// derived from it, complete (a derived property keeps the last value), and its bindings end.
    deinit {
        storage.complete()
        bindings.dispose()
    }

    /// The current value; setting it sends the change.
    public var value: Value {
        get { storage.value }
        set { modify { $0 = newValue } }
    }

    /// Changes the value atomically with `action`, sends the change, and returns what `action` returned.
    @discardableResult
    public func modify<Result>(_ action: (inout Value) throws -> Result) rethrows -> Result {
        try storage.modify(action)
    }

    /// Sets `newValue` and returns the value it replaced, atomically.
    @discardableResult
    public func swap(_ newValue: Value) -> Value {
        modify { value in
            defer { value = newValue }
            return value
        }
    }

    /// The changes from now on; completes when the property is released.
    public var changes: Observable<Value> { storage.observable.skip(1) }

    /// The current value on subscription, then every change; completes when the property is released.
    public func asObservable() -> Observable<Value> { storage.observable }

    /// A read-only view (it does not keep this property alive).
    public var readOnly: Property<Value> { Property(self) }

    /// Sets each element as the value.
    public var bindingTarget: BindingTarget<Value> {
        BindingTarget(owner: self) { property, value in property.value = value }
    }
}

/// A mutable property's value and changes: what the property and the properties derived from it share.
final class PropertyStorage<Value>: @unchecked Sendable {
    // Sendable: the value and the changes waiting to be sent are behind the lock; the subject is
    // thread-safe.
    private struct State {
        var value: Value
        /// Changes made but not yet sent, in order.
        var pending: [Value] = []
        var isSending = false
    }

    private let state: LockedState<State>
    private let subject: BehaviorSubject<Value>

    init(_ initial: Value) {
        state = LockedState.make(State(value: initial))
        subject = BehaviorSubject(value: initial)
    }

    /// The latest value.
    var value: Value { state.withLock { $0.value } }

    /// The current value on subscription, then every change, until the owner is released; after that, the
    /// last value, then completion.
    ///
    /// After the release the subject sends its completion alone: the last value is read then. Not a check of a
    /// flag before subscribing, which a release on another thread could pass between the check and the
    /// subscription (the subscriber then got the completion without a value).
    var observable: Observable<Value> {
        // Sendable: the state is read under its lock (a `deferred` closure is `@Sendable` in the strict mode).
        let state = UncheckedSendable(state)
        return subject.ifEmpty(switchTo: Observable.deferred { .just(state.value.withLock { $0.value }) })
    }

    /// Changes the value atomically with `action` and sends the change — also when `action` throws after
    /// changing it, as ReactiveSwift's `modify` does.
    func modify<Result>(_ action: (inout Value) throws -> Result) rethrows -> Result {
        var send = false
        defer { if send { sendPending() } }
        return try state.withLock { state in
            defer {
                state.pending.append(state.value)
                if !state.isSending {
                    state.isSending = true
                    send = true
                }
            }
            return try action(&state.value)
        }
    }

    /// Ends the sequences (the owning property was released).
    func complete() {
        subject.onCompleted()
    }

    /// Sends the pending changes in order, until none is left (changes made meanwhile included).
    private func sendPending() {
        while true {
            let batch: [Value] = state.withLock { state in
                let batch = state.pending
                state.pending = []
                if batch.isEmpty { state.isSending = false }
                return batch
            }
            if batch.isEmpty { return }
            for value in batch { subject.onNext(value) }
        }
    }
}

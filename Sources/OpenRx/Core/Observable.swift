// OpenRx — reactive programming for Swift. MIT licence.

/// A sequence of events over time: the type every operator takes and returns.
///
///     let numbers = Observable.of(1, 2, 3)
///     _ = numbers.map { $0 * 2 }.subscribe(onNext: { print($0) })   // 2, 4, 6
///
/// `Observable` is a class so that operator chains are cheap to build and to type; its only
/// override point is ``subscribe(_:)``, which every subclass in OpenRx implements (the producers,
/// the subjects and the connectable observables). Users do not subclass it: they build sequences with
/// `create`, subjects and operators.
public class Observable<Element>: ObservableType {
    /// The call stack of the code that made this observable (the line of the operator call), kept while
    /// OpenRxInspector records, as a token of `Inspection.originToken()` (0 otherwise). A stored property, not
    /// a call that takes `self`, which cost every producer when nothing records (a table keyed by the
    /// observable, tried again for issue 38, cost 6.5% more on MapFilterCreating and an allocation on zip);
    /// an integer, which the observable's deinit need not release.
    #if Inspector
        @usableFromInline
        let inspectionOrigin: UInt

        @inlinable
        init() {
            inspectionOrigin = _slowPath(Inspection.isRecording) ? Inspection.originToken() : 0
        }

        /// The bytes of the stored properties above: a subclass's first stored property starts there (a share
        /// keeps its lock word there, see `ShareWhileConnected.lock`).
        @inlinable
        static var storedPropertiesSize: Int { MemoryLayout<UInt>.stride }

        /// An observable whose origin its subclass took (see `Producer.init`).
        @inlinable
        init(inspectionOrigin: UInt) {
            self.inspectionOrigin = inspectionOrigin
        }
    #else
        @usableFromInline
        init() {}

        /// The bytes of `Observable`'s stored properties: none without the `Inspector` trait.
        @inlinable
        static var storedPropertiesSize: Int { 0 }
    #endif

    /// Subscribes `observer`. Every subclass overrides this method (see the type's documentation).
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        preconditionFailure(
            "Observable.subscribe(_:) is overridden by every OpenRx subclass; \(type(of: self)) is not one")
    }

    /// Subscribes an observer that is already type-erased. Producers override it to run their specialized
    /// subscription path; sinks call it with an `AnyObserver` they build in specialized code. The
    /// subscription comes back as a class instance (`nil`: nothing to dispose), see ``DisposableObject``.
    @usableFromInline
    func subscribeErased(_ observer: AnyObserver<Element>) -> DisposableObject? {
        disposableObject(subscribe(observer))
    }

    /// Subscribes for a caller inside OpenRx that owns the result: it disposes it, or lets go of it, when
    /// the subscription ends (a sink's upstream subscription). A producer then returns its sink itself, with
    /// no separate disposer; other observables subscribe as ``subscribeErased(_:)`` does.
    @usableFromInline
    func subscribeOwned(_ observer: AnyObserver<Element>) -> DisposableObject? {
        subscribeErased(observer)
    }

    /// Subscribes for code outside the operators, as ``subscribeErased(_:)``, with `then` disposed after the
    /// subscription. If `paired`, for `subscribe(onNext:…)`, the result is RxSwift's pair of the subscription and
    /// `then` (`Disposables.create(subscription, then)`): `Cancelable`, disposed only by `dispose()`. Otherwise
    /// it is the subscription as RxSwift returns it (disposed when the sequence ends; a subject's is not
    /// `Cancelable`), for an isolated event-closure subscription whose delivery must end with it.
    ///
    /// Producers, subjects and `whileConnected` shares make their kept disposable carry `then` (and be the pair:
    /// ``SubscriptionKind``), which saves an allocation; other observables pair `then` here.
    @usableFromInline
    func subscribeKept(_ observer: AnyObserver<Element>, then: DisposableObject?, paired: Bool) -> DisposableObject? {
        if !paired, then == nil { return subscribeErased(observer) }
        return BinaryDisposable.make(disposing: subscribeErased(observer), then: then)
    }

    /// Whether a subscription made with ``subscribeOwned(_:)`` is over once the sequence has sent it its stop
    /// event: nothing is left to dispose, and disposing it does nothing but let an inspector record it. True
    /// for the subjects and `share`, whose stop removes every observer. `subscribe(on:)`, which disposes its
    /// source's subscription later in an action on its scheduler, subscribes those owned and lets go of the
    /// subscription at the stop; any other observable it subscribes with ``subscribeErased(_:)``, so that the
    /// waiting action holds a disposer, not the observer.
    @usableFromInline
    var ownedSubscriptionEndsWithItsStop: Bool {
        false
    }

    /// Whether a subscription made with ``subscribeOwned(_:)`` is the observer a subject or a share registered
    /// (`SubjectObserverBase`), which can leave later by its key without holding the observer. True for the
    /// subjects and `share`, including a `BehaviorSubject`, whose stop keeps its observers (so its owned
    /// subscriptions are not over with the stop).
    @usableFromInline
    var ownedSubscriptionIsSubjectObserver: Bool {
        false
    }

    /// The element of a sequence that sends exactly one element and completes, synchronously, as soon as
    /// it is subscribed (`just`); `nil` for every other sequence. Operators that subscribe to one inner
    /// sequence per element (`flatMap`, `flatMapLatest`) use it to skip that subscription.
    @usableFromInline
    func immediateElement() -> Element? {
        nil
    }

    /// Returns `self`.
    public func asObservable() -> Observable<Element> {
        self
    }
}

/// An alias for `Observable`, for code that must tell it apart from other frameworks' `Observable`
/// (such as the Observation module's macro).
public typealias RxObservable<Element> = Observable<Element>

// Sendable: an `Observable` is an immutable description; subscribing builds new, synchronized state per
// subscription, and Rx lets any thread subscribe. Unconditional: a conformance conditional on `Element`
// breaks `Observable.merge([a, b])` and `Observable.concat(.just(1), b)` (the generic argument is no longer
// inferred), see Documentation/Contracts.md, "Sendable". Every subclass restates this conformance.
extension Observable: @unchecked Sendable {}

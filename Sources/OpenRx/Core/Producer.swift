// OpenRx — reactive programming for Swift. MIT licence.

/// What makes an operator: its parameters, and `run`, which creates the sink for one subscription and
/// subscribes it upstream.
///
/// An operator is a `ProducerLogic` struct wrapped in a ``Producer``. Because `run` is a protocol
/// requirement, an operator that lacks it does not compile (RxSwift uses a runtime trap instead).
@usableFromInline
protocol ProducerLogic {
    /// The element type of the sequence the operator produces.
    associatedtype Element

    /// Creates the sink for `observer`, subscribes it to the sources, and returns both.
    ///
    /// - Parameter cancel: the disposer the subscriber holds, or `nil` when the sink is the disposable (a
    ///   subscription inside a chain); give it to the sink.
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element

    /// Operators that need no sink (they emit at once and hold nothing, like `just`) run here instead and
    /// return `true`: the subscription holds nothing, which saves the disposer. The default returns `false`
    /// (use `run`).
    func runWithoutSink<Observer: ObserverType>(_ observer: Observer) -> Bool
    where Observer.Element == Element

    /// The one element the producer sends at once before completing, if it is such a producer (`just`).
    var immediateElement: Element? { get }

    /// Whether subscribing runs no `CurrentThreadScheduler` trampoline: `just`, `empty`, `error` and `never`,
    /// whose RxSwift producers override `subscribe` and so skip the trampoline every other producer's
    /// `subscribe` runs when none is running, and a `groupBy` group, which in RxSwift is an `Observable` that
    /// subscribes its subject. The default is `false`.
    static var subscribesWithoutTrampoline: Bool { get }
}

extension ProducerLogic {
    @inlinable
    var immediateElement: Element? { nil }

    @inlinable
    static var subscribesWithoutTrampoline: Bool { false }

    @inlinable
    func runWithoutSink<Observer: ObserverType>(_ observer: Observer) -> Bool
    where Observer.Element == Element {
        false
    }
}

/// The `Observable` of every operator: it subscribes by calling the logic's `run`, which makes the sink and
/// subscribes it upstream, and storing the upstream subscription in the sink.
///
/// The sink is the disposable of a subscription made inside a chain (``Observable/subscribeOwned(_:)``, whose
/// caller lets go of it when it ends). A subscription made for code outside the operators
/// (``Observable/subscribeErased(_:)``, `subscribe`) also gets a ``SinkDisposer``: the caller may keep the
/// disposable after the sequence ended, and the disposer then lets go of the sink and the observer.
///
/// A subscription that starts when no `CurrentThreadScheduler` work is running on this thread runs
/// inside the trampoline, so that work scheduled recursively during it is queued, not nested; except for the
/// producers RxSwift writes without its `Producer.subscribe` (``ProducerLogic/subscribesWithoutTrampoline``).
///
/// **Specialization.** `subscribe` is reached through the class's vtable, where Swift only has the
/// unspecialized generic implementation. So the producer keeps `runner`, a closure that captures nothing
/// (no allocation) created in `init`: operators are `@inlinable`, so `init` runs in the client's module
/// specialized for the concrete element types, and so does the closure's body, which is the whole
/// subscription (``subscribe(_:_:owned:)``). Subscribing calls the runner with an `AnyObserver`, and the
/// sinks it creates are specialized, with no generic-metadata lookups per event (see
/// Documentation/Contracts.md, "Performance"). One closure, not one per step: two words less per producer.
@usableFromInline
final class Producer<Logic: ProducerLogic>: Observable<Logic.Element> {
    @usableFromInline let logic: Logic
    @usableFromInline let runner: (Logic, AnyObserver<Logic.Element>, SubscriptionKind) -> DisposableObject?

    @inlinable
    init(_ logic: Logic) {
        #if Inspector
            // Taken before the logic is stored: a call after it made the caller retain and release the
            // source around it on every producer, recording or not.
            let origin = _slowPath(Inspection.isRecording) ? Inspection.originToken() : 0
        #endif
        self.logic = logic
        self.runner = { logic, observer, kind in Self.subscribe(logic, observer, kind) }
        #if Inspector
            super.init(inspectionOrigin: origin)
        #else
            super.init()
        #endif
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subscribeErased(eraseObserver(observer)).asDisposable
    }

    @usableFromInline
    override func subscribeErased(_ observer: AnyObserver<Element>) -> DisposableObject? {
        #if Inspector
            if _slowPath(Inspection.isRecording) { return subscribeInspected(observer, .kept) }
        #endif
        return subscribeUninspected(observer, .kept)
    }

    @usableFromInline
    override func subscribeOwned(_ observer: AnyObserver<Element>) -> DisposableObject? {
        #if Inspector
            if _slowPath(Inspection.isRecording) { return subscribeInspected(observer, .owned) }
        #endif
        return subscribeUninspected(observer, .owned)
    }

    @usableFromInline
    override func subscribeKept(
        _ observer: AnyObserver<Element>, then: DisposableObject?, paired: Bool
    )
        -> DisposableObject?
    {
        #if Inspector
            // While recording, the subscription and `then` apart, as before the pair was the disposer: a
            // producer without a sink (`just`) is then recorded disposed at once.
            if _slowPath(Inspection.isRecording) {
                return super.subscribeKept(observer, then: then, paired: paired)
            }
        #endif
        return subscribeUninspected(observer, .carrying(then: then, paired: paired))
    }

    #if Inspector
        /// The subscription while OpenRxInspector records: out of line, so that the check costs the usual
        /// path one load and one branch (inlined, the two paths held the observer, and retained it, on both).
        @inline(never)
        private func subscribeInspected(_ observer: AnyObserver<Element>, _ kind: SubscriptionKind) -> DisposableObject?
        {
            guard
                let inspected = Inspection.willSubscribe(origin: inspectionOrigin, kind: Logic.self, observer: observer)
            else { return subscribeUninspected(observer, kind) }
            return inspected.finish(subscribeUninspected(inspected.observer, kind))
        }
    #endif

    @inline(__always)
    private func subscribeUninspected(_ observer: AnyObserver<Element>, _ kind: SubscriptionKind) -> DisposableObject? {
        if !CurrentThreadScheduler.isScheduleRequired || Logic.subscribesWithoutTrampoline {
            return runner(logic, observer, kind)
        }
        return CurrentThreadScheduler.trampoline { runner(logic, observer, kind) }
    }

    @usableFromInline
    override func immediateElement() -> Element? {
        logic.immediateElement
    }

    /// Subscribes `observer` to the sequence `logic` describes: the body of ``runner``, specialized where the
    /// producer was made.
    ///
    /// - Parameter kind: who holds the result. When the caller owns it (``Observable/subscribeOwned(_:)``) the
    ///   sink is the disposable; otherwise a ``SinkDisposer`` holds the sink for the caller, disposes the `then` of
    ///   ``SubscriptionKind/carrying(then:paired:)`` after it, and is the pair if `paired` (always made then, even
    ///   for a producer that needs no sink; without a sink, an unpaired subscription is `then` alone).
    @inlinable
    static func subscribe(
        _ logic: Logic, _ observer: AnyObserver<Element>, _ kind: SubscriptionKind
    )
        -> DisposableObject?
    {
        let disposer: SinkDisposer
        switch kind {
        case .owned:
            if logic.runWithoutSink(observer) { return nil }
            let (sink, subscription) = logic.run(observer, cancel: nil)
            guard let sink else { return subscription }
            sink.setSubscription(subscription)
            return sink
        case .kept:
            if logic.runWithoutSink(observer) { return nil }
            disposer = SinkDisposer.make()
        case .carrying(let then, let paired):
            guard paired else {
                if logic.runWithoutSink(observer) { return then }
                disposer = SinkDisposer.make(then: then)
                break
            }
            disposer = SinkDisposer.makePair(then: then)
            if logic.runWithoutSink(observer) { return disposer }
        }
        let (sink, subscription) = logic.run(observer, cancel: disposer)
        if let sink {
            sink.setSubscription(subscription)
            // A sink that already ended (a source that completes while it is subscribed) has told the
            // disposer so, which is then disposed and must not hold it.
            if !sink.isDisposed { disposer.setSink(sink, subscription: nil) }
        } else {
            disposer.setSink(nil, subscription: subscription)
        }
        return disposer
    }
}

extension Observable {
    /// Subscribes `sink` through an `AnyObserver` built here, in the caller's (specialized) code, so that
    /// events reach the sink's specialized `on`. The sink owns the result (``subscribeOwned(_:)``).
    @inlinable
    func subscribeSink<Observer: ObserverType>(_ sink: Observer) -> DisposableObject?
    where Observer.Element == Element {
        subscribeOwned(AnyObserver(sink))
    }
}

// Sendable: `logic` and the runners are immutable and only read; each subscription makes its own sink,
// whose state is synchronized.
extension Producer: @unchecked Sendable {}

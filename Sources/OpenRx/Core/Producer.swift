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
    /// - Parameter cancel: the subscription's disposer; give it to the sink.
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> SinkAndSubscription
    where Observer.Element == Element

    /// Operators that need no sink (they emit at once and hold nothing, like `just`) run here instead and
    /// return `true`: the subscription holds nothing, which saves the disposer. The default returns `false`
    /// (use `run`).
    func runWithoutSink<Observer: ObserverType>(_ observer: Observer) -> Bool
    where Observer.Element == Element

    /// The one element the producer sends at once before completing, if it is such a producer (`just`).
    var immediateElement: Element? { get }
}

extension ProducerLogic {
    @inlinable
    var immediateElement: Element? { nil }

    @inlinable
    func runWithoutSink<Observer: ObserverType>(_ observer: Observer) -> Bool
    where Observer.Element == Element {
        false
    }
}

/// The `Observable` of every operator: it subscribes by creating a ``SinkDisposer``, calling the logic's
/// `run`, and handing the sink and subscription to the disposer.
///
/// A subscription that starts when no `CurrentThreadScheduler` work is running on this thread runs
/// inside the trampoline, so that work scheduled recursively during it is queued, not nested.
///
/// **Specialization.** `subscribe` is reached through the class's vtable, where Swift only has the
/// unspecialized generic implementation. So the producer keeps `runner`, a closure that captures nothing
/// (no allocation) created in `init`: operators are `@inlinable`, so `init` runs in the client's module
/// specialized for the concrete element types, and so does the closure's body. Subscribing calls the
/// runner with an `AnyObserver`, and the sinks it creates are specialized, with no generic-metadata
/// lookups per event (see Documentation/Contracts.md, "Performance").
@usableFromInline
final class Producer<Logic: ProducerLogic>: Observable<Logic.Element> {
    @usableFromInline let logic: Logic
    @usableFromInline let runner: (Logic, AnyObserver<Logic.Element>, SinkDisposer) -> SinkAndSubscription
    @usableFromInline let sinklessRunner: (Logic, AnyObserver<Logic.Element>) -> Bool

    @inlinable
    init(_ logic: Logic) {
        self.logic = logic
        self.runner = { logic, observer, cancel in logic.run(observer, cancel: cancel) }
        self.sinklessRunner = { logic, observer in logic.runWithoutSink(observer) }
        super.init()
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subscribeErased(eraseObserver(observer)).asDisposable
    }

    @usableFromInline
    override func subscribeErased(_ observer: AnyObserver<Element>) -> DisposableObject? {
        #if Inspector
            if _slowPath(Inspection.isRecording),
                let inspected = Inspection.willSubscribe(origin: inspectionOrigin, kind: Logic.self, observer: observer)
            {
                return inspected.finish(subscribeUninspected(inspected.observer))
            }
        #endif
        return subscribeUninspected(observer)
    }

    @inline(__always)
    private func subscribeUninspected(_ observer: AnyObserver<Element>) -> DisposableObject? {
        if !CurrentThreadScheduler.isScheduleRequired {
            return subscribeNow(observer)
        }
        return CurrentThreadScheduler.trampoline { subscribeNow(observer) }
    }

    @usableFromInline
    override func immediateElement() -> Element? {
        logic.immediateElement
    }

    @inline(__always)
    private func subscribeNow(_ observer: AnyObserver<Element>) -> DisposableObject? {
        if sinklessRunner(logic, observer) { return nil }
        let disposer = SinkDisposer.make()
        let (sink, subscription) = runner(logic, observer, disposer)
        disposer.setSink(sink, subscription: subscription)
        return disposer
    }
}

extension Observable {
    /// Subscribes `sink` through an `AnyObserver` built here, in the caller's (specialized) code, so that
    /// events reach the sink's specialized `on`.
    @inlinable
    func subscribeSink<Observer: ObserverType>(_ sink: Observer) -> DisposableObject?
    where Observer.Element == Element {
        subscribeErased(AnyObserver(sink))
    }
}

// Sendable: `logic` and the runners are immutable and only read; each subscription makes its own sink,
// whose state is synchronized.
extension Producer: @unchecked Sendable {}

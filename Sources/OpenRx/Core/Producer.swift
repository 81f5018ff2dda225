// OpenRx — reactive programming for Swift. MIT licence.

/// What makes an operator: its parameters, and `run`, which creates the sink for one subscription and
/// subscribes it upstream.
///
/// An operator is a `ProducerLogic` struct wrapped in a ``Producer``. Because `run` is a protocol
/// requirement, an operator that lacks it does not compile (RxSwift uses a runtime trap instead).
protocol ProducerLogic {
    /// The element type of the sequence the operator produces.
    associatedtype Element

    /// Creates the sink for `observer`, subscribes it to the sources, and returns both.
    ///
    /// - Parameter cancel: the subscription's disposer; give it to the sink.
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> SinkAndSubscription
    where Observer.Element == Element
}

/// The `Observable` of every operator: it subscribes by creating a ``SinkDisposer``, calling the logic's
/// `run`, and handing the sink and subscription to the disposer.
///
/// A subscription that starts when no `CurrentThreadScheduler` work is running on this thread runs
/// inside the trampoline, so that work scheduled recursively during it is queued, not nested.
final class Producer<Logic: ProducerLogic>: Observable<Logic.Element> {
    let logic: Logic

    init(_ logic: Logic) {
        self.logic = logic
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        if !CurrentThreadScheduler.isScheduleRequired {
            return subscribeNow(observer)
        }
        return CurrentThreadScheduler.trampoline { subscribeNow(observer) }
    }

    @inline(__always)
    private func subscribeNow<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let disposer = SinkDisposer.make()
        let parts = logic.run(observer, cancel: disposer)
        disposer.setSinkAndSubscription(sink: parts.sink, subscription: parts.subscription)
        return disposer
    }
}

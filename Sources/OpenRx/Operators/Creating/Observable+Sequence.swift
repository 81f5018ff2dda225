// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// A sequence of the given elements, then completion, sent on `scheduler`.
    ///
    ///     Observable.of(1, 2, 3)   // -1-2-3-|
    ///
    /// ![The marble diagram of `of`, drawn from a run on TestScheduler.](marble-of)
    @inlinable
    public static func of(
        _ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        Producer(ScheduledSequenceLogic(elements: elements, scheduler: scheduler))
    }

    /// A sequence of the array's elements, then completion, sent on `scheduler`.
    ///
    ///     Observable.from([1, 2, 3])   // -1-2-3-|
    ///
    /// ![The marble diagram of `from`, drawn from a run on TestScheduler.](marble-from)
    @inlinable
    public static func from(
        _ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        Producer(ScheduledSequenceLogic(elements: array, scheduler: scheduler))
    }

    /// A sequence of a Swift sequence's elements, then completion, sent on `scheduler`.
    ///
    ///     Observable.from(1...3)   // -1-2-3-|
    ///
    /// ![The marble diagram of `from`, drawn from a run on TestScheduler.](marble-from)
    @inlinable
    public static func from<Sequence: Swift.Sequence>(
        _ sequence: Sequence, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> where Sequence.Element == Element {
        Producer(ScheduledSequenceLogic(elements: sequence, scheduler: scheduler))
    }

    /// A sequence of the optional's value (if any), then completion.
    ///
    ///     Observable.from(optional: nil as Int?)   // -|
    ///
    /// ![The marble diagram of `fromOptional`, drawn from a run on TestScheduler.](marble-fromOptional)
    @inlinable
    public static func from(optional: Element?) -> Observable<Element> {
        guard let element = optional else { return empty() }
        return just(element)
    }

    /// A sequence of the optional's value (if any), then completion, sent on `scheduler`.
    ///
    /// ![The marble diagram of `fromOptional`, drawn from a run on TestScheduler.](marble-fromOptional)
    @inlinable
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Producer(ScheduledSequenceLogic(elements: optional.map { [$0] } ?? [], scheduler: scheduler))
    }
}

/// Sends a Swift sequence's elements and completion, one scheduled step per element, so that on
/// `CurrentThreadScheduler` sibling sequences interleave as in RxSwift and the stack stays flat.
@usableFromInline
struct ScheduledSequenceLogic<Elements: Sequence>: ProducerLogic {
    @usableFromInline typealias Element = Elements.Element

    @usableFromInline let elements: Elements
    @usableFromInline let scheduler: ImmediateSchedulerType

    @inlinable
    init(elements: Elements, scheduler: ImmediateSchedulerType) {
        self.elements = elements
        self.scheduler = scheduler
    }

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = Sink(observer: observer, cancel: cancel)
        let subscription = scheduler.scheduleRecursive(elements.makeIterator()) { iterator, recurse in
            var iterator = iterator
            if let element = iterator.next() {
                sink.forwardOn(.next(element))
                recurse(iterator)
            } else {
                sink.forwardStop(.completed)
            }
        }
        return (sink, disposableObject(subscription))
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

/// A sequence of the elements that share a key, as sent by `groupBy`.
public struct GroupedObservable<Key, Element>: ObservableType {
    /// The key the elements share.
    public let key: Key
    @usableFromInline let source: Observable<Element>

    /// Creates a group of `source`'s elements under `key`.
    @inlinable
    public init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    /// Subscribes `observer` to the group's elements.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        source.subscribe(observer)
    }

    /// The group as an `Observable`.
    @inlinable
    public func asObservable() -> Observable<Element> {
        source
    }
}

extension ObservableType {
    /// Splits the source into groups by the key of each element: each new key sends a
    /// ``GroupedObservable``, and the element goes to its group.
    ///
    /// Groups are hot: subscribe to each as it arrives (a group subscribed later gets the elements from then
    /// on, and the source's end if it already ended). Every group ends with the source, with its completion
    /// or error; an error thrown by `keySelector` ends the groups and the result with that error.
    ///
    /// As in RxSwift, the source stays subscribed while a group is observed, even after the subscription to
    /// the result ended: `groupBy { … }.take(1).flatMap { $0.toArray() }` gets the first group's elements
    /// until the source ends. Elements of keys first seen after that are dropped (their group could reach
    /// no one). Once the result's subscription has ended and no group is observed, the source is disposed;
    /// as in RxSwift, disposal is not completion: a group subscribed later gets no event (a group of a
    /// source that ended gets its stop event).
    ///
    ///     words.groupBy { $0.first! }.flatMap { group in group.toArray().asObservable() }
    ///
    /// - Parameter keySelector: The key of an element.
    /// - Returns: The groups, in the order of their keys' first elements.
    ///
    /// ![The marble diagram of `groupBy`, drawn from a run on TestScheduler.](marble-groupBy)
    public func groupBy<Key: Hashable>(
        keySelector: @escaping RxClosure<Element, Key>
    )
        -> Observable<GroupedObservable<Key, Element>>
    {
        Producer(GroupByLogic(source: asObservable(), keySelector: keySelector))
    }
}

private struct GroupByLogic<Key: Hashable, SourceElement>: ProducerLogic {
    typealias Element = GroupedObservable<Key, SourceElement>

    let source: Observable<SourceElement>
    let keySelector: (SourceElement) throws -> Key

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = GroupBySink(observer: observer, cancel: cancel, keySelector: keySelector)
        sink.run(source)
        // The source's subscription lives in the sink's state: it may outlive the outer subscription.
        return (sink, nil)
    }
}

/// A group is Sendable when its key is, as its `Observable` is.
extension GroupedObservable: Sendable where Key: Sendable {}

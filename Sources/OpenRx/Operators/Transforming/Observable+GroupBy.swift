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
    /// ``GroupedObservable``, and the element goes to its group. Groups are hot (subscribe as they
    /// arrive) and end with the source; an error thrown by `keySelector` ends everything.
    ///
    ///     words.groupBy { $0.first! }.flatMap { group in group.toArray().asObservable() }
    @inlinable
    public func groupBy<Key: Hashable>(
        keySelector: @escaping (Element) throws -> Key
    )
        -> Observable<GroupedObservable<Key, Element>>
    {
        Producer(GroupByLogic(source: asObservable(), keySelector: keySelector))
    }
}

@usableFromInline
struct GroupByLogic<Key: Hashable, SourceElement>: ProducerLogic {
    @usableFromInline typealias Element = GroupedObservable<Key, SourceElement>

    @usableFromInline let source: Observable<SourceElement>
    @usableFromInline let keySelector: (SourceElement) throws -> Key

    @inlinable
    init(source: Observable<SourceElement>, keySelector: @escaping (SourceElement) throws -> Key) {
        self.source = source
        self.keySelector = keySelector
    }

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = GroupBySink(observer: observer, cancel: cancel, keySelector: keySelector)
        return (sink, source.subscribeSink(sink))
    }
}

/// What a groupBy sink does outside its lock, in order.
@usableFromInline
enum GroupByAction<Key, Element> {
    case open(Key, PublishSubject<Element>)
    case element(Element, PublishSubject<Element>)
    case stop(Event<Element>, [PublishSubject<Element>])
}

@usableFromInline
final class GroupBySink<Key: Hashable, SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == GroupedObservable<Key, SourceElement> {
    @usableFromInline
    struct State: SerialDeliveryHolder {
        @usableFromInline var serial = SerialDeliveryState<GroupByAction<Key, SourceElement>>()
        @usableFromInline var groups: [Key: PublishSubject<SourceElement>] = [:]
        @usableFromInline var order: [PublishSubject<SourceElement>] = []
        @usableFromInline var isStopped = false

        @inlinable
        init() {}
    }

    @usableFromInline let keySelector: (SourceElement) throws -> Key
    @usableFromInline let state = LockedState.make(State())

    @inlinable
    init(observer: Observer, cancel: SinkDisposer, keySelector: @escaping (SourceElement) throws -> Key) {
        self.keySelector = keySelector
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<SourceElement>) {
        var stopEvent = event
        var key: Key?
        if case .next(let element) = event {
            do {
                key = try keySelector(element)
            } catch {
                stopEvent = .error(error)
            }
        }
        let first = state.withLock { state -> GroupByAction<Key, SourceElement>? in
            if state.isStopped { return nil }
            if case .next(let element) = stopEvent, let key {
                if let group = state.groups[key] { return state.serial.offer(.element(element, group)) }
                let group = PublishSubject<SourceElement>()
                state.groups[key] = group
                state.order.append(group)
                return state.serial.offer([.open(key, group), .element(element, group)])
            }
            state.isStopped = true
            defer {
                state.groups = [:]
                state.order = []
            }
            return state.serial.offer(.stop(stopEvent, state.order))
        }
        state.deliverSerially(first) { action in
            switch action {
            case .open(let key, let group):
                forwardOn(.next(GroupedObservable(key: key, source: group.asObservable())))
            case .element(let element, let group):
                group.onNext(element)
            case .stop(let event, let groups):
                for group in groups { group.on(event) }
                switch event {
                case .error(let error): forwardStop(.error(error))
                default: forwardStop(.completed)
                }
            }
        }
    }
}

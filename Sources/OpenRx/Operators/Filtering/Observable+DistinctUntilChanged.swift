// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType where Element: Equatable {
    /// Drops elements equal to the one before.
    ///
    ///     Observable.of(1, 1, 2, 2, 1).distinctUntilChanged()   // -1---2---1-|
    ///
    /// ![The marble diagram of `distinctUntilChanged`, drawn from a run on TestScheduler.](marble-distinctUntilChanged)
    @inlinable
    public func distinctUntilChanged() -> Observable<Element> {
        // The logic, not the public operator: a closure formed here is OpenRx's, not checked as an app's.
        Producer(DistinctUntilChangedLogic(source: asObservable(), keySelector: { $0 }, comparer: ==))
    }
}

extension ObservableType {
    /// Drops elements whose key equals the previous element's key.
    ///
    ///     people.distinctUntilChanged { $0.id }
    ///
    /// ![The marble diagram of `distinctUntilChanged`, drawn from a run on TestScheduler.](marble-distinctUntilChanged)
    @inlinable
    public func distinctUntilChanged(_ keySelector: @escaping RxClosure<Element, some Equatable>) -> Observable<Element>
    {
        Producer(DistinctUntilChangedLogic(source: asObservable(), keySelector: keySelector, comparer: ==))
    }

    /// Drops elements that `comparer` calls equal to the previous element.
    ///
    ///     values.distinctUntilChanged { abs($0 - $1) < 0.01 }
    ///
    /// ![The marble diagram of `distinctUntilChanged`, drawn from a run on TestScheduler.](marble-distinctUntilChanged)
    @inlinable
    public func distinctUntilChanged(_ comparer: @escaping RxClosure<Element, Element, Bool>) -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: comparer)
    }

    /// Drops elements whose key `comparer` calls equal to the previous element's key. Errors thrown by
    /// either closure end the sequence with that error.
    ///
    /// ![The marble diagram of `distinctUntilChanged`, drawn from a run on TestScheduler.](marble-distinctUntilChanged)
    @inlinable
    public func distinctUntilChanged<K>(
        _ keySelector: @escaping RxClosure<Element, K>, comparer: @escaping RxClosure<K, K, Bool>
    ) -> Observable<Element> {
        Producer(DistinctUntilChangedLogic(source: asObservable(), keySelector: keySelector, comparer: comparer))
    }

    /// Drops elements whose property at `keyPath` equals the previous element's.
    ///
    /// As in RxSwift, the previous element is kept and its property read again at each comparison: an object
    /// whose property changed since it was sent compares with its current value.
    ///
    ///     people.distinctUntilChanged(at: \.name)
    ///
    /// ![The marble diagram of `distinctUntilChanged`, drawn from a run on TestScheduler.](marble-distinctUntilChanged)
    @inlinable
    public func distinctUntilChanged(at keyPath: KeyPath<Element, some Equatable>) -> Observable<Element> {
        Producer(
            DistinctUntilChangedLogic(
                source: asObservable(), keySelector: { $0 },
                comparer: { $0[keyPath: keyPath] == $1[keyPath: keyPath] }))
    }
}

@usableFromInline
struct DistinctUntilChangedLogic<Element, Key>: ProducerLogic {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let keySelector: (Element) throws -> Key
    @usableFromInline let comparer: (Key, Key) throws -> Bool

    @inlinable
    init(
        source: Observable<Element>, keySelector: @escaping (Element) throws -> Key,
        comparer: @escaping (Key, Key) throws -> Bool
    ) {
        self.source = source
        self.keySelector = keySelector
        self.comparer = comparer
    }

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = DistinctUntilChangedSink(observer: observer, cancel: cancel, logic: self)
        return (sink, source.subscribeSink(sink))
    }
}

@usableFromInline
final class DistinctUntilChangedSink<Observer: ObserverType, Key>: Sink<Observer>, ObserverType {
    @usableFromInline let logic: DistinctUntilChangedLogic<Observer.Element, Key>
    @usableFromInline var currentKey: Key?

    @inlinable
    init(observer: Observer, cancel: SinkDisposer?, logic: DistinctUntilChangedLogic<Observer.Element, Key>) {
        self.logic = logic
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next(let element):
            do {
                let key = try logic.keySelector(element)
                if let currentKey, try logic.comparer(currentKey, key) { return }
                currentKey = key
            } catch {
                forwardError(error)
                return
            }
            forwardOn(event)
        case .error, .completed:
            forwardStop(event)
        }
    }
}

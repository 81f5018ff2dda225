// OpenRx — reactive programming for Swift. MIT licence.

/// Whether `take(while:)` and `take(until:)` also send the element that ends the sequence.
public enum TakeBehavior: Sendable {
    /// Send the element that ends the sequence, then complete.
    case inclusive
    /// Complete without sending it.
    case exclusive
}

extension ObservableType {
    /// Sends elements while `predicate` holds, then completes (sending the first failing element too when
    /// `behavior` is `.inclusive`).
    ///
    ///     Observable.of(1, 2, 3, 1).take(while: { $0 < 3 })   // -1-2-|
    ///
    /// ![The marble diagram of `takeWhile`, drawn from a run on TestScheduler.](marble-takeWhile)
    @inlinable
    public func take(
        while predicate: @escaping RxClosure<Element, Bool>, behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        Producer(TakeWhileLogic(source: asObservable(), predicate: predicate, behavior: behavior))
    }

    /// Sends elements until `predicate` holds, then completes (sending that element too when `behavior`
    /// is `.inclusive`).
    ///
    ///     Observable.of(1, 2, 3).take(until: { $0 == 2 }, behavior: .inclusive)   // -1-2|
    ///
    /// ![The marble diagram of `takeUntilPredicate`, drawn from a run on TestScheduler.](marble-takeUntilPredicate)
    @inlinable
    public func take(
        until predicate: @escaping RxClosure<Element, Bool>, behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        take(while: { try !predicate($0) }, behavior: behavior)
    }

    /// The former name of ``take(while:behavior:)``.
    @inlinable
    @available(*, deprecated, renamed: "take(while:)")
    public func takeWhile(_ predicate: @escaping RxClosure<Element, Bool>) -> Observable<Element> {
        take(while: predicate)
    }

    /// The former name of ``take(until:behavior:)``.
    @inlinable
    @available(*, deprecated, renamed: "take(until:behavior:)")
    public func takeUntil(
        _ behavior: TakeBehavior, predicate: @escaping RxClosure<Element, Bool>
    )
        -> Observable<Element>
    {
        take(until: predicate, behavior: behavior)
    }
}

@usableFromInline
struct TakeWhileLogic<Element>: ProducerLogic {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let predicate: (Element) throws -> Bool
    @usableFromInline let behavior: TakeBehavior

    @inlinable
    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior) {
        self.source = source
        self.predicate = predicate
        self.behavior = behavior
    }

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = TakeWhileSink(observer: observer, cancel: cancel, logic: self)
        return (sink, source.subscribeSink(sink))
    }
}

@usableFromInline
final class TakeWhileSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    @usableFromInline let logic: TakeWhileLogic<Observer.Element>
    /// Cleared when the predicate ends the sequence, before the last element is forwarded: an element the
    /// subscriber sends into the source while it handles that one is dropped, as RxSwift's `running` flag
    /// drops it.
    @usableFromInline var isRunning = true

    @inlinable
    init(observer: Observer, cancel: SinkDisposer?, logic: TakeWhileLogic<Observer.Element>) {
        self.logic = logic
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next(let element):
            guard isRunning else { return }
            let keepGoing: Bool
            do {
                keepGoing = try logic.predicate(element)
            } catch {
                forwardError(error)
                return
            }
            if keepGoing {
                forwardOn(event)
                return
            }
            isRunning = false
            if logic.behavior == .inclusive { forwardOn(event) }
            forwardStop(.completed)
        case .error, .completed:
            forwardStop(event)
        }
    }
}

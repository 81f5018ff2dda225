// OpenRx — reactive programming for Swift. MIT licence.

// Each operator is the `Observable` operator of the same name; the result stays infallible.

extension InfallibleType {
    /// The elements for which `predicate` holds.
    ///
    /// ![The marble diagram of `filter`, drawn from a run on TestScheduler.](marble-filter)
    @inlinable
    public func filter(_ predicate: @escaping RxNonThrowingClosure<Element, Bool>) -> Infallible<Element> {
        Infallible(asObservable().filter(predicate))
    }

    /// Each element transformed by `transform`.
    ///
    /// ![The marble diagram of `map`, drawn from a run on TestScheduler.](marble-map)
    @inlinable
    public func map<Result>(_ transform: @escaping RxNonThrowingClosure<Element, Result>) -> Infallible<Result> {
        Infallible(asObservable().map(transform))
    }

    /// The non-`nil` results of `transform`.
    ///
    /// ![The marble diagram of `compactMap`, drawn from a run on TestScheduler.](marble-compactMap)
    @inlinable
    public func compactMap<Result>(_ transform: @escaping RxNonThrowingClosure<Element, Result?>) -> Infallible<Result>
    {
        Infallible(asObservable().compactMap(transform))
    }

    /// Accumulates the elements from `seed`, sending each intermediate result; `accumulator` updates the
    /// accumulation in place.
    ///
    /// ![The marble diagram of `scan`, drawn from a run on TestScheduler.](marble-scan)
    @inlinable
    public func scan<Seed>(into seed: Seed, accumulator: @escaping (inout Seed, Element) -> Void) -> Infallible<Seed> {
        Infallible(asObservable().scan(into: seed, accumulator: accumulator))
    }

    /// Accumulates the elements from `seed`, sending each intermediate result.
    ///
    /// ![The marble diagram of `scan`, drawn from a run on TestScheduler.](marble-scan)
    @inlinable
    public func scan<Seed>(
        _ seed: Seed, accumulator: @escaping RxNonThrowingClosure<Seed, Element, Seed>
    ) -> Infallible<Seed> {
        Infallible(asObservable().scan(seed, accumulator: accumulator))
    }

    /// `element` first, then the sequence.
    ///
    /// ![The marble diagram of `startWith`, drawn from a run on TestScheduler.](marble-startWith)
    @inlinable
    public func startWith(_ element: Element) -> Infallible<Element> {
        Infallible(asObservable().startWith(element))
    }

    /// The sequence shared by its subscribers, replaying the latest `replay` elements to each new one.
    ///
    /// ![The marble diagram of `share`, drawn from a run on TestScheduler.](marble-share)
    @inlinable
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Infallible<Element> {
        Infallible(asObservable().share(replay: replay, scope: scope))
    }

    /// Pairs each element with `obj`, held weakly, through `resultSelector`; completes once `obj` is gone.
    ///
    /// ![The marble diagram of `withUnretained`, drawn from a run on TestScheduler.](marble-withUnretained)
    @inlinable
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object, resultSelector: @escaping RxNonThrowingClosure<Object, Element, Out>
    ) -> Infallible<Out> {
        Infallible(asObservable().withUnretained(obj, resultSelector: resultSelector))
    }

    /// Pairs each element with `obj`, held weakly; completes once `obj` is gone.
    ///
    /// ![The marble diagram of `withUnretained`, drawn from a run on TestScheduler.](marble-withUnretained)
    @inlinable
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Infallible<(Object, Element)> {
        Infallible(asObservable().withUnretained(obj))
    }
}

extension InfallibleType where Element: Equatable {
    /// Drops elements equal to the one before.
    ///
    /// ![The marble diagram of `distinctUntilChanged`, drawn from a run on TestScheduler.](marble-distinctUntilChanged)
    @inlinable
    public func distinctUntilChanged() -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged())
    }
}

extension InfallibleType {
    /// Drops elements whose key equals the key of the element before.
    ///
    /// ![The marble diagram of `distinctUntilChanged`, drawn from a run on TestScheduler.](marble-distinctUntilChanged)
    @inlinable
    public func distinctUntilChanged(_ keySelector: @escaping RxClosure<Element, some Equatable>) -> Infallible<Element>
    {
        Infallible(asObservable().distinctUntilChanged(keySelector))
    }

    /// Drops elements that `comparer` finds equal to the element before.
    ///
    /// ![The marble diagram of `distinctUntilChanged`, drawn from a run on TestScheduler.](marble-distinctUntilChanged)
    @inlinable
    public func distinctUntilChanged(_ comparer: @escaping RxClosure<Element, Element, Bool>) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(comparer))
    }

    /// Drops elements whose key `comparer` finds equal to the key of the element before.
    ///
    /// ![The marble diagram of `distinctUntilChanged`, drawn from a run on TestScheduler.](marble-distinctUntilChanged)
    @inlinable
    public func distinctUntilChanged<K>(
        _ keySelector: @escaping RxClosure<Element, K>, comparer: @escaping RxClosure<K, K, Bool>
    ) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// Drops elements whose value at `keyPath` equals that of the element before.
    ///
    /// ![The marble diagram of `distinctUntilChanged`, drawn from a run on TestScheduler.](marble-distinctUntilChanged)
    @inlinable
    public func distinctUntilChanged(at keyPath: KeyPath<Element, some Equatable>) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(at: keyPath))
    }

    /// Sends an element only after `dueTime` passes without another one.
    ///
    /// ![The marble diagram of `debounce`, drawn from a run on TestScheduler.](marble-debounce)
    @inlinable
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().debounce(dueTime, scheduler: scheduler))
    }

    /// Sends at most one element per `dueTime`: the first, and (with `latest`) the latest at the end of the
    /// period.
    ///
    /// ![The marble diagram of `throttle`, drawn from a run on TestScheduler.](marble-throttle)
    @inlinable
    public func throttle(
        _ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType
    ) -> Infallible<
        Element
    > {
        Infallible(asObservable().throttle(dueTime, latest: latest, scheduler: scheduler))
    }

    /// Calls the closures for the events and the subscription's life, then passes the events on.
    ///
    /// ![The marble diagram of `do`, drawn from a run on TestScheduler.](marble-do)
    @inlinable
    public func `do`(
        onNext: RxClosure<Element, Void>? = nil, afterNext: RxClosure<Element, Void>? = nil,
        onCompleted: RxClosure<Void>? = nil, afterCompleted: RxClosure<Void>? = nil,
        onSubscribe: RxNonThrowingClosure<Void>? = nil, onSubscribed: RxNonThrowingClosure<Void>? = nil,
        onDispose: RxNonThrowingClosure<Void>? = nil
    ) -> Infallible<Element> {
        Infallible(
            asObservable().do(
                onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Prints every event and the subscription's life, prefixed with `identifier`.
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
        function: String = #function
    ) -> Infallible<Element> {
        Infallible(
            asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}

extension InfallibleType {
    /// Elements until `other` sends an element or completes.
    ///
    /// ![The marble diagram of `take`, drawn from a run on TestScheduler.](marble-take)
    @inlinable
    public func take(until other: some InfallibleType) -> Infallible<Element> {
        Infallible(asObservable().take(until: other.asObservable()))
    }

    /// Elements until `other` sends an element or completes.
    ///
    /// ![The marble diagram of `take`, drawn from a run on TestScheduler.](marble-take)
    @inlinable
    public func take(until other: some ObservableType) -> Infallible<Element> {
        Infallible(asObservable().take(until: other))
    }

    /// Elements until `predicate` holds (that element too, with `.inclusive`).
    ///
    /// ![The marble diagram of `take`, drawn from a run on TestScheduler.](marble-take)
    @inlinable
    public func take(
        until predicate: @escaping RxClosure<Element, Bool>, behavior: TakeBehavior = .exclusive
    )
        -> Infallible<Element>
    {
        Infallible(asObservable().take(until: predicate, behavior: behavior))
    }

    /// Elements while `predicate` holds (and the first for which it fails, with `.inclusive`).
    ///
    /// ![The marble diagram of `take`, drawn from a run on TestScheduler.](marble-take)
    @inlinable
    public func take(
        while predicate: @escaping RxClosure<Element, Bool>, behavior: TakeBehavior = .exclusive
    )
        -> Infallible<Element>
    {
        Infallible(asObservable().take(while: predicate, behavior: behavior))
    }

    /// The first `count` elements.
    ///
    /// ![The marble diagram of `take`, drawn from a run on TestScheduler.](marble-take)
    @inlinable
    public func take(_ count: Int) -> Infallible<Element> {
        Infallible(asObservable().take(count))
    }

    /// The elements sent during `duration`.
    ///
    /// ![The marble diagram of `takeForDuration`, drawn from a run on TestScheduler.](marble-takeForDuration)
    @inlinable
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().take(for: duration, scheduler: scheduler))
    }

    /// The elements from the first for which `predicate` fails.
    ///
    /// ![The marble diagram of `skip`, drawn from a run on TestScheduler.](marble-skip)
    @inlinable
    public func skip(while predicate: @escaping RxClosure<Element, Bool>) -> Infallible<Element> {
        Infallible(asObservable().skip(while: predicate))
    }

    /// The elements after `other` sends its first element.
    ///
    /// ![The marble diagram of `skip`, drawn from a run on TestScheduler.](marble-skip)
    @inlinable
    public func skip(until other: some ObservableType) -> Infallible<Element> {
        Infallible(asObservable().skip(until: other))
    }
}

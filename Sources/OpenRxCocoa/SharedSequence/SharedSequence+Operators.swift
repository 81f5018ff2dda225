// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx

// Each operator applies the `Observable` operator of the same name and shares the result again with the
// same strategy, so every step of a driver chain is itself a driver.

extension SharedSequenceConvertibleType {
    /// Each element transformed by `selector`.
    ///
    /// ![The marble diagram of `map`, drawn from a run on TestScheduler.](marble-map)
    @inlinable
    public func map<Result>(
        _ selector: @escaping RxNonThrowingClosure<Element, Result>
    ) -> SharedSequence<SharingStrategy, Result> {
        if let replay = SharingStrategy.whileConnectedReplay {
            return SharedSequence(raw: asObservable().sharedWhileConnected(replay: replay, map: selector))
        }
        return SharedSequence(asObservable().map(selector))
    }

    /// The non-`nil` results of `selector`.
    ///
    /// ![The marble diagram of `compactMap`, drawn from a run on TestScheduler.](marble-compactMap)
    @inlinable
    public func compactMap<Result>(
        _ selector: @escaping RxNonThrowingClosure<Element, Result?>
    ) -> SharedSequence<
        SharingStrategy, Result
    > {
        if let replay = SharingStrategy.whileConnectedReplay {
            return SharedSequence(raw: asObservable().sharedWhileConnected(replay: replay, compactMap: selector))
        }
        return SharedSequence(asObservable().compactMap(selector))
    }

    /// The elements for which `predicate` holds.
    ///
    /// ![The marble diagram of `filter`, drawn from a run on TestScheduler.](marble-filter)
    @inlinable
    public func filter(
        _ predicate: @escaping RxNonThrowingClosure<Element, Bool>
    ) -> SharedSequence<SharingStrategy, Element> {
        if let replay = SharingStrategy.whileConnectedReplay {
            return SharedSequence(raw: asObservable().sharedWhileConnected(replay: replay, filter: predicate))
        }
        return SharedSequence(asObservable().filter(predicate))
    }

    /// Calls the closures for the events and the subscription's life, then passes the events on.
    ///
    /// ![The marble diagram of `do`, drawn from a run on TestScheduler.](marble-do)
    @inlinable
    public func `do`(
        onNext: RxNonThrowingClosure<Element, Void>? = nil, afterNext: RxNonThrowingClosure<Element, Void>? = nil,
        onCompleted: RxNonThrowingClosure<Void>? = nil,
        afterCompleted: RxNonThrowingClosure<Void>? = nil, onSubscribe: RxNonThrowingClosure<Void>? = nil,
        onSubscribed: RxNonThrowingClosure<Void>? = nil,
        onDispose: RxNonThrowingClosure<Void>? = nil
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(
            asObservable().do(
                onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Prints every event and the subscription's life, prefixed with `identifier`.
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
        function: String = #function
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(
            asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    /// Accumulates the elements from `seed`, sending each intermediate result.
    ///
    /// ![The marble diagram of `scan`, drawn from a run on TestScheduler.](marble-scan)
    @inlinable
    public func scan<A>(
        _ seed: A, accumulator: @escaping RxNonThrowingClosure<A, Element, A>
    ) -> SharedSequence<SharingStrategy, A> {
        SharedSequence(asObservable().scan(seed, accumulator: accumulator))
    }

    /// The elements after the first `count`.
    ///
    /// ![The marble diagram of `skip`, drawn from a run on TestScheduler.](marble-skip)
    @inlinable
    public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().skip(count))
    }

    /// `element` first, then the sequence.
    ///
    /// ![The marble diagram of `startWith`, drawn from a run on TestScheduler.](marble-startWith)
    @inlinable
    public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().startWith(element))
    }

    /// Each element combined with the latest element of `second` (elements before `second` sent one are
    /// dropped).
    ///
    /// ![The marble diagram of `withLatestFrom`, drawn from a run on TestScheduler.](marble-withLatestFrom)
    @inlinable
    public func withLatestFrom<SecondO: SharedSequenceConvertibleType, ResultType>(
        _ second: SecondO, resultSelector: @escaping RxNonThrowingClosure<Element, SecondO.Element, ResultType>
    ) -> SharedSequence<SharingStrategy, ResultType> where SecondO.SharingStrategy == SharingStrategy {
        SharedSequence(asObservable().withLatestFrom(second.asObservable(), resultSelector: resultSelector))
    }

    /// The latest element of `second` each time the sequence sends an element.
    ///
    /// ![The marble diagram of `withLatestFrom`, drawn from a run on TestScheduler.](marble-withLatestFrom)
    @inlinable
    public func withLatestFrom<SecondO: SharedSequenceConvertibleType>(
        _ second: SecondO
    ) -> SharedSequence<
        SharingStrategy, SecondO.Element
    > {
        SharedSequence(asObservable().withLatestFrom(second.asObservable()))
    }
}

extension SharedSequenceConvertibleType where Element: Equatable {
    /// Drops elements equal to the one before.
    ///
    /// ![The marble diagram of `distinctUntilChanged`, drawn from a run on TestScheduler.](marble-distinctUntilChanged)
    @inlinable
    public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged())
    }
}

extension SharedSequenceConvertibleType {
    /// Drops elements whose key equals the key of the element before.
    ///
    /// ![The marble diagram of `distinctUntilChanged`, drawn from a run on TestScheduler.](marble-distinctUntilChanged)
    @inlinable
    public func distinctUntilChanged(
        _ keySelector: @escaping RxNonThrowingClosure<Element, some Equatable>
    ) -> SharedSequence<
        SharingStrategy, Element
    > {
        SharedSequence(asObservable().distinctUntilChanged(keySelector))
    }

    /// Drops elements that `comparer` finds equal to the element before.
    ///
    /// ![The marble diagram of `distinctUntilChanged`, drawn from a run on TestScheduler.](marble-distinctUntilChanged)
    @inlinable
    public func distinctUntilChanged(
        _ comparer: @escaping RxNonThrowingClosure<Element, Element, Bool>
    ) -> SharedSequence<
        SharingStrategy, Element
    > {
        SharedSequence(asObservable().distinctUntilChanged(comparer))
    }

    /// Drops elements whose key `comparer` finds equal to the key of the element before.
    ///
    /// ![The marble diagram of `distinctUntilChanged`, drawn from a run on TestScheduler.](marble-distinctUntilChanged)
    @inlinable
    public func distinctUntilChanged<K>(
        _ keySelector: @escaping RxNonThrowingClosure<Element, K>, comparer: @escaping RxNonThrowingClosure<K, K, Bool>
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }
}

extension SharedSequenceConvertibleType {
    /// Sends at most one element per `dueTime`: the first, and (with `latest`) the latest at the end of the
    /// period.
    ///
    /// ![The marble diagram of `throttle`, drawn from a run on TestScheduler.](marble-throttle)
    @inlinable
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
    }

    /// Sends an element only after `dueTime` passes without another one.
    ///
    /// ![The marble diagram of `debounce`, drawn from a run on TestScheduler.](marble-debounce)
    @inlinable
    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().debounce(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// The elements, each `dueTime` later.
    ///
    /// ![The marble diagram of `delay`, drawn from a run on TestScheduler.](marble-delay)
    @inlinable
    public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().delay(dueTime, scheduler: SharingStrategy.scheduler))
    }
}

// As in RxCocoa, `withUnretained` is a `Signal` operator: on a `Driver` it is unavailable, in favour of
// `drive(with:)`.
extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Pairs each element with `obj`, held weakly, through `resultSelector`; completes once `obj` is gone.
    ///
    /// ![The marble diagram of `withUnretained`, drawn from a run on TestScheduler.](marble-withUnretained)
    @inlinable
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object, resultSelector: @escaping RxNonThrowingClosure<Object, Element, Out>
    ) -> SharedSequence<SharingStrategy, Out> {
        SharedSequence(asObservable().withUnretained(obj, resultSelector: resultSelector))
    }

    /// Pairs each element with `obj`, held weakly; completes once `obj` is gone.
    ///
    /// ![The marble diagram of `withUnretained`, drawn from a run on TestScheduler.](marble-withUnretained)
    @inlinable
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> SharedSequence<SharingStrategy, (Object, Element)> {
        SharedSequence(asObservable().withUnretained(obj))
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Unavailable, as in RxCocoa: use `drive(with:onNext:onCompleted:onDisposed:)`.
    @available(
        *, unavailable,
        message:
            "withUnretained has been deprecated for Driver. Consider using `drive(with:onNext:onCompleted:onDisposed:)`, instead"
    )
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object, resultSelector: @escaping (Object, Element) -> Out
    ) -> SharedSequence<SharingStrategy, Out> {
        fatalError("unavailable")
    }

    /// Unavailable, as in RxCocoa: use `drive(with:onNext:onCompleted:onDisposed:)`.
    @available(
        *, unavailable,
        message:
            "withUnretained has been deprecated for Driver. Consider using `drive(with:onNext:onCompleted:onDisposed:)`, instead"
    )
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> SharedSequence<SharingStrategy, (Object, Element)> {
        fatalError("unavailable")
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx

// combineLatest and zip of 2 to 8 shared sequences: RxSwift's fixed arities, which take any
// `SharedSequenceConvertibleType` (a `Driver`, a `Signal`, or a type of the app's own such as RxExample's
// `ActivityIndicator`) as long as all share one strategy. The parameter-pack forms stay for other counts.

extension SharedSequence {
    /// `combineLatest` of 2 shared sequences of one strategy: combines the latest elements with `resultSelector`.
    ///
    /// ![The marble diagram of `combineLatest`, drawn from a run on TestScheduler.](marble-combineLatest)
    @inlinable
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping RxClosure<O1.Element, O2.Element, Element>
    ) -> SharedSequence<SharingStrategy, Element>
    where SharingStrategy == O1.SharingStrategy, O1.SharingStrategy == O2.SharingStrategy {
        SharedSequence<SharingStrategy, Element>(
            Observable.combineLatest(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }

    /// `combineLatest` of 3 shared sequences of one strategy: combines the latest elements with `resultSelector`.
    ///
    /// ![The marble diagram of `combineLatest`, drawn from a run on TestScheduler.](marble-combineLatest)
    @inlinable
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping RxClosure<O1.Element, O2.Element, O3.Element, Element>
    ) -> SharedSequence<SharingStrategy, Element>
    where
        SharingStrategy == O1.SharingStrategy, O1.SharingStrategy == O2.SharingStrategy,
        O2.SharingStrategy == O3.SharingStrategy
    {
        SharedSequence<SharingStrategy, Element>(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector))
    }

    /// `combineLatest` of 4 shared sequences of one strategy: combines the latest elements with `resultSelector`.
    ///
    /// ![The marble diagram of `combineLatest`, drawn from a run on TestScheduler.](marble-combineLatest)
    @inlinable
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping RxClosure<O1.Element, O2.Element, O3.Element, O4.Element, Element>
    ) -> SharedSequence<SharingStrategy, Element>
    where
        SharingStrategy == O1.SharingStrategy, O1.SharingStrategy == O2.SharingStrategy,
        O2.SharingStrategy == O3.SharingStrategy, O3.SharingStrategy == O4.SharingStrategy
    {
        SharedSequence<SharingStrategy, Element>(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
                resultSelector: resultSelector))
    }

    /// `combineLatest` of 5 shared sequences of one strategy: combines the latest elements with `resultSelector`.
    ///
    /// ![The marble diagram of `combineLatest`, drawn from a run on TestScheduler.](marble-combineLatest)
    @inlinable
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector: @escaping RxClosure<O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, Element>
    ) -> SharedSequence<SharingStrategy, Element>
    where
        SharingStrategy == O1.SharingStrategy, O1.SharingStrategy == O2.SharingStrategy,
        O2.SharingStrategy == O3.SharingStrategy, O3.SharingStrategy == O4.SharingStrategy,
        O4.SharingStrategy == O5.SharingStrategy
    {
        SharedSequence<SharingStrategy, Element>(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
                source5.asObservable(), resultSelector: resultSelector))
    }

    /// `combineLatest` of 6 shared sequences of one strategy: combines the latest elements with `resultSelector`.
    ///
    /// ![The marble diagram of `combineLatest`, drawn from a run on TestScheduler.](marble-combineLatest)
    @inlinable
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        resultSelector:
            @escaping RxClosure<O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, Element>
    ) -> SharedSequence<SharingStrategy, Element>
    where
        SharingStrategy == O1.SharingStrategy, O1.SharingStrategy == O2.SharingStrategy,
        O2.SharingStrategy == O3.SharingStrategy, O3.SharingStrategy == O4.SharingStrategy,
        O4.SharingStrategy == O5.SharingStrategy, O5.SharingStrategy == O6.SharingStrategy
    {
        SharedSequence<SharingStrategy, Element>(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
                source5.asObservable(), source6.asObservable(), resultSelector: resultSelector))
    }

    /// `combineLatest` of 7 shared sequences of one strategy: combines the latest elements with `resultSelector`.
    ///
    /// ![The marble diagram of `combineLatest`, drawn from a run on TestScheduler.](marble-combineLatest)
    @inlinable
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType,
        O7: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        resultSelector:
            @escaping RxClosure<
                O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, Element
            >
    ) -> SharedSequence<SharingStrategy, Element>
    where
        SharingStrategy == O1.SharingStrategy, O1.SharingStrategy == O2.SharingStrategy,
        O2.SharingStrategy == O3.SharingStrategy, O3.SharingStrategy == O4.SharingStrategy,
        O4.SharingStrategy == O5.SharingStrategy, O5.SharingStrategy == O6.SharingStrategy,
        O6.SharingStrategy == O7.SharingStrategy
    {
        SharedSequence<SharingStrategy, Element>(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
                source5.asObservable(), source6.asObservable(), source7.asObservable(), resultSelector: resultSelector))
    }

    /// `combineLatest` of 8 shared sequences of one strategy: combines the latest elements with `resultSelector`.
    ///
    /// ![The marble diagram of `combineLatest`, drawn from a run on TestScheduler.](marble-combineLatest)
    @inlinable
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType,
        O7: SharedSequenceConvertibleType, O8: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        _ source8: O8,
        resultSelector:
            @escaping RxClosure<
                O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element, Element
            >
    ) -> SharedSequence<SharingStrategy, Element>
    where
        SharingStrategy == O1.SharingStrategy, O1.SharingStrategy == O2.SharingStrategy,
        O2.SharingStrategy == O3.SharingStrategy, O3.SharingStrategy == O4.SharingStrategy,
        O4.SharingStrategy == O5.SharingStrategy, O5.SharingStrategy == O6.SharingStrategy,
        O6.SharingStrategy == O7.SharingStrategy, O7.SharingStrategy == O8.SharingStrategy
    {
        SharedSequence<SharingStrategy, Element>(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
                source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(),
                resultSelector: resultSelector))
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// `combineLatest` of 2 shared sequences of one strategy: the latest elements as tuples.
    ///
    /// ![The marble diagram of `combineLatest`, drawn from a run on TestScheduler.](marble-combineLatest)
    @inlinable
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element)>
    where SharingStrategy == O1.SharingStrategy, O1.SharingStrategy == O2.SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element)>(
            Observable.combineLatest(source1.asObservable(), source2.asObservable()))
    }

    /// `combineLatest` of 3 shared sequences of one strategy: the latest elements as tuples.
    ///
    /// ![The marble diagram of `combineLatest`, drawn from a run on TestScheduler.](marble-combineLatest)
    @inlinable
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element)>
    where
        SharingStrategy == O1.SharingStrategy, O1.SharingStrategy == O2.SharingStrategy,
        O2.SharingStrategy == O3.SharingStrategy
    {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element)>(
            Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable()))
    }

    /// `combineLatest` of 4 shared sequences of one strategy: the latest elements as tuples.
    ///
    /// ![The marble diagram of `combineLatest`, drawn from a run on TestScheduler.](marble-combineLatest)
    @inlinable
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element)>
    where
        SharingStrategy == O1.SharingStrategy, O1.SharingStrategy == O2.SharingStrategy,
        O2.SharingStrategy == O3.SharingStrategy, O3.SharingStrategy == O4.SharingStrategy
    {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element)>(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable()))
    }

    /// `combineLatest` of 5 shared sequences of one strategy: the latest elements as tuples.
    ///
    /// ![The marble diagram of `combineLatest`, drawn from a run on TestScheduler.](marble-combineLatest)
    @inlinable
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>
    where
        SharingStrategy == O1.SharingStrategy, O1.SharingStrategy == O2.SharingStrategy,
        O2.SharingStrategy == O3.SharingStrategy, O3.SharingStrategy == O4.SharingStrategy,
        O4.SharingStrategy == O5.SharingStrategy
    {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
                source5.asObservable()))
    }

    /// `combineLatest` of 6 shared sequences of one strategy: the latest elements as tuples.
    ///
    /// ![The marble diagram of `combineLatest`, drawn from a run on TestScheduler.](marble-combineLatest)
    @inlinable
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>
    where
        SharingStrategy == O1.SharingStrategy, O1.SharingStrategy == O2.SharingStrategy,
        O2.SharingStrategy == O3.SharingStrategy, O3.SharingStrategy == O4.SharingStrategy,
        O4.SharingStrategy == O5.SharingStrategy, O5.SharingStrategy == O6.SharingStrategy
    {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
                source5.asObservable(), source6.asObservable()))
    }

    /// `combineLatest` of 7 shared sequences of one strategy: the latest elements as tuples.
    ///
    /// ![The marble diagram of `combineLatest`, drawn from a run on TestScheduler.](marble-combineLatest)
    @inlinable
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType,
        O7: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7
    ) -> SharedSequence<
        SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)
    >
    where
        SharingStrategy == O1.SharingStrategy, O1.SharingStrategy == O2.SharingStrategy,
        O2.SharingStrategy == O3.SharingStrategy, O3.SharingStrategy == O4.SharingStrategy,
        O4.SharingStrategy == O5.SharingStrategy, O5.SharingStrategy == O6.SharingStrategy,
        O6.SharingStrategy == O7.SharingStrategy
    {
        SharedSequence<
            SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)
        >(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
                source5.asObservable(), source6.asObservable(), source7.asObservable()))
    }

    /// `combineLatest` of 8 shared sequences of one strategy: the latest elements as tuples.
    ///
    /// ![The marble diagram of `combineLatest`, drawn from a run on TestScheduler.](marble-combineLatest)
    @inlinable
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType,
        O7: SharedSequenceConvertibleType, O8: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        _ source8: O8
    ) -> SharedSequence<
        SharingStrategy,
        (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)
    >
    where
        SharingStrategy == O1.SharingStrategy, O1.SharingStrategy == O2.SharingStrategy,
        O2.SharingStrategy == O3.SharingStrategy, O3.SharingStrategy == O4.SharingStrategy,
        O4.SharingStrategy == O5.SharingStrategy, O5.SharingStrategy == O6.SharingStrategy,
        O6.SharingStrategy == O7.SharingStrategy, O7.SharingStrategy == O8.SharingStrategy
    {
        SharedSequence<
            SharingStrategy,
            (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)
        >(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
                source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable()))
    }
}

extension SharedSequence {
    /// `zip` of 2 shared sequences of one strategy: combines the elements, pairwise in order, with `resultSelector`.
    ///
    /// ![The marble diagram of `zip`, drawn from a run on TestScheduler.](marble-zip)
    @inlinable
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping RxClosure<O1.Element, O2.Element, Element>
    ) -> SharedSequence<O1.SharingStrategy, Element>
    where SharingStrategy == O1.SharingStrategy, O1.SharingStrategy == O2.SharingStrategy {
        SharedSequence<O1.SharingStrategy, Element>(
            Observable.zip(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }

    /// `zip` of 3 shared sequences of one strategy: combines the elements, pairwise in order, with `resultSelector`.
    ///
    /// ![The marble diagram of `zip`, drawn from a run on TestScheduler.](marble-zip)
    @inlinable
    public static func zip<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping RxClosure<O1.Element, O2.Element, O3.Element, Element>
    ) -> SharedSequence<O1.SharingStrategy, Element>
    where
        SharingStrategy == O1.SharingStrategy, O1.SharingStrategy == O2.SharingStrategy,
        O2.SharingStrategy == O3.SharingStrategy
    {
        SharedSequence<O1.SharingStrategy, Element>(
            Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector))
    }

    /// `zip` of 4 shared sequences of one strategy: combines the elements, pairwise in order, with `resultSelector`.
    ///
    /// ![The marble diagram of `zip`, drawn from a run on TestScheduler.](marble-zip)
    @inlinable
    public static func zip<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping RxClosure<O1.Element, O2.Element, O3.Element, O4.Element, Element>
    ) -> SharedSequence<O1.SharingStrategy, Element>
    where
        SharingStrategy == O1.SharingStrategy, O1.SharingStrategy == O2.SharingStrategy,
        O2.SharingStrategy == O3.SharingStrategy, O3.SharingStrategy == O4.SharingStrategy
    {
        SharedSequence<O1.SharingStrategy, Element>(
            Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
                resultSelector: resultSelector))
    }

    /// `zip` of 5 shared sequences of one strategy: combines the elements, pairwise in order, with `resultSelector`.
    ///
    /// ![The marble diagram of `zip`, drawn from a run on TestScheduler.](marble-zip)
    @inlinable
    public static func zip<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector: @escaping RxClosure<O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, Element>
    ) -> SharedSequence<O1.SharingStrategy, Element>
    where
        SharingStrategy == O1.SharingStrategy, O1.SharingStrategy == O2.SharingStrategy,
        O2.SharingStrategy == O3.SharingStrategy, O3.SharingStrategy == O4.SharingStrategy,
        O4.SharingStrategy == O5.SharingStrategy
    {
        SharedSequence<O1.SharingStrategy, Element>(
            Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
                source5.asObservable(), resultSelector: resultSelector))
    }

    /// `zip` of 6 shared sequences of one strategy: combines the elements, pairwise in order, with `resultSelector`.
    ///
    /// ![The marble diagram of `zip`, drawn from a run on TestScheduler.](marble-zip)
    @inlinable
    public static func zip<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        resultSelector:
            @escaping RxClosure<O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, Element>
    ) -> SharedSequence<O1.SharingStrategy, Element>
    where
        SharingStrategy == O1.SharingStrategy, O1.SharingStrategy == O2.SharingStrategy,
        O2.SharingStrategy == O3.SharingStrategy, O3.SharingStrategy == O4.SharingStrategy,
        O4.SharingStrategy == O5.SharingStrategy, O5.SharingStrategy == O6.SharingStrategy
    {
        SharedSequence<O1.SharingStrategy, Element>(
            Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
                source5.asObservable(), source6.asObservable(), resultSelector: resultSelector))
    }

    /// `zip` of 7 shared sequences of one strategy: combines the elements, pairwise in order, with `resultSelector`.
    ///
    /// ![The marble diagram of `zip`, drawn from a run on TestScheduler.](marble-zip)
    @inlinable
    public static func zip<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType,
        O7: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        resultSelector:
            @escaping RxClosure<
                O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, Element
            >
    ) -> SharedSequence<O1.SharingStrategy, Element>
    where
        SharingStrategy == O1.SharingStrategy, O1.SharingStrategy == O2.SharingStrategy,
        O2.SharingStrategy == O3.SharingStrategy, O3.SharingStrategy == O4.SharingStrategy,
        O4.SharingStrategy == O5.SharingStrategy, O5.SharingStrategy == O6.SharingStrategy,
        O6.SharingStrategy == O7.SharingStrategy
    {
        SharedSequence<O1.SharingStrategy, Element>(
            Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
                source5.asObservable(), source6.asObservable(), source7.asObservable(), resultSelector: resultSelector))
    }

    /// `zip` of 8 shared sequences of one strategy: combines the elements, pairwise in order, with `resultSelector`.
    ///
    /// ![The marble diagram of `zip`, drawn from a run on TestScheduler.](marble-zip)
    @inlinable
    public static func zip<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType,
        O7: SharedSequenceConvertibleType, O8: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        _ source8: O8,
        resultSelector:
            @escaping RxClosure<
                O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element, Element
            >
    ) -> SharedSequence<O1.SharingStrategy, Element>
    where
        SharingStrategy == O1.SharingStrategy, O1.SharingStrategy == O2.SharingStrategy,
        O2.SharingStrategy == O3.SharingStrategy, O3.SharingStrategy == O4.SharingStrategy,
        O4.SharingStrategy == O5.SharingStrategy, O5.SharingStrategy == O6.SharingStrategy,
        O6.SharingStrategy == O7.SharingStrategy, O7.SharingStrategy == O8.SharingStrategy
    {
        SharedSequence<O1.SharingStrategy, Element>(
            Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
                source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(),
                resultSelector: resultSelector))
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// `zip` of 2 shared sequences of one strategy: the elements, pairwise in order, as tuples.
    ///
    /// ![The marble diagram of `zip`, drawn from a run on TestScheduler.](marble-zip)
    @inlinable
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2
    ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element)>
    where SharingStrategy == O1.SharingStrategy, O1.SharingStrategy == O2.SharingStrategy {
        SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element)>(
            Observable.zip(source1.asObservable(), source2.asObservable()))
    }

    /// `zip` of 3 shared sequences of one strategy: the elements, pairwise in order, as tuples.
    ///
    /// ![The marble diagram of `zip`, drawn from a run on TestScheduler.](marble-zip)
    @inlinable
    public static func zip<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element)>
    where
        SharingStrategy == O1.SharingStrategy, O1.SharingStrategy == O2.SharingStrategy,
        O2.SharingStrategy == O3.SharingStrategy
    {
        SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element)>(
            Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable()))
    }

    /// `zip` of 4 shared sequences of one strategy: the elements, pairwise in order, as tuples.
    ///
    /// ![The marble diagram of `zip`, drawn from a run on TestScheduler.](marble-zip)
    @inlinable
    public static func zip<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element)>
    where
        SharingStrategy == O1.SharingStrategy, O1.SharingStrategy == O2.SharingStrategy,
        O2.SharingStrategy == O3.SharingStrategy, O3.SharingStrategy == O4.SharingStrategy
    {
        SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element)>(
            Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable()))
    }

    /// `zip` of 5 shared sequences of one strategy: the elements, pairwise in order, as tuples.
    ///
    /// ![The marble diagram of `zip`, drawn from a run on TestScheduler.](marble-zip)
    @inlinable
    public static func zip<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
    ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>
    where
        SharingStrategy == O1.SharingStrategy, O1.SharingStrategy == O2.SharingStrategy,
        O2.SharingStrategy == O3.SharingStrategy, O3.SharingStrategy == O4.SharingStrategy,
        O4.SharingStrategy == O5.SharingStrategy
    {
        SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>(
            Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
                source5.asObservable()))
    }

    /// `zip` of 6 shared sequences of one strategy: the elements, pairwise in order, as tuples.
    ///
    /// ![The marble diagram of `zip`, drawn from a run on TestScheduler.](marble-zip)
    @inlinable
    public static func zip<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
    ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>
    where
        SharingStrategy == O1.SharingStrategy, O1.SharingStrategy == O2.SharingStrategy,
        O2.SharingStrategy == O3.SharingStrategy, O3.SharingStrategy == O4.SharingStrategy,
        O4.SharingStrategy == O5.SharingStrategy, O5.SharingStrategy == O6.SharingStrategy
    {
        SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>(
            Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
                source5.asObservable(), source6.asObservable()))
    }

    /// `zip` of 7 shared sequences of one strategy: the elements, pairwise in order, as tuples.
    ///
    /// ![The marble diagram of `zip`, drawn from a run on TestScheduler.](marble-zip)
    @inlinable
    public static func zip<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType,
        O7: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7
    ) -> SharedSequence<
        O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)
    >
    where
        SharingStrategy == O1.SharingStrategy, O1.SharingStrategy == O2.SharingStrategy,
        O2.SharingStrategy == O3.SharingStrategy, O3.SharingStrategy == O4.SharingStrategy,
        O4.SharingStrategy == O5.SharingStrategy, O5.SharingStrategy == O6.SharingStrategy,
        O6.SharingStrategy == O7.SharingStrategy
    {
        SharedSequence<
            O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)
        >(
            Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
                source5.asObservable(), source6.asObservable(), source7.asObservable()))
    }

    /// `zip` of 8 shared sequences of one strategy: the elements, pairwise in order, as tuples.
    ///
    /// ![The marble diagram of `zip`, drawn from a run on TestScheduler.](marble-zip)
    @inlinable
    public static func zip<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType,
        O7: SharedSequenceConvertibleType, O8: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        _ source8: O8
    ) -> SharedSequence<
        O1.SharingStrategy,
        (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)
    >
    where
        SharingStrategy == O1.SharingStrategy, O1.SharingStrategy == O2.SharingStrategy,
        O2.SharingStrategy == O3.SharingStrategy, O3.SharingStrategy == O4.SharingStrategy,
        O4.SharingStrategy == O5.SharingStrategy, O5.SharingStrategy == O6.SharingStrategy,
        O6.SharingStrategy == O7.SharingStrategy, O7.SharingStrategy == O8.SharingStrategy
    {
        SharedSequence<
            O1.SharingStrategy,
            (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)
        >(
            Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
                source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable()))
    }
}

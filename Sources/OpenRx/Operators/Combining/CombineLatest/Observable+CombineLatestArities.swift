// OpenRx — reactive programming for Swift. MIT licence.

// combineLatest of 2 to 8 sources: RxSwift's fixed arities, as plain generic overloads that Swift prefers to the
// parameter-pack form, because only these run specialized (Documentation/Contracts.md, "Combining").

extension ObservableType {
    /// `combineLatest` of 2 sources with `resultSelector`: the same operator as the parameter-pack form.
    ///
    /// ![The marble diagram of `combineLatest`, drawn from a run on TestScheduler.](marble-combineLatest)
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping RxClosure<O1.Element, O2.Element, Element>
    ) -> Observable<Element> {
        combining(CombineLatestRule.self, source1, source2, cells: (LatestCell(), LatestCell())) {
            try resultSelector($0.0, $0.1)
        }
    }

    /// `combineLatest` of 3 sources with `resultSelector`: the same operator as the parameter-pack form.
    ///
    /// ![The marble diagram of `combineLatest`, drawn from a run on TestScheduler.](marble-combineLatest)
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping RxClosure<O1.Element, O2.Element, O3.Element, Element>
    ) -> Observable<Element> {
        combining(CombineLatestRule.self, source1, source2, source3, cells: (LatestCell(), LatestCell(), LatestCell()))
        { try resultSelector($0.0, $0.1, $0.2) }
    }

    /// `combineLatest` of 4 sources with `resultSelector`: the same operator as the parameter-pack form.
    ///
    /// ![The marble diagram of `combineLatest`, drawn from a run on TestScheduler.](marble-combineLatest)
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping RxClosure<O1.Element, O2.Element, O3.Element, O4.Element, Element>
    ) -> Observable<Element> {
        combining(
            CombineLatestRule.self, source1, source2, source3, source4,
            cells: (LatestCell(), LatestCell(), LatestCell(), LatestCell())
        ) { try resultSelector($0.0, $0.1, $0.2, $0.3) }
    }

    /// `combineLatest` of 5 sources with `resultSelector`: the same operator as the parameter-pack form.
    ///
    /// ![The marble diagram of `combineLatest`, drawn from a run on TestScheduler.](marble-combineLatest)
    @inlinable
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector: @escaping RxClosure<O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, Element>
    ) -> Observable<Element> {
        combining(
            CombineLatestRule.self, source1, source2, source3, source4, source5,
            cells: (LatestCell(), LatestCell(), LatestCell(), LatestCell(), LatestCell())
        ) { try resultSelector($0.0, $0.1, $0.2, $0.3, $0.4) }
    }

    /// `combineLatest` of 6 sources with `resultSelector`: the same operator as the parameter-pack form.
    ///
    /// ![The marble diagram of `combineLatest`, drawn from a run on TestScheduler.](marble-combineLatest)
    @inlinable
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        resultSelector:
            @escaping RxClosure<O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, Element>
    ) -> Observable<Element> {
        combining(
            CombineLatestRule.self, source1, source2, source3, source4, source5, source6,
            cells: (LatestCell(), LatestCell(), LatestCell(), LatestCell(), LatestCell(), LatestCell())
        ) { try resultSelector($0.0, $0.1, $0.2, $0.3, $0.4, $0.5) }
    }

    /// `combineLatest` of 7 sources with `resultSelector`: the same operator as the parameter-pack form.
    ///
    /// ![The marble diagram of `combineLatest`, drawn from a run on TestScheduler.](marble-combineLatest)
    @inlinable
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType, O7: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        resultSelector:
            @escaping RxClosure<
                O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, Element
            >
    ) -> Observable<Element> {
        combining(
            CombineLatestRule.self, source1, source2, source3, source4, source5, source6, source7,
            cells: (LatestCell(), LatestCell(), LatestCell(), LatestCell(), LatestCell(), LatestCell(), LatestCell())
        ) { try resultSelector($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6) }
    }

    /// `combineLatest` of 8 sources with `resultSelector`: the same operator as the parameter-pack form.
    ///
    /// ![The marble diagram of `combineLatest`, drawn from a run on TestScheduler.](marble-combineLatest)
    @inlinable
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType, O7: ObservableType, O8: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        _ source8: O8,
        resultSelector:
            @escaping RxClosure<
                O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element, Element
            >
    ) -> Observable<Element> {
        combining(
            CombineLatestRule.self, source1, source2, source3, source4, source5, source6, source7, source8,
            cells: (
                LatestCell(), LatestCell(), LatestCell(), LatestCell(), LatestCell(), LatestCell(), LatestCell(),
                LatestCell()
            )
        ) { try resultSelector($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7) }
    }
}

extension ObservableType where Element == Any {

    /// `combineLatest` of 2 sources into tuples: the same operator as the parameter-pack form.
    ///
    /// ![The marble diagram of `combineLatest`, drawn from a run on TestScheduler.](marble-combineLatest)
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2
    ) -> Observable<(O1.Element, O2.Element)> {
        combining(CombineLatestRule.self, source1, source2, cells: (LatestCell(), LatestCell())) { $0 }
    }

    /// `combineLatest` of 3 sources into tuples: the same operator as the parameter-pack form.
    ///
    /// ![The marble diagram of `combineLatest`, drawn from a run on TestScheduler.](marble-combineLatest)
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        combining(CombineLatestRule.self, source1, source2, source3, cells: (LatestCell(), LatestCell(), LatestCell()))
        { $0 }
    }

    /// `combineLatest` of 4 sources into tuples: the same operator as the parameter-pack form.
    ///
    /// ![The marble diagram of `combineLatest`, drawn from a run on TestScheduler.](marble-combineLatest)
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        combining(
            CombineLatestRule.self, source1, source2, source3, source4,
            cells: (LatestCell(), LatestCell(), LatestCell(), LatestCell())
        ) { $0 }
    }

    /// `combineLatest` of 5 sources into tuples: the same operator as the parameter-pack form.
    ///
    /// ![The marble diagram of `combineLatest`, drawn from a run on TestScheduler.](marble-combineLatest)
    @inlinable
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
        combining(
            CombineLatestRule.self, source1, source2, source3, source4, source5,
            cells: (LatestCell(), LatestCell(), LatestCell(), LatestCell(), LatestCell())
        ) { $0 }
    }

    /// `combineLatest` of 6 sources into tuples: the same operator as the parameter-pack form.
    ///
    /// ![The marble diagram of `combineLatest`, drawn from a run on TestScheduler.](marble-combineLatest)
    @inlinable
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
        combining(
            CombineLatestRule.self, source1, source2, source3, source4, source5, source6,
            cells: (LatestCell(), LatestCell(), LatestCell(), LatestCell(), LatestCell(), LatestCell())
        ) { $0 }
    }

    /// `combineLatest` of 7 sources into tuples: the same operator as the parameter-pack form.
    ///
    /// ![The marble diagram of `combineLatest`, drawn from a run on TestScheduler.](marble-combineLatest)
    @inlinable
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType, O7: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
        combining(
            CombineLatestRule.self, source1, source2, source3, source4, source5, source6, source7,
            cells: (LatestCell(), LatestCell(), LatestCell(), LatestCell(), LatestCell(), LatestCell(), LatestCell())
        ) { $0 }
    }

    /// `combineLatest` of 8 sources into tuples: the same operator as the parameter-pack form.
    ///
    /// ![The marble diagram of `combineLatest`, drawn from a run on TestScheduler.](marble-combineLatest)
    @inlinable
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType, O7: ObservableType, O8: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        _ source8: O8
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
        combining(
            CombineLatestRule.self, source1, source2, source3, source4, source5, source6, source7, source8,
            cells: (
                LatestCell(), LatestCell(), LatestCell(), LatestCell(), LatestCell(), LatestCell(), LatestCell(),
                LatestCell()
            )
        ) { $0 }
    }
}

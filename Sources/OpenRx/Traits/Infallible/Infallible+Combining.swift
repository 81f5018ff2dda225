// OpenRx — reactive programming for Swift. MIT licence.

extension Infallible {
    /// Combines the latest elements of the sources with `resultSelector` each time one sends, once all
    /// have sent (any number of sources, as `Observable.combineLatest`).
    ///
    ///     Infallible.combineLatest(names, ages) { "\($0) (\($1))" }
    ///
    /// ![The marble diagram of `combineLatest`, drawn from a run on TestScheduler.](marble-combineLatest)
    @inlinable
    public static func combineLatest<each Source: InfallibleType>(
        _ source: repeat each Source, resultSelector: @escaping RxClosure<repeat (each Source).Element, Element>
    ) -> Infallible<Element> {
        Infallible(.combineLatest(repeat (each source).asObservable(), resultSelector: resultSelector))
    }

    /// Combines the elements of the sources pairwise, in order, with `resultSelector`.
    ///
    /// ![The marble diagram of `zip`, drawn from a run on TestScheduler.](marble-zip)
    @inlinable
    public static func zip<each Source: InfallibleType>(
        _ source: repeat each Source, resultSelector: @escaping RxClosure<repeat (each Source).Element, Element>
    ) -> Infallible<Element> {
        Infallible(.zip(repeat (each source).asObservable(), resultSelector: resultSelector))
    }
}

extension InfallibleType where Element == Any {
    /// Combines the latest elements of the sources into tuples each time one sends, once all have sent.
    ///
    /// ![The marble diagram of `combineLatest`, drawn from a run on TestScheduler.](marble-combineLatest)
    @inlinable
    public static func combineLatest<each Source: InfallibleType>(
        _ source: repeat each Source
    ) -> Infallible<(repeat (each Source).Element)> {
        Infallible(Observable.combineLatest(repeat (each source).asObservable()))
    }

    /// Combines the elements of the sources pairwise, in order, into tuples.
    ///
    /// ![The marble diagram of `zip`, drawn from a run on TestScheduler.](marble-zip)
    @inlinable
    public static func zip<each Source: InfallibleType>(
        _ source: repeat each Source
    ) -> Infallible<(repeat (each Source).Element)> {
        Infallible(Observable.zip(repeat (each source).asObservable()))
    }
}

extension InfallibleType {
    /// Combines the latest elements of the collection's sources with `resultSelector`.
    ///
    /// ![The marble diagram of `combineLatest`, drawn from a run on TestScheduler.](marble-combineLatest)
    @inlinable
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection, resultSelector: @escaping RxClosure<[Collection.Element.Element], Element>
    ) -> Infallible<Element> where Collection.Element: InfallibleType {
        // The collection itself, walked at each subscription, as RxSwift's `CombineLatestCollectionType`.
        Infallible(combineLatestOfSources(collection, form: .collection, resultSelector: resultSelector))
    }

    /// Combines the latest elements of the collection's sources into arrays.
    ///
    /// ![The marble diagram of `combineLatest`, drawn from a run on TestScheduler.](marble-combineLatest)
    @inlinable
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Infallible<[Element]>
    where Collection.Element: InfallibleType, Collection.Element.Element == Element {
        Infallible(combineLatestOfSources(collection, form: .collection, resultSelector: { $0 }))
    }

    /// Each element combined with the latest element of `second` (elements before `second` sent one are
    /// dropped).
    ///
    /// ![The marble diagram of `withLatestFrom`, drawn from a run on TestScheduler.](marble-withLatestFrom)
    @inlinable
    public func withLatestFrom<Source: InfallibleType, ResultType>(
        _ second: Source, resultSelector: @escaping RxClosure<Element, Source.Element, ResultType>
    ) -> Infallible<ResultType> {
        Infallible(asObservable().withLatestFrom(second.asObservable(), resultSelector: resultSelector))
    }

    /// The latest element of `second` each time the sequence sends an element.
    ///
    /// ![The marble diagram of `withLatestFrom`, drawn from a run on TestScheduler.](marble-withLatestFrom)
    @inlinable
    public func withLatestFrom<Source: InfallibleType>(_ second: Source) -> Infallible<Source.Element> {
        Infallible(asObservable().withLatestFrom(second.asObservable()))
    }
}

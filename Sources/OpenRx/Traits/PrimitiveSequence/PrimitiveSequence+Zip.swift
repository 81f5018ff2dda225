// OpenRx — reactive programming for Swift. MIT licence.

// zip of singles and of maybes, of any number of sources through parameter packs (RxSwift spells out 2
// to 8), and of a collection of singles.

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The elements of the singles combined with `resultSelector` once all have succeeded.
    ///
    ///     Single.zip(loadUser, loadSettings) { user, settings in Profile(user, settings) }
    ///
    /// ![The marble diagram of `zip`, drawn from a run on TestScheduler.](marble-zip)
    @inlinable
    public static func zip<each SourceElement>(
        _ source: repeat PrimitiveSequence<Trait, each SourceElement>,
        resultSelector: @escaping RxClosure<repeat each SourceElement, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.zip(repeat (each source).asObservable(), resultSelector: resultSelector))
    }

    /// The elements of the collection's singles combined with `resultSelector` once all have succeeded
    /// (at once, with no elements, for an empty collection).
    ///
    /// ![The marble diagram of `zip`, drawn from a run on TestScheduler.](marble-zip)
    @inlinable
    public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection, resultSelector: @escaping RxClosure<[Element], Result>
    ) -> PrimitiveSequence<Trait, Result> where Collection.Element == PrimitiveSequence<Trait, Element> {
        if collection.isEmpty {
            return PrimitiveSequence<Trait, Result>(raw: Observable.deferred { .just(try resultSelector([])) })
        }
        return PrimitiveSequence<Trait, Result>(
            raw: Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// The elements of the collection's singles, as an array, once all have succeeded (an empty array for
    /// an empty collection).
    ///
    /// ![The marble diagram of `zip`, drawn from a run on TestScheduler.](marble-zip)
    @inlinable
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> PrimitiveSequence<
        Trait, [Element]
    > where Collection.Element == PrimitiveSequence<Trait, Element> {
        zip(collection) { $0 }
    }
}

extension PrimitiveSequenceType where Element == Any, Trait == SingleTrait {
    /// The elements of the singles as a tuple once all have succeeded.
    ///
    /// ![The marble diagram of `zip`, drawn from a run on TestScheduler.](marble-zip)
    @inlinable
    public static func zip<each SourceElement>(
        _ source: repeat PrimitiveSequence<Trait, each SourceElement>
    ) -> PrimitiveSequence<Trait, (repeat each SourceElement)> {
        PrimitiveSequence(raw: Observable.zip(repeat (each source).asObservable()))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The elements of the maybes combined with `resultSelector` if all have one; empty otherwise.
    ///
    /// ![The marble diagram of `zip`, drawn from a run on TestScheduler.](marble-zip)
    @inlinable
    public static func zip<each SourceElement>(
        _ source: repeat PrimitiveSequence<Trait, each SourceElement>,
        resultSelector: @escaping RxClosure<repeat each SourceElement, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.zip(repeat (each source).asObservable(), resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Element == Any, Trait == MaybeTrait {
    /// The elements of the maybes as a tuple if all have one; empty otherwise.
    ///
    /// ![The marble diagram of `zip`, drawn from a run on TestScheduler.](marble-zip)
    @inlinable
    public static func zip<each SourceElement>(
        _ source: repeat PrimitiveSequence<Trait, each SourceElement>
    ) -> PrimitiveSequence<Trait, (repeat each SourceElement)> {
        PrimitiveSequence(raw: Observable.zip(repeat (each source).asObservable()))
    }
}

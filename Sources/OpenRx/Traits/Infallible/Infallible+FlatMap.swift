// OpenRx — reactive programming for Swift. MIT licence.

// The inner sequences are any sequences: as in RxSwift, an inner error ends the result with it.

extension InfallibleType {
    /// Merges the sequences `selector` makes from the elements.
    ///
    /// ![The marble diagram of `flatMap`, drawn from a run on TestScheduler.](marble-flatMap)
    @inlinable
    public func flatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping RxNonThrowingClosure<Element, Source>
    ) -> Infallible<
        Source.Element
    > {
        Infallible(asObservable().flatMap(selector))
    }

    /// Sends the elements of the latest sequence `selector` made, dropping the previous one.
    ///
    /// ![The marble diagram of `flatMapLatest`, drawn from a run on TestScheduler.](marble-flatMapLatest)
    @inlinable
    public func flatMapLatest<Source: ObservableConvertibleType>(
        _ selector: @escaping RxNonThrowingClosure<Element, Source>
    )
        -> Infallible<Source.Element>
    {
        Infallible(asObservable().flatMapLatest(selector))
    }

    /// Merges the sequences `selector` makes, ignoring elements that arrive while one is running.
    ///
    /// ![The marble diagram of `flatMapFirst`, drawn from a run on TestScheduler.](marble-flatMapFirst)
    @inlinable
    public func flatMapFirst<Source: ObservableConvertibleType>(
        _ selector: @escaping RxNonThrowingClosure<Element, Source>
    )
        -> Infallible<Source.Element>
    {
        Infallible(asObservable().flatMapFirst(selector))
    }

    /// Concatenates the sequences `selector` makes, one after the other.
    ///
    /// ![The marble diagram of `concatMap`, drawn from a run on TestScheduler.](marble-concatMap)
    @inlinable
    public func concatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping RxNonThrowingClosure<Element, Source>
    )
        -> Infallible<Source.Element>
    {
        Infallible(asObservable().concatMap(selector))
    }

    /// The sequence, then `second`.
    ///
    /// ![The marble diagram of `concat`, drawn from a run on TestScheduler.](marble-concat)
    @inlinable
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Infallible<Element>
    where Source.Element == Element {
        Infallible(asObservable().concat(second))
    }

    /// The sequences one after the other.
    ///
    /// ![The marble diagram of `concat`, drawn from a run on TestScheduler.](marble-concat)
    @inlinable
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Infallible<Element>
    where Sequence.Element == Infallible<Element> {
        Infallible(.concat(ConsumedSources(sequence.map { $0.asObservable() })))
    }

    /// The sequences one after the other.
    ///
    /// ![The marble diagram of `concat`, drawn from a run on TestScheduler.](marble-concat)
    @inlinable
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Infallible<Element>
    where Collection.Element == Infallible<Element> {
        Infallible(.concat(ConsumedSources(collection.map { $0.asObservable() })))
    }

    /// The sequences one after the other.
    ///
    /// ![The marble diagram of `concat`, drawn from a run on TestScheduler.](marble-concat)
    @inlinable
    public static func concat(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(.concat(ConsumedSources(sources.map { $0.asObservable() })))
    }

    /// The sequences of a collection that is not an array one after the other, as RxSwift 6 does: its
    /// overload for any collection concatenates, although it is named `merge` (arrays and variadic lists
    /// merge). Written here as RxSwift behaves, so that code moved from it keeps its order; pass
    /// `Array(sources)` to merge.
    ///
    ///     Infallible.merge(sources[1...])   // sources[1], then sources[2], …
    ///
    /// ![The marble diagram of `concat`, drawn from a run on TestScheduler.](marble-concat)
    @inlinable
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Infallible<Element>
    where Collection.Element == Infallible<Element> {
        Infallible(.concat(ConsumedSources(sources.map { $0.asObservable() })))
    }

    /// The elements of all the sequences, as they arrive.
    ///
    /// ![The marble diagram of `merge`, drawn from a run on TestScheduler.](marble-merge)
    @inlinable
    public static func merge(_ sources: [Infallible<Element>]) -> Infallible<Element> {
        Infallible(.merge(sources.map { $0.asObservable() }))
    }

    /// The elements of all the sequences, as they arrive.
    ///
    /// ![The marble diagram of `merge`, drawn from a run on TestScheduler.](marble-merge)
    @inlinable
    public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(.merge(sources.map { $0.asObservable() }))
    }
}

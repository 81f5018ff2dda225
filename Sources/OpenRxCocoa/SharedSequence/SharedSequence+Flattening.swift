// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx

extension SharedSequenceConvertibleType {
    /// Merges the shared sequences `selector` makes from the elements.
    ///
    /// ![The marble diagram of `flatMap`, drawn from a run on TestScheduler.](marble-flatMap)
    @inlinable
    public func flatMap<Sharing, Result>(
        _ selector: @escaping RxNonThrowingClosure<Element, SharedSequence<Sharing, Result>>
    )
        -> SharedSequence<Sharing, Result>
    {
        SharedSequence(asObservable().flatMap(uncheckedOperatorClosure { selector($0).asObservable() }))
    }

    /// Sends the elements of the latest shared sequence `selector` made, dropping the previous one.
    ///
    ///     query.flatMapLatest { search($0).asDriver(onErrorJustReturn: []) }
    ///
    /// ![The marble diagram of `flatMapLatest`, drawn from a run on TestScheduler.](marble-flatMapLatest)
    @inlinable
    public func flatMapLatest<Sharing, Result>(
        _ selector: @escaping RxNonThrowingClosure<Element, SharedSequence<Sharing, Result>>
    )
        -> SharedSequence<Sharing, Result>
    {
        SharedSequence(asObservable().flatMapLatest(uncheckedOperatorClosure { selector($0).asObservable() }))
    }

    /// Merges the shared sequences `selector` makes, ignoring elements that arrive while one is running.
    ///
    /// ![The marble diagram of `flatMapFirst`, drawn from a run on TestScheduler.](marble-flatMapFirst)
    @inlinable
    public func flatMapFirst<Sharing, Result>(
        _ selector: @escaping RxNonThrowingClosure<Element, SharedSequence<Sharing, Result>>
    )
        -> SharedSequence<Sharing, Result>
    {
        SharedSequence(asObservable().flatMapFirst(uncheckedOperatorClosure { selector($0).asObservable() }))
    }
}

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    /// Sends the elements of the latest inner shared sequence.
    ///
    /// ![The marble diagram of `switchLatest`, drawn from a run on TestScheduler.](marble-switchLatest)
    @inlinable
    public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(
            asObservable().map(uncheckedOperatorClosure { $0.asSharedSequence().asObservable() }).switchLatest())
    }

    /// Merges the inner shared sequences.
    ///
    /// ![The marble diagram of `merge`, drawn from a run on TestScheduler.](marble-merge)
    @inlinable
    public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map(uncheckedOperatorClosure { $0.asSharedSequence().asObservable() }).merge())
    }

    /// Merges the inner shared sequences, at most `maxConcurrent` at a time.
    ///
    /// ![The marble diagram of `merge`, drawn from a run on TestScheduler.](marble-merge)
    @inlinable
    public func merge(maxConcurrent: Int) -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(
            asObservable().map(uncheckedOperatorClosure { $0.asSharedSequence().asObservable() }).merge(
                maxConcurrent: maxConcurrent))
    }
}

extension SharedSequenceConvertibleType {
    /// The elements of all the shared sequences, as they arrive.
    ///
    /// ![The marble diagram of `merge`, drawn from a run on TestScheduler.](marble-merge)
    @inlinable
    public static func merge<Collection: Swift.Collection>(
        _ sources: Collection
    ) -> SharedSequence<
        SharingStrategy, Element
    > where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// The elements of all the shared sequences, as they arrive.
    ///
    /// ![The marble diagram of `merge`, drawn from a run on TestScheduler.](marble-merge)
    @inlinable
    public static func merge(
        _ sources: [SharedSequence<SharingStrategy, Element>]
    ) -> SharedSequence<
        SharingStrategy, Element
    > {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// The elements of all the shared sequences, as they arrive.
    ///
    /// ![The marble diagram of `merge`, drawn from a run on TestScheduler.](marble-merge)
    @inlinable
    public static func merge(
        _ sources: SharedSequence<SharingStrategy, Element>...
    ) -> SharedSequence<
        SharingStrategy, Element
    > {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }
}

extension SharedSequence {
    /// The shared sequences one after the other.
    ///
    /// ![The marble diagram of `concat`, drawn from a run on TestScheduler.](marble-concat)
    @inlinable
    public static func concat<Sequence: Swift.Sequence>(
        _ sequence: Sequence
    ) -> SharedSequence<
        SharingStrategy, Element
    > where Sequence.Element == SharedSequence<SharingStrategy, Element> {
        // Lazily, as RxSwift: the sequence is walked on each subscription.
        SharedSequence(Observable.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// The shared sequences one after the other.
    ///
    /// ![The marble diagram of `concat`, drawn from a run on TestScheduler.](marble-concat)
    @inlinable
    public static func concat<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> SharedSequence<
        SharingStrategy, Element
    > where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(collection.map { $0.asObservable() }))
    }
}

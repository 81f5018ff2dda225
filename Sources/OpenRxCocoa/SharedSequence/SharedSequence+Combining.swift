// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx

// combineLatest and zip of any number of shared sequences of one strategy. RxSwift spells out 2 to 8 for any
// `SharedSequenceConvertibleType` (SharedSequence+CombiningArities.swift); parameter packs cannot yet require
// one strategy of every element of a pack, so these take the `SharedSequence`s themselves, and are disfavoured
// so that RxSwift's forms win wherever both apply (otherwise two drivers would be an ambiguous call).

extension SharedSequence {
    /// Combines the latest elements of the sources with `resultSelector` each time one sends, once all have
    /// sent.
    ///
    ///     Driver.combineLatest(name, age) { "\($0) (\($1))" }
    ///
    /// ![The marble diagram of `combineLatest`, drawn from a run on TestScheduler.](marble-combineLatest)
    @inlinable @_disfavoredOverload
    public static func combineLatest<each SourceElement>(
        _ source: repeat SharedSequence<SharingStrategy, each SourceElement>,
        resultSelector: @escaping RxClosure<repeat each SourceElement, Element>
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.combineLatest(repeat (each source).asObservable(), resultSelector: resultSelector))
    }

    /// Combines the elements of the sources pairwise, in order, with `resultSelector`.
    ///
    /// ![The marble diagram of `zip`, drawn from a run on TestScheduler.](marble-zip)
    @inlinable @_disfavoredOverload
    public static func zip<each SourceElement>(
        _ source: repeat SharedSequence<SharingStrategy, each SourceElement>,
        resultSelector: @escaping RxClosure<repeat each SourceElement, Element>
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.zip(repeat (each source).asObservable(), resultSelector: resultSelector))
    }

    /// Combines the latest elements of the collection's sources with `resultSelector`.
    ///
    /// ![The marble diagram of `combineLatest`, drawn from a run on TestScheduler.](marble-combineLatest)
    @inlinable
    public static func combineLatest<Collection: Swift.Collection, Result>(
        _ collection: Collection, resultSelector: @escaping RxClosure<[Element], Result>
    ) -> SharedSequence<SharingStrategy, Result> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(
            Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Combines the latest elements of the collection's sources into arrays.
    ///
    /// ![The marble diagram of `combineLatest`, drawn from a run on TestScheduler.](marble-combineLatest)
    @inlinable
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> SharedSequence<
        SharingStrategy, [Element]
    > where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable.combineLatest(collection.map { $0.asObservable() }))
    }

    /// Combines the elements of the collection's sources pairwise, in order, with `resultSelector`.
    ///
    /// ![The marble diagram of `zip`, drawn from a run on TestScheduler.](marble-zip)
    @inlinable
    public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection, resultSelector: @escaping RxClosure<[Element], Result>
    ) -> SharedSequence<SharingStrategy, Result> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(
            Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Combines the elements of the collection's sources pairwise, in order, into arrays.
    ///
    /// ![The marble diagram of `zip`, drawn from a run on TestScheduler.](marble-zip)
    @inlinable
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> SharedSequence<
        SharingStrategy, [Element]
    > where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable.zip(collection.map { $0.asObservable() }))
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// Combines the latest elements of the sources into tuples each time one sends, once all have sent.
    ///
    /// ![The marble diagram of `combineLatest`, drawn from a run on TestScheduler.](marble-combineLatest)
    @inlinable @_disfavoredOverload
    public static func combineLatest<each SourceElement>(
        _ source: repeat SharedSequence<SharingStrategy, each SourceElement>
    ) -> SharedSequence<SharingStrategy, (repeat each SourceElement)> {
        SharedSequence(Observable.combineLatest(repeat (each source).asObservable()))
    }

    /// Combines the elements of the sources pairwise, in order, into tuples.
    ///
    /// ![The marble diagram of `zip`, drawn from a run on TestScheduler.](marble-zip)
    @inlinable @_disfavoredOverload
    public static func zip<each SourceElement>(
        _ source: repeat SharedSequence<SharingStrategy, each SourceElement>
    ) -> SharedSequence<SharingStrategy, (repeat each SourceElement)> {
        SharedSequence(Observable.zip(repeat (each source).asObservable()))
    }
}

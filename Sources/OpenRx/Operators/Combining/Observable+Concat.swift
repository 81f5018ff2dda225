// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Sends the source's elements, then, once it completes, `second`'s events.
    ///
    ///     Observable.of(1, 2).concat(Observable.of(3))   // -1-2-3-|
    @inlinable
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
    where Source.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }

    /// Subscribes to each sequence in turn, when the previous one completes.
    @inlinable
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        Producer(SequentialSourcesLogic(sources: sequence, advance: .onCompleted))
    }

    /// Subscribes to each sequence of the collection in turn, when the previous one completes.
    @inlinable
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Observable<Element>
    where Collection.Element == Observable<Element> {
        Producer(SequentialSourcesLogic(sources: collection, advance: .onCompleted))
    }

    /// Subscribes to each sequence in turn, when the previous one completes.
    ///
    ///     Observable.concat(first, second, third)
    @inlinable
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        Producer(SequentialSourcesLogic(sources: sources, advance: .onCompleted))
    }
}

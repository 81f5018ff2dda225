// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Sends the source's elements, then, once it completes, `second`'s events.
    ///
    ///     Observable.of(1, 2).concat(Observable.of(3))   // -1-2-3-|
    ///
    /// ![The marble diagram of `concat`, drawn from a run on TestScheduler.](marble-concat)
    @inlinable
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
    where Source.Element == Element {
        Producer(
            SequentialSourcesLogic(
                sources: ConsumedSources([asObservable(), second.asObservable()]), advance: .onCompleted))
    }

    /// Subscribes to each sequence in turn, when the previous one completes.
    ///
    /// ![The marble diagram of `concat`, drawn from a run on TestScheduler.](marble-concat)
    @inlinable
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        Producer(SequentialSourcesLogic(sources: sequence, advance: .onCompleted))
    }

    /// Subscribes to each sequence of the collection in turn, when the previous one completes.
    ///
    /// The collection is kept and walked on each subscription, as in RxSwift: the sources of a lazy
    /// collection are made one at a time, when the previous one completes, and again for every
    /// subscription.
    ///
    /// ![The marble diagram of `concat`, drawn from a run on TestScheduler.](marble-concat)
    @inlinable
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Observable<Element>
    where Collection.Element == Observable<Element> {
        Producer(SequentialSourcesLogic(sources: collection, advance: .onCompleted))
    }

    /// Subscribes to each sequence in turn, when the previous one completes.
    ///
    ///     Observable.concat(first, second, third)
    ///
    /// ![The marble diagram of `concat`, drawn from a run on TestScheduler.](marble-concat)
    @inlinable
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        Producer(SequentialSourcesLogic(sources: ConsumedSources(sources), advance: .onCompleted))
    }
}

/// The sources of a concatenation, handed out so that a subscription releases each source once it moved
/// past it (`completable.andThen(next)` does not keep the finished completable alive).
@usableFromInline
struct ConsumedSources<Element>: Sequence {
    @usableFromInline let sources: [Observable<Element>]

    @inlinable
    init(_ sources: [Observable<Element>]) {
        self.sources = sources
    }

    @inlinable
    func makeIterator() -> Iterator {
        Iterator(remaining: sources.reversed())
    }

    @usableFromInline
    struct Iterator: IteratorProtocol {
        /// The sources not yet handed out, last first: the iterator's own copy, so popping releases.
        @usableFromInline var remaining: [Observable<Element>]

        @inlinable
        init(remaining: [Observable<Element>]) {
            self.remaining = remaining
        }

        @inlinable
        mutating func next() -> Observable<Element>? {
            remaining.popLast()
        }
    }
}

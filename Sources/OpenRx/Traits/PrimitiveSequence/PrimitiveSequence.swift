// OpenRx — reactive programming for Swift. MIT licence.

/// A sequence with a trait that restricts its events: ``Single`` (one element or an error), `Maybe` (at
/// most one element, or an error) and `Completable` (completion or an error, no elements).
///
/// It wraps an `Observable` whose events obey the trait; the wrapper is a struct, so a trait costs
/// nothing at run time.
public struct PrimitiveSequence<Trait, Element> {
    @usableFromInline let source: Observable<Element>

    /// Wraps `source`, which must already obey the trait.
    @inlinable
    init(raw source: Observable<Element>) {
        self.source = source
    }
}

/// A type that is a ``PrimitiveSequence``.
public protocol PrimitiveSequenceType {
    /// The trait.
    associatedtype Trait
    /// The element type.
    associatedtype Element

    /// The sequence as a `PrimitiveSequence`.
    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    /// Returns `self`.
    public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

extension PrimitiveSequence: ObservableConvertibleType {
    /// The underlying `Observable`.
    public func asObservable() -> Observable<Element> {
        source
    }
}

extension PrimitiveSequence {
    /// A sequence that calls `observableFactory` on each subscription and subscribes to what it returns.
    ///
    /// ![The marble diagram of `deferred`, drawn from a run on TestScheduler.](marble-deferred)
    public static func deferred(
        _ observableFactory: @escaping RxClosure<PrimitiveSequence<Trait, Element>>
    )
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: Observable.deferred { try observableFactory().asObservable() })
    }
}

/// A single, maybe or completable is Sendable, as its `Observable` is.
extension PrimitiveSequence: Sendable {}

// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx

/// How a ``SharedSequence`` delivers and shares: the scheduler its events arrive on, and how one
/// subscription to its source is shared by all its observers.
public protocol SharingStrategyProtocol {
    /// The scheduler the events are delivered on.
    static var scheduler: SchedulerType { get }

    /// Shares one subscription to `source` among the observers.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

extension SharingStrategyProtocol {
    /// The replay count of the strategy's `share`, when it is `share(replay:scope: .whileConnected)` as
    /// ``DriverSharingStrategy`` (1) and ``SignalSharingStrategy`` (0) make it; `nil` for any other strategy.
    /// The stateless operators then build their operator and its share as one observable (`map`, `filter`,
    /// `compactMap`; Documentation/Contracts.md, "One object per driver stage").
    @inlinable
    static var whileConnectedReplay: Int? {
        if Self.self == DriverSharingStrategy.self { return 1 }
        if Self.self == SignalSharingStrategy.self { return 0 }
        return nil
    }
}

/// A type that can be turned into a ``SharedSequence``.
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    /// The sharing strategy of the sequence.
    associatedtype SharingStrategy: SharingStrategyProtocol

    /// The value as a shared sequence.
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
    /// The shared sequence as an `Observable`.
    @inlinable
    public func asObservable() -> Observable<Element> {
        asSharedSequence().asObservable()
    }
}

/// A sequence for user interfaces: it never fails, delivers on `SharingStrategy.scheduler` (the main
/// scheduler for ``Driver`` and ``Signal``) and shares one subscription to its source among its observers
/// as `SharingStrategy.share` says.
///
///     let title: Driver<String> = viewModel.title.asDriver(onErrorJustReturn: "")
///     title.drive(onNext: { label.text = $0 })
///
/// Every operator on it returns a shared sequence with the same strategy.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType,
    ObservableConvertibleType
{
    @usableFromInline let source: Observable<Element>

    /// Shares `source` as the strategy says. The caller guarantees it never fails and delivers on the
    /// strategy's scheduler.
    @inlinable
    init(_ source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
    }

    /// Wraps `source` as it is (no sharing added).
    @inlinable
    init(raw source: Observable<Element>) {
        self.source = source
    }

    /// Wraps `source` as it is. The caller guarantees that it never fails, delivers on the strategy's
    /// scheduler and is shared as the strategy requires: nothing is checked or added.
    public static func createUnsafe<Source: ObservableType>(
        source: Source
    ) -> SharedSequence<
        SharingStrategy, Source.Element
    > {
        SharedSequence<SharingStrategy, Source.Element>(raw: source.asObservable())
    }

    /// The sequence as an `Observable`.
    @inlinable
    public func asObservable() -> Observable<Element> {
        source
    }

    /// Returns `self`.
    @inlinable
    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
        self
    }

    /// The sequence as an `Infallible`.
    ///
    /// ![The marble diagram of `asInfallible`, drawn from a run on TestScheduler.](marble-asInfallible)
    public func asInfallible() -> Infallible<Element> {
        source.asInfallible(onErrorFallbackTo: .empty())
    }

    /// The elements as an asynchronous sequence, which any task may iterate (the elements are sent on the
    /// main scheduler and buffered for the loop); leaving the loop disposes the subscription.
    ///
    /// On the main actor, as RxCocoa's: the sequence is subscribed there (read from elsewhere with `await`).
    ///
    ///     for await title in viewModel.title.values { label.text = title }
    @MainActor
    public var values: AsyncStream<Element> {
        asInfallible().values
    }
}

/// A driver or signal is Sendable, as its `Observable` is.
extension SharedSequence: Sendable {}

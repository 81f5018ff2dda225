// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx

/// A shared sequence for events: it never fails, delivers on the main scheduler, and replays nothing to
/// new observers.
///
///     let taps: Signal<Void> = button.rx.tap.asSignal()
///     taps.emit(onNext: { print("tapped") })
///
/// ![The marble diagram of `asSignal(onErrorJustReturn:)`, drawn from a run on TestScheduler.](marble-asSignal)
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

/// The sharing strategy of ``Signal``: the main scheduler, `share(scope: .whileConnected)`.
public struct SignalSharingStrategy: SharingStrategyProtocol, Sendable {
    /// A scheduler for a new signal to deliver on: a new `MainScheduler` each time (see ``SharingScheduler``).
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    /// Shares `source` without replay while it is connected.
    @inlinable
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// The value as a ``Signal``.
    @inlinable
    public func asSignal() -> Signal<Element> {
        asSharedSequence()
    }
}

extension ObservableConvertibleType {
    /// The sequence as a ``Signal`` that, instead of failing, sends `onErrorJustReturn` and completes.
    ///
    /// ![The marble diagram of `asSignal(onErrorJustReturn:)`, drawn from a run on TestScheduler.](marble-asSignal)
    @inlinable
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorJustReturn: onErrorJustReturn)
    }

    /// The sequence as a ``Signal`` that, instead of failing, continues with `onErrorSignalWith`.
    @inlinable
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        Signal(
            asObservable().observe(on: SignalSharingStrategy.scheduler).catch { _ in onErrorSignalWith.asObservable() }
        )
    }

    /// The sequence as a ``Signal`` that, instead of failing, continues with the signal `onErrorRecover`
    /// makes from the error.
    @inlinable
    public func asSignal(
        onErrorRecover: @escaping RxNonThrowingClosure<Swift.Error, Signal<Element>>
    ) -> Signal<Element> {
        Signal(
            asObservable().observe(on: SignalSharingStrategy.scheduler).catch { onErrorRecover($0).asObservable() })
    }
}

extension PublishRelay {
    /// The relay as a ``Signal``: every value accepted from now on, on the main scheduler.
    @inlinable
    public func asSignal() -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx

/// A shared sequence for state: it never fails, delivers on the main scheduler, and replays its latest
/// element to each new observer (while it has any).
///
///     let isValid: Driver<Bool> = form.isValid.asDriver(onErrorJustReturn: false)
///     isValid.drive(submitButton.rx.isEnabled)
///
/// ![The marble diagram of `asDriver(onErrorJustReturn:)`, drawn from a run on TestScheduler.](marble-asDriver)
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// The sharing strategy of ``Driver``: the main scheduler, `share(replay: 1, scope: .whileConnected)`.
public struct DriverSharingStrategy: SharingStrategyProtocol, Sendable {
    /// A scheduler for a new driver to deliver on: a new `MainScheduler` each time (see ``SharingScheduler``).
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    /// Shares `source`, replaying its latest element to new observers while it is connected.
    @inlinable
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// The value as a ``Driver``.
    @inlinable
    public func asDriver() -> Driver<Element> {
        asSharedSequence()
    }
}

extension ObservableConvertibleType {
    /// The sequence as a ``Driver`` that, instead of failing, sends `onErrorJustReturn` and completes.
    ///
    /// ![The marble diagram of `asDriver(onErrorJustReturn:)`, drawn from a run on TestScheduler.](marble-asDriver)
    ///
    ///     results.asDriver(onErrorJustReturn: [])
    @inlinable
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: onErrorJustReturn)
    }

    /// The sequence as a ``Driver`` that, instead of failing, continues with `onErrorDriveWith`.
    @inlinable
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        Driver(
            asObservable().observe(on: DriverSharingStrategy.scheduler).catch { _ in onErrorDriveWith.asObservable() }
        )
    }

    /// The sequence as a ``Driver`` that, instead of failing, continues with the driver `onErrorRecover`
    /// makes from the error.
    @inlinable
    public func asDriver(
        onErrorRecover: @escaping RxNonThrowingClosure<Swift.Error, Driver<Element>>
    ) -> Driver<Element> {
        Driver(
            asObservable().observe(on: DriverSharingStrategy.scheduler).catch { onErrorRecover($0).asObservable() })
    }
}

extension BehaviorRelay {
    /// The relay as a ``Driver``: its current value, then every later one, on the main scheduler.
    @inlinable
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}

extension InfallibleType {
    /// The sequence as a ``Driver``, on the main scheduler.
    @inlinable
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}

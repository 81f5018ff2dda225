// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx

/// A type that can be turned into a ``ControlEvent``.
public protocol ControlEventType: ObservableType {
    /// The value as a control event.
    func asControlEvent() -> ControlEvent<Element>
}

/// The events of a user-interface control (a tap, a value change): they never fail, complete when the
/// control is deallocated, and are subscribed on the main scheduler.
///
/// On Linux any object can be a control: build its events from a subject or a delegate proxy.
///
///     let taps = ControlEvent<Void>(events: tapSubject)
///     taps.subscribe(onNext: { print("tapped") })
public struct ControlEvent<PropertyType>: ControlEventType {
    /// The type of the events' elements.
    public typealias Element = PropertyType

    @usableFromInline let events: Observable<PropertyType>

    /// Wraps `events`, which must never fail; they are subscribed on the main scheduler.
    @inlinable
    public init<Ev: ObservableType>(events: Ev) where Ev.Element == Element {
        self.events = events.subscribe(on: ConcurrentMainScheduler.instance)
    }

    /// Subscribes `observer` to the events.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        events.subscribe(observer)
    }

    /// The events as an `Observable`.
    @inlinable
    public func asObservable() -> Observable<Element> {
        events
    }

    /// Returns `self`.
    @inlinable
    public func asControlEvent() -> ControlEvent<Element> {
        self
    }

    /// The events as an `Infallible`.
    public func asInfallible() -> Infallible<Element> {
        events.asInfallible(onErrorFallbackTo: .empty())
    }

    /// The events as a ``Driver``.
    ///
    /// A control's events do not fail; if they did, the driver would complete, as RxSwift's does in release
    /// builds (its debug builds stop the program): the empty driver is made then, not here.
    @inlinable
    public func asDriver() -> Driver<Element> {
        asDriver(onErrorRecover: { _ in .empty() })
    }

    /// The events as a ``Signal`` (an error would complete it, as ``asDriver()`` says).
    @inlinable
    public func asSignal() -> Signal<Element> {
        asSignal(onErrorRecover: { _ in .empty() })
    }
}

/// Control events are Sendable, as their `Observable` is.
extension ControlEvent: Sendable {}

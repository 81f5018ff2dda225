// OpenRx — reactive programming for Swift. MIT licence.

import Foundation
import OpenRx

/// Converts a ``TestScheduler``'s integer ticks to dates: one tick is `resolution` seconds.
public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType, Sendable {
    /// Virtual time in ticks.
    public typealias VirtualTimeUnit = Int
    /// Virtual intervals in ticks.
    public typealias VirtualTimeIntervalUnit = Int

    private let resolution: Double

    init(resolution: Double) {
        self.resolution = resolution
    }

    /// The date of a tick.
    public func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime {
        Date(timeIntervalSince1970: Double(virtualTime) * resolution)
    }

    /// The tick of a date: half a tick added, then rounded toward zero, as RxTest does (so a date before 1970
    /// lands one tick later than the nearest: RxTest's arithmetic, which tests with a negative clock rely on).
    public func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit {
        VirtualTimeUnit(saturating: time.timeIntervalSince1970 / resolution + 0.5)
    }

    /// The seconds of a number of ticks.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval {
        Double(virtualTimeInterval) * resolution
    }

    /// The ticks of a number of seconds: half a tick added, then rounded toward zero, as RxTest does.
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit {
        VirtualTimeIntervalUnit(saturating: timeInterval / resolution + 0.5)
    }

    /// `time` plus `offset` ticks.
    public func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit {
        time + offset
    }

    /// Compares two ticks.
    public func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : (lhs == rhs ? .equal : .greaterThan)
    }
}

/// A virtual-time scheduler for tests, with scripted observables and recording observers.
///
///     let scheduler = TestScheduler(initialClock: 0)
///     let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
///     let result = scheduler.start { xs.map { $0 * 10 } }
///     XCTAssertEqual(result.events, [.next(210, 10), .next(220, 20), .completed(300)])
///     XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
///
/// With `simulateProcessingDelay` (the default), work scheduled for "now" runs one tick later, as in
/// RxSwift's RxTest.
public class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter> {
    /// The default times of ``start(_:)``.
    public enum Defaults {
        /// When the sequence is created.
        public static let created = 100
        /// When it is subscribed.
        public static let subscribed = 200
        /// When the subscription is disposed.
        public static let disposed = 1000
    }

    private let simulateProcessingDelay: Bool

    /// Creates a scheduler whose clock starts at `initialClock`; one tick is `resolution` seconds.
    public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        self.simulateProcessingDelay = simulateProcessingDelay
        super.init(initialClock: initialClock, converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
    }

    /// Creates an observable that sends `events` at their absolute times to its current subscribers.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        TestableObservable(kind: .hot, scheduler: self, events: events)
    }

    /// Creates an observable that sends `events` to each subscriber at times relative to its
    /// subscription.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        TestableObservable(kind: .cold, scheduler: self, events: events)
    }

    /// Creates an observer that records events with their virtual times.
    public func createObserver<Element>(_: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// Runs `action` at the virtual time `time`.
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
        _ = scheduleAbsoluteVirtual((), time: time) { _ in
            action()
            return Disposables.create()
        }
    }

    /// Work scheduled for now or the past runs one tick later when processing delay is simulated.
    public override func adjustScheduledTime(_ time: TestTime) -> TestTime {
        time <= clock ? clock + (simulateProcessingDelay ? 1 : 0) : time
    }

    /// Creates the sequence at `created`, subscribes to it at `subscribed`, disposes at `disposed`, runs
    /// the scheduler, and returns the observer that recorded the events.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        created: TestTime, subscribed: TestTime, disposed: TestTime, create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        var source: Observable<Element>?
        var subscription: Disposable?
        let observer = createObserver(Element.self)
        _ = scheduleAbsoluteVirtual((), time: created) { _ in
            source = create().asObservable()
            return Disposables.create()
        }
        _ = scheduleAbsoluteVirtual((), time: subscribed) { _ in
            subscription = source?.subscribe(observer)
            return Disposables.create()
        }
        _ = scheduleAbsoluteVirtual((), time: disposed) { _ in
            subscription?.dispose()
            return Disposables.create()
        }
        start()
        return observer
    }

    /// ``start(created:subscribed:disposed:create:)`` with the default creation and subscription times.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        disposed: TestTime, create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// ``start(created:subscribed:disposed:create:)`` with the default times (100, 200, 1000).
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        _ create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed, create: create)
    }
}

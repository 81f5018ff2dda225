// OpenRx — reactive programming for Swift. MIT licence.

import Dispatch
import OpenRx
import OpenRxTest
import XCTest

/// Bad time intervals never trap: huge values saturate, negative ones count as "now" (a negative period
/// as zero), and `.never` never fires.
final class TimeIntervalClampingTests: RxTestCase {
    private static let huge: [RxTimeInterval] = [
        .seconds(10_000_000_000), .seconds(Int.max), .milliseconds(Int.max), .nanoseconds(Int.max), .never,
    ]

    /// Subscribes every time operator with huge and `.never` intervals on real dispatch queues, feeds it two
    /// elements (so the operators that compute a remaining time do), and disposes.
    func testHugeAndNeverIntervalsOnDispatchQueuesDoNotTrap() {
        let serial = DispatchQueue(label: "clamping.serial")
        let concurrent = DispatchQueue(label: "clamping.concurrent", attributes: .concurrent)
        let schedulers: [SchedulerType] = [
            SerialDispatchQueueScheduler(serialQueue: serial),
            ConcurrentDispatchQueueScheduler(queue: concurrent),
        ]
        defer { flushUntilResourcesReturn([serial, concurrent]) }
        for scheduler in schedulers {
            for interval in Self.huge {
                let subject = PublishSubject<Int>()
                let source = subject.asObservable()
                let operators: [Observable<Int>] = [
                    source.throttle(interval, scheduler: scheduler),
                    source.throttle(interval, latest: false, scheduler: scheduler),
                    source.debounce(interval, scheduler: scheduler),
                    source.delay(interval, scheduler: scheduler),
                    source.timeout(interval, scheduler: scheduler),
                    source.timeout(interval, other: Observable.just(0), scheduler: scheduler),
                    source.buffer(timeSpan: interval, count: 5, scheduler: scheduler).map { $0.count },
                    source.window(timeSpan: interval, count: 5, scheduler: scheduler).flatMap { $0 },
                    source.take(for: interval, scheduler: scheduler),
                    source.skip(interval, scheduler: scheduler),
                    source.delaySubscription(interval, scheduler: scheduler),
                    source.sample(Observable<Int>.interval(interval, scheduler: scheduler)),
                    Observable<Int>.timer(interval, scheduler: scheduler),
                    Observable<Int>.timer(interval, period: interval, scheduler: scheduler),
                    Observable<Int>.timer(.nanoseconds(0), period: interval, scheduler: scheduler).take(1),
                ]
                let subscriptions = operators.map { $0.subscribe() }
                subject.onNext(1)
                subject.onNext(2)
                for subscription in subscriptions { subscription.dispose() }
            }
        }
    }

    /// Negative intervals are "now"; a negative period (dispatch traps on it today) fires as often as it can.
    func testNegativeIntervalsOnDispatchQueuesFireAtOnce() {
        let queue = DispatchQueue(label: "negative")
        let scheduler = SerialDispatchQueueScheduler(serialQueue: queue)
        defer { flushUntilResourcesReturn([queue]) }
        let done = Gate()
        let received = ConcurrentLog<Int>()
        let subscription = Observable<Int>.interval(.seconds(-1), scheduler: scheduler).take(3)
            .concat(Observable.just(10).delay(.seconds(-5), scheduler: scheduler))
            .concat(Observable<Int>.timer(.nanoseconds(Int.min), scheduler: scheduler))
            .subscribe(onNext: { received.append($0) }, onCompleted: { done.open() })
        done.wait()
        XCTAssertEqual(received.values, [0, 1, 2, 10, 0])
        subscription.dispose()
    }

    /// On virtual time, `.never` never fires (today: an overflow trap converting its date to ticks) and a
    /// huge due time is clamped instead of overflowing the tick count.
    func testNeverAndHugeIntervalsOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Observable<Int>.timer(.never, scheduler: scheduler) }.events, [])
        let timeouts = TestScheduler(initialClock: 0)
        let ys = timeouts.createHotObservable([.next(210, 1), .completed(500)])
        XCTAssertEqual(
            timeouts.start { ys.timeout(.seconds(Int.max), scheduler: timeouts) }.events,
            [.next(210, 1), .completed(500)])
        let delays = TestScheduler(initialClock: 0)
        let zs = delays.createHotObservable([.next(210, 1), .completed(220)])
        XCTAssertEqual(delays.start { zs.delay(.never, scheduler: delays) }.events, [])
        let throttles = TestScheduler(initialClock: 0)
        let ws = throttles.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        XCTAssertEqual(
            throttles.start { ws.throttle(.never, scheduler: throttles) }.events, [.next(210, 1)],
            "never sends again after the first")
        let timers = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            timers.start { Observable<Int>.timer(.seconds(Int.max), scheduler: timers) }.events, [])
    }
}

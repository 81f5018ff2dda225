// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest

/// A virtual-time log of subscriptions, disposals, resources and stop events, for the tests that pin
/// RxSwift's order at a stop: `name:s@t`/`name:d@t` for a subscription and its disposal, `name:c@t` for a
/// resource's creation, `E@t`/`C@t` for the subscriber's stop.
final class StopOrderLog {
    let scheduler: TestScheduler
    private(set) var entries: [String] = []

    init(_ scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// Appends `entry` with the scheduler's clock.
    func append(_ entry: String) {
        entries.append("\(entry)@\(scheduler.clock)")
    }

    /// `source` with its subscription and disposal logged as `name`.
    func logged<Element>(_ name: String, _ source: Observable<Element>) -> Observable<Element> {
        source.do(onSubscribe: { self.append("\(name):s") }, onDispose: { self.append("\(name):d") })
    }

    /// A resource for `using` whose creation and disposal are logged as `name`.
    func resource(_ name: String) -> LoggedResource {
        append("\(name):c")
        return LoggedResource { self.append("\(name):d") }
    }

    /// Runs `body`'s pipeline from 200 to 1000 and returns the log with the subscriber's stop events.
    static func run(_ body: (TestScheduler, StopOrderLog) -> Observable<Int>) -> [String] {
        let scheduler = TestScheduler(initialClock: 0)
        let log = StopOrderLog(scheduler)
        let pipeline = body(scheduler, log)
        _ = scheduler.start {
            pipeline.do(onError: { _ in log.append("E") }, onCompleted: { log.append("C") })
        }
        return log.entries
    }
}

/// A `using` resource that reports its disposal.
final class LoggedResource: Disposable {
    private let onDispose: () -> Void

    init(onDispose: @escaping () -> Void) {
        self.onDispose = onDispose
    }

    func dispose() {
        onDispose()
    }
}

// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest

/// What one edge of a pipeline did during a run: its subscriptions and the events it carried, at virtual times.
final class MarbleLane {
    /// What the lane shows.
    enum Kind {
        /// A source the diagram feeds.
        case input
        /// A sequence an operator subscribed to on its own (a flat map's inner sequence, a window).
        case inner
        /// What the subscriber received.
        case output
    }

    /// One event on the lane.
    enum Mark: Equatable {
        case element(String)
        case completed
        case error
    }

    let name: String
    let kind: Kind
    private(set) var marks: [(time: Int, mark: Mark)] = []
    /// The subscriptions: when each was made, and when it ended (`nil`: still subscribed at the diagram's end).
    private(set) var spans: [(start: Int, end: Int?)] = []

    init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }

    func subscribed(at time: Int) {
        spans.append((time, nil))
    }

    func ended(at time: Int) {
        guard let open = spans.lastIndex(where: { $0.end == nil }) else { return }
        spans[open].end = time
    }

    func record(_ mark: Mark, at time: Int) {
        marks.append((time, mark))
    }
}

/// A timer an operator scheduled: when, for when, and whether it fired or was cancelled first.
struct MarbleTimer {
    let start: Int
    let due: Int
    /// When it was cancelled before firing; `nil` if it fired (or was still pending at the end).
    var cancelled: Int?
    var fired = false
}

/// Records a diagram's run: the lanes its scenario taps, the timers its operator schedules, and the output.
final class MarbleRecording {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    private(set) var lanes: [MarbleLane] = []
    fileprivate(set) var timers: [MarbleTimer] = []
    /// A scheduler for the operator under study: `scheduler`, with every timer recorded.
    private(set) lazy var timed = TimerRecordingScheduler(recording: self)

    /// A hot source that sends `events` at their times, drawn as an input lane.
    func hot(_ name: String, _ events: [Recorded<Event<Int>>]) -> Observable<Int> {
        tap(name, scheduler.createHotObservable(events).asObservable(), kind: .input)
    }

    /// A cold source that sends `events` at times relative to each subscription, drawn as a lane.
    func cold(_ name: String, _ events: [Recorded<Event<Int>>], kind: MarbleLane.Kind = .inner) -> Observable<Int> {
        tap(name, scheduler.createColdObservable(events).asObservable(), kind: kind)
    }

    /// `source`, with what it does on each subscription drawn as the lane `name`.
    func tap<Element>(
        _ name: String, _ source: Observable<Element>, kind: MarbleLane.Kind = .inner,
        describe: @escaping (Element) -> String = { "\($0)" }
    ) -> Observable<Element> {
        let lane = MarbleLane(name: name, kind: kind)
        lanes.append(lane)
        let scheduler = scheduler
        return source.do(
            onNext: { lane.record(.element(describe($0)), at: scheduler.clock) },
            onError: { _ in lane.record(.error, at: scheduler.clock) },
            onCompleted: { lane.record(.completed, at: scheduler.clock) },
            onSubscribe: { lane.subscribed(at: scheduler.clock) },
            onDispose: { lane.ended(at: scheduler.clock) })
    }

    /// Subscribes to `output` at 0, disposes at `end`, runs the scheduler, and returns the output lane.
    func run(_ output: Observable<String>, until end: Int) -> MarbleLane {
        let lane = MarbleLane(name: "result", kind: .output)
        let observer = scheduler.start(created: 0, subscribed: 0, disposed: end) { output }
        lane.subscribed(at: 0)
        for recorded in observer.events {
            switch recorded.value {
            case .next(let value): lane.record(.element(value), at: recorded.time)
            case .error: lane.record(.error, at: recorded.time)
            case .completed: lane.record(.completed, at: recorded.time)
            }
        }
        lane.ended(at: observer.events.last(where: { $0.value.isStopEvent })?.time ?? end)
        lanes.append(lane)
        return lane
    }

    fileprivate func timerScheduled(due: Int) -> Int {
        timers.append(MarbleTimer(start: scheduler.clock, due: due))
        return timers.count - 1
    }

    fileprivate func timerFired(_ index: Int) {
        timers[index].fired = true
    }

    fileprivate func timerDisposed(_ index: Int) {
        if !timers[index].fired, timers[index].cancelled == nil { timers[index].cancelled = scheduler.clock }
    }
}

/// A scheduler that forwards to the recording's test scheduler and records every timer it is asked for.
final class TimerRecordingScheduler: SchedulerType {
    private unowned let recording: MarbleRecording

    init(recording: MarbleRecording) {
        self.recording = recording
    }

    var now: RxTime { recording.scheduler.now }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        recording.scheduler.schedule(state, action: action)
    }

    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let recording = recording
        let ticks = dueTime.seconds  // one tick of the test scheduler is a second
        guard ticks.isFinite else {
            return recording.scheduler.scheduleRelative(state, dueTime: dueTime, action: action)
        }
        let index = recording.timerScheduled(due: recording.scheduler.clock + Int(ticks))
        let scheduled = recording.scheduler.scheduleRelative(state, dueTime: dueTime) { state in
            recording.timerFired(index)
            return action(state)
        }
        return Disposables.create {
            recording.timerDisposed(index)
            scheduled.dispose()
        }
    }
}

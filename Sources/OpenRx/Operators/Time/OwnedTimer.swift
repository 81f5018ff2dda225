// OpenRx — reactive programming for Swift. MIT licence.

/// The one live timer of a time operator, kept inside the operator's locked state and tagged with an id.
///
/// The state reserves an id under its lock (``start()``), the sink schedules the timer after unlocking and
/// hands its disposable back under the lock (``attach(_:id:)``). Whatever order the source thread, the
/// timer thread and disposal run in:
/// - a timer that fires with a stale id does nothing (``fire(_:)`` returns `false`);
/// - a disposable that arrives after its timer fired or was replaced, or after the state was closed, is
///   returned to the caller to dispose; it never replaces the live one.
///
/// Nothing is disposed or released under the lock: every method returns what the caller disposes after
/// unlocking.
struct OwnedTimer {
    /// The id of the timer that may still fire, if any.
    private var liveID: UInt64?
    /// The disposable of the live timer, or of the last one that fired (disposing that one is harmless).
    private var disposable: Disposable?
    private var lastID: UInt64 = 0
    private var isClosed = false

    /// Whether a timer was started and has not fired or been cancelled.
    var isPending: Bool { liveID != nil }

    /// Reserves the id of a new timer, which replaces the current one; returns the id and what to dispose.
    /// After ``close()`` it reserves nothing.
    mutating func start() -> (id: UInt64, cancel: Disposable?)? {
        if isClosed { return nil }
        lastID &+= 1
        liveID = lastID
        defer { disposable = nil }
        return (lastID, disposable)
    }

    /// Keeps the disposable of timer `id` if that timer is still live; otherwise returns it to dispose.
    /// Also returns a disposable it replaces (of a timer that already fired).
    mutating func attach(_ new: Disposable, id: UInt64) -> Disposable? {
        guard !isClosed, liveID == id else { return new }
        defer { disposable = new }
        return disposable
    }

    /// Timer `id` fired: returns whether it is the live one, which it then no longer is.
    mutating func fire(_ id: UInt64) -> Bool {
        guard !isClosed, liveID == id else { return false }
        liveID = nil
        return true
    }

    /// Cancels the live timer; returns what to dispose.
    mutating func cancel() -> Disposable? {
        liveID = nil
        defer { disposable = nil }
        return disposable
    }

    /// Cancels the live timer and refuses new ones (the operator stopped or was disposed); returns what to
    /// dispose.
    mutating func close() -> Disposable? {
        isClosed = true
        return cancel()
    }
}

/// Locked state that owns one timer.
protocol TimerOwningState {
    /// The operator's timer.
    var timer: OwnedTimer { get set }
}

/// A timer to start after unlocking: its id (reserved in the state) and when it fires.
struct TimerStart {
    let id: UInt64
    let dueTime: RxTimeInterval
}

extension LockedState where State: TimerOwningState {
    /// Schedules timer `start` (call it after unlocking) and hands its disposable to the state, which
    /// keeps it or (if the timer is stale by now, or the state closed) gives it back to be disposed here.
    ///
    /// `fired` runs on the scheduler with the timer's id; capture the sink weakly in it.
    func startTimer(_ start: TimerStart, on scheduler: SchedulerType, fired: @escaping (UInt64) -> Void) {
        let action: (UInt64) -> Disposable = { id in
            fired(id)
            return Disposables.create()
        }
        #if Inspector
            // What the timer subscribes (`delaySubscription`, `timeout`'s fallback) stays under its operator,
            // on any scheduler, the app's own included.
            let disposable = scheduler.scheduleRelative(
                start.id, dueTime: start.dueTime, action: Inspection.carryingContext(action))
        #else
            let disposable = scheduler.scheduleRelative(start.id, dueTime: start.dueTime, action: action)
        #endif
        // Outside the lock: dispose what the state refused or replaced.
        withLock { $0.timer.attach(disposable, id: start.id) }?.dispose()
    }
}

/// What a time operator's transition asks of its sink, done after unlocking (`perform(_:on:deliver:fired:)`):
/// deliver an event through the serializer, dispose a timer, start one, and let go of what the transition
/// replaced or dropped (`release`: its `deinit` may call back into the operator, so never under the lock).
struct TimerAction<Delivery, Released> {
    var deliver: Delivery?
    var start: TimerStart?
    var cancel: Disposable?
    var release: Released?
}

extension LockedState where State: TimerOwningState & SerialDeliveryHolder {
    /// Carries out `action` after unlocking: disposes its timer, delivers serially with `deliver`, starts its
    /// timer on `scheduler` (`fired` runs with the timer's id; capture the sink weakly in it), and lets go of
    /// its released value last.
    func perform<Released>(
        _ action: TimerAction<State.DeliveryItem, Released>, on scheduler: SchedulerType,
        deliver: (State.DeliveryItem) -> Void, fired: @escaping (UInt64) -> Void
    ) {
        action.cancel?.dispose()
        deliverSerially(action.deliver, deliver)
        if let start = action.start { startTimer(start, on: scheduler, fired: fired) }
    }
}

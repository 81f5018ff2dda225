// OpenRx — reactive programming for Swift. MIT licence.

#if Inspector
    import COpenRxAtomics
    import Dispatch
    import Foundation
    import OpenRx

    /// Records what every producer's subscription does while it is installed (``Inspector``): one node per
    /// subscription, with the call stack of the operator call that made its observable, and every subscribe, event
    /// and dispose. Its state is behind one lock; value descriptions (user code) are made before taking it, and
    /// nothing is called while holding it.
    ///
    /// Once it is finished (``finish()``: the recording was stopped, or replaced), the subscriptions it watched
    /// forward their events without describing or keeping them, and it keeps nothing: a binding made while
    /// recording lives on without growing a recording nobody reads.
    final class Recorder: InspectionRecorder, @unchecked Sendable {
        /// The most events and subscriptions kept; later ones are counted as dropped.
        let limit: Int
        /// When recording started, in the monotonic clock's nanoseconds.
        let start = DispatchTime.now().uptimeNanoseconds
        /// This recording's number, in the upper half of the thread's inspection context it sets (the lower half
        /// is a subscription's number): a context another recording left on a thread, through a subscription
        /// that outlived it, is never taken for one of this recording's subscriptions.
        let generation: Int
        private let state = LockedState<State>.make(State())
        /// 1 once finished: read without the lock by the observers, so that a finished recording costs their
        /// events one load (set under the lock, with ``State/isFinished``). A word of its own, not an `AtomicInt`:
        /// with that one, MapFilterPumpingRecorded measured 66,756 instructions per element, with this word
        /// 62,951–64,408 (the range is the symbolizer process each recording runs).
        private let finishedWord: UnsafeMutablePointer<Int> = {
            let word = UnsafeMutablePointer<Int>.allocate(capacity: 1)
            word.initialize(to: 0)
            return word
        }()

        /// The recordings made so far, for ``generation``. Atomic, so the unchecked access is safe.
        nonisolated(unsafe) private static let generations = AtomicInt.make()

        /// What the recording holds.
        struct State {
            var subscriptions: [RecordedSubscription] = []
            var events: [RecordedEvent] = []
            var droppedEvents = 0
            var droppedSubscriptions = 0
            /// The events seen, kept or dropped: the next event's sequence number is this plus one.
            var eventCount = 0
            /// Set by ``Recorder/finish()``: nothing more is recorded.
            var isFinished = false
        }

        /// A subscription as recorded, before its operator call is symbolized.
        struct RecordedSubscription {
            let id: Int
            let parent: Int?
            let kind: String
            let stack: [UInt]
            let thread: String
            let subscribed: UInt64
            /// When it was first disposed, and its stop event: kept whatever the limit of events, so that a full
            /// recording still knows which subscriptions are live.
            var disposed: UInt64?
            var stop: InspectedEvent.Kind?
        }

        /// One subscribe, event or dispose, as recorded.
        struct RecordedEvent {
            let subscription: Int
            let time: UInt64
            let thread: String
            let kind: InspectedEvent.Kind
            /// Its number among the events seen, from 1 (dropped ones count).
            let sequence: Int
            /// The sequence number of the event that was being delivered on its thread when it happened.
            let cause: Int?
        }

        /// A recorder keeping at most `limit` events and subscriptions (at most 2³² − 1: a subscription's number
        /// is the lower half of a context).
        init(limit: Int) {
            self.limit = Swift.min(Swift.max(1, limit), 1 << 32 - 2)
            generation = Self.generations.atomicFetchAdd(1) + 1
        }

        /// The thread's inspection context for subscription `id` of this recording: the generation (its lower 31
        /// bits) above the number. A 64-bit `Int`, as on every platform OpenRx builds for.
        private func inspectionContext(of id: Int) -> Int {
            (generation & (1 << 31 - 1)) << 32 | id
        }

        /// The subscription of this recording that a thread's inspection context names, if it names one.
        private func subscription(inContext context: Int) -> Int? {
            context != 0 && context >> 32 == generation & (1 << 31 - 1) ? context & (1 << 32 - 1) : nil
        }

        /// The thread's cause for event `sequence` of this recording: the generation (its lower 23 bits) above the
        /// sequence number (2⁴⁰ events a recording).
        private func cause(of sequence: Int) -> Int {
            (generation & (1 << 23 - 1)) << 40 | sequence
        }

        /// The event of this recording that the thread's cause names, if it names one.
        private func event(inCause cause: Int) -> Int? {
            cause != 0 && cause >> 40 == generation & (1 << 23 - 1) ? cause & (1 << 40 - 1) : nil
        }

        deinit {
            finishedWord.deallocate()
        }

        /// Whether the recording was finished (``finish()``).
        var isFinished: Bool { openrx_atomic_load(finishedWord) != 0 }

        /// Stops recording and hands over what was recorded, keeping nothing.
        func finish() -> State {
            state.withLock { state in
                openrx_atomic_store(finishedWord, 1)
                var finished = State()
                finished.isFinished = true
                swap(&state, &finished)
                return finished
            }
        }

        func callStack() -> [UInt] {
            Thread.callStackReturnAddresses.map(\.uintValue)
        }

        func willSubscribe<Element>(
            origin: [UInt], kind: Any.Type, observer: AnyObserver<Element>
        ) -> InspectedSubscribe<Element>? {
            let context = openrx_inspection_context()
            let parent = subscription(inContext: context)
            let thread = currentThreadName()
            let now = elapsed()
            let kindName = Self.kindName(kind)
            let id: Int? = state.withLock { state in
                if state.isFinished { return nil }
                guard state.subscriptions.count < limit else {
                    state.droppedSubscriptions += 1
                    return nil
                }
                let id = state.subscriptions.count + 1
                state.subscriptions.append(
                    RecordedSubscription(
                        id: id, parent: parent, kind: kindName, stack: origin, thread: thread,
                        subscribed: now))
                append(subscription: id, time: now, thread: thread, kind: .subscribed, cause: nil, to: &state)
                return id
            }
            guard let id else { return nil }
            let consumer = parent.map(inspectionContext(of:)) ?? 0
            let recorded = AnyObserver<Element>(isolation: nil) { [self] event in
                var sequence: Int?
                if !isFinished {
                    // Described here, in code specialized for the element (user code, before the lock).
                    switch event {
                    case .next(let element): sequence = record(.next(Self.describe(element)), of: id)
                    case .error(let error): sequence = record(.error(Self.describe(error)), of: id)
                    case .completed: sequence = record(.completed, of: id)
                    }
                }
                let previous = openrx_inspection_context()
                let previousCause = openrx_inspection_cause()
                openrx_set_inspection_context(consumer)
                if let sequence { openrx_set_inspection_cause(cause(of: sequence)) }
                observer.on(event)
                openrx_set_inspection_context(previous)
                openrx_set_inspection_cause(previousCause)
            }
            // What the subscription subscribes while it is made is its child.
            openrx_set_inspection_context(inspectionContext(of: id))
            return InspectedSubscribe(observer: recorded) { [self] subscription in
                openrx_set_inspection_context(context)
                guard let subscription else {
                    disposed(id)
                    return nil
                }
                // The same kind of disposable as the subscription: code that asks `isDisposed` sees no difference.
                if let cancelable = subscription as? any Cancelable & AnyObject {
                    return InspectedCancelable(recorder: self, id: id, subscription: cancelable)
                }
                return InspectedDisposable(recorder: self, id: id, subscription: subscription)
            }
        }

        /// Records the event `kind` of subscription `id`, appended under the lock, caused by the event being
        /// delivered on this thread, if any. Returns its sequence number.
        private func record(_ kind: InspectedEvent.Kind, of id: Int) -> Int? {
            let time = elapsed()
            let thread = currentThreadName()
            let cause = event(inCause: openrx_inspection_cause())
            return state.withLock { state in
                if state.isFinished { return nil }
                switch kind {
                case .error, .completed:
                    if state.subscriptions[id - 1].stop == nil { state.subscriptions[id - 1].stop = kind }
                case .subscribed, .next, .disposed:
                    break
                }
                return append(subscription: id, time: time, thread: thread, kind: kind, cause: cause, to: &state)
            }
        }

        /// Records the end of subscription `id`.
        func disposed(_ id: Int) {
            if isFinished { return }
            let time = elapsed()
            let thread = currentThreadName()
            state.withLock { state in
                if state.isFinished { return }
                if state.subscriptions[id - 1].disposed == nil { state.subscriptions[id - 1].disposed = time }
                append(subscription: id, time: time, thread: thread, kind: .disposed, cause: nil, to: &state)
            }
        }

        /// What was recorded so far.
        func snapshot() -> State {
            state.withLock { $0 }
        }

        /// Keeps `event` (or counts it as dropped) and returns its sequence number.
        @discardableResult
        private func append(
            subscription: Int, time: UInt64, thread: String, kind: InspectedEvent.Kind, cause: Int?,
            to state: inout State
        ) -> Int {
            state.eventCount += 1
            if state.events.count < limit {
                state.events.append(
                    RecordedEvent(
                        subscription: subscription, time: time, thread: thread, kind: kind,
                        sequence: state.eventCount, cause: cause))
            } else {
                state.droppedEvents += 1
            }
            return state.eventCount
        }

        private func elapsed() -> UInt64 {
            DispatchTime.now().uptimeNanoseconds - start
        }

        /// The most characters of a value's description kept.
        static let descriptionLimit = 80

        private static func describe(_ value: Any) -> String {
            let text = String(describing: value)
            return text.count <= descriptionLimit ? text : String(text.prefix(descriptionLimit - 1)) + "…"
        }

        /// `MapLogic<Int, String>` → `Map`.
        static func kindName(_ kind: Any.Type) -> String {
            var name = String(describing: kind)
            if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
            if name.hasSuffix("Logic") { name.removeLast("Logic".count) }
            return name
        }
    }

    /// The subscription a recorded subscribe returns: records the disposal once, then disposes.
    private class InspectedDisposable: Disposable, @unchecked Sendable {
        private let recorder: Recorder
        private let id: Int
        private let subscription: any Disposable & AnyObject
        /// Whether the disposal was recorded.
        private let disposalRecorded = LockedState<Bool>.make(false)

        init(recorder: Recorder, id: Int, subscription: any Disposable & AnyObject) {
            self.recorder = recorder
            self.id = id
            self.subscription = subscription
        }

        func dispose() {
            let first = disposalRecorded.withLock { disposed in
                defer { disposed = true }
                return !disposed
            }
            if first { recorder.disposed(id) }
            subscription.dispose()
        }
    }

    /// The recorded subscription of a `Cancelable` subscription: cancelable too, disposed when it is.
    private final class InspectedCancelable: InspectedDisposable, Cancelable, @unchecked Sendable {
        private let cancelable: any Cancelable & AnyObject

        init(recorder: Recorder, id: Int, subscription: any Cancelable & AnyObject) {
            cancelable = subscription
            super.init(recorder: recorder, id: id, subscription: subscription)
        }

        var isDisposed: Bool { cancelable.isDisposed }
    }

    /// `main`, or the thread's name (a dispatch queue's threads are unnamed), with its identity.
    func currentThreadName() -> String {
        if Thread.isMainThread { return "main" }
        let identity = "thread 0x" + String(UInt(pthread_self()), radix: 16)
        guard let name = Thread.current.name, !name.isEmpty else { return identity }
        return "\(name) (\(identity))"
    }
#endif

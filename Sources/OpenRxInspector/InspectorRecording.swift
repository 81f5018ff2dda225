// OpenRx — reactive programming for Swift. MIT licence.

#if Inspector
    /// Where an operator was called: a file, line and column of your code.
    public struct InspectedLocation: Sendable, Hashable, CustomStringConvertible {
        /// The source file's path, as the compiler saw it.
        public let file: String
        /// The line, from 1.
        public let line: Int
        /// The column, from 1 (0 when unknown).
        public let column: Int

        /// Creates a location.
        public init(file: String, line: Int, column: Int) {
            self.file = file
            self.line = line
            self.column = column
        }

        /// The file's name and the line: `SearchTests.swift:42`.
        public var description: String {
            "\(file.split(separator: "/").last.map(String.init) ?? file):\(line)"
        }
    }

    /// One subscription of a recording: a node of the subscription graph.
    public struct InspectedSubscription: Sendable, Identifiable {
        /// Its number in the recording, from 1, in the order subscriptions started.
        public let id: Int
        /// The subscription its events go to (the operator downstream), or `nil` for one a subscriber or code
        /// outside the recording made.
        public let parent: Int?
        /// The operator your code called (`map`, `flatMapLatest`), when the call stack says; otherwise ``kind``.
        public let operatorName: String
        /// What OpenRx runs for it (`Map`, `Switch`): one operator may run several (`flatMapLatest` is a `Map`
        /// and a `Switch`).
        public let kind: String
        /// The line of your code that called the operator, when the binary has debug information.
        public let location: InspectedLocation?
        /// The thread that subscribed.
        public let thread: String
        /// When it was subscribed, in nanoseconds since recording started.
        public let subscribed: UInt64
        /// When it was disposed, if it was.
        public let disposed: UInt64?
        /// Its stop event, if it sent one: `.error(…)` or `.completed`.
        public let stop: InspectedEvent.Kind?

        /// `flatMapLatest (Switch) SearchTests.swift:42`.
        public var label: String {
            let name = operatorName.lowercased() == kind.lowercased() ? operatorName : "\(operatorName) (\(kind))"
            return location.map { "\(name) \($0)" } ?? name
        }
    }

    /// One thing a subscription did.
    public struct InspectedEvent: Sendable {
        /// What happened.
        public enum Kind: Sendable, Equatable {
            /// It was subscribed.
            case subscribed
            /// It sent an element (its description).
            case next(String)
            /// It failed (the error's description).
            case error(String)
            /// It completed.
            case completed
            /// It was disposed.
            case disposed
        }

        /// The subscription (``InspectedSubscription/id``).
        public let subscription: Int
        /// When, in nanoseconds since recording started (a monotonic clock).
        public let time: UInt64
        /// The thread it happened on.
        public let thread: String
        /// What happened.
        public let kind: Kind
        /// Its number among the events the recording saw (dropped ones count), from 1.
        let sequence: Int
        /// The ``sequence`` of the event that was being delivered on its thread when it happened: for an error,
        /// the error it passes on when it comes from a child's.
        let cause: Int?
    }

    /// What a recording holds: the subscriptions (nodes of the graph, with their parents) and their events, in the
    /// order they happened.
    public struct InspectorRecording: Sendable {
        /// Every subscription recorded, by ``InspectedSubscription/id`` order.
        public let subscriptions: [InspectedSubscription]
        /// Every event recorded, in order (each subscription's in the order it sent them).
        public let events: [InspectedEvent]
        /// Events not kept because the recording was full.
        public let droppedEvents: Int
        /// Subscriptions not recorded because the recording was full (their events are not recorded either).
        public let droppedSubscriptions: Int

        static let empty = InspectorRecording(subscriptions: [], events: [], droppedEvents: 0, droppedSubscriptions: 0)

        init(
            subscriptions: [InspectedSubscription], events: [InspectedEvent], droppedEvents: Int,
            droppedSubscriptions: Int
        ) {
            self.subscriptions = subscriptions
            self.events = events
            self.droppedEvents = droppedEvents
            self.droppedSubscriptions = droppedSubscriptions
        }

        /// The recording of a recorder's `state` (its snapshot, or what it handed over when it finished).
        init(_ state: Recorder.State) {
            let calls = Symbolizer.operatorCalls(state.subscriptions.map(\.stack))
            let events = state.events.map { recorded in
                InspectedEvent(
                    subscription: recorded.subscription, time: recorded.time, thread: recorded.thread,
                    kind: recorded.kind, sequence: recorded.sequence, cause: recorded.cause)
            }
            subscriptions = zip(state.subscriptions, calls).map { recorded, call in
                InspectedSubscription(
                    id: recorded.id, parent: recorded.parent, operatorName: call.name ?? recorded.kind,
                    kind: recorded.kind, location: call.location, thread: recorded.thread,
                    subscribed: recorded.subscribed, disposed: recorded.disposed, stop: recorded.stop)
            }
            self.events = events
            droppedEvents = state.droppedEvents
            droppedSubscriptions = state.droppedSubscriptions
        }

        /// The time of the latest thing recorded, in nanoseconds since recording started: where a subscription still
        /// live ends in the views. The latest, not the last: events are kept in the order threads took the lock, and
        /// a disposal dropped by the limit still has its time.
        public var endTime: UInt64 {
            let latestEvent = events.map(\.time).max() ?? 0
            let latestSubscription = subscriptions.map { Swift.max($0.subscribed, $0.disposed ?? 0) }.max() ?? 0
            return Swift.max(latestEvent, latestSubscription)
        }

        /// The subscription numbered `id`.
        public func subscription(_ id: Int) -> InspectedSubscription? {
            subscriptions.indices.contains(id - 1) ? subscriptions[id - 1] : nil
        }

        /// The subscriptions still subscribed: neither disposed nor stopped by an error or completion.
        public var liveSubscriptions: [InspectedSubscription] {
            subscriptions.filter { $0.disposed == nil && $0.stop == nil }
        }

        /// The events of subscription `id`, in order.
        public func events(of id: Int) -> [InspectedEvent] {
            events.filter { $0.subscription == id }
        }

        /// The subscriptions whose parent is `id` (`nil`: the roots), in the order they started.
        public func children(of id: Int?) -> [InspectedSubscription] {
            subscriptions.filter { $0.parent == id }
        }
    }
#endif

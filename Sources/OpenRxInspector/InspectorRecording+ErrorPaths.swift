// OpenRx — reactive programming for Swift. MIT licence.

#if Inspector
    import Foundation

    /// The way an error travelled: the subscription that produced it, each one that passed it on, and the one that
    /// caught it (a `catch`, a `retry`) or the subscriber it reached.
    public struct InspectedErrorPath: Sendable, CustomStringConvertible {
        /// The error's description.
        public let error: String
        /// When it was produced, in nanoseconds since recording started.
        public let time: UInt64
        /// The subscription that produced it first, then each that passed it on, downstream.
        public let steps: [InspectedSubscription]
        /// The subscription that received it and did not pass it on (`catch`, `retry`, `materialize`…), or `nil`
        /// when it reached the subscriber.
        public let caughtBy: InspectedSubscription?
        /// The subscriptions downstream of where it stopped, to the subscriber: the chain it happened in.
        public let within: [InspectedSubscription]

        /// The path as text, one subscription per line with the line of code that made it.
        public var description: String {
            var lines = ["error \(error) at \(millisecondsText(time))"]
            if let origin = steps.first { lines.append("  produced by \(origin.label)") }
            lines += steps.dropFirst().map { "  passed through \($0.label)" }
            if let caughtBy {
                lines.append("  caught by \(caughtBy.label)")
            } else {
                lines.append("  reached the subscriber")
            }
            if !within.isEmpty { lines.append("  within " + within.map(\.label).joined(separator: " → ")) }
            return lines.joined(separator: "\n")
        }
    }

    extension InspectorRecording {
        /// Every error's path, in the order the errors were produced.
        ///
        /// An error of a subscription passes on its child's error when it was sent while that error was being
        /// delivered (its cause): a `retry`'s last error is its last attempt's, so the attempts before were caught
        /// by it. An error sent outside any delivery of its children's events (on a scheduler's thread, after
        /// `observe(on:)`, or once a `retry` ran out of attempts) passes on the latest earlier error of its
        /// children if it has the same description.
        public func errorPaths() -> [InspectedErrorPath] {
            var errors: [Int: [RecordedError]] = [:]
            var subscriptionOfEvent: [Int: Int] = [:]
            for (index, event) in events.enumerated() {
                subscriptionOfEvent[event.sequence] = event.subscription
                if case .error(let description) = event.kind {
                    errors[event.subscription, default: []].append(RecordedError(index, event, description))
                }
            }
            /// Whether `error` of subscription `parent` passes on `childError`, of one of its children.
            func passesOn(_ error: RecordedError, _ childError: RecordedError, parent: Int) -> Bool {
                if let cause = error.event.cause, let causeSubscription = subscriptionOfEvent[cause],
                    subscription(causeSubscription)?.parent == parent
                {
                    return cause == childError.event.sequence
                }
                // Sent outside the delivery: the latest earlier error of a child, if it is the same error.
                let latest = children(of: parent).compactMap { child in
                    errors[child.id]?.last { $0.index < error.index }
                }
                .max { $0.index < $1.index }
                return latest?.index == childError.index && childError.description == error.description
            }
            var paths: [InspectedErrorPath] = []
            for (index, event) in events.enumerated() {
                guard case .error(let description) = event.kind, let origin = subscription(event.subscription) else {
                    continue
                }
                let produced = RecordedError(index, event, description)
                let fromChild = children(of: origin.id).contains { child in
                    errors[child.id]?.contains { passesOn(produced, $0, parent: origin.id) } == true
                }
                if fromChild { continue }
                var steps = [origin]
                var current = produced
                var caughtBy: InspectedSubscription?
                // Parents are recorded before their children, so a chain of parents ends; the set guards a recording
                // whose links were wrong from running forever.
                var visited: Set<Int> = [origin.id]
                while let parentID = steps.last?.parent, visited.insert(parentID).inserted,
                    let parent = subscription(parentID)
                {
                    guard let forwarded = errors[parentID]?.first(where: { passesOn($0, current, parent: parentID) })
                    else {
                        caughtBy = parent
                        break
                    }
                    steps.append(parent)
                    current = forwarded
                }
                var within: [InspectedSubscription] = []
                var next = caughtBy?.parent
                while let id = next, visited.insert(id).inserted, let downstream = subscription(id) {
                    within.append(downstream)
                    next = downstream.parent
                }
                paths.append(
                    InspectedErrorPath(
                        error: description, time: event.time, steps: steps, caughtBy: caughtBy, within: within))
            }
            return paths
        }
    }

    /// An error event of a recording, with its place in the recording's events.
    private struct RecordedError {
        let index: Int
        let event: InspectedEvent
        let description: String

        init(_ index: Int, _ event: InspectedEvent, _ description: String) {
            self.index = index
            self.event = event
            self.description = description
        }
    }

    /// `12.345 ms`.
    func millisecondsText(_ nanoseconds: UInt64) -> String {
        let value = Double(nanoseconds) / 1_000_000
        return String(format: "%.3f ms", value)
    }
#endif

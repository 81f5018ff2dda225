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
        /// An error of a subscription passes on its child's error when it was sent while that error, its
        /// children's latest, was being delivered (its cause) and says the same: a `retry`'s last error is its
        /// last attempt's, so the attempts before were caught by it, and a `catch` that throws another error
        /// caught the first and produced the second. An error sent outside the delivery of its children's latest
        /// error (on a scheduler's thread after `observe(on:)`, once a `retry` ran out of attempts) passes on
        /// that latest error if it says the same. An error whose event the recording's limit dropped is followed
        /// through the subscriptions that stopped with the same error.
        public func errorPaths() -> [InspectedErrorPath] {
            var errors: [Int: [RecordedError]] = [:]
            var eventOfSequence: [Int: InspectedEvent] = [:]
            var childrenOf: [Int: [Int]] = [:]
            for subscription in subscriptions {
                if let parent = subscription.parent { childrenOf[parent, default: []].append(subscription.id) }
            }
            for (index, event) in events.enumerated() {
                eventOfSequence[event.sequence] = event
                if case .error(let description) = event.kind {
                    errors[event.subscription, default: []].append(
                        RecordedError(index: index, sequence: event.sequence, cause: event.cause, description))
                }
            }
            /// The latest error of `parent`'s children before `index`.
            func latestChildError(of parent: Int, before index: Int) -> RecordedError? {
                (childrenOf[parent] ?? []).compactMap { child in errors[child]?.last { $0.index < index } }
                    .max { $0.index < $1.index }
            }
            /// Whether `error` of subscription `parent` passes on `childError`, of one of its children.
            func passesOn(_ error: RecordedError, _ childError: RecordedError, parent: Int) -> Bool {
                guard error.description == childError.description else { return false }
                let latest = latestChildError(of: parent, before: error.index)
                if let cause = error.cause, let causeEvent = eventOfSequence[cause],
                    subscription(causeEvent.subscription)?.parent == parent
                {
                    // Caused by a child's event: that child's error if it is their latest (not, when a retry's
                    // later attempts failed inside the delivery of an earlier one's error).
                    if case .error = causeEvent.kind, cause != latest?.sequence {
                        return latest?.index == childError.index
                    }
                    return cause == childError.sequence
                }
                return latest?.index == childError.index
            }
            var paths: [InspectedErrorPath] = []
            for (index, event) in events.enumerated() {
                guard case .error(let description) = event.kind, let origin = subscription(event.subscription) else {
                    continue
                }
                let produced = RecordedError(index: index, sequence: event.sequence, cause: event.cause, description)
                let fromChild = (childrenOf[origin.id] ?? []).contains { child in
                    errors[child]?.contains { passesOn(produced, $0, parent: origin.id) } == true
                }
                if fromChild { continue }
                var steps = [origin]
                var current: RecordedError? = produced
                var caughtBy: InspectedSubscription?
                // Parents are recorded before their children, so a chain of parents ends; the set guards a recording
                // whose links were wrong from running forever.
                var visited: Set<Int> = [origin.id]
                while let parentID = steps.last?.parent, visited.insert(parentID).inserted,
                    let parent = subscription(parentID)
                {
                    if let child = current,
                        let forwarded = errors[parentID]?.first(where: { passesOn($0, child, parent: parentID) })
                    {
                        steps.append(parent)
                        current = forwarded
                    } else if errors[parentID] == nil, parent.stop == .error(description) {
                        // Its error event was dropped (the limit): it stopped with the same error.
                        steps.append(parent)
                        current = nil
                    } else {
                        caughtBy = parent
                        break
                    }
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
        let sequence: Int
        let cause: Int?
        let description: String

        init(index: Int, sequence: Int, cause: Int?, _ description: String) {
            self.index = index
            self.sequence = sequence
            self.cause = cause
            self.description = description
        }
    }

    /// `12.345 ms`.
    func millisecondsText(_ nanoseconds: UInt64) -> String {
        let value = Double(nanoseconds) / 1_000_000
        return String(format: "%.3f ms", value)
    }
#endif

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
        public func errorPaths() -> [InspectedErrorPath] {
            var errorIndices: [Int: [(index: Int, description: String)]] = [:]
            for (index, event) in events.enumerated() {
                if case .error(let description) = event.kind {
                    errorIndices[event.subscription, default: []].append((index, description))
                }
            }
            var paths: [InspectedErrorPath] = []
            for (index, event) in events.enumerated() {
                guard case .error(let description) = event.kind, let origin = subscription(event.subscription) else {
                    continue
                }
                let fromChild = children(of: origin.id).contains { child in
                    errorIndices[child.id]?.contains { $0.index < index && $0.description == description } == true
                }
                if fromChild { continue }
                var steps = [origin]
                var current = (subscription: origin, index: index)
                var caughtBy: InspectedSubscription?
                // Parents are recorded before their children, so a chain of parents ends; the set guards a recording
                // whose links were wrong from running forever.
                var visited: Set<Int> = [origin.id]
                while let parentID = current.subscription.parent, visited.insert(parentID).inserted,
                    let parent = subscription(parentID)
                {
                    let forwarded = errorIndices[parentID]?.first {
                        $0.index > current.index && $0.description == description
                    }
                    guard let forwarded else {
                        caughtBy = parent
                        break
                    }
                    steps.append(parent)
                    current = (parent, forwarded.index)
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

    /// `12.345 ms`.
    func millisecondsText(_ nanoseconds: UInt64) -> String {
        let value = Double(nanoseconds) / 1_000_000
        return String(format: "%.3f ms", value)
    }
#endif

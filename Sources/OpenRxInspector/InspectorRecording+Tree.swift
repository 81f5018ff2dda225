// OpenRx — reactive programming for Swift. MIT licence.

#if Inspector
    extension InspectorRecording {
        /// The subscriptions as a tree of text: each under the subscription its events go to, with its operator,
        /// the line that called it, the thread that subscribed it and whether it is still subscribed. With
        /// `liveOnly`, only what is still subscribed — the question a `Resources.total` that does not return to
        /// zero asks — and the subscriptions above it.
        ///
        ///     filter SearchTests.swift:44 — live, subscribed on main
        ///     └─ map SearchTests.swift:43 — live, subscribed on main
        public func tree(liveOnly: Bool = false) -> String {
            let shown: Set<Int>
            if liveOnly {
                var ids = Set<Int>()
                for live in liveSubscriptions {
                    var next: Int? = live.id
                    while let id = next, ids.insert(id).inserted { next = subscription(id)?.parent }
                }
                shown = ids
            } else {
                shown = Set(subscriptions.map(\.id))
            }
            var childrenByParent: [Int?: [InspectedSubscription]] = [:]
            for subscription in subscriptions where shown.contains(subscription.id) {
                // A parent not shown (its subscription was dropped) makes a root.
                let parent = subscription.parent.flatMap { shown.contains($0) ? $0 : nil }
                childrenByParent[parent, default: []].append(subscription)
            }
            var lines: [String] = []
            func write(_ subscription: InspectedSubscription, prefix: String, branch: String) {
                lines.append(prefix + branch + line(for: subscription))
                let children = childrenByParent[subscription.id] ?? []
                let childPrefix = prefix + (branch == "├─ " ? "│  " : branch.isEmpty ? "" : "   ")
                for (index, child) in children.enumerated() {
                    write(child, prefix: childPrefix, branch: index == children.count - 1 ? "└─ " : "├─ ")
                }
            }
            for root in childrenByParent[nil] ?? [] { write(root, prefix: "", branch: "") }
            if droppedSubscriptions > 0 || droppedEvents > 0 {
                lines.append("(dropped: \(droppedSubscriptions) subscriptions, \(droppedEvents) events)")
            }
            return lines.joined(separator: "\n")
        }

        private func line(for subscription: InspectedSubscription) -> String {
            let state: String
            switch (subscription.stop, subscription.disposed) {
            case (.error?, _): state = "failed"
            case (.completed?, _): state = "completed"
            case (_, nil): state = "live"
            default: state = "disposed"
            }
            return "\(subscription.label) — \(state), subscribed on \(subscription.thread)"
        }
    }
#endif

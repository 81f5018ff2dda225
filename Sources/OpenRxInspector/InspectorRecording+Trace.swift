// OpenRx — reactive programming for Swift. MIT licence.

#if Inspector
    import Foundation

    extension InspectorRecording {
        /// The recording in Chrome's trace-event format, for Perfetto (ui.perfetto.dev) or `chrome://tracing`: a
        /// track per subscription (named by its operator and line, ordered as the tree), a slice for the time it was
        /// subscribed (to the end of the recording if it still is), and an instant for each event, with the value
        /// and the thread in its arguments.
        public func traceJSON() -> Data {
            let end = endTime
            var trace: [[String: Any]] = [
                ["name": "process_name", "ph": "M", "pid": 1, "tid": 0, "args": ["name": "OpenRx subscriptions"]]
            ]
            for (order, subscription) in treeOrder().enumerated() {
                let tid = subscription.id
                trace.append([
                    "name": "thread_name", "ph": "M", "pid": 1, "tid": tid,
                    "args": ["name": "#\(tid) \(subscription.label)"],
                ])
                trace.append([
                    "name": "thread_sort_index", "ph": "M", "pid": 1, "tid": tid, "args": ["sort_index": order],
                ])
                var arguments: [String: Any] = ["thread": subscription.thread, "kind": subscription.kind]
                if let parent = subscription.parent { arguments["parent"] = parent }
                if let location = subscription.location { arguments["location"] = "\(location.file):\(location.line)" }
                trace.append([
                    "name": subscription.label, "cat": "subscription", "ph": "B", "pid": 1, "tid": tid,
                    "ts": microseconds(subscription.subscribed), "args": arguments,
                ])
                trace.append([
                    "name": subscription.label, "cat": "subscription", "ph": "E", "pid": 1, "tid": tid,
                    "ts": microseconds(Swift.max(subscription.disposed ?? end, subscription.subscribed)),
                ])
            }
            for event in events {
                let (name, value) = Self.traceName(event.kind)
                guard event.kind != .subscribed, event.kind != .disposed else { continue }
                var arguments: [String: Any] = ["thread": event.thread]
                if let value { arguments["value"] = value }
                trace.append([
                    "name": name, "cat": "event", "ph": "i", "s": "t", "pid": 1, "tid": event.subscription,
                    "ts": microseconds(event.time), "args": arguments,
                ])
            }
            trace += errorPathFlows()
            let document: [String: Any] = [
                "traceEvents": trace, "displayTimeUnit": "ms",
                "otherData": ["droppedEvents": droppedEvents, "droppedSubscriptions": droppedSubscriptions],
            ]
            return (try? JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])) ?? Data()
        }

        /// Each error path as a flow (arrows in Perfetto and `chrome://tracing`): from the error's instant on the
        /// track that produced it, through each track that passed it on, to the one that caught it.
        private func errorPathFlows() -> [[String: Any]] {
            var flows: [[String: Any]] = []
            for (index, path) in errorPaths().enumerated() {
                var time = path.time
                var points: [(track: Int, time: UInt64)] = []
                for step in path.steps {
                    let forwarded = events.first { event in
                        event.subscription == step.id && event.time >= time && event.kind == .error(path.error)
                    }
                    time = forwarded?.time ?? time
                    points.append((step.id, time))
                }
                if let caughtBy = path.caughtBy { points.append((caughtBy.id, time)) }
                guard points.count > 1 else { continue }
                for (position, point) in points.enumerated() {
                    let phase = position == 0 ? "s" : position == points.count - 1 ? "f" : "t"
                    var flow: [String: Any] = [
                        "name": "error \(path.error)", "cat": "error-path", "ph": phase, "id": index + 1, "pid": 1,
                        "tid": point.track, "ts": microseconds(point.time),
                    ]
                    if phase == "f" { flow["bp"] = "e" }
                    flows.append(flow)
                }
            }
            return flows
        }

        /// The subscriptions in the tree's order: each after the one its events go to.
        func treeOrder() -> [InspectedSubscription] {
            var childrenByParent: [Int?: [InspectedSubscription]] = [:]
            for subscription in subscriptions {
                // A parent that was not recorded (the recording was full) makes a root.
                let parent = subscription.parent.flatMap { self.subscription($0) == nil ? nil : $0 }
                childrenByParent[parent, default: []].append(subscription)
            }
            var ordered: [InspectedSubscription] = []
            var stack = (childrenByParent[nil] ?? []).reversed().map { $0 }
            while let next = stack.popLast() {
                ordered.append(next)
                stack += (childrenByParent[next.id] ?? []).reversed()
            }
            return ordered
        }

        private static func traceName(_ kind: InspectedEvent.Kind) -> (String, String?) {
            switch kind {
            case .next(let value): return ("next \(value)", value)
            case .error(let error): return ("error \(error)", error)
            case .completed: return ("completed", nil)
            case .subscribed: return ("subscribed", nil)
            case .disposed: return ("disposed", nil)
            }
        }
    }

    /// Nanoseconds as the trace's microseconds.
    private func microseconds(_ nanoseconds: UInt64) -> Double {
        Double(nanoseconds) / 1000
    }
#endif
